import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIncidents, type Incidents } from '../../../src/db/incidents.js';
import { createLeases, type Leases } from '../../../src/db/leases.js';
import { openDatabase } from '../../../src/db/open.js';
import { postgresSql } from '../../../src/db/postgres/sql.js';
import { openPostgres, type PostgresHandle } from '../../../src/db/postgres.js';
import * as sqliteSchema from '../../../src/db/schema.js';
import * as pgSchema from '../../../src/db/schema-postgres.js';
import { createSilences, type Silences } from '../../../src/db/silences.js';
import { createLogger } from '../../../src/logger.js';
import {
  createOutbox,
  OUTBOX_RETENTION_MS,
  type Outbox,
  type OutboxRow,
} from '../../../src/pipeline/4-outbox/outbox.js';
import type { AlertEvent } from '../../../src/pipeline/5-send/render/types.js';
import { createSender } from '../../../src/pipeline/5-send/sender.js';
import { usePostgres } from '../../support/postgres.js';
import { useTempDir } from '../../support/temp-dir.js';
import { waitFor } from '../../support/wait-for.js';
import { activityEvent, SERVER_A, type TestEvent } from '../support/db.js';
import { scriptedDiscord, serverError, shown } from '../support/scripted-discord.js';

const tempDir = useTempDir();
const postgres = usePostgres();
const closers: Array<() => unknown> = [];
afterAll(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const OWNER = '111111111111111111';
const STRANGER = '333333333333333333';
const C1 = '100000000000000001';
const C2 = '100000000000000002';
const log = createLogger({ level: 'silent' });
const fast = { initialMs: 50, maxMs: 200 };

/** Rows both databases are seeded with, through their own schema. */
const claimRow = { serverId: SERVER_A, guildId: OWNER, claimedBy: 'test', how: 'trusted' };
const linkRows = [
  { id: 1, guildId: OWNER, channelId: C1, serverId: SERVER_A, createdBy: 'test' },
  { id: 2, guildId: OWNER, channelId: C2, serverId: SERVER_A, createdBy: 'test' },
  // A guild that neither owns the server nor holds a share (its share ended): nothing for it is sent.
  { id: 3, guildId: STRANGER, channelId: C1, serverId: SERVER_A, createdBy: 'test' },
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

/** One database seeded with the rows above; `instance()` is another connection to it (another instance). */
interface World {
  outbox: Outbox;
  silences: Silences;
  incidents: Incidents;
  leases: Leases;
  instance(): Promise<Outbox>;
  addEvents(events: TestEvent[]): Promise<void>;
  /** Removes every inbox row, as the inbox's retention does to old events. */
  pruneInbox(): Promise<void>;
  /** Rows as an instance of the version before the outbox carried events queues them. */
  forgetEvents(): Promise<void>;
  rows(): Promise<OutboxRow[]>;
  messages(): Promise<number>;
  linkStates(): Promise<string[]>;
  breakLink(id: number): Promise<void>;
  age(eventId: string, createdAt: number): Promise<void>;
}

async function sqlite(): Promise<() => Promise<World>> {
  return async () => {
    const path = join(tempDir(), 'hostcord.db');
    const open = () => {
      const handle = openDatabase(path);
      closers.push(() => handle.close());
      return handle;
    };
    const { db } = open();
    db.insert(sqliteSchema.claims).values(claimRow).run();
    db.insert(sqliteSchema.links).values(linkRows).run();
    const { outbox, outboxMessages, links, inbox } = sqliteSchema;
    return {
      outbox: createOutbox(db),
      silences: createSilences(db),
      incidents: createIncidents(db),
      leases: createLeases(db),
      instance: async () => createOutbox(open().db),
      addEvents: async (events) => void db.insert(inbox).values(events.map(inboxRow)).run(),
      pruneInbox: async () => void db.delete(inbox).run(),
      forgetEvents: async () => void db.update(outbox).set({ event: null }).run(),
      rows: async () => db.select().from(outbox).orderBy(asc(outbox.id)).all(),
      messages: async () => db.select().from(outboxMessages).all().length,
      linkStates: async () =>
        db
          .select()
          .from(links)
          .orderBy(asc(links.id))
          .all()
          .map((l) => l.state),
      breakLink: async (id) => void db.update(links).set({ state: 'broken' }).where(eq(links.id, id)).run(),
      age: async (eventId, createdAt) =>
        void db.update(outbox).set({ createdAt }).where(eq(outbox.eventId, eventId)).run(),
    };
  };
}

async function postgresDb(): Promise<() => Promise<World>> {
  const url = await postgres.createDatabase();
  const open = async (): Promise<PostgresHandle> => {
    const handle = await openPostgres(url);
    closers.push(() => handle.close());
    return handle;
  };
  const { db, pool } = await open();
  const second = createOutbox(postgresSql((await open()).db));
  const { outbox, outboxMessages, links, inbox } = pgSchema;
  return async () => {
    await pool.query(
      'TRUNCATE outbox, outbox_messages, inbox, links, claims, shares, silences, incidents, incident_alerts, leases RESTART IDENTITY CASCADE',
    );
    await db.insert(pgSchema.claims).values(claimRow);
    await db.insert(links).values(linkRows);
    return {
      outbox: createOutbox(postgresSql(db)),
      silences: createSilences(postgresSql(db)),
      incidents: createIncidents(postgresSql(db)),
      leases: createLeases(postgresSql(db)),
      instance: async () => second,
      addEvents: async (events) => void (await db.insert(inbox).values(events.map(inboxRow))),
      pruneInbox: async () => void (await db.delete(inbox)),
      forgetEvents: async () => void (await db.update(outbox).set({ event: null })),
      rows: () => db.select().from(outbox).orderBy(asc(outbox.id)),
      messages: async () => (await db.select().from(outboxMessages)).length,
      linkStates: async () => (await db.select().from(links).orderBy(asc(links.id))).map((l) => l.state),
      breakLink: async (id) => void (await db.update(links).set({ state: 'broken' }).where(eq(links.id, id))),
      age: async (eventId, createdAt) =>
        void (await db.update(outbox).set({ createdAt }).where(eq(outbox.eventId, eventId))),
    };
  };
}

/** Events a second apart, marked E0000 … in their titles. */
function events(count: number, from = 0): TestEvent[] {
  const start = Date.parse('2026-11-22T10:00:00Z');
  return Array.from({ length: count }, (_, i) =>
    activityEvent(SERVER_A, { title: `E${String(from + i).padStart(4, '0')}` }, start + (from + i) * 1000),
  );
}

/** What the dispatcher hands the outbox of an event: its id, its time and the event itself. */
const queued = (event: TestEvent) => ({
  eventId: event.id,
  eventCreatedAt: Date.parse(event.createdAt),
  event: event as AlertEvent,
});

/** A sender over the world's outbox, run until nothing is pending: what it posted. */
async function sendAll(w: World): Promise<ReturnType<typeof scriptedDiscord>> {
  const discord = scriptedDiscord();
  const sender = createSender({
    outbox: w.outbox,
    post: discord.post,
    names: { name: () => 'Survival' },
    log,
  });
  await sender.start();
  await waitFor(async () => (await w.outbox.backlog()).pending === 0, 5000, 'nothing pending');
  await sender.idle();
  return discord;
}

async function queue(w: World, list: TestEvent[], linkId = 1, channelId = C1): Promise<void> {
  await w.addEvents(list);
  for (const event of list) await w.outbox.enqueue({ ...queued(event), linkId, channelId });
}

describe.each([
  ['SQLite', sqlite],
  ['PostgreSQL', postgresDb],
])('outbox on %s', (_name, database) => {
  let world: () => Promise<World>;
  beforeAll(async () => {
    world = await database();
  });

  it('queues an event once per link, and tells which channels wait and how much', async () => {
    const w = await world();
    const [a, b] = events(2);
    await w.addEvents([a!, b!]);
    expect(await w.outbox.enqueue({ ...queued(a!), linkId: 1, channelId: C1, mentionRoleId: 'R' })).toBe(
      true,
    );
    expect(await w.outbox.enqueue({ ...queued(a!), linkId: 1, channelId: C1 })).toBe(false);
    expect(await w.outbox.enqueue({ ...queued(a!), linkId: 2, channelId: C2 })).toBe(true);
    expect(await w.outbox.enqueue({ ...queued(b!), linkId: 2, channelId: C2 })).toBe(true);
    expect(
      (await w.outbox.byEvent(a!.id)).map((r) => [r.linkId, r.channelId, r.state, r.mentionRoleId]),
    ).toEqual([
      [1, C1, 'pending', 'R'],
      [2, C2, 'pending', null],
    ]);
    expect((await w.outbox.pendingChannels()).sort()).toEqual([C1, C2]);
    const backlog = await w.outbox.backlog();
    expect(backlog).toMatchObject({ pending: 3, parked: 0 });
    expect(backlog.oldestPendingAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('sends a channel’s backlog of several messages, applying silences only where one is, parking nothing when every row may be sent', async () => {
    const w = await world();
    await queue(w, events(7));
    const calls = { applySilences: 0, parkForBrokenLinks: 0 };
    const counted: Outbox = {
      ...w.outbox,
      applySilences(channelId, at) {
        calls.applySilences++;
        return w.outbox.applySilences(channelId, at);
      },
      parkForBrokenLinks(channelId) {
        calls.parkForBrokenLinks++;
        return w.outbox.parkForBrokenLinks(channelId);
      },
    };
    const discord = scriptedDiscord();
    const sender = createSender({
      outbox: counted,
      post: discord.post,
      names: { name: () => 'Survival' },
      log,
      maxRowsPerMessage: 3,
      silences: w.silences,
    });
    sender.wake(C1);
    await sender.idle();
    expect(discord.messages.map((m) => (shown(m).match(/E\d{4}/g) ?? []).length)).toEqual([3, 3, 1]);
    // Each row read with whether its link may be used (none to park, no statement to park them)
    // and whether a silence is in the channel (none: nothing to apply).
    expect(calls).toEqual({ applySilences: 0, parkForBrokenLinks: 0 });

    // Another server silenced in the channel: applied once a drain, this server's rows sent.
    await w.silences.start({
      guildId: OWNER,
      channelId: C1,
      serverId: 'cccccccc-0000-4000-8000-000000000003',
      until: Date.now() + 3_600_000,
      incidentId: null,
      createdBy: 'u',
      at: Date.now(),
    });
    await queue(w, events(4, 7));
    sender.wake(C1);
    await sender.idle();
    expect(discord.messages.map((m) => (shown(m).match(/E\d{4}/g) ?? []).length)).toEqual([3, 3, 1, 3, 1]);
    expect(calls).toEqual({ applySilences: 1, parkForBrokenLinks: 0 });
  });

  it('holds the rows of a server silenced in a channel, keeps them across instances, and releases them once the silence ends', async () => {
    const w = await world();
    const t = Date.parse('2026-11-22T10:00:00Z');
    const input = { guildId: OWNER, channelId: C1, serverId: SERVER_A, incidentId: null, createdBy: 'u' };
    const first = await w.silences.start({ ...input, until: t + 3_600_000, at: t });
    // Silenced again while it runs: the same silence, with the new end.
    const again = await w.silences.start({ ...input, until: t + 7_200_000, at: t + 1000 });
    expect(again).toMatchObject({ id: first.id, until: t + 7_200_000, createdAt: t });
    expect((await w.silences.runningInGuild(OWNER, t + 2000)).map((s) => s.id)).toEqual([first.id]);

    await queue(w, events(2));
    await queue(w, events(1, 5), 2, C2);
    // Not handed out while silenced, even before they are held.
    expect(await w.outbox.unprepared(C1, 10, t + 2000)).toEqual([]);
    expect(await w.outbox.applySilences(C1, t + 2000)).toEqual({ released: 0, held: 2, silences: 1 });
    expect(await w.outbox.applySilences(C2, t + 2000)).toEqual({ released: 0, held: 0, silences: 0 });
    expect(await w.outbox.backlog()).toMatchObject({ pending: 1 });
    // Held rows keep their channel in the sweep, so the end of the silence is noticed.
    expect((await w.outbox.pendingChannels()).sort()).toEqual([C1, C2]);

    const other = await w.instance();
    expect(await other.applySilences(C1, t + 3_600_000)).toEqual({ released: 0, held: 0, silences: 1 });
    expect(await other.applySilences(C1, t + 7_200_000)).toEqual({ released: 2, held: 0, silences: 1 });
    // Ended, holding nothing: no silence has anything to post here any more.
    expect(await other.applySilences(C1, t + 7_200_000)).toEqual({ released: 0, held: 0, silences: 0 });
    // An incident message it held still counts: the sender looks for its summary.
    const incident = await w.incidents.open({
      serverId: SERVER_A,
      downSince: t,
      openedAt: t,
      serverName: null,
      lastActivityTitle: null,
      targets: [{ channelId: C1, mentionRoleId: null }],
    });
    const [alert] = await w.incidents.alertsOf(incident!.id);
    expect(await w.incidents.hold(alert!.id, first.id)).toBe(true);
    expect(await other.applySilences(C1, t + 7_200_000)).toEqual({ released: 0, held: 0, silences: 1 });
    const released = await w.outbox.unprepared(C1, 10, t + 7_200_000);
    expect(released.map((q) => [q.row.silenceId, q.guildId])).toEqual([
      [first.id, OWNER],
      [first.id, OWNER],
    ]);
    expect(await w.silences.runningInGuild(OWNER, t + 7_200_000)).toEqual([]);

    // Ended early (Unsilence), only by its own guild; one until the incident resolves ends with it.
    const early = await w.silences.start({ ...input, until: t + 10_000_000, at: t + 7_300_000 });
    expect(await w.silences.end(early.id, STRANGER, 'x', t + 7_400_000)).toBeUndefined();
    expect(await w.silences.end(early.id, OWNER, 'u', t + 7_400_000)).toMatchObject({
      endedAt: t + 7_400_000,
    });
    const untilResolved = await w.silences.start({ ...input, until: null, incidentId: 7, at: t + 7_500_000 });
    expect((await w.silences.runningInChannel(C1, t + 99_000_000)).map((s) => s.id)).toEqual([
      untilResolved.id,
    ]);
    expect((await w.silences.endForIncident(7, t + 7_600_000)).map((s) => s.id)).toEqual([untilResolved.id]);
    expect(await w.silences.runningInChannel(C1, t + 7_600_000)).toEqual([]);
  });

  it('hands out a channel’s unprepared rows oldest event first, with the event', async () => {
    const w = await world();
    const list = events(4);
    // Queued out of order: the provider does not deliver in order.
    await queue(w, [list[2]!, list[0]!, list[3]!, list[1]!]);
    const queued = await w.outbox.unprepared(C1, 3);
    expect(queued.map((q) => q.event?.data.title)).toEqual(['E0000', 'E0001', 'E0002']);
    expect(queued[0]!.eventCreatedAt).toBe(Date.parse(list[0]!.createdAt));
    expect(await w.outbox.unprepared(C2, 10)).toEqual([]);
  });

  it('keeps a prepared message with its nonce until Discord confirms it; another instance resumes the same one', async () => {
    const w = await world();
    await queue(w, events(3));
    const rowIds = (await w.outbox.unprepared(C1, 10)).map((q) => q.row.id);
    const body = { content: 'three alerts', nonce: 'n-1', enforce_nonce: true };
    const before = Date.now();
    expect(await w.outbox.prepare({ nonce: 'n-1', channelId: C1, body, rowIds })).toBe(true);
    const after = Date.now();
    expect(await w.outbox.unprepared(C1, 10)).toEqual([]);

    // The instance that prepared it is gone; another one finds the same message, body and nonce.
    const other = await w.instance();
    const resumed = await other.preparedMessage(C1);
    expect(resumed).toMatchObject({
      nonce: 'n-1',
      channelId: C1,
      body,
      rowIds,
      attempts: 0,
      nextAttemptAt: 0,
    });
    expect(resumed!.oldestEventAt).toBe(Date.parse('2026-11-22T10:00:00Z'));
    // When it was prepared: after a restart, the sender looks for it once Discord may forget its nonce.
    expect(resumed!.preparedAt).toBeGreaterThanOrEqual(before - 1);
    expect(resumed!.preparedAt).toBeLessThanOrEqual(after + 1);
    expect(await other.preparedMessage(C2)).toBeUndefined();

    await other.markFailed({ nonce: 'n-1', channelId: C1 }, 'HTTP 500', 12345);
    expect(await w.outbox.preparedMessage(C1)).toMatchObject({
      nonce: 'n-1',
      attempts: 1,
      nextAttemptAt: 12345,
    });
    expect((await w.rows()).map((r) => [r.state, r.attempts, r.error])).toEqual([
      ['pending', 1, 'HTTP 500'],
      ['pending', 1, 'HTTP 500'],
      ['pending', 1, 'HTTP 500'],
    ]);

    expect(await w.outbox.markSent({ nonce: 'n-1', channelId: C1 }, 'M1', 777)).toBe(3);
    expect((await w.rows()).map((r) => [r.state, r.messageId, r.sentAt, r.nonce, r.error])).toEqual([
      ['sent', 'M1', 777, 'n-1', null],
      ['sent', 'M1', 777, 'n-1', null],
      ['sent', 'M1', 777, 'n-1', null],
    ]);
    expect(await w.messages()).toBe(0);
    expect(await other.preparedMessage(C1)).toBeUndefined();
    expect(await w.outbox.markSent({ nonce: 'n-1', channelId: C1 }, 'M2')).toBe(0);
  });

  it('puts a row in one message only: a second message over a row already taken stores nothing', async () => {
    const w = await world();
    await queue(w, events(3));
    const ids = (await w.outbox.unprepared(C1, 10)).map((q) => q.row.id);
    const other = await w.instance();
    expect(
      await w.outbox.prepare({ nonce: 'first', channelId: C1, body: { n: 1 }, rowIds: ids.slice(0, 2) }),
    ).toBe(true);
    expect(await other.prepare({ nonce: 'second', channelId: C1, body: { n: 2 }, rowIds: ids })).toBe(false);
    expect(await w.messages()).toBe(1);
    expect((await w.rows()).map((r) => r.nonce)).toEqual(['first', 'first', null]);
    expect(await other.prepare({ nonce: 'third', channelId: C1, body: { n: 3 }, rowIds: ids.slice(2) })).toBe(
      true,
    );
    expect((await w.outbox.preparedMessage(C1))?.nonce).toBe('first');
  });

  it('parks what can never be posted: a refused message, single rows, rows of broken or no longer shared links', async () => {
    const w = await world();
    const list = events(6);
    await queue(w, list.slice(0, 2));
    const ids = (await w.outbox.unprepared(C1, 10)).map((q) => q.row.id);
    await w.outbox.prepare({ nonce: 'bad', channelId: C1, body: {}, rowIds: ids });
    expect(await w.outbox.parkMessage({ nonce: 'bad', channelId: C1 }, 'Invalid Form Body')).toBe(2);
    expect(await w.messages()).toBe(0);

    await queue(w, list.slice(2, 3));
    const [single] = await w.outbox.unprepared(C1, 10);
    expect(await w.outbox.parkRows([single!.row.id], 'event no longer stored')).toBe(1);
    expect(await w.outbox.parkRows([], 'nothing')).toBe(0);

    // Link 3 (C1) belongs to a guild without the right to the server; link 2 (C2) turns broken.
    await queue(w, list.slice(3, 4), 3, C1);
    await queue(w, list.slice(4, 5), 2, C2);
    await queue(w, list.slice(5, 6));
    await w.breakLink(2);
    // Read with their rows, so a channel whose rows may all be sent costs no statement to park.
    const usableOf = async (channelId: string) =>
      (await w.outbox.unprepared(channelId, 10)).map((q) => [q.event?.data.title, q.usable]);
    expect(await usableOf(C1)).toEqual([
      ['E0003', false],
      ['E0005', true],
    ]);
    expect(await usableOf(C2)).toEqual([['E0004', false]]);
    expect(await w.outbox.parkForBrokenLinks(C1)).toBe(1);
    expect(await w.outbox.parkForBrokenLinks(C2)).toBe(1);
    expect((await w.rows()).map((r) => [r.state, r.error])).toEqual([
      ['parked', 'Invalid Form Body'],
      ['parked', 'Invalid Form Body'],
      ['parked', 'event no longer stored'],
      ['parked', 'server no longer shared with this Discord server'],
      ['parked', 'link broken'],
      ['pending', null],
    ]);
    expect((await w.outbox.backlog()).parked).toBe(5);
    expect(await w.outbox.pendingChannels()).toEqual([C1]);
  });

  it('claims a prepared message for sending only while every row may still be posted; otherwise withdraws it', async () => {
    const w = await world();
    await queue(w, events(2));
    await queue(w, events(1, 2), 3, C1);
    const all = (await w.outbox.unprepared(C1, 10)).map((q) => q.row.id);
    await w.outbox.prepare({ nonce: 'mixed', channelId: C1, body: {}, rowIds: all });
    // Link 3's guild may not use the server: its row is parked, the others are rendered anew.
    expect(await w.outbox.claimForSending({ nonce: 'mixed', channelId: C1 })).toBe(false);
    expect((await w.rows()).map((r) => [r.state, r.nonce, r.error])).toEqual([
      ['pending', null, null],
      ['pending', null, null],
      ['parked', 'mixed', 'server no longer shared with this Discord server'],
    ]);
    expect(await w.messages()).toBe(0);

    const usable = (await w.outbox.unprepared(C1, 10)).map((q) => q.row.id);
    await w.outbox.prepare({ nonce: 'own', channelId: C1, body: {}, rowIds: usable });
    expect(await w.outbox.claimForSending({ nonce: 'own', channelId: C1 })).toBe(true);
    expect(await w.outbox.claimForSending({ nonce: 'own', channelId: C1 })).toBe(true);
    expect(await w.messages()).toBe(1);
    await w.breakLink(1);
    expect(await w.outbox.claimForSending({ nonce: 'own', channelId: C1 })).toBe(false);
    expect((await w.rows()).slice(0, 2).map((r) => [r.state, r.error])).toEqual([
      ['parked', 'link broken'],
      ['parked', 'link broken'],
    ]);
    expect(await w.messages()).toBe(0);
    expect(await w.outbox.claimForSending({ nonce: 'gone', channelId: C1 })).toBe(false);
  });

  it('answers claims asked together each for its own message: one withdrawn, the others claimed', async () => {
    const w = await world();
    await queue(w, events(1));
    await queue(w, events(1, 1), 2, C2);
    await queue(w, events(1, 2), 3, C1);
    const [first, stranger] = (await w.outbox.unprepared(C1, 10)).map((q) => q.row.id);
    const [second] = (await w.outbox.unprepared(C2, 10)).map((q) => q.row.id);
    await w.outbox.prepare({ nonce: 'first', channelId: C1, body: {}, rowIds: [first!] });
    await w.outbox.prepare({ nonce: 'second', channelId: C2, body: {}, rowIds: [second!] });
    await w.outbox.prepare({ nonce: 'stranger', channelId: C1, body: {}, rowIds: [stranger!] });
    // Asked in one go, as the request line starts the checks of slots that come together.
    const answers = await Promise.all(
      (
        [
          ['first', C1],
          ['stranger', C1],
          ['second', C2],
          ['gone', C1],
          ['first', C1],
        ] as const
      ).map(([nonce, channelId]) => w.outbox.claimForSending({ nonce, channelId })),
    );
    expect(answers).toEqual([true, false, true, false, true]);
    expect((await w.rows()).map((r) => [r.state, r.nonce])).toEqual([
      ['pending', 'first'],
      ['pending', 'second'],
      ['parked', 'stranger'],
    ]);
    expect(await w.messages()).toBe(2);
  });

  it('gives a channel’s lease up in one statement only while nothing waits there', async () => {
    const w = await world();
    const lease = { name: `channel:${C1}`, holder: 'instance-1' };
    const take = () => w.leases.take(lease.name, lease.holder, 30_000, Date.now());
    const t = Date.parse('2026-11-22T10:00:00Z');
    await take();
    await queue(w, events(1));
    expect(await w.outbox.releaseWhenIdle(C1, lease, t)).toBe(false);
    const [row] = await w.outbox.unprepared(C1, 10, t);
    await w.outbox.prepare({ nonce: 'n', channelId: C1, body: {}, rowIds: [row!.row.id] });
    // Its row is in a message now, and the message waits.
    expect(await w.outbox.releaseWhenIdle(C1, lease, t)).toBe(false);
    await w.outbox.markSent({ nonce: 'n', channelId: C1 }, 'M');
    // Another holder's lease stays.
    expect(await w.outbox.releaseWhenIdle(C1, { ...lease, holder: 'instance-2' }, t)).toBe(false);
    expect(await w.leases.holderOf(lease.name, Date.now())).toBe('instance-1');
    // Rows of another channel, or of a server silenced here, wait elsewhere (or for the silence).
    await queue(w, events(1, 1), 2, C2);
    const input = { guildId: OWNER, channelId: C1, serverId: SERVER_A, incidentId: null, createdBy: 'u' };
    await w.silences.start({ ...input, until: t + 3_600_000, at: t });
    await queue(w, events(1, 2));
    expect(await w.outbox.releaseWhenIdle(C1, lease, t)).toBe(true);
    expect(await w.leases.holderOf(lease.name, Date.now())).toBeUndefined();
    // What waits there once the silence ended keeps it.
    await take();
    expect(await w.outbox.releaseWhenIdle(C1, lease, t + 3_600_000)).toBe(false);
  });

  it('breaks a channel that refused us: its links, its pending rows and its prepared message, in one go', async () => {
    const w = await world();
    await queue(w, events(2));
    await queue(w, events(1, 2), 2, C2);
    const ids = (await w.outbox.unprepared(C1, 1)).map((q) => q.row.id);
    await w.outbox.prepare({ nonce: 'n', channelId: C1, body: {}, rowIds: ids });
    expect(await w.outbox.breakChannel(C1, 'Missing Access')).toEqual({ links: 2, rows: 2 });
    expect(await w.linkStates()).toEqual(['broken', 'active', 'broken']);
    expect(await w.messages()).toBe(0);
    expect((await w.rows()).map((r) => [r.channelId, r.state])).toEqual([
      [C1, 'parked'],
      [C1, 'parked'],
      [C2, 'pending'],
    ]);

    // A message whose rows are all gone is dropped.
    const [row] = await w.outbox.unprepared(C2, 1);
    await w.outbox.prepare({ nonce: 'm', channelId: C2, body: {}, rowIds: [row!.row.id] });
    await w.outbox.parkRows([row!.row.id], 'gone');
    expect((await w.outbox.preparedMessage(C2))?.rowIds).toEqual([]);
    await w.outbox.dropEmptyMessage('m');
    expect(await w.outbox.preparedMessage(C2)).toBeUndefined();
  });

  it('prunes sent and parked rows older than the retention, never pending ones', async () => {
    const w = await world();
    const now = Date.now();
    const list = events(4);
    await queue(w, list);
    const ids = (await w.outbox.unprepared(C1, 10)).map((q) => q.row.id);
    await w.outbox.prepare({ nonce: 'n', channelId: C1, body: {}, rowIds: ids.slice(0, 2) });
    await w.outbox.markSent({ nonce: 'n', channelId: C1 }, 'M');
    await w.outbox.parkRows([ids[2]!], 'gone');
    for (const event of list.slice(0, 3)) await w.age(event.id, now - OUTBOX_RETENTION_MS - 1000);
    await w.age(list[3]!.id, now - OUTBOX_RETENTION_MS - 1000);
    await w.age(list[1]!.id, now - 1000);
    expect(await w.outbox.prune(now)).toBe(2);
    expect((await w.rows()).map((r) => [r.eventId, r.state])).toEqual([
      [list[1]!.id, 'sent'],
      [list[3]!.id, 'pending'],
    ]);
  });

  it('sends alerts from what their outbox rows carry, their events gone from the inbox', async () => {
    const w = await world();
    const list = events(3);
    await queue(w, list.slice(0, 2));
    await queue(w, list.slice(2), 2, C2);
    // Routed, then the inbox rows went (retention, or an inbox emptied by hand): stage 5 reads
    // only the outbox.
    await w.pruneInbox();
    const discord = await sendAll(w);
    // Sent, a row keeps its message id for the record, not its event.
    expect((await w.rows()).map((r) => [r.channelId, r.state, r.error, r.event])).toEqual([
      [C1, 'sent', null, null],
      [C1, 'sent', null, null],
      [C2, 'sent', null, null],
    ]);
    const titles = (channelId: string) =>
      discord.in(channelId).flatMap((m) => shown(m).match(/E\d{4}/g) ?? []);
    expect(titles(C1)).toEqual(['E0000', 'E0001']);
    expect(titles(C2)).toEqual(['E0002']);
    expect(shown(discord.in(C1)[0]!)).toContain('Survival');
  });

  it('sends rows an instance of the previous version queued without their events, from the inbox, during a rolling restart', async () => {
    const w = await world();
    await queue(w, events(2));
    await w.forgetEvents();
    const discord = await sendAll(w);
    expect((await w.rows()).map((r) => [r.state, r.error])).toEqual([
      ['sent', null],
      ['sent', null],
    ]);
    expect(discord.in(C1).flatMap((m) => shown(m).match(/E\d{4}/g) ?? [])).toEqual(['E0000', 'E0001']);
  });

  it('sends a backlog through the sender in order, coalesced, each alert once; after a crash another instance sends the same message again', async () => {
    const w = await world();
    await queue(w, events(20));
    const discord = scriptedDiscord();
    const names = { name: () => 'Survival' };
    const first = createSender({ outbox: w.outbox, post: discord.post, names, log, backoff: fast });
    discord.fail(C1, serverError, 1);
    const hang = discord.hang(C1);
    first.wake(C1);
    await waitFor(() => discord.calls.length === 2, 2000, 'a failure, then an attempt that hangs');
    // The instance dies here: Discord created the message (it has it under the nonce), the rows
    // were never marked. More events arrive meanwhile.
    discord.messages.push({ id: '999999999999999999', channelId: C1, body: discord.calls[1]!.body });
    await queue(w, events(5, 20));

    const second = createSender({
      outbox: await w.instance(),
      post: discord.post,
      names,
      log,
      backoff: fast,
    });
    await second.start();
    await waitFor(async () => (await w.outbox.backlog()).pending === 0, 5000, 'everything sent');
    await second.idle();

    const calls = discord.calls.filter((c) => c.channelId === C1);
    expect(new Set(calls.slice(0, 3).map((c) => c.body.nonce)).size).toBe(1);
    expect(calls[2]!.body).toEqual(calls[0]!.body);
    const posted = discord.in(C1);
    expect(posted).toHaveLength(2);
    expect(posted[0]!.id).toBe('999999999999999999');
    expect(JSON.stringify(posted[0]!.body.embeds)).toContain('20 alerts');
    const markers = posted.flatMap((m) => [...shown(m).matchAll(/E(\d{4})/g)].map((x) => Number(x[1])));
    expect(markers).toEqual(Array.from({ length: 25 }, (_, i) => i));
    const rows = await w.rows();
    expect(rows.every((r) => r.state === 'sent')).toBe(true);
    expect(rows.slice(0, 20).every((r) => r.messageId === '999999999999999999')).toBe(true);
    expect(rows.slice(20).every((r) => r.messageId === posted[1]!.id)).toBe(true);
    expect(await w.messages()).toBe(0);

    // The hung request of the first instance ends after all: Discord answers with the message it
    // has, and nothing is marked twice or sent again.
    hang();
    await first.idle();
    expect(discord.in(C1)).toHaveLength(2);
    expect((await w.rows()).slice(0, 20).every((r) => r.messageId === '999999999999999999')).toBe(true);
  });
});
