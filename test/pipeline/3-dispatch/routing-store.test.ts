import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createKv } from '../../../src/db/kv.js';
import { openDatabase } from '../../../src/db/open.js';
import { openPostgres } from '../../../src/db/postgres.js';
import * as sqliteSchema from '../../../src/db/schema.js';
import * as pgSchema from '../../../src/db/schema-postgres.js';
import { parseSeen, seenKey } from '../../../src/db/seen-values.js';
import { createLogger } from '../../../src/logger.js';
import { createInbox, type InboxRow } from '../../../src/pipeline/2-inbox/inbox.js';
import { createDispatcher } from '../../../src/pipeline/3-dispatch/dispatcher.js';
import type { Routing, RoutingStep, RoutingStore } from '../../../src/pipeline/3-dispatch/routing.js';
import { createPostgresRouting } from '../../../src/pipeline/3-dispatch/routing-postgres.js';
import { createSqliteRouting } from '../../../src/pipeline/3-dispatch/routing-sqlite.js';
import type { AlertEvent } from '../../../src/pipeline/5-send/render/types.js';
import { usePostgres } from '../../support/postgres.js';
import { useTempDir } from '../../support/temp-dir.js';
import { activityEvent, installationEvent, SERVER_A, SERVER_B, type TestEvent } from '../support/db.js';

const tempDir = useTempDir();
const postgres = usePostgres();
const closers: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const OWNER = '111111111111111111';
const STRANGER = '333333333333333333';
const ROLE = '222222222222222222';
const log = createLogger({ level: 'silent' });

/** Rows both databases are seeded with, through their own schema. */
const claimRow = { serverId: SERVER_A, guildId: OWNER, claimedBy: 'test', how: 'trusted' };
const linkRows = [
  { id: 1, guildId: OWNER, channelId: 'C1', serverId: SERVER_A, createdBy: 'test' },
  {
    id: 2,
    guildId: OWNER,
    channelId: 'C2',
    serverId: SERVER_A,
    createdBy: 'test',
    severities: ['error'],
    mentionRoleId: ROLE,
    mentionSeverities: ['error'],
  },
  // A link row of a guild that neither owns the server nor holds a share: it gets nothing.
  { id: 3, guildId: STRANGER, channelId: 'C3', serverId: SERVER_A, createdBy: 'test' },
];
const inboxRow = (event: TestEvent) => ({
  eventId: event.id,
  type: event.type,
  serverId: event.serverId,
  createdAt: Date.parse(event.createdAt),
  receivedAt: Date.now(),
  source: 'webhook',
  raw: JSON.stringify(event),
});

interface Dialect {
  store: RoutingStore;
  addEvents(events: TestEvent[]): Promise<void>;
  outbox(): Promise<Array<{ event: string; link: number; role: string | null }>>;
  undispatched(): Promise<number>;
  linkStates(): Promise<string[]>;
  seen(): Promise<string | undefined>;
}

async function sqlite(): Promise<Dialect> {
  const handle = openDatabase(join(tempDir(), 'hostcord.db'));
  closers.push(() => handle.close());
  const { db, sqlite } = handle;
  db.insert(sqliteSchema.claims).values(claimRow).run();
  db.insert(sqliteSchema.links).values(linkRows).run();
  const inbox = createInbox(db);
  const kv = createKv(db);
  const store = createSqliteRouting(db);
  return {
    store,
    addEvents: async (events) => void db.insert(sqliteSchema.inbox).values(events.map(inboxRow)).run(),
    outbox: async () =>
      sqlite
        .prepare('SELECT event_id AS event, link_id AS link, mention_role_id AS role FROM outbox ORDER BY id')
        .all() as Array<{ event: string; link: number; role: string | null }>,
    undispatched: async () => (await inbox.stats()).pending,
    linkStates: async () =>
      (sqlite.prepare('SELECT state FROM links ORDER BY id').all() as Array<{ state: string }>).map(
        (r) => r.state,
      ),
    seen: async () => kv.get(seenKey(SERVER_A)),
  };
}

