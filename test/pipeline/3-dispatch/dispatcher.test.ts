import { describe, expect, it } from 'vitest';
import { createSeenValues } from '../../../src/db/seen-values.js';
import { waitFor } from '../../support/wait-for.js';
import {
  activityEvent,
  installationEvent,
  SERVER_A,
  SERVER_B,
  type TestEvent,
  useDeliveryDb,
} from '../support/db.js';

const open = useDeliveryDb();
const ROLE = '222222222222222222';

describe('dispatcher', () => {
  it('queues one row per matching link, oldest event first, and marks the event dispatched with it', async () => {
    const w = open();
    const all = w.link('100000000000000001');
    const errors = w.link('100000000000000002', SERVER_A, { severities: ['ERROR'] });
    const backups = w.link('100000000000000003', SERVER_A, { categories: ['backup'] });
    w.link('100000000000000004', SERVER_B);
    const late = activityEvent(
      SERVER_A,
      { severity: 'Error', title: 'late' },
      Date.parse('2026-11-22T09:00:00Z'),
    );
    const info = activityEvent(SERVER_A, { severity: 'info', title: 'info' });
    w.store(info, late);

    await w.dispatcher.drain();

    expect(await w.inbox.pending()).toEqual([]);
    const rows = w.rows();
    expect(rows.map((r) => [r.event_id, r.link_id])).toEqual([
      [late.id, all.id],
      [late.id, errors.id],
      [info.id, all.id],
    ]);
    expect(rows.every((r) => r.state === 'pending' && r.nonce === null)).toBe(true);
    expect(w.queued.flat().sort()).toEqual(['100000000000000001', '100000000000000002']);
    expect(backups.state).toBe('active');

    // Dispatching again (e.g. after a restart) queues nothing twice.
    await w.dispatcher.drain();
    expect(w.rows()).toHaveLength(3);
  });

  it('skips links that are broken or inactive, and records the role a link wants mentioned', async () => {
    const w = open();
    const loud = w.link('100000000000000001', SERVER_A, {
      mentionRoleId: ROLE,
      mentionSeverities: ['critical'],
    });
    const broken = w.link('100000000000000002');
    const inactive = w.link('100000000000000003');
    await w.links.setState(broken.id, 'broken', 'Missing Access');
    await w.links.setState(inactive.id, 'inactive');
    const critical = activityEvent(SERVER_A, { severity: 'CRITICAL' });
    const error = activityEvent(SERVER_A, { severity: 'error' });
    w.store(critical, error);
    await w.dispatcher.drain();
    expect(w.rows().map((r) => [r.event_id, r.link_id, r.mention_role_id])).toEqual([
      [critical.id, loud.id, ROLE],
      [error.id, loud.id, null],
    ]);
  });

  it('records category, type and severity values per server for autocomplete', async () => {
    const w = open();
    w.store(
      activityEvent(SERVER_A, { category: 'Power', type: 'Crash', severity: 'ERROR' }),
      activityEvent(SERVER_A, { category: 'backup', type: 'done', severity: 'info' }),
      activityEvent(SERVER_B, { category: 'git', type: 'deploy', severity: 'info' }),
    );
    await w.dispatcher.drain();
    const seen = createSeenValues(w.kv);
    expect(await seen.forServers([SERVER_A])).toEqual({
      category: ['backup', 'power'],
      type: ['crash', 'done'],
      severity: ['error', 'info'],
    });
    expect((await seen.forServers([SERVER_A, SERVER_B])).category).toEqual(['backup', 'git', 'power']);
  });

  it('keeps installations current: removal posts and deactivates, reinstalling reactivates', async () => {
    const w = open();
    const a = w.link('100000000000000001');
    const broken = w.link('100000000000000002');
    await w.links.setState(broken.id, 'broken', 'Missing Access');

    const removed = installationEvent('deleted', SERVER_A, { status: 'removed' });
    w.store(removed);
    await w.dispatcher.drain();
    expect(await w.installations.get(`inst-${SERVER_A}`)).toMatchObject({
      status: 'removed',
      deletedAt: expect.any(Number),
    });
    expect((await w.links.forServer(SERVER_A)).map((l) => [l.id, l.state])).toEqual([
      [a.id, 'inactive'],
      [broken.id, 'broken'],
    ]);
    expect(w.rows().map((r) => [r.event_id, r.link_id])).toEqual([[removed.id, a.id]]);

    // While uninstalled, activity is not posted.
    w.store(activityEvent(SERVER_A));
    await w.dispatcher.drain();
    expect(w.rows()).toHaveLength(1);

    const created = installationEvent('created', SERVER_A, {
      grantedScopes: ['servers:read', 'servers:power'],
      eventTypes: [],
    });
    w.store(created);
    await w.dispatcher.drain();
    expect(await w.installations.get(`inst-${SERVER_A}`)).toMatchObject({
      status: 'active',
      deletedAt: null,
      grantedScopes: ['servers:read', 'servers:power'],
      eventTypes: [],
    });
    expect((await w.links.forServer(SERVER_A)).map((l) => l.state)).toEqual(['active', 'broken']);
    expect(w.rows().map((r) => r.event_id)).toEqual([removed.id, created.id]);
  });

  it('ignores an installation event older than the state already applied', async () => {
    const w = open();
    w.link('100000000000000001');
    const at = Date.parse('2026-11-22T11:00:00Z');
    w.store(installationEvent('deleted', SERVER_A, {}, at));
    await w.dispatcher.drain();
    const stale = installationEvent('created', SERVER_A, {}, at - 60_000);
    w.store(stale);
    await w.dispatcher.drain();
    expect((await w.installations.get(`inst-${SERVER_A}`))?.deletedAt).toBe(at);
    expect((await w.links.forServer(SERVER_A))[0]?.state).toBe('inactive');
    expect(await w.outbox.byEvent(stale.id)).toEqual([]);
  });

  it('logs pings and passes over unknown types and unreadable events, marking them dispatched', async () => {
    const w = open();
    w.link('100000000000000001');
    const ping: TestEvent = {
      id: 'ping-1',
      type: 'ping',
      serverId: null,
      createdAt: '2026-11-22T10:00:00Z',
      data: { botId: 'b', message: 'hello' },
    };
    const unknown: TestEvent = {
      id: 'new-1',
      type: 'server.weather',
      serverId: SERVER_A,
      createdAt: '2026-11-22T10:00:00Z',
      data: {},
    };
    w.store(ping, unknown);
    await w.inbox.store({
      event: { id: 'bad-1', type: 'server.activity', serverId: SERVER_A, createdAt: '2026-11-22T10:00:00Z' },
      raw: '{"not":"an event"}',
      source: 'feed',
    });
    await w.dispatcher.drain();
    expect(await w.inbox.pending()).toEqual([]);
    expect(w.rows()).toEqual([]);
  });

  it('writes an event’s rows all or none: a failing insert leaves no partial rows and does not block the others', async () => {
    const w = open();
    w.link('100000000000000001');
    const second = w.link('100000000000000002');
    const [before, poison, after] = [
      activityEvent(SERVER_A),
      activityEvent(SERVER_A),
      activityEvent(SERVER_A),
    ];
    w.handle.sqlite.exec(
      `CREATE TRIGGER fail_poison BEFORE INSERT ON outbox WHEN NEW.event_id = '${poison!.id}' AND NEW.link_id = ${second.id}
       BEGIN SELECT RAISE(ABORT, 'disk on fire'); END`,
    );
    w.store(before!, poison!, after!);
    await w.dispatcher.drain();
    expect(await w.outbox.byEvent(poison!.id)).toEqual([]);
    expect(await w.outbox.byEvent(before!.id)).toHaveLength(2);
    expect(await w.outbox.byEvent(after!.id)).toHaveLength(2);
    expect(await w.inbox.pending()).toEqual([]);
  });

  it('wakes on demand and coalesces a burst of wake-ups into few passes', async () => {
    const w = open();
    w.link('100000000000000001');
    for (let i = 0; i < 250; i++) w.store(activityEvent(SERVER_A));
    for (let i = 0; i < 50; i++) w.dispatcher.wake();
    await waitFor(async () => (await w.inbox.stats()).pending === 0, 5000, 'dispatch');
    expect(w.rows()).toHaveLength(250);
    // 100 events per transaction: three batches, each announcing its channel once.
    expect(w.queued).toHaveLength(3);
  });

  it('spaces passes under a stream of wake-ups, so one pass takes what arrived meanwhile', async () => {
    const w = open(undefined, { minPassIntervalMs: 1000 });
    w.link('100000000000000001');
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    // After a quiet spell, a wake-up passes at once.
    w.store(activityEvent(SERVER_A));
    w.dispatcher.wake();
    await turn();
    expect((await w.inbox.stats()).pending).toBe(0);
    // Right after it, events arriving one by one wait for the next pass, all together.
    for (let i = 0; i < 3; i++) {
      w.store(activityEvent(SERVER_A));
      w.dispatcher.wake();
      await turn();
    }
    expect((await w.inbox.stats()).pending).toBe(3);
    await waitFor(async () => (await w.inbox.stats()).pending === 0, 5000, 'the next pass');
    expect(w.queued).toHaveLength(2);
    expect(w.rows()).toHaveLength(4);
  });

  it('a write that fails (disk full) leaves its events undispatched, to be queued once there is room', async () => {
    const w = open();
    for (let i = 0; i < 40; i++) w.link(`1000000000000000${String(i).padStart(2, '0')}`);
    const events = Array.from({ length: 5 }, () => activityEvent(SERVER_A));
    w.store(...events);
    // No room for 200 outbox rows; marking an event dispatched alone would still fit.
    const pages = Number(w.handle.sqlite.pragma('page_count', { simple: true }));
    w.handle.sqlite.pragma(`max_page_count = ${pages}`);

    await w.dispatcher.drain();
    expect((await w.inbox.pending()).map((r) => r.eventId)).toEqual(events.map((e) => e.id));
    expect(w.rows()).toEqual([]);
    expect(w.dispatcher.isFailing()).toBe(true);

    w.handle.sqlite.pragma('max_page_count = 1073741823');
    await w.dispatcher.drain();
    expect(await w.inbox.pending()).toEqual([]);
    expect(w.rows()).toHaveLength(200);
    expect(w.dispatcher.isFailing()).toBe(false);
  });
});
