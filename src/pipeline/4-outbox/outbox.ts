import {
  and,
  asc,
  count,
  eq,
  exists,
  inArray,
  isNull,
  lt,
  min,
  not,
  notExists,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { usableByIn } from '../../db/claims.js';
import type { outbox } from '../../db/schema.js';
import { isRunning, runningAt, runningFor, type Silence } from '../../db/silences.js';
import { all, type Executor, raw, run, type Sql, type Tables, type Unit } from '../../db/sql.js';
import { type SqlOrDb, sqlOf } from '../../db/sqlite/sql.js';
import { isKnownEvent } from '../../hosting/index.js';
import { parseStoredEvent } from '../2-inbox/stored-event.js';
import { type AlertEvent, alertEventOf } from '../5-send/render/types.js';

export type OutboxRow = typeof outbox.$inferSelect;
/** `held`: a silence of its server in its channel holds it (src/db/silences.ts). */
export type OutboxState = 'pending' | 'sent' | 'parked' | 'held';

/** An outbox row with what rendering needs: its event, as the dispatcher parsed it. */
export interface QueuedAlert {
  row: OutboxRow;
  /** Null only for a row queued before the outbox carried events, whose inbox row was gone then. */
  event: AlertEvent | null;
  eventCreatedAt: number | null;
  /** The guild of the row's link: the alert's controls are made for it. */
  guildId: string;
  /**
   * False when its link is broken or its guild may no longer use the server (a share ended): such
   * a row is parked (`parkForBrokenLinks`), never rendered. Read with the row, so a channel whose
   * rows may all be sent costs no statement to find out.
   */
  usable: boolean;
}

/** A message prepared earlier and not yet confirmed by Discord, with the rows it carries. */
export interface PreparedMessage {
  nonce: string;
  channelId: string;
  body: Record<string, unknown>;
  rowIds: number[];
  attempts: number;
  nextAttemptAt: number;
  /**
   * When it was prepared (ms): no attempt to post it came earlier, so Discord cannot have created
   * it before then (the sender looks for it in the channel once Discord may have forgotten its nonce).
   */
  preparedAt: number;
  /** When the oldest event in it happened (null for rows queued before its time was kept): for the log. */
  oldestEventAt: number | null;
}

/**
 * Which prepared message: its nonce, and its channel, so that finding its rows reads the channel's
 * pending rows (index `outbox_channel_pending`) rather than every pending row of the outbox.
 */
export type MessageKey = Pick<PreparedMessage, 'nonce' | 'channelId'>;

/** 30 days: sent (and parked) rows stay this long, for the record; then they are pruned. */
export const OUTBOX_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export interface EnqueueInput {
  eventId: string;
  /** The event's `createdAt`: alerts are posted in this order (events arrive out of order). */
  eventCreatedAt: number;
  /** The event, as the dispatcher parsed it: all the sender renders from (it never reads the inbox). */
  event: AlertEvent;
  linkId: number;
  channelId: string;
  mentionRoleId?: string | null;
}

export interface PrepareInput {
  nonce: string;
  channelId: string;
  body: Record<string, unknown>;
  rowIds: number[];
}

export interface OutboxBacklog {
  pending: number;
  oldestPendingAt: number | null;
  parked: number;
}

/**
 * What must be posted where. A row is `pending` until Discord confirms its message (`sent`, with the
 * message id) or until it can never be posted (`parked`, with the reason in `error`). Rows of a
 * channel are sent through prepared messages (`outbox_messages`): rendered once, stored with their
 * nonce before the first attempt, and sent again as they are after a failure or by another instance,
 * so Discord keeps one. The same on both databases; each method is one unit of
 * work.
 */
export interface Outbox {
  /** Queues an event for a link; a repeat (same event and link) changes nothing. */
  enqueue(input: EnqueueInput): Promise<boolean>;
  /** The channel's oldest prepared message that still waits for Discord, if any. */
  preparedMessage(channelId: string): Promise<PreparedMessage | undefined>;
  /** Pending rows not yet in a message, oldest event first (events arrive out of order). */
  unprepared(channelId: string, limit: number, at?: number): Promise<QueuedAlert[]>;
  /** `unprepared`, and whether a silence may have anything to do here, in one read. */
  queue(channelId: string, limit: number, at: number): Promise<ChannelQueue>;
  /**
   * Stores a rendered message and ties its rows to it, before the first attempt to send it. All or
   * nothing: false (and nothing stored) when a row is no longer pending or already in a message.
   */
  prepare(input: PrepareInput): Promise<boolean>;
  /** Discord has the message: its rows are sent, with its id, and the message is removed. */
  markSent(message: MessageKey, messageId: string, at?: number): Promise<number>;
  /** A temporary failure: the message stays prepared and is tried again at `nextAttemptAt`. */
  markFailed(message: MessageKey, error: string, nextAttemptAt: number): Promise<void>;
  /** Discord will never take this message (it was refused as invalid): its rows are parked. */
  parkMessage(message: MessageKey, reason: string): Promise<number>;
  /** Parks single rows (e.g. whose event is no longer stored). */
  parkRows(rowIds: number[], reason: string): Promise<number>;
  /**
   * The channel refused us: its links are marked broken and every pending row of the channel is
   * parked, in one transaction, so nothing retries against it in a loop.
   */
  breakChannel(channelId: string, reason: string): Promise<{ links: number; rows: number }>;
  /**
   * Parks unprepared rows whose link is broken (known to fail) or whose guild may no longer use
   * the server (a share ended after the alert was queued): never sent.
   */
  parkForBrokenLinks(channelId: string): Promise<number>;
  /**
   * Just before each attempt to post a prepared message (the first and every retry, also one
   * discord.js makes after a 429): in one statement, parks its rows whose link is broken or
   * whose guild may no longer use the server. True when every row may still be posted; false when
   * the message was withdrawn: its parked rows stay parked, the others go back to be rendered anew
   * without them (and a message with nothing pending is dropped).
   */
  claimForSending(message: MessageKey): Promise<boolean>;
  /** Prepared messages whose rows are all gone (unlinked, parked) are removed. */
  dropEmptyMessage(nonce: string): Promise<void>;
  /**
   * The channel's silences at `at`, in one read when it has none (nearly every channel): rows held
   * by silences that ended are pending again, keeping the silence's id (the sender posts them as
   * one summary); then the pending rows (not yet in a message) of servers silenced there are held
   * (`held`, with the silence's id). How many of each, and how many of the channel's silences run,
   * hold rows or hold incident messages (none: no silence has anything to post here).
   */
  applySilences(channelId: string, at: number): Promise<{ released: number; held: number; silences: number }>;
  /**
   * Gives the channel's lease up, in one statement, only while nothing waits there: no row in its
   * queue (as `unprepared` reads it at `at`), no prepared message. False when something waits (or
   * the lease is no longer `holder`'s).
   */
  releaseWhenIdle(channelId: string, lease: { name: string; holder: string }, at: number): Promise<boolean>;
  /**
   * Channels with anything pending or held: woken at start, and swept for rows of an instance
   * gone and for silences that ended.
   */
  pendingChannels(): Promise<string[]>;
  backlog(): Promise<OutboxBacklog>;
  /** Removes sent and parked rows older than the retention; returns how many. */
  prune(now?: number): Promise<number>;
  byEvent(eventId: string): Promise<OutboxRow[]>;
}

/** A channel's queue as the sender reads it. */
export interface ChannelQueue {
  /** As `unprepared` gives them. */
  alerts: QueuedAlert[];
  /**
   * False when no silence runs in the channel or holds anything there (rows, incident messages),
   * as the read saw it; true when one does, or when the queue was empty (not known then).
   */
  silencesHere: boolean;
}

/** The reasons `parkForBrokenLinks` gives (both databases). */
export const PARKED_LINK_BROKEN = 'link broken';
export const PARKED_NOT_SHARED = 'server no longer shared with this Discord server';

/** A prepared message, from its stored row and its rows still pending (both databases). */
export function preparedFrom(
  message: { nonce: string; channelId: string; body: Record<string, unknown>; createdAt: number },
  rows: ReadonlyArray<{ id: number; attempts: number; nextAttemptAt: number; eventCreatedAt: number | null }>,
): PreparedMessage {
  return {
    nonce: message.nonce,
    channelId: message.channelId,
    body: message.body,
    rowIds: rows.map((r) => r.id),
    attempts: Math.max(0, ...rows.map((r) => r.attempts)),
    nextAttemptAt: Math.max(0, ...rows.map((r) => r.nextAttemptAt)),
    preparedAt: message.createdAt,
    oldestEventAt: oldestEventAt(rows),
  };
}

/** Thrown inside `prepare`'s transaction to undo it when not every row could be tied. */
export class RowsTaken extends Error {}

/**
 * Parks the pending rows (of `where`) whose link is broken or no longer usable, in one statement:
 * each row's link is looked up by its key, so any set of rows costs one pass. How many.
 */
function* parkUnusable(db: Executor, t: Tables, where: SQL | undefined): Unit<number> {
  return yield* run(parkUnusableQuery(db, t, where));
}

/** The statement of `parkUnusable`. */
function parkUnusableQuery(db: Executor, t: Tables, where: SQL | undefined) {
  const { links, outbox } = t;
  const linkOf = (which: SQL) =>
    db
      .select({ id: links.id })
      .from(links)
      .where(and(eq(links.id, outbox.linkId), which));
  const broken = eq(links.state, 'broken');
  const usable = usableByIn(t, links.guildId, links.serverId);
  return db
    .update(outbox)
    .set({
      state: 'parked',
      error: sql`CASE WHEN ${exists(linkOf(broken))} THEN ${PARKED_LINK_BROKEN} ELSE ${PARKED_NOT_SHARED} END`,
    })
    .where(and(where, eq(outbox.state, 'pending'), exists(linkOf(or(broken, not(usable))!))));
}

/** The pending rows of a message: found among its channel's pending rows. */
function rowsOf(t: Tables, message: MessageKey): SQL {
  const { outbox } = t;
  return and(
    eq(outbox.channelId, message.channelId),
    eq(outbox.state, 'pending'),
    eq(outbox.nonce, message.nonce),
  )!;
}

/** Rows of a message leave the queue (`set`), and the message with them; how many rows. */
function* endMessage(db: Executor, t: Tables, message: MessageKey, set: Partial<OutboxRow>): Unit<number> {
  const { outbox, outboxMessages } = t;
  const changed = yield* run(db.update(outbox).set(set).where(rowsOf(t, message)));
  yield* run(db.delete(outboxMessages).where(eq(outboxMessages.nonce, message.nonce)));
  return changed;
}

/**
 * `markSent` on PostgreSQL in one statement (two round trips before, in every alert's path): its
 * rows sent and its message removed together.
 */
function markSentOnPostgres(message: MessageKey, messageId: string, at: number): SQL {
  return sql`
    WITH sent AS (
      UPDATE outbox SET state = 'sent', message_id = ${messageId}, sent_at = ${at}, error = NULL, event = NULL
      WHERE channel_id = ${message.channelId} AND state = 'pending' AND nonce = ${message.nonce}
      RETURNING 1
    ), gone AS (
      DELETE FROM outbox_messages WHERE nonce = ${message.nonce}
    )
    SELECT count(*)::int AS sent FROM sent`;
}

/** Ties the rows to a new message, all of them or none (`RowsTaken`): see `Outbox.prepare`. */
function* prepareIn(db: Executor, t: Tables, input: Parameters<Outbox['prepare']>[0]): Unit<void> {
  const { outbox, outboxMessages } = t;
  const tied = yield* run(
    db
      .update(outbox)
      .set({ nonce: input.nonce })
      .where(and(inArray(outbox.id, input.rowIds), eq(outbox.state, 'pending'), isNull(outbox.nonce))),
  );
  if (tied !== input.rowIds.length) throw new RowsTaken();
  yield* run(
    db
      .insert(outboxMessages)
      .values({ nonce: input.nonce, channelId: input.channelId, body: input.body })
      .onConflictDoNothing(),
  );
}

/** The channel refused us: see `Outbox.breakChannel`. */
function* breakChannelIn(
  db: Executor,
  t: Tables,
  channelId: string,
  reason: string,
): Unit<{ links: number; rows: number }> {
  const { links, outbox, outboxMessages } = t;
  const brokenLinks = yield* run(
    db.update(links).set({ state: 'broken', stateReason: reason }).where(eq(links.channelId, channelId)),
  );
  const rows = yield* run(
    db
      .update(outbox)
      .set({ state: 'parked', error: reason })
      .where(and(eq(outbox.channelId, channelId), eq(outbox.state, 'pending'))),
  );
  yield* run(db.delete(outboxMessages).where(eq(outboxMessages.channelId, channelId)));
  return { links: brokenLinks, rows };
}

/**
 * Which of these prepared messages may still be sent: see `Outbox.claimForSending`. One statement
 * for all of them when they may (the usual case) on PostgreSQL, two on SQLite: each is whole by
 * itself, and the lease holder alone sends the channel's messages. A withdrawal stopped halfway
 * leaves a message without rows, which the sender drops.
 */
function* claimIn(
  dialect: Sql['dialect'],
  db: Executor,
  t: Tables,
  messages: MessageKey[],
): Unit<Set<string>> {
  const { outbox, outboxMessages } = t;
  const ofMessages = and(
    inArray(outbox.channelId, [...new Set(messages.map((m) => m.channelId))]),
    eq(outbox.state, 'pending'),
    inArray(
      outbox.nonce,
      messages.map((m) => m.nonce),
    ),
  );
  const park = parkUnusableQuery(db, t, ofMessages).returning({ nonce: outbox.nonce });
  const found =
    dialect === 'postgres'
      ? // The select sees the rows as they were before the update (one snapshot): a message some of
        // whose rows the update parks is read withdrawn, as with two statements.
        yield* raw<{ nonce: string; withdrawn: boolean }>(
          sql`WITH parked AS (${park.getSQL()}) SELECT DISTINCT ${outbox.nonce} AS nonce, ${outbox.nonce} IN (SELECT nonce FROM parked) AS withdrawn FROM ${outbox} WHERE ${ofMessages}`,
        )
      : yield* separately(park, db.selectDistinct({ nonce: outbox.nonce }).from(outbox).where(ofMessages));
  const claimed = new Set(found.flatMap((row) => (row.withdrawn ? [] : [row.nonce])));
  for (const message of messages) {
    if (claimed.has(message.nonce)) continue;
    yield* run(db.update(outbox).set({ nonce: null }).where(rowsOf(t, message)));
    yield* run(db.delete(outboxMessages).where(eq(outboxMessages.nonce, message.nonce)));
  }
  return claimed;
}

/** A query whose rows carry a nonce. */
type NonceRows = { all(): Array<{ nonce: string | null }> };

/** `claimIn` in two statements: the rows parked, then the messages' nonces left pending. */
function* separately(park: NonceRows, left: NonceRows): Unit<Array<{ nonce: string; withdrawn: boolean }>> {
  const withParked = new Set((yield* all(park)).map((row) => row.nonce));
  return (yield* all(left)).flatMap((row) =>
    row.nonce ? [{ nonce: row.nonce, withdrawn: withParked.has(row.nonce) }] : [],
  );
}

/**
 * `Outbox.claimForSending`, with the messages asked about in one go (request-line.ts starts the
 * checks of slots that come together at once) answered together by one `claimIn`: one statement
 * (two on SQLite) for a burst's ten instead of ten (twenty).
 */
function claimsTogether(store: Sql, t: Tables): (message: MessageKey) => Promise<boolean> {
  type Asked = { message: MessageKey; resolve: (claimed: boolean) => void; reject: (err: unknown) => void };
  let asked: Asked[] = [];
  const answer = async (batch: Asked[]) => {
    try {
      const messages = [...new Map(batch.map((b) => [b.message.nonce, b.message])).values()];
      const claimed = await store.steps((d) => claimIn(store.dialect, d, t, messages));
      for (const b of batch) b.resolve(claimed.has(b.message.nonce));
    } catch (err) {
      for (const b of batch) b.reject(err);
    }
  };
  return (message) =>
    new Promise((resolve, reject) => {
      asked.push({ message, resolve, reject });
      if (asked.length > 1) return;
      queueMicrotask(() => {
        const batch = asked;
        asked = [];
        void answer(batch);
      });
    });
}

/** Holds the channel's rows of these running silences' servers: see `Outbox.holdSilenced`. */
function* holdIn(db: Executor, t: Tables, channelId: string, running: Silence[]): Unit<number> {
  const { links, outbox } = t;
  let held = 0;
  for (const silence of running) {
    const itsLinks = db
      .select({ id: links.id })
      .from(links)
      .where(and(eq(links.channelId, channelId), eq(links.serverId, silence.serverId)));
    held += yield* run(
      db
        .update(outbox)
        .set({ state: 'held', silenceId: silence.id })
        .where(
          and(
            eq(outbox.channelId, channelId),
            eq(outbox.state, 'pending'),
            isNull(outbox.nonce),
            inArray(outbox.linkId, itsLinks),
          ),
        ),
    );
  }
  return held;
}

/** Rows held here by these silences, no longer running, are pending again: see `Outbox.applySilences`. */
function release({ store, db, t }: OutboxSql, channelId: string, ended: number[]): Promise<number> {
  const { outbox } = t;
  if (ended.length === 0) return Promise.resolve(0);
  return store.run(
    db
      .update(outbox)
      .set({ state: 'pending' })
      .where(
        and(eq(outbox.channelId, channelId), eq(outbox.state, 'held'), inArray(outbox.silenceId, ended)),
      ),
  );
}

/** The database an outbox works on, and the clauses every query of it shares. */
interface OutboxSql {
  readonly store: Sql;
  readonly db: Executor;
  readonly t: Tables;
  /** The reads of every alert's path, prepared once (`prepareReads`). */
  readonly reads: ReturnType<typeof prepareReads>;
}

/**
 * The reads the sender makes for every alert (its channel's prepared message, its silences, its
 * queue), prepared once: built anew, each cost the instance more than the database took to run
 * it (bench:fleet's burst profile: a sixth of an instance's time in drizzle building statements).
 */
function prepareReads(store: Sql) {
  const { db, t } = store;
  const { links, outbox, outboxMessages, silences } = t;
  const { channelId, heldHere, silencesHere, queued } = channelConditions(store);
  // A channel's messages in the order they were prepared: SQLite's rowid; PostgreSQL has none.
  const preparedOrder =
    store.dialect === 'sqlite' ? [sql`rowid`] : [asc(outboxMessages.createdAt), asc(outboxMessages.nonce)];
  // What `parkUnusable` parks, negated.
  const usable = sql<boolean>`(${links.state} <> 'broken' AND ${usableByIn(t, links.guildId, links.serverId)})`;
  return {
    firstMessage: store.prepare(
      'outbox_first_message',
      db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.channelId, channelId))
        .orderBy(...preparedOrder)
        .limit(1),
    ),
    queue: store.prepare(
      'outbox_queue',
      db
        .select({
          row: outbox,
          guildId: links.guildId,
          usable: usable.mapWith(Boolean),
          silencesHere:
            sql<boolean>`${exists(db.select({ id: silences.id }).from(silences).where(silencesHere))}`.mapWith(
              Boolean,
            ),
        })
        .from(outbox)
        .innerJoin(links, eq(links.id, outbox.linkId))
        .where(queued)
        .orderBy(asc(outbox.eventCreatedAt), asc(outbox.id))
        .limit(sql.placeholder('limit')),
    ),
    silences: store.prepare(
      'outbox_silences',
      db
        .select({
          silence: silences,
          holds: sql<boolean>`${heldHere(outbox, eq(outbox.state, 'held'))}`.mapWith(Boolean),
        })
        .from(silences)
        .where(silencesHere),
    ),
    releaseWhenIdle: prepareReleaseWhenIdle(store, channelId, queued),
  };
}

