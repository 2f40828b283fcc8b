import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNull,
  lt,
  min,
  not,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type Executor, usableBy } from '../../db/claims.js';
import type { Db } from '../../db/open.js';
import { inbox, links, outbox, outboxMessages, silences } from '../../db/schema.js';
import { runningAt } from '../../db/silences.js';

export type OutboxRow = typeof outbox.$inferSelect;
/** `held`: a silence of its server in its channel holds it (src/db/silences.ts). */
export type OutboxState = 'pending' | 'sent' | 'parked' | 'held';

/** An outbox row with what rendering needs from its event (null once the inbox row is pruned). */
export interface QueuedAlert {
  row: OutboxRow;
  raw: string | null;
  eventCreatedAt: number | null;
  /** The guild of the row's link: the alert's controls are made for it. */
  guildId: string;
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
  /** When the oldest event in it happened (null once its inbox row is pruned): for the log. */
  oldestEventAt: number | null;
}

/** 30 days: sent (and parked) rows stay this long, for the record; then they are pruned. */
export const OUTBOX_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export interface EnqueueInput {
  eventId: string;
  /** The event's `createdAt` (inbox.ts, InboxKey): where the sender reads the event. */
  eventCreatedAt: number;
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
 * so Discord keeps one. The same on both databases (outbox-postgres.ts); each method is one unit of
 * work.
 */
export interface Outbox {
  /** Queues an event for a link; a repeat (same event and link) changes nothing. */
  enqueue(input: EnqueueInput): Promise<boolean>;
  /** The channel's oldest prepared message that still waits for Discord, if any. */
  preparedMessage(channelId: string): Promise<PreparedMessage | undefined>;
  /** Pending rows not yet in a message, oldest event first (events arrive out of order). */
  unprepared(channelId: string, limit: number, at?: number): Promise<QueuedAlert[]>;
  /**
   * Stores a rendered message and ties its rows to it, before the first attempt to send it. All or
   * nothing: false (and nothing stored) when a row is no longer pending or already in a message.
   */
  prepare(input: PrepareInput): Promise<boolean>;
  /** Discord has the message: its rows are sent, with its id, in one transaction. */
  markSent(nonce: string, messageId: string, at?: number): Promise<number>;
  /** A temporary failure: the message stays prepared and is tried again at `nextAttemptAt`. */
  markFailed(nonce: string, error: string, nextAttemptAt: number): Promise<void>;
  /** Discord will never take this message (it was refused as invalid): its rows are parked. */
  parkMessage(nonce: string, reason: string): Promise<number>;
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
   * discord.js makes after a 429): in one transaction, parks its rows whose link is broken or
   * whose guild may no longer use the server. True when every row may still be posted; false when
   * the message was withdrawn: its parked rows stay parked, the others go back to be rendered anew
   * without them (and a message with nothing pending is dropped).
   */
  claimForSending(nonce: string): Promise<boolean>;
  /** Prepared messages whose rows are all gone (unlinked, parked) are removed. */
  dropEmptyMessage(nonce: string): Promise<void>;
  /**
   * Holds the channel's pending rows (not yet in a message) of servers silenced there at `at`:
   * `held`, with the silence's id. Returns how many.
   */
  holdSilenced(channelId: string, at: number): Promise<number>;
  /**
   * Rows held by silences that ended by `at` are pending again, keeping the silence's id: the
   * sender posts them as one summary. Returns how many.
   */
  releaseEnded(channelId: string, at: number): Promise<number>;
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

const usable = usableBy(links.guildId, links.serverId);
/** An outbox row's event in the inbox (none once pruned). */
const itsEvent = and(eq(inbox.createdAt, outbox.eventCreatedAt), eq(inbox.eventId, outbox.eventId));

/**
 * The outbox's insert as a synchronous SQLite statement, prepared once, for the dispatcher's routing
 * (one synchronous transaction per batch, routing.ts): never awaited inside.
 */
export function createOutboxEnqueue(db: Db): (input: EnqueueInput) => boolean {
  // Prepared once: building the query per row costs more than the insert (see bench:intake).
  const insert = db
    .insert(outbox)
    .values({
      eventId: sql.placeholder('eventId'),
      eventCreatedAt: sql.placeholder('eventCreatedAt'),
      linkId: sql.placeholder('linkId'),
      channelId: sql.placeholder('channelId'),
      mentionRoleId: sql.placeholder('mentionRoleId'),
    })
    .onConflictDoNothing({ target: [outbox.eventId, outbox.linkId] })
    .prepare();
  return (input) => insert.run({ ...input, mentionRoleId: input.mentionRoleId ?? null }).changes > 0;
}

const selectLinkIds = (tx: Executor, where: SQL | undefined) =>
  tx.select({ id: links.id }).from(links).where(where);

/** Parks the channel's pending rows (of `where`) whose link is broken or no longer usable; how many. */
function parkUnusable(tx: Executor, channelId: string, where: SQL | undefined): number {
  const park = (reason: string, linkIds: ReturnType<typeof selectLinkIds>) =>
    tx
      .update(outbox)
      .set({ state: 'parked', error: reason })
      .where(
        and(
          where,
          eq(outbox.channelId, channelId),
          eq(outbox.state, 'pending'),
          inArray(outbox.linkId, linkIds),
        ),
      )
      .run().changes;
  return (
    park(
      PARKED_LINK_BROKEN,
      selectLinkIds(tx, and(eq(links.channelId, channelId), eq(links.state, 'broken'))),
    ) + park(PARKED_NOT_SHARED, selectLinkIds(tx, and(eq(links.channelId, channelId), not(usable))))
  );
}

/**
 * A running silence of the row's server in its channel (with `links` joined): rows it covers
 * that arrived after the sender held the others are not handed out either.
 */
function silencing(at: number) {
  return and(
    eq(silences.channelId, outbox.channelId),
    eq(silences.serverId, links.serverId),
    runningAt(silences, at),
  );
}

/** The channel's rows of `serverId` a silence holds: pending, not yet in a message. */
function holdable(channelId: string, serverId: string, tx: Executor) {
  return and(
    eq(outbox.channelId, channelId),
    eq(outbox.state, 'pending'),
    isNull(outbox.nonce),
    inArray(
      outbox.linkId,
      tx
        .select({ id: links.id })
        .from(links)
        .where(and(eq(links.channelId, channelId), eq(links.serverId, serverId))),
    ),
  );
}

function heldSilenceIds(tx: Executor, channelId: string): number[] {
  return tx
    .selectDistinct({ id: outbox.silenceId })
    .from(outbox)
    .where(and(eq(outbox.channelId, channelId), eq(outbox.state, 'held')))
    .all()
    .flatMap((r) => (r.id === null ? [] : [r.id]));
}

/** The SQLite outbox: each method one synchronous statement or transaction. */
export function createOutbox(db: Db): Outbox {
  const enqueue = createOutboxEnqueue(db);

  const withEvent = {
    row: outbox,
    raw: inbox.raw,
    eventCreatedAt: inbox.createdAt,
    guildId: links.guildId,
  };

  return {
    enqueue: async (input) => enqueue(input),

    async preparedMessage(channelId) {
      const message = db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.channelId, channelId))
        .orderBy(sql`rowid`)
        .limit(1)
        .get();
      if (!message) return undefined;
      const rows = db
        .select({
          id: outbox.id,
          attempts: outbox.attempts,
          nextAttemptAt: outbox.nextAttemptAt,
          eventCreatedAt: inbox.createdAt,
        })
        .from(outbox)
        .leftJoin(inbox, itsEvent)
        .where(and(eq(outbox.nonce, message.nonce), eq(outbox.state, 'pending')))
        .orderBy(asc(outbox.id))
        .all();
      return preparedFrom(message, rows);
    },

    async unprepared(channelId, limit, at = Date.now()) {
      return db
        .select(withEvent)
        .from(outbox)
        .leftJoin(inbox, itsEvent)
        .innerJoin(links, eq(links.id, outbox.linkId))
        .where(
          and(
            eq(outbox.channelId, channelId),
            eq(outbox.state, 'pending'),
            isNull(outbox.nonce),
            notExists(db.select({ id: silences.id }).from(silences).where(silencing(at))),
          ),
        )
        .orderBy(asc(inbox.createdAt), asc(outbox.id))
        .limit(limit)
        .all();
    },

    async prepare(input) {
      try {
        db.transaction((tx) => {
          const tied = tx
            .update(outbox)
            .set({ nonce: input.nonce })
            .where(and(inArray(outbox.id, input.rowIds), eq(outbox.state, 'pending'), isNull(outbox.nonce)))
            .run().changes;
          if (tied !== input.rowIds.length) throw new RowsTaken();
          tx.insert(outboxMessages)
            .values({ nonce: input.nonce, channelId: input.channelId, body: input.body })
            .onConflictDoNothing()
            .run();
        });
        return true;
      } catch (err) {
        if (err instanceof RowsTaken) return false;
        throw err;
      }
    },

    async markSent(nonce, messageId, at = Date.now()) {
      return db.transaction((tx) => {
        const changed = tx
          .update(outbox)
          .set({ state: 'sent', messageId, sentAt: at, error: null })
          .where(and(eq(outbox.nonce, nonce), eq(outbox.state, 'pending')))
          .run().changes;
        tx.delete(outboxMessages).where(eq(outboxMessages.nonce, nonce)).run();
        return changed;
      });
    },

    async markFailed(nonce, error, nextAttemptAt) {
      db.update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt, error })
        .where(and(eq(outbox.nonce, nonce), eq(outbox.state, 'pending')))
        .run();
    },

    async parkMessage(nonce, reason) {
      return db.transaction((tx) => {
        const changed = tx
          .update(outbox)
          .set({ state: 'parked', error: reason })
          .where(and(eq(outbox.nonce, nonce), eq(outbox.state, 'pending')))
          .run().changes;
        tx.delete(outboxMessages).where(eq(outboxMessages.nonce, nonce)).run();
        return changed;
      });
    },

    async parkRows(rowIds, reason) {
      if (rowIds.length === 0) return 0;
      return db
        .update(outbox)
        .set({ state: 'parked', error: reason })
        .where(and(inArray(outbox.id, rowIds), eq(outbox.state, 'pending')))
        .run().changes;
    },

    async breakChannel(channelId, reason) {
      return db.transaction((tx) => {
        const brokenLinks = tx
          .update(links)
          .set({ state: 'broken', stateReason: reason })
          .where(eq(links.channelId, channelId))
          .run().changes;
        const rows = tx
          .update(outbox)
          .set({ state: 'parked', error: reason })
          .where(and(eq(outbox.channelId, channelId), eq(outbox.state, 'pending')))
          .run().changes;
        tx.delete(outboxMessages).where(eq(outboxMessages.channelId, channelId)).run();
        return { links: brokenLinks, rows };
      });
    },

    async parkForBrokenLinks(channelId) {
      return parkUnusable(db, channelId, isNull(outbox.nonce));
    },

    async claimForSending(nonce) {
      return db.transaction((tx) => {
        const message = tx.select().from(outboxMessages).where(eq(outboxMessages.nonce, nonce)).get();
        if (!message) return false;
        const ofMessage = and(eq(outbox.nonce, nonce), eq(outbox.state, 'pending'));
        const parked = parkUnusable(tx, message.channelId, ofMessage);
        const left = tx.select({ n: count() }).from(outbox).where(ofMessage).get()?.n ?? 0;
        if (parked === 0 && left > 0) return true;
        tx.update(outbox).set({ nonce: null }).where(ofMessage).run();
        tx.delete(outboxMessages).where(eq(outboxMessages.nonce, nonce)).run();
        return false;
      });
    },

    async dropEmptyMessage(nonce) {
      db.delete(outboxMessages).where(eq(outboxMessages.nonce, nonce)).run();
    },

    async holdSilenced(channelId, at) {
      return db.transaction((tx) => {
        let held = 0;
        const running = tx
          .select()
          .from(silences)
          .where(and(eq(silences.channelId, channelId), runningAt(silences, at)))
          .all();
        for (const silence of running) {
          held += tx
            .update(outbox)
            .set({ state: 'held', silenceId: silence.id })
            .where(holdable(channelId, silence.serverId, tx))
            .run().changes;
        }
        return held;
      });
    },

    async releaseEnded(channelId, at) {
      return db.transaction((tx) => {
        const ids = heldSilenceIds(tx, channelId);
        if (ids.length === 0) return 0;
        // Ended, or gone (its link removed, say): either way it holds nothing any more.
        const running = new Set(
          tx
            .select({ id: silences.id })
            .from(silences)
            .where(and(inArray(silences.id, ids), runningAt(silences, at)))
            .all()
            .map((s) => s.id),
        );
        const release = ids.filter((id) => !running.has(id));
        if (release.length === 0) return 0;
        return tx
          .update(outbox)
          .set({ state: 'pending' })
          .where(
            and(
              eq(outbox.channelId, channelId),
              eq(outbox.state, 'held'),
              inArray(outbox.silenceId, release),
            ),
          )
          .run().changes;
      });
    },

    async pendingChannels() {
      return db
        .selectDistinct({ channelId: outbox.channelId })
        .from(outbox)
        .where(inArray(outbox.state, ['pending', 'held']))
        .all()
        .map((r) => r.channelId);
    },

    async backlog() {
      const pending = db
        .select({ n: count(), oldest: min(outbox.createdAt) })
        .from(outbox)
        .where(eq(outbox.state, 'pending'))
        .get();
      const parked = db.select({ n: count() }).from(outbox).where(eq(outbox.state, 'parked')).get();
      return { pending: pending?.n ?? 0, oldestPendingAt: pending?.oldest ?? null, parked: parked?.n ?? 0 };
    },

    async prune(now = Date.now()) {
      return db
        .delete(outbox)
        .where(
          and(
            or(eq(outbox.state, 'sent'), eq(outbox.state, 'parked')),
            lt(outbox.createdAt, now - OUTBOX_RETENTION_MS),
          ),
        )
        .run().changes;
    },

    async byEvent(eventId) {
      return db.select().from(outbox).where(eq(outbox.eventId, eventId)).orderBy(asc(outbox.id)).all();
    },
  };
}

/** The earliest known event time of some rows (an event pruned from the inbox has none). */
export function oldestEventAt(rows: ReadonlyArray<{ eventCreatedAt: number | null }>): number | null {
  const known = rows.flatMap((r) => (r.eventCreatedAt === null ? [] : [r.eventCreatedAt]));
  return known.length > 0 ? Math.min(...known) : null;
}
