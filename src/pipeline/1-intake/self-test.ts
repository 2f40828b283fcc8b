import { randomUUID } from 'node:crypto';
import type { HostingEvent } from '../../hosting/index.js';

/**
 * The doctor's own webhook ping: signed with WEBHOOK_SECRET on this machine, so it proves the route
 * and the secret agree with each other, and nothing about what the provider signs with. It is
 * never counted as a delivery from the provider (spec, Event types: a real `ping` carries the
 * bot's id, a UUID; this one carries a word no bot id can be).
 */
export const SELF_TEST_BOT_ID = 'hostcord-doctor';

/** The body of the doctor's ping (spec, Event: `ping` with `botId` and `message`). */
export function selfTestPing(): string {
  return JSON.stringify({
    id: randomUUID(),
    type: 'ping',
    serverId: null,
    createdAt: new Date().toISOString(),
    data: { botId: SELF_TEST_BOT_ID, message: 'local check by hostcord doctor' },
  });
}

export function isSelfTest(event: HostingEvent): boolean {
  return event.type === 'ping' && (event.data as { botId?: unknown }).botId === SELF_TEST_BOT_ID;
}