/** The conditions on one channel (placeholders `channelId`, `at`) the sender's reads share. */
function channelConditions(store: Sql) {
  const { db, t } = store;
  const { incidentAlerts, links, outbox, silences } = t;
  const channelId = sql.placeholder('channelId');
  const at = sql.placeholder('at');
  const heldHere = (table: typeof outbox | typeof incidentAlerts, state: SQL) =>
    exists(
      db
        .select({ id: table.id })
        .from(table as typeof outbox)
        .where(and(eq(table.channelId, channelId), state, eq(table.silenceId, silences.id))),
    );
  // The channel's silences running, holding rows, or holding incident messages (their summary
  // names them: src/watch/held-incidents.ts). Silences are never deleted, so every row held here
  // is held by one of these.
  const silencesHere = and(
    eq(silences.channelId, channelId),
    or(
      runningAt(silences, at),
      heldHere(outbox, eq(outbox.state, 'held')),
      heldHere(incidentAlerts, eq(incidentAlerts.shown, 'held')),
    ),
  );
  // The channel's queue: pending rows not yet in a message, but those of a server silenced here
  // that came after the sender held the others (joined with their links).
  const queued = and(
    eq(outbox.channelId, channelId),
    eq(outbox.state, 'pending'),
    isNull(outbox.nonce),
    notExists(
      db
        .select({ id: silences.id })
        .from(silences)
        .where(runningFor(silences, outbox.channelId, links.serverId, at)),
    ),
  );
  return { channelId, heldHere, silencesHere, queued };
}