async function openPg(url: string) {
  const handle = await openPostgres(url);
  closers.push(() => handle.close());
  return handle;
}

async function postgresDialect(url: string, options: { seed?: boolean } = {}): Promise<Dialect> {
  const handle = await openPg(url);
  const { db, pool } = handle;
  if (options.seed) {
    await db.insert(pgSchema.claims).values(claimRow);
    await db.insert(pgSchema.links).values(linkRows);
  }
  const store = createPostgresRouting(db);
  return {
    store,
    addEvents: async (events) => void (await db.insert(pgSchema.inbox).values(events.map(inboxRow))),
    outbox: async () =>
      (
        await pool.query(
          'SELECT event_id AS event, link_id AS link, mention_role_id AS role FROM outbox ORDER BY id',
        )
      ).rows,
    undispatched: () => store.pending(),
    linkStates: async () =>
      (await pool.query('SELECT state FROM links ORDER BY id')).rows.map((r) => r.state),
    seen: async () =>
      (await pool.query('SELECT value FROM kv WHERE key = $1', [seenKey(SERVER_A)])).rows[0]?.value,
  };
}

describe.each([
  ['SQLite', sqlite],
  ['PostgreSQL', async () => postgresDialect(await postgres.createDatabase(), { seed: true })],
])('dispatching on %s', (_name, open) => {
  it('routes by links, filters, claims and installation events, marking each event dispatched once', async () => {
    const d = await open();
    const at = Date.parse('2026-11-22T10:00:00Z');
    const info = activityEvent(SERVER_A, { severity: 'info', category: 'Power' }, at);
    const error = activityEvent(SERVER_A, { severity: 'ERROR', category: 'backup' }, at + 1000);
    const removed = installationEvent('deleted', SERVER_A, {}, at + 2000);
    const afterRemoval = activityEvent(SERVER_A, { severity: 'error' }, at + 3000);
    await d.addEvents([afterRemoval, removed, error, info]);
    const queued = new Set<string>();
    const dispatcher = createDispatcher({
      store: d.store,
      log,
      onQueued: (channels) => {
        for (const c of channels) queued.add(c);
      },
    });

    await dispatcher.drain();

    expect(await d.outbox()).toEqual([
      { event: info.id, link: 1, role: null },
      { event: error.id, link: 1, role: null },
      { event: error.id, link: 2, role: ROLE },
      { event: removed.id, link: 1, role: null },
      { event: removed.id, link: 2, role: null },
    ]);
    expect(await d.undispatched()).toBe(0);
    expect(await d.linkStates()).toEqual(['inactive', 'inactive', 'inactive']);
    expect([...queued].sort()).toEqual(['C1', 'C2']);
    expect(parseSeen(await d.seen()).category).toEqual(['power', 'backup']);

    // Again, as after a restart: nothing is queued twice.
    await dispatcher.drain();
    expect(await d.outbox()).toHaveLength(5);

    // Arriving late, older than the removal: out of date, applied to nothing and posted nowhere.
    await d.addEvents([installationEvent('created', SERVER_A, {}, at + 1500)]);
    await dispatcher.drain();
    expect(await d.outbox()).toHaveLength(5);
    expect(await d.linkStates()).toEqual(['inactive', 'inactive', 'inactive']);
    expect(await d.undispatched()).toBe(0);
  });

  it('retries a batch that broke event by event, and skips only the event that breaks alone', async () => {
    const d = await open();
    const bad = activityEvent(SERVER_A, { severity: 'info' });
    const good = [
      activityEvent(SERVER_A, { severity: 'info' }),
      activityEvent(SERVER_A, { severity: 'info' }),
    ];
    await d.addEvents([bad, ...good]);
    const breaking = (rows: InboxRow[], route: Routing<void>): Routing<void> =>
      (function* () {
        yield* route;
        if (rows.some((r) => r.eventId === bad.id)) throw new Error('this event cannot be routed');
      })();
    const store: RoutingStore = {
      ...d.store,
      routeBatch: (limit, route) => d.store.routeBatch(limit, (rows) => breaking(rows, route(rows))),
      routeOne: (eventId, route) => d.store.routeOne(eventId, (rows) => breaking(rows, route(rows))),
    };
    const dispatcher = createDispatcher({ store, log, onQueued: () => undefined });

    await dispatcher.drain();

    // The batch's rows were rolled back with it; each good event was then queued alone, once.
    expect((await d.outbox()).map((r) => r.event).sort()).toEqual(good.map((e) => e.id).sort());
    expect(await d.undispatched()).toBe(0);
    expect(dispatcher.isFailing()).toBe(false);
  });
});

