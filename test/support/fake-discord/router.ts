import type { ChannelFaults } from './faults.js';
import type { FakeGateway } from './gateway.js';
import type { UploadedFile } from './http-io.js';
import type { FakeState } from './state.js';

export interface Deps {
  state: FakeState;
  gateway: FakeGateway;
  faults: ChannelFaults;
  gatewayUrl: () => string;
}

export interface RouteContext {
  deps: Deps;
  method: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  files: UploadedFile[];
}

export interface RouteResult {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Segments below /api/v10; `:name` matches one segment. */
  pattern: string;
  /**
   * Whether `Authorization: Bot <token>` is required. Interaction callbacks and webhook-token routes are
   * authorised by the token in the path, and discord.js sends them with `auth: false`.
   */
  auth?: boolean;
  handle: (ctx: RouteContext) => RouteResult | Promise<RouteResult>;
}

export type Match = { route: Route; params: Record<string, string> } | 'wrong-method' | undefined;

export function matchRoute(routes: readonly Route[], method: string, segments: string[]): Match {
  let pathMatched = false;
  for (const route of routes) {
    const params = matchPattern(route.pattern, segments);
    if (!params) continue;
    if (route.method === method) return { route, params };
    pathMatched = true;
  }
  return pathMatched ? 'wrong-method' : undefined;
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | undefined {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return params;
}
