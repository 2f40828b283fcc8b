import type { EventStore, Stored } from '../2-inbox/event-store.js';
import type { StoreInput } from '../2-inbox/inbox.js';

export interface GroupCommitOptions {
  /**
   * A commit follows the previous one after at least this long (default 2 ms), so that deliveries
   * arriving one by one share a commit instead of each paying a disk flush and ~5 page writes.
   * After a quiet spell a delivery is committed at once.
   */
  minIntervalMs?: number;
  /**
   * Asked at each commit: whether the event feed backs webhook deliveries now, so the commit need
   * not wait for the disk (StoreOptions in event-store.ts). Without it every commit waits.
   */
  feedBacked?: () => boolean;
}

/**
 * Stores webhook events with group commit: every delivery that arrives while one transaction is
 * being written joins the next one, so a burst costs one disk flush per batch instead of one per
 * event (synchronous=FULL makes each commit wait for the disk). Each caller still learns only after
 * its own row is committed, so an acknowledged event is on disk, or, while the event feed backs the
 * webhook (`feedBacked`), written to the operating system and in the feed.
 */
export function createGroupCommit(store: Pick<EventStore, 'storeBatch'>, options: GroupCommitOptions = {}) {
  const minIntervalMs = options.minIntervalMs ?? 2;
  const feedBacked = options.feedBacked ?? (() => false);
  let lastFlushAt = Number.NEGATIVE_INFINITY;
  let queue: Array<{
    input: StoreInput;
    resolve: (stored: Stored) => void;
    reject: (err: unknown) => void;
  }> = [];
  let scheduled = false;

  function flush(): void {
    scheduled = false;
    lastFlushAt = performance.now();
    const batch = queue;
    queue = [];
    store
      .storeBatch(
        batch.map((item) => item.input),
        { feedBacked: feedBacked() },
      )
      .then(
        (results) => {
          for (const [i, item] of batch.entries()) item.resolve(results[i]!);
        },
        (err: unknown) => {
          for (const item of batch) item.reject(err);
        },
      );
  }

  return {
    /** What became of the event (event-store.ts); rejects when the database could not store it. */
    store(input: StoreInput): Promise<Stored> {
      return new Promise((resolve, reject) => {
        queue.push({ input, resolve, reject });
        if (!scheduled) {
          scheduled = true;
          const waitMs = lastFlushAt + minIntervalMs - performance.now();
          if (waitMs > 0) setTimeout(flush, waitMs);
          else setImmediate(flush);
        }
      });
    },
  };
}

export type GroupCommit = ReturnType<typeof createGroupCommit>;