/** `Outbox.releaseWhenIdle`'s statement. */
function prepareReleaseWhenIdle(store: Sql, channelId: Placeholder, queued: SQL | undefined) {
  const { db, t } = store;
  const { leases, links, outbox, outboxMessages } = t;
  return store.prepare(
    'outbox_release_when_idle',
    db
      .delete(leases)
      .where(
        and(
          eq(leases.name, sql.placeholder('name')),
          eq(leases.holder, sql.placeholder('holder')),
          notExists(
            db
              .select({ id: outbox.id })
              .from(outbox)
              .innerJoin(links, eq(links.id, outbox.linkId))
              .where(queued),
          ),
          notExists(
            db
              .select({ nonce: outboxMessages.nonce })
              .from(outboxMessages)
              .where(eq(outboxMessages.channelId, channelId)),
          ),
        ),
      )
      .returning({ name: leases.name }),
  );
}

/**
 * Each method one statement or transaction, or statements each whole by itself where a stop between
 * them leaves a message without rows, which the sender drops (`markSent`, `claimForSending`).
 * Instances sharing a PostgreSQL database post to a
 * channel one at a time (the sender's channel lease); should two ever prepare at once, a row joins
 * one message only (`prepare` ties rows that are in none, all or nothing), so no alert is sent twice.
 */
