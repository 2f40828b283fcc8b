import { and, asc, count, eq, isNotNull, isNull, lt, max, sql } from 'drizzle-orm';
import { prepareHotWrite } from '../../db/hot-statement.js';
import type { Db } from '../../db/open.js';
import { inbox } from '../../db/schema.js';
import type { Sql } from '../../db/sql.js';
import { type SqlOrDb, sqlOf } from '../../db/sqlite/sql.js';

export type EventOrigin = 'webhook' | 'feed';

/** What the inbox needs of an event: the spec's envelope (Events → Event). */
export interface InboxEvent {
  id: string;
  type: string;
  serverId: string | null;
  createdAt: string;
  /** The event's data, as validated on the way in (hosting/schemas.ts). */
  data?: unknown;
}

export interface StoreInput {
  event: InboxEvent;
  /** The event's JSON as received (webhook body) or as read from the feed page. */
  raw: string;
  source: EventOrigin;
  /** Stored already handled: history read on the first feed sync is never posted. */
  handled?: boolean;
  receivedAt?: number;
}

export type InboxRow = typeof inbox.$inferSelect;

/** What names one stored event: its time and id (schema.ts, `inbox_event`). */
export type InboxKey = Pick<InboxRow, 'createdAt' | 'eventId'>;

/** 14 days: the provider keeps events that long, so an older one can never come back. */
export const INBOX_RETENTION_MS = 14 * 24 * 60 * 60 * 1000;

/** The inbox row of an event to store (both databases store the same). */
export function inboxValues(input: StoreInput) {
  const receivedAt = input.receivedAt ?? Date.now();
  const createdAt = Date.parse(input.event.createdAt);
  return {
    eventId: input.event.id,
    type: input.event.type,
    serverId: input.event.serverId,
    createdAt: Number.isFinite(createdAt) ? createdAt : receivedAt,
    receivedAt,
    source: input.source,
    raw: input.raw,
    dispatchedAt: input.handled ? receivedAt : null,
  };
}

/** How many events wait to be dispatched, and when the last one arrived (health, metrics). */
export interface InboxStats {
  pending: number;
  lastReceivedAt: number | null;
}

/**
 * The inbox outside the units of work of events in (event-store.ts) and routing (3-dispatch): reads,
 * retention and the figures of `/healthz`.
 */
export interface Inbox {
  /**
   * Stores an event once; a repeat changes nothing. True when the event was new. A repeat is the
   * same id and `createdAt`; for an installation or ping event, the same id alone (schema.ts).
   */
  store(input: StoreInput): Promise<boolean>;
  /** Undispatched events, oldest `createdAt` first, ties in arrival order. */
  pending(limit?: number): Promise<InboxRow[]>;
  markDispatched(event: InboxKey, at?: number): Promise<void>;
  /** Removes dispatched events older than the retention; returns how many. */
  prune(now?: number): Promise<number>;
  stats(): Promise<InboxStats>;
}

/**
 * Events of the same `createdAt` in arrival order: SQLite's rowid; PostgreSQL has none, so there
 * `receivedAt`, then the event id (as 3-dispatch/routing-postgres.ts takes them).
 */
function arrivalOrder(store: Sql) {
  const { inbox } = store.t;
  return store.dialect === 'sqlite' ? [sql`rowid`] : [asc(inbox.receivedAt), asc(inbox.eventId)];
}

export function createInbox(database: SqlOrDb): Inbox {
  const store = sqlOf(database);
  const { db } = store;
  const { inbox } = store.t;
  return {
    async store(input) {
      return (await store.run(db.insert(inbox).values(inboxValues(input)).onConflictDoNothing())) > 0;
    },

    pending: (limit = 100) =>
      store.all(
        db
          .select()
          .from(inbox)
          .where(isNull(inbox.dispatchedAt))
          .orderBy(asc(inbox.createdAt), ...arrivalOrder(store))
          .limit(limit),
      ),

    async markDispatched(event, at = Date.now()) {
      await store.run(
        db
          .update(inbox)
          .set({ dispatchedAt: at })
          .where(
            and(
              eq(inbox.createdAt, event.createdAt),
              eq(inbox.eventId, event.eventId),
              isNull(inbox.dispatchedAt),
            ),
          ),
      );
    },

    prune: (now = Date.now()) =>
      store.run(
        db
          .delete(inbox)
          .where(and(isNotNull(inbox.dispatchedAt), lt(inbox.receivedAt, now - INBOX_RETENTION_MS))),
      ),

    async stats() {
      // Two indexed look-ups rather than one scan: this runs on every health check.
      const pending = await store.get(
        db.select({ n: count() }).from(inbox).where(isNull(inbox.dispatchedAt)),
      );
      const last = await store.get(db.select({ at: max(inbox.receivedAt) }).from(inbox));
      return { pending: pending?.n ?? 0, lastReceivedAt: last?.at ?? null };
    },
  };
}

/**
 * The inbox's synchronous SQLite statements, for units of work that span repositories and must stay
 * one synchronous transaction (the event store, the dispatcher's routing): never awaited inside.
 */
export function createInboxStatements(db: Db) {
  // Prepared once: building the query per event costs ~20x the insert itself (bench:intake), and
  // run without drizzle's per-run work (hot-statement.ts).
  const insert = prepareHotWrite(
    db,
    db
      .insert(inbox)
      .values({
        eventId: sql.placeholder('eventId'),
        type: sql.placeholder('type'),
        serverId: sql.placeholder('serverId'),
        createdAt: sql.placeholder('createdAt'),
        receivedAt: sql.placeholder('receivedAt'),
        source: sql.placeholder('source'),
        raw: sql.placeholder('raw'),
        dispatchedAt: sql.placeholder('dispatchedAt'),
      })
      // Either key: a repeat of the event (its time and id), or of an installation's id.
      .onConflictDoNothing(),
  );
  // The SQLite dispatcher's too: it takes a batch's events with them (routing-sqlite.ts).
  const selectPending = db
    .select()
    .from(inbox)
    .where(isNull(inbox.dispatchedAt))
    // Equal timestamps keep their arrival order (rowid).
    .orderBy(asc(inbox.createdAt), sql`rowid`)
    .limit(sql.placeholder('limit'))
    .prepare();
  const isEvent = and(
    eq(inbox.createdAt, sql.placeholder('createdAt')),
    eq(inbox.eventId, sql.placeholder('eventId')),
  );
  const selectPendingOne = db
    .select()
    .from(inbox)
    .where(and(isEvent, isNull(inbox.dispatchedAt)))
    .prepare();

  return {
    /** Stores an event once (see Inbox.store). True when the event was new. */
    store(input: StoreInput): boolean {
      return insert(inboxValues(input)).changes > 0;
    },

    /** Undispatched events, oldest `createdAt` first (the provider does not deliver in order). */
    pending(limit = 100): InboxRow[] {
      return selectPending.all({ limit });
    },

    /** The event, when it is still undispatched: a list of one, or empty. */
    pendingOne(event: InboxKey): InboxRow[] {
      return selectPendingOne.all({ createdAt: event.createdAt, eventId: event.eventId });
    },
  };
}

export type InboxStatements = ReturnType<typeof createInboxStatements>;
