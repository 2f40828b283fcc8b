import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createHealth } from '../../src/health.js';
import { hostingEventSchema } from '../../src/hosting/index.js';
import { createLogger } from '../../src/logger.js';
import { createMetrics } from '../../src/metrics.js';
import { createSqliteEventStore } from '../../src/pipeline/2-inbox/event-store.js';
import { createInboxStatements, INBOX_RETENTION_MS } from '../../src/pipeline/2-inbox/inbox.js';
import { createNotifier } from '../../src/pipeline/2-inbox/notifier.js';
import { OUTBOX_RETENTION_MS } from '../../src/pipeline/4-outbox/outbox.js';
import type { AlertEvent } from '../../src/pipeline/5-send/render/types.js';
import { createPipeline } from '../../src/pipeline/pipeline.js';
import { waitFor } from '../support/wait-for.js';
import { activityEvent, SERVER_A, useDeliveryDb } from './support/db.js';
import { scriptedDiscord, serverError, shown } from './support/scripted-discord.js';

const open = useDeliveryDb();
const CH = '100000000000000001';
const DAY = 24 * 60 * 60 * 1000;

function setup(options: { backlogLogIntervalMs?: number } = {}) {
  const w = open();
  const lines: Array<Record<string, unknown>> = [];
  const log = createLogger({
    level: 'info',
    destination: new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  });
  const discord = scriptedDiscord();
  const events = createNotifier();
  const { intake, delivery } = createPipeline({
    wakeups: events,
    delivery: {
      inbox: w.inbox,
      outbox: w.outbox,
      installations: w.installations,
      routing: w.routing,
      post: discord.post,
      names: { name: () => 'Survival' },
      log,
      backoff: { initialMs: 60_000, maxMs: 60_000 },
      ...options,
    },
    // The webhook's dependencies only: no feed is polled, no route served.
    intake: {
      config: {
        eventSource: 'webhook',
        hostingTokenKind: 'bot',
        pollIntervalSeconds: 60,
        webhookSecret: 'zhs_test',
      },
      events: createSqliteEventStore(w.db, createInboxStatements(w.db)),
      inbox: w.inbox,
      kv: w.kv,
      hosting: { events: () => Promise.reject(new Error('no feed in this test')) },
      log,
      health: createHealth(),
      metrics: createMetrics(),
    },
  });
  return { ...w, lines, discord, events, intake, delivery };
}