export function createOutbox(database: SqlOrDb): Outbox {
  const store = sqlOf(database);
  const { db, t } = store;
  const { outbox, outboxMessages } = t;
  const o: OutboxSql = { store, db, t, reads: prepareReads(store) };
  return {
    enqueue: (input) => enqueue(o, input),
    preparedMessage: (channelId) => preparedMessage(o, channelId),
    unprepared: async (channelId, limit, at = Date.now()) => (await queue(o, channelId, limit, at)).alerts,
    queue: (channelId, limit, at) => queue(o, channelId, limit, at),
    prepare: (input) => prepare(o, input),
    // A sent row is kept for the record (its message id), not to be rendered again: its event goes,
    // so the outbox does not keep a copy of each event per channel for 30 days.
    // Two statements, no transaction (SQLite): stopped between them, the message is left without
    // rows, and the sender drops such a message when it next looks.
    markSent: (message, messageId, at = Date.now()) => markSent(o, message, messageId, at),
    markFailed: (message, error, nextAttemptAt) => markFailed(o, message, error, nextAttemptAt),
    parkMessage: (message, reason) =>
      store.transaction((tx) => endMessage(tx, t, message, { state: 'parked', error: reason })),
    parkRows: (rowIds, reason) => parkRows(o, rowIds, reason),
    breakChannel: (channelId, reason) => store.transaction((tx) => breakChannelIn(tx, t, channelId, reason)),
    parkForBrokenLinks: (channelId) =>
      store.steps((d) => parkUnusable(d, t, and(eq(outbox.channelId, channelId), isNull(outbox.nonce)))),
    claimForSending: claimsTogether(store, t),
    async dropEmptyMessage(nonce) {
      await store.run(db.delete(outboxMessages).where(eq(outboxMessages.nonce, nonce)));
    },
    applySilences: (channelId, at) => applySilences(o, channelId, at),
    releaseWhenIdle: async (channelId, { name, holder }, at) =>
      (await o.reads.releaseWhenIdle({ channelId, at, name, holder })).length > 0,
    pendingChannels: () => pendingChannels(o),
    backlog: () => backlog(o),
    prune: (now = Date.now()) => prune(o, now),
    byEvent: (eventId) =>
      store.all(db.select().from(outbox).where(eq(outbox.eventId, eventId)).orderBy(asc(outbox.id))),
  };
}

