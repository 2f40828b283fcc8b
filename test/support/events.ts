import { randomUUID } from 'node:crypto';
import type { ActivityEntry } from '../../src/hosting/index.js';

/** A `server.activity` event as the provider sends it (spec, Resources → Event and Activity entry). */
export interface ActivityEvent {
  [field: string]: unknown;
  id: string;
  type: 'server.activity';
  serverId: string;
  createdAt: string;
  data: ActivityEntry;
}

export function activityEvent(
  serverId: string = randomUUID(),
  partial: Partial<ActivityEntry> = {},
  at: number = Date.now(),
): ActivityEvent {
  const createdAt = new Date(at).toISOString();
  return {
    id: randomUUID(),
    type: 'server.activity',
    serverId,
    createdAt,
    data: {
      id: randomUUID(),
      serverId,
      category: 'power',
      type: 'crash',
      severity: 'error',
      source: 'api',
      title: 'Server crashed',
      createdAt,
      ...partial,
    },
  };
}
