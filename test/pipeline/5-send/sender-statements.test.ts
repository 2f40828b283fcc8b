import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createIncidents } from '../../../src/db/incidents.js';
import { createLeases } from '../../../src/db/leases.js';
import { postgresSql } from '../../../src/db/postgres/sql.js';
import * as pgSchema from '../../../src/db/schema-postgres.js';
import { createSilences } from '../../../src/db/silences.js';
import { createChannelLeases } from '../../../src/leases/channels.js';
import { createLogger } from '../../../src/logger.js';
import { createOutbox } from '../../../src/pipeline/4-outbox/outbox.js';
import type { AlertEvent } from '../../../src/pipeline/5-send/render/types.js';
import { createSender } from '../../../src/pipeline/5-send/sender.js';
import { createHeldIncidents } from '../../../src/watch/held-incidents.js';
import { useDatabases } from '../../support/databases.js';
import { activityEvent, GUILD, SERVER_A } from '../support/db.js';
import { scriptedDiscord } from '../support/scripted-discord.js';

const databases = useDatabases();
const CHANNELS = Array.from({ length: 5 }, (_, i) => `10000000000000000${i}`);
const log = createLogger({ level: 'silent' });

/** Every statement any pooled connection sends while `counting` is on. */
const sent: string[] = [];
let counting = false;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (counting) {
    const first = args[0] as string | { text?: string; name?: string };
    sent.push(typeof first === 'string' ? first : (first.text ?? first.name ?? '?'));
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;
afterEach(() => {
  counting = false;
  sent.length = 0;
});

/**
 * The statements of the alert path are what a burst of alerts costs the instances and PostgreSQL:
 * on a busy machine each one hands the CPU to PostgreSQL and back (bench:fleet's profile: a quarter
 * of an instance's time in the socket write of its queries).
 */
describe('the sender on PostgreSQL, wired as an instance runs it', () => {
  it('posts one alert in each of five channels with at most 7 statements per channel, each alert once', async () => {
    const { db } = await databases.postgres();
    const store = postgresSql(db);
    await db
      .insert(pgSchema.claims)
      .values({ serverId: SERVER_A, guildId: GUILD, claimedBy: 't', how: 'trusted' });
    const links = await db
      .insert(pgSchema.links)
      .values(
        CHANNELS.map((channelId) => ({ guildId: GUILD, channelId, serverId: SERVER_A, createdBy: 't' })),
      )
      .returning();
    const outbox = createOutbox(store);
    for (const [i, link] of links.entries()) {
      const event = activityEvent(SERVER_A, { title: `E${i}` });
      await outbox.enqueue({
        eventId: event.id,
        eventCreatedAt: Date.parse(event.createdAt),
        event: event as AlertEvent,
        linkId: link.id,
        channelId: link.channelId,
      });
    }
    const silences = createSilences(store);
    const discord = scriptedDiscord();
    const sender = createSender({
      outbox,
      post: discord.post,
      names: { name: () => 'Survival' },
      log,
      channels: createChannelLeases(createLeases(store), 'instance-1'),
      silences,
      heldIncidents: createHeldIncidents({
        incidents: createIncidents(store),
        silences,
        now: Date.now,
        sync: async () => undefined,
      }),
    });

    counting = true;
    for (const channelId of CHANNELS) sender.wake(channelId);
    await sender.idle();
    counting = false;

    expect(CHANNELS.map((channelId) => discord.in(channelId).length)).toEqual([1, 1, 1, 1, 1]);
    expect((await outbox.backlog()).pending).toBe(0);
    // Each channel: its lease, the look for a prepared message, its queue (which tells that no
    // silence is there), the message stored, the check before the attempt, sent, and the lease
    // given up while nothing waits. 13 before: a read of its silences, a second look for a prepared
    // message, one for held incident messages and one that found the queue empty, the check and
    // "sent" two statements each.
    expect(sent.length).toBeLessThanOrEqual(7 * CHANNELS.length);
    // None given up: each channel's lease was released.
    expect(await db.select().from(pgSchema.leases)).toEqual([]);
  });
});