async function enqueue({ store, db, t }: OutboxSql, input: EnqueueInput): Promise<boolean> {
  const { outbox } = t;
  const inserted = await store.run(
    db
      .insert(outbox)
      .values({ ...input, mentionRoleId: input.mentionRoleId ?? null })
      .onConflictDoNothing({ target: [outbox.eventId, outbox.linkId] }),
  );
  return inserted > 0;
}

async function preparedMessage(o: OutboxSql, channelId: string): Promise<PreparedMessage | undefined> {
  const { store, db } = o;
  const { outbox } = o.t;
  const [message] = await o.reads.firstMessage({ channelId });
  if (!message) return undefined;
  const rows = await store.all(
    db
      .select({
        id: outbox.id,
        attempts: outbox.attempts,
        nextAttemptAt: outbox.nextAttemptAt,
        eventCreatedAt: outbox.eventCreatedAt,
      })
      .from(outbox)
      .where(rowsOf(o.t, message))
      .orderBy(asc(outbox.id)),
  );
  return preparedFrom(message, rows);
}

async function queue(o: OutboxSql, channelId: string, limit: number, at: number): Promise<ChannelQueue> {
  const rows = await o.reads.queue({ channelId, at, limit });
  const queued = rows.map(({ row, guildId, usable }) => ({
    row,
    // Written by the dispatcher from the event it parsed and routed (or, for rows queued before
    // this column, copied from the inbox by migration 0021/0016): an alert's event by construction.
    event: row.event as AlertEvent | null,
    eventCreatedAt: row.eventCreatedAt,
    guildId,
    usable,
  }));
  return {
    alerts: await withEventsFromInbox(o, queued),
    // The same on every row (a read of the channel's silences); not known from an empty queue.
    silencesHere: rows[0]?.silencesHere ?? true,
  };
}

