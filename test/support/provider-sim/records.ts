import { randomUUID } from 'node:crypto';
import type {
  ActivityEntry,
  SimBackup,
  SimDeployment,
  SimInstallation,
  SimResources,
  SimServer,
} from './types.js';

// Realistic defaults for every record; a partial (also with unknown extra keys) overrides them.
// Values of status, powerState, state, category, type and severity are "not shown" in the spec, so
// the defaults are plausible guesses and tests may put any string there.

export const iso = (ms: number) => new Date(ms).toISOString();

export function newServer(partial: Partial<SimServer>, now: number, n: number): SimServer {
  return {
    id: randomUUID(),
    name: `Test server ${n}`,
    status: 'active',
    powerState: 'running',
    game: { name: 'Minecraft', variant: 'Paper', version: '1.21.1' },
    memoryMb: 4096,
    cpuPercent: 200,
    diskMb: 20_480,
    location: 'Frankfurt',
    address: `203.0.113.${n % 250}:25565`,
    isOwner: true,
    createdAt: iso(now),
    ...partial,
  };
}

export function newResources(): SimResources {
  return {
    state: 'running',
    isSuspended: false,
    memoryBytes: 1_610_612_736,
    cpu: 12.5,
    diskBytes: 5_368_709_120,
    networkRxBytes: 104_857_600,
    networkTxBytes: 52_428_800,
    uptimeMs: 3_600_000,
  };
}

export function newActivity(serverId: string, partial: Partial<ActivityEntry>, now: number): ActivityEntry {
  return {
    id: randomUUID(),
    serverId,
    category: 'power',
    type: 'server.started',
    severity: 'info',
    source: 'api',
    title: 'Server started',
    createdAt: iso(now),
    ...partial,
  };
}

export function newBackup(partial: Partial<SimBackup>, now: number): SimBackup {
  return {
    id: randomUUID(),
    name: `Backup ${iso(now)}`,
    isLocked: false,
    createdAt: iso(now),
    completedAt: null,
    sizeBytes: 0,
    ...partial,
  };
}

export function newDeployment(partial: Partial<SimDeployment>, now: number): SimDeployment {
  return {
    id: randomUUID(),
    status: 'succeeded',
    phase: 'finished',
    errorMessage: null,
    createdAt: iso(now),
    ...partial,
  };
}

export function newInstallation(
  serverId: string,
  fields: { grantedScopes: string[]; eventTypes: string[]; status?: string; extra?: Record<string, unknown> },
  now: number,
): SimInstallation {
  return {
    id: randomUUID(),
    serverId,
    grantedScopes: [...fields.grantedScopes],
    eventTypes: [...fields.eventTypes],
    status: fields.status ?? 'active',
    createdAt: iso(now),
    ...fields.extra,
  };
}
