import type { Handler } from './context.js';
import {
  getDeployment,
  getEvents,
  getMe,
  getResources,
  getServer,
  listActivity,
  listBackups,
  listDeployments,
  listInstallations,
  listServers,
} from './routes-read.js';
import { postBackup, postCommand, postPower } from './routes-write.js';

// Spec "Endpoints": the 13 operations, paths relative to /api/developer/v1.
const TABLE: Array<[method: string, pattern: string, handler: Handler]> = [
  ['GET', '/me', getMe],
  ['GET', '/servers', listServers],
  ['GET', '/servers/:id', getServer],
  ['GET', '/servers/:id/activity', listActivity],
  ['GET', '/servers/:id/resources', getResources],
  ['POST', '/servers/:id/power', postPower],
  ['POST', '/servers/:id/commands', postCommand],
  ['GET', '/servers/:id/backups', listBackups],
  ['POST', '/servers/:id/backups', postBackup],
  ['GET', '/servers/:id/git/deployments', listDeployments],
  ['GET', '/servers/:id/git/deployments/:deploymentId', getDeployment],
  ['GET', '/installations', listInstallations],
  ['GET', '/events', getEvents],
];

export interface RouteMatch {
  handler: Handler;
  params: Record<string, string>;
}

export function matchRoute(method: string, path: string): RouteMatch | undefined {
  const segments = path.split('/');
  for (const [routeMethod, pattern, handler] of TABLE) {
    if (routeMethod !== method) continue;
    const params = matchPattern(pattern.split('/'), segments);
    if (params) return { handler, params };
  }
  return undefined;
}

function matchPattern(pattern: string[], segments: string[]): Record<string, string> | undefined {
  if (pattern.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const segment = segments[i] ?? '';
    if (part.startsWith(':')) {
      const value = safeDecode(segment);
      if (!value) return undefined;
      params[part.slice(1)] = value;
    } else if (part !== segment) {
      return undefined;
    }
  }
  return params;
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
