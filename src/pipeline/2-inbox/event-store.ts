import { FILTER_KINDS, type FilterSubject } from '../../alert-filters.js';
import { createSqliteKvSync } from '../../db/kv.js';
import type { Db } from '../../db/open.js';
import type { SeenRecorder } from '../../db/seen-values.js';
import type { InboxEvent, InboxStatements, StoreInput } from './inbox.js';

/** Where the feed stands (kv keys, the same on both databases). */
export const FEED_CURSOR_KEY = 'feed.cursor';
export const FEED_INITIALIZED_KEY = 'feed.initialized';

export interface FeedPosition {
  /** The cursor after the last page stored; none before the first page. */
  cursor?: string;
  /** False until the first sync read the feed's history (stored as already handled). */
  initialized: boolean;
}

/**
 * What storing did with one event. `pending`: new, and left for the dispatcher to route. `handled`:
 * new, but stored as already handled (filed, see Filing, or feed history on the first sync), so
 * nothing waits for the dispatcher. `repeat`: stored before; nothing changed.
 */
export type Stored = 'pending' | 'handled' | 'repeat';

export interface StoreOptions {
  /**
   * The event feed brings these events again should the commit be lost (see `backsWebhook` in
   * 1-intake/poller.ts), so on SQLite the commit is written to the operating system without waiting
   * for the disk (`synchronous=NORMAL`). It survives a crash of the process, and the next commit
   * that waits for the disk (routing, a feed page, a checkpoint) makes it durable as well. A power
   * cut before that loses a tail of such commits, and never one without the ones after it: SQLite
   * recovers the write-ahead log in order. So the feed cursor, stored on the same log, is then
   * behind each lost event, and the feed stores it again. PostgreSQL commits as always.
   */
  feedBacked?: boolean;
}

/**
 * Events in, one unit of work per call, the same on both databases: an acknowledged webhook or a
 * feed page is committed completely before the call resolves, or not at all.
 */
export interface EventStore {
  /** Stores events in one transaction; for each, what became of it. See StoreOptions. */
  storeBatch(inputs: StoreInput[], options?: StoreOptions): Promise<Stored[]>;
  /**
   * A feed page: its events and the feed position after them, in one transaction, so a crash
   * never skips or repeats a page. A `cursor` of null leaves the stored one (spec: null only
   * before any event exists); `markInitialized` records that the first sync is complete.
   */
  storePage(
    inputs: StoreInput[],
    after: { cursor: string | null; markInitialized: boolean },
  ): Promise<Stored[]>;
  feedPosition(): Promise<FeedPosition>;
}

/**
 * Activity of a server no channel can get is filed as handled as it is stored, with its filter
 * values recorded, instead of being routed by the dispatcher a moment later to nowhere. A server
 * the bot is installed on but nobody linked (most of them, for a network running one instance)
 * then costs one insert per event instead of an insert, a read, a parse and an update. Nothing else
 * would have heard of it: routing posts to those links only, and boards show only their servers
 * (the watch list is the servers of usable links). PostgreSQL files the same way
 * (event-store-postgres.ts).
 */
export interface Filing {
  /** Whether any channel could get this server's events: the links routing reads (links.ts). */
  wanted(serverId: string): boolean;
  /** The dispatcher's recorder: one cache of each server's values, whoever records. */
  seen: Pick<SeenRecorder, 'record'>;
}

/** An activity event's server and filter values; undefined for every other event. */
export function activityOf(event: InboxEvent): { serverId: string; values: FilterSubject } | undefined {
  if (event.type !== 'server.activity' || typeof event.data !== 'object' || event.data === null) return;
  const data = event.data as Record<string, unknown>;
  const serverId = event.serverId ?? data.serverId;
  if (typeof serverId !== 'string') return;
  const values = {} as FilterSubject;
  for (const kind of FILTER_KINDS) {
    const value = data[kind];
    if (typeof value !== 'string') return;
    values[kind] = value;
  }
  return { serverId, values };
}

/** What became of `input`, given whether its insert was new. */
export function storedAs(input: Pick<StoreInput, 'handled'>, isNew: boolean): Stored {
  if (!isNew) return 'repeat';
  return input.handled ? 'handled' : 'pending';
}

/**
 * The SQLite event store, each call one synchronous transaction; with `filing`, unwanted activity
 * is stored handled (see Filing), decided inside the same transaction as the insert.
 */
export function createSqliteEventStore(
  db: Db,
  inbox: Pick<InboxStatements, 'store'>,
  filing?: Filing,
): EventStore {
  // Synchronous statements: the cursor is written inside the page's transaction.
  const kv = createSqliteKvSync(db);
  /** Whether a server is wanted, read once per server and call (`known`, one per call). */
  const wanted = (known: Map<string, boolean>, serverId: string): boolean => {
    const seen = known.get(serverId);
    if (seen !== undefined) return seen;
    const yes = filing!.wanted(serverId);
    known.set(serverId, yes);
    return yes;
  };
  const store = (input: StoreInput, known: Map<string, boolean>): Stored => {
    const activity = filing && !input.handled ? activityOf(input.event) : undefined;
    if (!activity || wanted(known, activity.serverId)) return storedAs(input, inbox.store(input));
    const filed = { ...input, handled: true };
    const isNew = inbox.store(filed);
    if (isNew) filing!.seen.record(activity.serverId, activity.values);
    return storedAs(filed, isNew);
  };
  // better-sqlite3's own transaction, made once: drizzle's would build, for every batch, a
  // transaction object with a query builder per table, which the batch's statements never use.
  const storeAll = db.$client.transaction((inputs: StoreInput[]): Stored[] => {
    const known = new Map<string, boolean>();
    return inputs.map((input) => store(input, known));
  });
  // The connection's level (FULL, open.ts) is restored after each feed-backed commit. `exec`, not
  // a prepared statement: SQLite applies this pragma as it compiles it, not as a statement runs.
  const level = db.$client.pragma('synchronous', { simple: true }) as number;
  return {
    storeBatch: async (inputs, options) => {
      if (!options?.feedBacked) return storeAll(inputs);
      db.$client.exec('PRAGMA synchronous = NORMAL');
      try {
        return storeAll(inputs);
      } finally {
        db.$client.exec(`PRAGMA synchronous = ${level}`);
      }
    },
    storePage: async (inputs, after) => {
      const known = new Map<string, boolean>();
      return db.transaction(() => {
        const stored = inputs.map((input) => store(input, known));
        if (after.cursor !== null) kv.set(FEED_CURSOR_KEY, after.cursor);
        if (after.markInitialized) kv.set(FEED_INITIALIZED_KEY, '1');
        return stored;
      });
    },
    feedPosition: async () => {
      const cursor = kv.get(FEED_CURSOR_KEY);
      return { ...(cursor ? { cursor } : {}), initialized: kv.get(FEED_INITIALIZED_KEY) === '1' };
    },
  };
}