describe('dispatching on PostgreSQL with two instances', () => {
  it('takes each event in one instance only (the other skips locked rows) and queues it once', async () => {
    const url = await postgres.createDatabase();
    const first = await postgresDialect(url, { seed: true });
    // The second instance: its own pool on the same database.
    const second = await postgresDialect(url);
    const events = Array.from({ length: 300 }, () => activityEvent(SERVER_A, { severity: 'info' }));
    await first.addEvents(events);
    const taken: Array<Set<string>> = [new Set(), new Set()];
    const dispatchers = [first, second].map((d, i) =>
      createDispatcher({
        store: {
          ...d.store,
          routeBatch: (limit, route) =>
            d.store.routeBatch(limit, (rows: InboxRow[]) => {
              for (const row of rows) {
                expect(taken[i]!.has(row.eventId)).toBe(false);
                taken[i]!.add(row.eventId);
              }
              return route(rows);
            }),
        },
        log,
        batchSize: 20,
        onQueued: () => undefined,
      }),
    );

    await Promise.all(dispatchers.map((d) => d.drain()));

    const both = [...taken[0]!].filter((id) => taken[1]!.has(id));
    expect(both).toEqual([]);
    expect(taken[0]!.size + taken[1]!.size).toBe(300);
    const rows = await first.outbox();
    expect(rows).toHaveLength(300);
    expect(new Set(rows.map((r) => r.event)).size).toBe(300);
    expect(await first.undispatched()).toBe(0);
  });

  it('records new seen values of the same servers in two instances at once, in opposite orders, without a deadlock', async () => {
    const url = await postgres.createDatabase();
    const first = await postgresDialect(url, { seed: true });
    const second = await postgresDialect(url);
    // One event of each server: no channel joins them, so each instance's pass claims one.
    const [older, newer] = [activityEvent(SERVER_A), activityEvent(SERVER_B)];
    await first.addEvents([older!, newer!]);
    const seen = (serverId: string, category: string): RoutingStep => ({
      step: 'seen',
      serverId,
      values: { category, type: 'restart', severity: 'info' },
    });
    // Steps of its own instead of the dispatcher's, so that the two transactions interleave as
    // planned: the second instance records A's values, then waits on a row the test holds, then B's;
    // the first instance meanwhile records B's, then A's.
    const steps = (stepsFor: (row: InboxRow) => RoutingStep[]) =>
      function* (rows: InboxRow[]): Routing<void> {
        for (const row of rows) {
          for (const step of stepsFor(row)) yield step;
          yield { step: 'dispatched', event: row };
        }
      };
    const holder = await openPg(url);
    const blocker = await holder.pool.connect();
    const waiting = async (n: number) => {
      for (;;) {
        const { rows } = await holder.pool.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        if (rows[0].n >= n) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    try {
      await blocker.query('BEGIN');
      await blocker.query("INSERT INTO outbox (event_id, link_id, channel_id) VALUES ('held', 1, 'C1')");
      const secondRun = second.store.routeBatch(
        1,
        steps(() => [
          seen(SERVER_A, 'power'),
          {
            step: 'enqueue',
            eventId: 'held',
            eventCreatedAt: 0,
            linkId: 1,
            channelId: 'C1',
            mentionRoleId: null,
            event: activityEvent(SERVER_A) as AlertEvent,
          },
          seen(SERVER_B, 'power'),
        ]),
      );
      await waiting(1);
      const firstRun = first.store.routeBatch(
        1,
        steps(() => [seen(SERVER_B, 'backup'), seen(SERVER_A, 'backup')]),
      );
      await waiting(2);
      await blocker.query('ROLLBACK');

      const results = await Promise.allSettled([firstRun, secondRun]);
      expect(
        results.map((r) => (r.status === 'rejected' ? String(r.reason.cause ?? r.reason) : 'ok')),
      ).toEqual(['ok', 'ok']);
    } finally {
      blocker.release();
    }
    const stored = async (serverId: string) =>
      parseSeen(
        (await holder.pool.query('SELECT value FROM kv WHERE key = $1', [seenKey(serverId)])).rows[0]?.value,
      ).category.sort();
    expect(await stored(SERVER_A)).toEqual(['backup', 'power']);
    expect(await stored(SERVER_B)).toEqual(['backup', 'power']);
    expect(await first.undispatched()).toBe(0);
  });
});

describe('routing groups on PostgreSQL with two instances', () => {
  const SERVER_S = 'cccccccc-0000-4000-8000-000000000003';
  /** A and B share channel C1 (one group); S alone in C2 (another group). */
  async function sharedChannels(url: string) {
    const first = await postgresDialect(url);
    const second = await postgresDialect(url);
    const holder = await openPg(url);
    for (const serverId of [SERVER_A, SERVER_B, SERVER_S])
      await holder.db.insert(pgSchema.claims).values({ ...claimRow, serverId });
    await holder.db.insert(pgSchema.links).values([
      { id: 1, guildId: OWNER, channelId: 'C1', serverId: SERVER_A, createdBy: 'test' },
      { id: 2, guildId: OWNER, channelId: 'C1', serverId: SERVER_B, createdBy: 'test' },
      { id: 3, guildId: OWNER, channelId: 'C2', serverId: SERVER_S, createdBy: 'test' },
    ]);
    /** Sessions of this database waiting on a lock of `kind` (pg_stat_activity's wait_event). */
    const waitingOn = async (kind: 'advisory' | 'transactionid') =>
      (
        await holder.pool.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = $1",
          [kind],
        )
      ).rows[0].n as number;
    return { first, second, holder, waitingOn };
  }
  const until = async (check: () => Promise<boolean>) => {
    while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it("routes another group's events while a pass holds one group, and keeps a shared channel's alerts in order", async () => {
    const { first, second, holder, waitingOn } = await sharedChannels(await postgres.createDatabase());
    const [a1, b1, s1] = [activityEvent(SERVER_A), activityEvent(SERVER_B), activityEvent(SERVER_S)];
    await first.addEvents([a1!, b1!, s1!]);
    const dispatcher = (d: Dialect) =>
      createDispatcher({ store: d.store, log, batchSize: 1, onQueued: () => {} });
    const [x, y] = [dispatcher(first), dispatcher(second)];

    // The first instance's pass takes a1 and stops at its outbox row, which the test holds.
    const blocker = await holder.pool.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query("INSERT INTO outbox (event_id, link_id, channel_id) VALUES ($1, 1, 'C1')", [
        a1!.id,
      ]);
      const held = x.drain();
      await until(async () => (await waitingOn('transactionid')) === 1);

      // Meanwhile the second instance routes what no held group holds (s1), and leaves b1, whose
      // channel is a1's: queued now, it would come before a1.
      const meanwhile = await Promise.race([
        y.drain().then(() => 'routed'),
        until(async () => (await waitingOn('advisory')) > 0).then(() => 'waited for the other pass'),
      ]);
      expect(meanwhile).toBe('routed');
      expect(await first.outbox()).toEqual([{ event: s1!.id, link: 3, role: null }]);

      await blocker.query('ROLLBACK');
      await held;
    } finally {
      await blocker.query('ROLLBACK');
      blocker.release();
    }
    await Promise.all([x.drain(), y.drain()]);
    const rows = await first.outbox();
    expect(rows).toHaveLength(3);
    // C1 (links 1 and 2) in the order the events were stored; the order between channels is free.
    expect(rows.filter((r) => r.link !== 3)).toEqual([
      { event: a1!.id, link: 1, role: null },
      { event: b1!.id, link: 2, role: null },
    ]);
    expect(await first.undispatched()).toBe(0);
  });

  it('a pass skips a group another pass holds and takes the next groups until it has a batch', async () => {
    const url = await postgres.createDatabase();
    const second = await postgresDialect(url);
    const holder = await openPg(url);
    // Three groups: each server alone in its own channel.
    const servers = [SERVER_A, SERVER_B, SERVER_S];
    for (const [i, serverId] of servers.entries()) {
      await holder.db.insert(pgSchema.claims).values({ ...claimRow, serverId });
      await holder.db.insert(pgSchema.links).values({
        id: i + 1,
        guildId: OWNER,
        channelId: `C${i + 1}`,
        serverId,
        createdBy: 'test',
      });
    }
    // Oldest first: A's 4 (a batch by themselves), then B's 1, then S's 3.
    const counts = [4, 1, 3];
    await second.addEvents(
      servers.flatMap((serverId, i) => Array.from({ length: counts[i]! }, () => activityEvent(serverId))),
    );

    // Another pass holds A's group (its key is its smallest server id).
    const other = await holder.pool.connect();
    try {
      await other.query('BEGIN');
      await other.query("SELECT pg_advisory_xact_lock(hashtext('hostcord.route:' || $1))", [SERVER_A]);
      const taken = await second.store.routeBatch(4, function* (rows): Routing<void> {
        for (const row of rows) yield { step: 'dispatched', event: row };
      });
      // B's group holds 1 event: S's group makes up the batch.
      expect(taken.map((r) => r.serverId)).toEqual([SERVER_B, SERVER_S, SERVER_S, SERVER_S]);
    } finally {
      await other.query('ROLLBACK');
      other.release();
    }
  });

  it('a stream routed by two instances at once: every channel gets its events once, in the order they were stored', async () => {
    const { first, second, holder } = await sharedChannels(await postgres.createDatabase());
    const servers = [SERVER_A, SERVER_B, SERVER_S];
    const events = Array.from({ length: 240 }, (_, i) => activityEvent(servers[i % 3]!));
    const dispatchers = [first, second].map((d) =>
      createDispatcher({ store: d.store, log, batchSize: 7, minPassIntervalMs: 0, onQueued: () => {} }),
    );
    // Stored a few at a time, each lot after the one before, while both instances route.
    for (let i = 0; i < events.length; i += 12) {
      await first.addEvents(events.slice(i, i + 12));
      for (const d of dispatchers) d.wake();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await until(async () => (await first.undispatched()) === 0);
    await Promise.all(dispatchers.map((d) => d.stop()));

    const { rows } = await holder.pool.query<{ event: string; channel: string }>(
      'SELECT event_id AS event, channel_id AS channel FROM outbox ORDER BY id',
    );
    const inChannel = (channel: string, list: TestEvent[]) =>
      list.filter((e) => (channel === 'C2') === (e.serverId === SERVER_S)).map((e) => e.id);
    for (const channel of ['C1', 'C2'])
      expect(rows.filter((r) => r.channel === channel).map((r) => r.event)).toEqual(
        inChannel(channel, events),
      );
  });
});