describe('delivery', () => {
  it('wakes on new events, posts them, and stops listening when stopped', async () => {
    const w = setup();
    w.link(CH);
    await w.delivery.start();
    w.store(activityEvent(SERVER_A, { title: 'first' }));
    w.events.notify();
    await waitFor(() => w.discord.messages.length === 1, 2000, 'the first alert');
    await w.delivery.stop();
    w.store(activityEvent(SERVER_A, { title: 'second' }));
    w.events.notify();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(w.discord.messages).toHaveLength(1);
    expect((await w.inbox.stats()).pending).toBe(1);
  });

  it('hands an event the webhook stored over to the dispatcher, then to its channel’s queue', async () => {
    const w = setup();
    w.link(CH);
    await w.delivery.start();
    const webhook = w.intake.webhook!;
    const event = activityEvent(SERVER_A, { title: 'through the webhook' });
    const parsed = hostingEventSchema.parse(event);
    expect(await webhook.store({ event: parsed, raw: JSON.stringify(event), source: 'webhook' })).toBe(
      'pending',
    );
    webhook.onPending!(parsed);
    await waitFor(() => w.discord.messages.length === 1, 2000, 'the alert');
    await w.delivery.stop();
    expect((await w.inbox.stats()).pending).toBe(0);
  });

  it('logs one line per alert message posted: channel, events in it, delay; not what they say', async () => {
    const w = setup();
    w.link(CH);
    w.discord.fail(CH, serverError, 1);
    const now = Date.now();
    w.store(
      activityEvent(SERVER_A, { title: 'secret plans' }, now - 95_000),
      activityEvent(SERVER_A, { title: 'more secret plans' }, now - 5_000),
    );
    await w.delivery.start();
    // The first attempt fails: the line comes once, for the message Discord took (read back as stored).
    await waitFor(() => w.discord.calls.length === 1, 2000, 'a failed attempt');
    w.handle.sqlite.prepare('UPDATE outbox SET next_attempt_at = 0').run();
    w.events.notify();
    w.delivery.sender.wake(CH);
    await waitFor(() => w.discord.messages.length === 1, 2000, 'the message');
    await w.delivery.stop();
    const posted = w.lines.filter((l) => l.msg === 'alert message posted');
    expect(posted).toEqual([
      expect.objectContaining({ level: 30, channelId: CH, events: 2, messageId: expect.any(String) }),
    ]);
    expect(posted[0]?.delaySeconds).toBeGreaterThanOrEqual(95);
    expect(posted[0]?.delaySeconds).toBeLessThan(120);
    expect(JSON.stringify(w.lines)).not.toContain('secret plans');
  });

  it('posts an activity event once when a repeat of it carries another time', async () => {
    const w = setup();
    w.link(CH);
    const event = activityEvent(SERVER_A, { title: 'Crashed E0001' });
    const retimed = { ...event, createdAt: new Date(Date.parse(event.createdAt) + 60_000).toISOString() };
    // The inbox keys activity by time and id, so both are stored; routing queues the event once.
    w.store(event, retimed);
    expect(w.handle.sqlite.prepare('SELECT count(*) FROM inbox').pluck().get()).toBe(2);
    await w.delivery.start();
    await waitFor(() => w.rows("state = 'sent'").length === 1, 2000, 'the alert');
    await waitFor(async () => (await w.inbox.stats()).pending === 0, 2000, 'both rows routed');
    await w.delivery.stop();
    expect(w.rows()).toHaveLength(1);
    expect(w.discord.messages.map((m) => shown(m).match(/E0001/g)?.length)).toEqual([1]);
  });

  it('on start, dispatches what is waiting and sends what a previous run left pending', async () => {
    const w = setup();
    w.link(CH);
    w.store(activityEvent(SERVER_A), activityEvent(SERVER_A));
    await w.dispatcher.drain();
    w.store(activityEvent(SERVER_A));
    await w.delivery.start();
    await waitFor(() => w.rows("state = 'sent'").length === 3, 2000, 'everything sent');
    await w.delivery.stop();
  });

  it('reports the backlog and the oldest pending row’s age in its health check and in the log', async () => {
    const w = setup({ backlogLogIntervalMs: 50 });
    w.link(CH);
    w.discord.fail(CH, serverError, 1);
    w.store(activityEvent(SERVER_A), activityEvent(SERVER_A));
    await w.delivery.start();
    await waitFor(() => w.discord.calls.length === 1, 2000, 'a failed attempt');
    w.handle.sqlite.prepare('UPDATE outbox SET created_at = created_at - 90000').run();
    // The check answers with the figures last read (it is synchronous): read them now first.
    await w.delivery.backlog();
    expect(w.delivery.health()).toMatchObject({ ok: true, pending: 2, parked: 0, channelsWaiting: 1 });
    expect(w.delivery.health().oldestPendingAgeSeconds).toBeGreaterThanOrEqual(90);
    const line = await waitFor(
      () => w.lines.find((l) => l.msg === 'alerts waiting to be posted'),
      2000,
      'a backlog line',
    );
    expect(line).toMatchObject({ outboxBacklog: 2, oldestPendingAgeSeconds: expect.any(Number) });
    expect(w.lines.find((l) => l.msg === 'posting alerts failed; will retry')).toMatchObject({
      attempts: 1,
      backlog: 2,
      retryInMs: expect.any(Number),
    });
    await w.delivery.stop();
  });

  it('prunes dispatched events after 14 days and sent or parked alerts after 30, at start', async () => {
    const w = setup();
    w.link(CH);
    const now = Date.now();
    const old = activityEvent(SERVER_A);
    const recent = activityEvent(SERVER_A);
    const pending = activityEvent(SERVER_A);
    await w.inbox.store({
      event: old,
      raw: JSON.stringify(old),
      source: 'webhook',
      receivedAt: now - INBOX_RETENTION_MS - DAY,
    });
    await w.inbox.store({
      event: recent,
      raw: JSON.stringify(recent),
      source: 'webhook',
      receivedAt: now - INBOX_RETENTION_MS + DAY,
    });
    await w.dispatcher.drain();
    await w.inbox.store({
      event: pending,
      raw: JSON.stringify(pending),
      source: 'webhook',
      receivedAt: now - 20 * DAY,
    });
    w.handle.sqlite.exec(`
      UPDATE outbox SET state = 'sent', created_at = ${now - OUTBOX_RETENTION_MS - DAY} WHERE event_id = '${old.id}';
      UPDATE outbox SET state = 'parked', created_at = ${now - OUTBOX_RETENTION_MS - DAY} WHERE event_id = '${recent.id}';
    `);
    await w.outbox.enqueue({
      eventId: 'still-pending',
      eventCreatedAt: now - 40 * DAY,
      event: activityEvent(SERVER_A) as AlertEvent,
      linkId: (await w.links.forServer(SERVER_A))[0]!.id,
      channelId: CH,
    });
    w.handle.sqlite
      .prepare(`UPDATE outbox SET created_at = ${now - 40 * DAY} WHERE event_id = 'still-pending'`)
      .run();

    await w.delivery.start();
    await w.delivery.stop();
    const events = w.handle.sqlite.prepare('SELECT event_id FROM inbox ORDER BY received_at').all();
    expect(events).toEqual([{ event_id: pending.id }, { event_id: recent.id }]);
    expect(w.rows().map((r) => r.event_id)).toEqual(['still-pending']);
    expect(w.lines.find((l) => l.msg === 'old events, alerts, audit rows and history pruned')).toMatchObject({
      events: 1,
      outboxRows: 2,
    });
  });
});
