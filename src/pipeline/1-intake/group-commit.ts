import type { Db } from '../../db/open.js';
import type { WalFlush } from '../../db/wal-flush.js';
import type { Inbox, StoreInput } from '../2-inbox/inbox.js';

export interface GroupCommitOptions {
  /**
   * Where the disk flush happens. Given (app.ts): a batch commits without waiting for the disk and
   * its callers learn once the log is flushed, off the event loop; batches committed while a flush
   * runs share the next one (src/db/wal-flush.ts). Absent: each batch is an ordinary
   * synchronous=FULL transaction, flushed inside COMMIT.
   */
  flush?: Pick<WalFlush, 'commit' | 'flushed'>;
  /**
   * A commit follows the previous one after at least this long (default 2 ms), so that deliveries
   * arriving one by one share a commit (and a flush) instead of each paying their own. After a quiet
   * spell a delivery is committed at once.
   */
  minIntervalMs?: number;
}

/**
 * Stores webhook events with group commit: every delivery that arrives while one transaction is
 * being written joins the next one, so a burst costs one disk flush per batch instead of one per
 * event. Each caller still learns only after its own row is on disk (and so does the caller of a
 * repeat, whose first copy may still be on its way there), so an acknowledged event is never lost.
 */
export function createGroupCommit(db: Db, inbox: Inbox, options: GroupCommitOptions = {}) {
  const { flush } = options;
  const minIntervalMs = options.minIntervalMs ?? 2;
  const commit = flush ? flush.commit : <T>(work: () => T): T => db.transaction(() => work());
  let lastFlushAt = Number.NEGATIVE_INFINITY;
  let queue: Array<{
    input: StoreInput;
    resolve: (stored: boolean) => void;
    reject: (err: unknown) => void;
  }> = [];
  let scheduled = false;
  function schedule(): void {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    const waitMs = lastFlushAt + minIntervalMs - performance.now();
    if (waitMs > 0) setTimeout(run, waitMs);
    else setImmediate(run);
  }

  function run(): void {
    scheduled = false;
    lastFlushAt = performance.now();
    const batch = queue;
    queue = [];
    let results: boolean[];
    try {
      results = commit(() => batch.map((item) => inbox.store(item.input)));
    } catch (err) {
      for (const item of batch) item.reject(err);
      return;
    }
    const settle = () => {
      for (const [i, item] of batch.entries()) item.resolve(results[i]!);
    };
    if (!flush) {
      settle();
      return;
    }
    flush.flushed().then(settle, (err: unknown) => {
      for (const item of batch) item.reject(err);
    });
  }

  return {
    /** True when the event was new; rejects when the database could not store it. */
    store(input: StoreInput): Promise<boolean> {
      return new Promise((resolve, reject) => {
        queue.push({ input, resolve, reject });
        schedule();
      });
    },
  };
}

export type GroupCommit = ReturnType<typeof createGroupCommit>;
