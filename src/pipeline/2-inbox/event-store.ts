import { createSqliteKvSync } from '../../db/kv.js';
import type { Db } from '../../db/open.js';
import type { InboxStatements, StoreInput } from './inbox.js';

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
 * Events in, one unit of work per call, the same on both databases: an acknowledged webhook or a
 * feed page is committed completely before the call resolves, or not at all.
 */
export interface EventStore {
  /** Stores events in one transaction; for each, true when it was new (not stored before). */
  storeBatch(inputs: StoreInput[]): Promise<boolean[]>;
  /**
   * A feed page: its events and the feed position after them, in one transaction, so a crash
   * never skips or repeats a page. A `cursor` of null leaves the stored one (spec: null only
   * before any event exists); `markInitialized` records that the first sync is complete.
   */
  storePage(
    inputs: StoreInput[],
    after: { cursor: string | null; markInitialized: boolean },
  ): Promise<boolean[]>;
  feedPosition(): Promise<FeedPosition>;
}

/** The SQLite event store: today's repositories, each call one synchronous transaction. */
export function createSqliteEventStore(db: Db, inbox: Pick<InboxStatements, 'store'>): EventStore {
  // Synchronous statements: the cursor is written inside the page's transaction.
  const kv = createSqliteKvSync(db);
  return {
    storeBatch: async (inputs) => db.transaction(() => inputs.map((input) => inbox.store(input))),
    storePage: async (inputs, after) =>
      db.transaction(() => {
        const stored = inputs.map((input) => inbox.store(input));
        if (after.cursor !== null) kv.set(FEED_CURSOR_KEY, after.cursor);
        if (after.markInitialized) kv.set(FEED_INITIALIZED_KEY, '1');
        return stored;
      }),
    feedPosition: async () => {
      const cursor = kv.get(FEED_CURSOR_KEY);
      return { ...(cursor ? { cursor } : {}), initialized: kv.get(FEED_INITIALIZED_KEY) === '1' };
    },
  };
}
