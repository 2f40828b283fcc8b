import { closeSync, fsync, openSync } from 'node:fs';
import type Database from 'better-sqlite3';
import type { Db } from './open.js';

/**
 * Commits whose disk flush happens off the event loop. With synchronous=FULL, SQLite flushes the
 * write-ahead log inside COMMIT, and better-sqlite3 waits for it on the only JavaScript thread: about
 * 0.5 ms per commit on the benchmark machine, during which no request is read or answered. Here a
 * transaction commits with synchronous=NORMAL (its pages reach the operating system, not yet the
 * disk; the connection goes back to FULL right after), and `flushed()` then flushes the log file with
 * fsync on libuv's thread pool. Whoever waits for `flushed()` after committing has what FULL gives:
 * the commit survives a power cut. One flush runs at a time; callers arriving meanwhile share the
 * next one, so a stream of commits costs one flush per batch, not one each.
 *
 * Why this is as safe as FULL: in WAL mode NORMAL still flushes the log before each checkpoint and
 * the database after it, and the log header when the log is reused, so the file cannot be corrupted,
 * only the last commits rolled back after a power cut; those are what `flushed()` puts on disk (an
 * fsync covers every page of the file, whoever wrote it). The log file keeps its inode while any
 * connection is open, and this process holds one until it closes this.
 *
 * Without a log file to flush (an in-memory database, or a journal mode other than WAL), `commit`
 * is an ordinary FULL transaction and `flushed()` resolves at once.
 */
export function createWalFlush(sqlite: Database.Database, db: Db) {
  const wal =
    !sqlite.memory && String(sqlite.pragma('journal_mode', { simple: true })).toLowerCase() === 'wal';
  const walPath = `${sqlite.name}-wal`;
  let fd: number | undefined;
  let closed = false;
  let running = false;
  let waiting: Array<{ resolve: () => void; reject: (err: unknown) => void }> = [];

  function closeFile(): void {
    if (fd !== undefined) closeSync(fd);
    fd = undefined;
  }

  function flushNext(): void {
    const batch = waiting;
    waiting = [];
    running = true;
    const done = (err: unknown) => {
      running = false;
      if (closed) closeFile();
      for (const w of batch) err ? w.reject(err) : w.resolve();
      if (waiting.length > 0) flushNext();
    };
    try {
      if (closed) throw new Error('the database is closed');
      fd ??= openSync(walPath, 'r');
    } catch (err) {
      // Asynchronously, like a failed fsync: callers always hear after their own turn.
      setImmediate(done, err);
      return;
    }
    fsync(fd, (err) => done(err ?? undefined));
  }

  return {
    /** Runs `work` in one transaction; its commit reaches the disk when `flushed()` resolves. */
    commit<T>(work: () => T): T {
      if (!wal) return db.transaction(() => work());
      // Not prepared once: SQLite applies this pragma when the statement is compiled.
      sqlite.pragma('synchronous = NORMAL');
      try {
        return db.transaction(() => work());
      } finally {
        sqlite.pragma('synchronous = FULL');
      }
    },
    /** Resolves once everything committed before the call is on disk; rejects when the flush failed. */
    flushed(): Promise<void> {
      if (!wal) return Promise.resolve();
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        if (!running) flushNext();
      });
    },
    /** Closes the log file once no flush uses it; a later `flushed()` rejects. */
    close(): void {
      closed = true;
      if (!running) closeFile();
    },
  };
}

export type WalFlush = ReturnType<typeof createWalFlush>;