/**
 * During a rolling restart an instance of the version before this column still routes, and its
 * rows carry no event: theirs is read from the inbox here, once, so they are sent rather than
 * parked. Rows this version queued never take this path.
 */
async function withEventsFromInbox(o: OutboxSql, queued: QueuedAlert[]): Promise<QueuedAlert[]> {
  const missing = queued.filter((q) => q.event === null && q.row.eventCreatedAt !== null);
  if (missing.length === 0) return queued;
  const { inbox } = o.t;
  const found = await o.store.all(
    o.db
      .select({ eventId: inbox.eventId, createdAt: inbox.createdAt, raw: inbox.raw })
      .from(inbox)
      .where(
        or(
          ...missing.map((q) =>
            and(eq(inbox.eventId, q.row.eventId), eq(inbox.createdAt, q.row.eventCreatedAt!)),
          ),
        ),
      ),
  );
  const raws = new Map(found.map((r) => [`${r.createdAt}:${r.eventId}`, r.raw]));
  return queued.map((q) => {
    if (q.event !== null) return q;
    const stored = parseStoredEvent(raws.get(`${q.row.eventCreatedAt}:${q.row.eventId}`) ?? null);
    return { ...q, event: (stored && isKnownEvent(stored) && alertEventOf(stored)) || null };
  });
}

