import { randomUUID } from 'node:crypto';
import type { ActivityEntry, Installation } from '../../../src/hosting/index.js';
import type { Alert } from '../../../src/pipeline/5-send/render/types.js';
import { activityEvent } from '../../support/events.js';

export const NOW = Date.parse('2026-11-22T12:00:00Z');
export const SERVER = '6f1c2b9e-0000-4000-8000-000000000001';

/** An activity alert as the sender builds it; `at` is ms before NOW. */
export function activity(
  partial: Partial<ActivityEntry> = {},
  options: { at?: number; serverName?: string | undefined; mentionRoleId?: string | null } = {},
): Alert {
  const event = activityEvent(partial.serverId ?? SERVER, partial, NOW - (options.at ?? 1000));
  return {
    event,
    serverName: 'serverName' in options ? options.serverName : 'Survival',
    mentionRoleId: options.mentionRoleId ?? null,
  };
}

export function installation(kind: 'created' | 'deleted', partial: Partial<Installation> = {}): Alert {
  const createdAt = new Date(NOW - 1000).toISOString();
  const data: Installation = {
    id: randomUUID(),
    serverId: SERVER,
    grantedScopes: ['servers:read', 'servers:power'],
    eventTypes: ['server.activity'],
    status: 'active',
    createdAt,
    ...partial,
  };
  return {
    event: { id: randomUUID(), type: `installation.${kind}`, serverId: data.serverId, createdAt, data },
    serverName: 'Survival',
    mentionRoleId: null,
  };
}

/** Every piece of text of a message, for "is it visible" checks. */
export function textOf(body: { content?: string; embeds: Array<Record<string, unknown>> }): string {
  return [body.content ?? '', ...body.embeds.map((e) => JSON.stringify(e))].join('\n');
}