async function prepare({ store, t }: OutboxSql, input: PrepareInput): Promise<boolean> {
  if (store.dialect === 'postgres') {
    const [row] = await store.steps(() => raw<{ tied: number }>(prepareOnPostgres(input, Date.now())));
    return row?.tied === input.rowIds.length;
  }
  try {
    await store.transaction((tx) => prepareIn(tx, t, input));
    return true;
  } catch (err) {
    if (err instanceof RowsTaken) return false;
    throw err;
  }
}

/**
 * `prepare` on PostgreSQL in one statement, where its transaction took four round trips, each
 * holding a session while the instance waited for the CPU (in a burst, two of PostgreSQL's sessions
 * on average sat idle in those transactions). The rows still free are locked; only when that is all
 * of them are they tied and the message stored, else nothing changes: all or nothing, as one
 * statement is. A row another preparer tied meanwhile is no longer free once its lock is granted.
 */
function prepareOnPostgres(input: PrepareInput, createdAt: number): SQL {
  return sql`
    WITH free AS (
      SELECT id FROM outbox
      WHERE id = ANY(${sql.param(input.rowIds)}::bigint[]) AND state = 'pending' AND nonce IS NULL
      FOR UPDATE
    ), whole AS (
      SELECT count(*) = ${input.rowIds.length} AS ok FROM free
    ), tied AS (
      UPDATE outbox SET nonce = ${input.nonce}
      WHERE id IN (SELECT id FROM free) AND (SELECT ok FROM whole)
      RETURNING id
    ), stored AS (
      INSERT INTO outbox_messages (nonce, channel_id, body, created_at)
      SELECT ${input.nonce}, ${input.channelId}, ${JSON.stringify(input.body)}::jsonb, ${createdAt}
      WHERE (SELECT ok FROM whole)
      ON CONFLICT DO NOTHING
    )
    SELECT count(*)::int AS tied FROM tied`;
}

async function markSent({ store, t }: OutboxSql, message: MessageKey, messageId: string, at: number) {
  if (store.dialect === 'postgres') {
    const [row] = await store.steps(() => raw<{ sent: number }>(markSentOnPostgres(message, messageId, at)));
    return row?.sent ?? 0;
  }
  return store.steps((d) =>
    endMessage(d, t, message, { state: 'sent', messageId, sentAt: at, error: null, event: null }),
  );
}

async function markFailed(
  { store, db, t }: OutboxSql,
  message: MessageKey,
  error: string,
  nextAttemptAt: number,
): Promise<void> {
  const { outbox } = t;
  await store.run(
    db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt, error })
      .where(rowsOf(t, message)),
  );
}

async function parkRows({ store, db, t }: OutboxSql, rowIds: number[], reason: string): Promise<number> {
  const { outbox } = t;
  if (rowIds.length === 0) return 0;
  return store.run(
    db
      .update(outbox)
      .set({ state: 'parked', error: reason })
      .where(and(inArray(outbox.id, rowIds), eq(outbox.state, 'pending'))),
  );
}

async function applySilences(
  o: OutboxSql,
  channelId: string,
  at: number,
): Promise<{ released: number; held: number; silences: number }> {
  const { store, t } = o;
  // Read outside a transaction: a channel without silences costs this one read.
  const found = await o.reads.silences({ channelId, at });
  const running = found.filter((f) => isRunning(f.silence, at)).map((f) => f.silence);
  const ended = found.filter((f) => f.holds && !isRunning(f.silence, at)).map((f) => f.silence.id);
  const released = await release(o, channelId, ended);
  const held = running.length > 0 ? await store.transaction((tx) => holdIn(tx, t, channelId, running)) : 0;
  return { released, held, silences: found.length };
}

async function pendingChannels({ store, db, t }: OutboxSql): Promise<string[]> {
  const { outbox } = t;
  const rows = await store.all(
    db
      .selectDistinct({ channelId: outbox.channelId })
      .from(outbox)
      .where(inArray(outbox.state, ['pending', 'held'])),
  );
  return rows.map((r) => r.channelId);
}

async function backlog({ store, db, t }: OutboxSql): Promise<OutboxBacklog> {
  const { outbox } = t;
  const pending = await store.get(
    db
      .select({ n: count(), oldest: min(outbox.createdAt) })
      .from(outbox)
      .where(eq(outbox.state, 'pending')),
  );
  const parked = await store.get(db.select({ n: count() }).from(outbox).where(eq(outbox.state, 'parked')));
  return { pending: pending?.n ?? 0, oldestPendingAt: pending?.oldest ?? null, parked: parked?.n ?? 0 };
}

function prune({ store, db, t }: OutboxSql, now: number): Promise<number> {
  const { outbox } = t;
  return store.run(
    db
      .delete(outbox)
      .where(
        and(
          or(eq(outbox.state, 'sent'), eq(outbox.state, 'parked')),
          lt(outbox.createdAt, now - OUTBOX_RETENTION_MS),
        ),
      ),
  );
}

/** The earliest known event time of some rows (an event pruned from the inbox has none). */
export function oldestEventAt(rows: ReadonlyArray<{ eventCreatedAt: number | null }>): number | null {
  const known = rows.flatMap((r) => (r.eventCreatedAt === null ? [] : [r.eventCreatedAt]));
  return known.length > 0 ? Math.min(...known) : null;
}
