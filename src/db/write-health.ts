import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { CheckResult } from '../health.js';
import type { Logger } from '../logger.js';
import { wrapWritingStatements } from './writing-statements.js';

/**
 * Whether hostcord can write its database. A full disk, an I/O error or a file turned read-only
 * fails writes while reads still work, so `SELECT 1` alone would keep `/healthz` green while
 * acknowledged events could not be queued. Every write on the connection is observed: a failed one
 * of these kinds sets the state, the next successful one clears it, and the log says so once per
 * change, with what to do.
 */

const STORAGE_FAILURES = [
  'SQLITE_FULL',
  'SQLITE_IOERR',
  'SQLITE_READONLY',
  'SQLITE_CANTOPEN',
  'SQLITE_CORRUPT',
  'SQLITE_NOTADB',
  'SQLITE_PERM',
  'SQLITE_NOLFS',
];

/**
 * The error's code (`SQLITE_FULL`, `ENOTDIR`, …), also when it is the cause of another error:
 * drizzle wraps a failed query in an error of its own, with SQLite's as the cause.
 */
export function errorCode(err: unknown): string {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') return code;
    current = cause;
  }
  return '';
}

/** The database's own words (drizzle's wrapper repeats the whole query, parameters included). */
function messageOf(err: unknown): string {
  const cause = (err as { cause?: unknown } | null)?.cause;
  if (typeof (err as { code?: unknown })?.code !== 'string' && cause instanceof Error)
    return messageOf(cause);
  return err instanceof Error ? err.message : String(err);
}

/** A write failed because of the storage (not a constraint, not a bug): retrying later can succeed. */
export function isStorageFailure(err: unknown): boolean {
  const code = errorCode(err);
  return STORAGE_FAILURES.some((kind) => code === kind || code.startsWith(`${kind}_`));
}

function fixFor(code: string): string {
  if (code.startsWith('SQLITE_FULL')) return 'free disk space where DATABASE_PATH is';
  if (
    code.startsWith('SQLITE_READONLY') ||
    code.startsWith('SQLITE_PERM') ||
    code.startsWith('SQLITE_CANTOPEN')
  ) {
    return 'make DATABASE_PATH, its -wal file and its folder writable again (permissions, a read-only mount)';
  }
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') {
    return 'stop hostcord and restore DATABASE_PATH from a backup';
  }
  return 'check the disk where DATABASE_PATH is (free space, errors)';
}

/** Room a probe write needs: a successful one means writes of ordinary size fit again. */
const PROBE_BYTES = 64 * 1024;
const PROBE_KEY = 'storage.write-check';

export interface WriteHealthOptions {
  log: Logger;
  /** How often a write is tried while failing, in case nothing else writes. */
  probeIntervalMs?: number;
  now?: () => number;
}

export interface WriteFailure {
  code: string;
  message: string;
  since: number;
}

/** What differs between the databases: which failures count, what to do, how to try a write. */
export interface WriteChecks {
  /** A failure of the storage or the connection (not a constraint, not a bug): retrying can succeed. */
  counts(err: unknown): boolean;
  /** The code the log and `/healthz` show (default: the error's own `code`). */
  codeOf?(err: unknown): string;
  fixFor(code: string): string;
  /** One write of real size, undone; throws (or rejects) while writes fail. */
  probe(): unknown;
}

/**
 * The state both databases share: set by a failed write of a kind that counts, cleared by the next
 * successful one, logged once per change; while set, a probe write is tried now and then.
 */
export function createWriteState(options: WriteHealthOptions & WriteChecks) {
  const { log, fixFor } = options;
  const codeOf = options.codeOf ?? errorCode;
  const now = options.now ?? Date.now;
  const probeIntervalMs = options.probeIntervalMs ?? 5_000;
  let failure: WriteFailure | undefined;
  let probeTimer: NodeJS.Timeout | undefined;
  let stopped = false;

  function failed(err: unknown): void {
    if (!options.counts(err) || failure) return;
    const code = codeOf(err);
    failure = { code, message: messageOf(err), since: now() };
    log.error(
      { code, error: failure.message },
      `database writes are failing (${code}): ${fixFor(code)}. Webhook deliveries are answered 503 (the provider retries) until a write succeeds`,
    );
    scheduleProbe();
  }

  function succeeded(): void {
    if (!failure) return;
    const seconds = Math.round((now() - failure.since) / 1000);
    failure = undefined;
    clearTimeout(probeTimer);
    log.info({ failedForSeconds: seconds }, 'database writes work again');
  }

  function scheduleProbe(): void {
    if (stopped) return;
    clearTimeout(probeTimer);
    probeTimer = setTimeout(probe, probeIntervalMs);
    probeTimer.unref();
  }

  // While nothing else writes (no event waiting, nobody using a command), this finds out that
  // writes work again. The probe goes through the observed connection, so its outcome is seen.
  async function probe(): Promise<void> {
    if (!failure || stopped) return;
    try {
      await options.probe();
    } catch {
      // Still failing (observed); the next probe comes later.
    }
    if (failure) scheduleProbe();
  }

  return {
    failed,
    succeeded,
    /** Set while the last write of a kind that counts failed; then webhooks are refused with 503. */
    failing: (): WriteFailure | undefined => failure,
    /** The writes part of the `database` check of `/healthz`. */
    check(): Pick<CheckResult, 'ok'> & Record<string, unknown> {
      if (!failure) return { ok: true, writes: 'ok' };
      return {
        ok: false,
        writes: 'failing',
        error: `${failure.code}: ${failure.message}`,
        since: new Date(failure.since).toISOString(),
        fix: fixFor(failure.code),
      };
    },
    stop(): void {
      stopped = true;
      clearTimeout(probeTimer);
    },
  };
}

export type WriteState = ReturnType<typeof createWriteState>;

/** A probe value of `PROBE_BYTES`: it needs real room, so a row updated in place does not count. */
export const probeRow = () => ({ key: PROBE_KEY, value: randomBytes(PROBE_BYTES / 2).toString('hex') });

export function createWriteHealth(sqlite: Database.Database, options: WriteHealthOptions) {
  const state = createWriteState({
    ...options,
    counts: isStorageFailure,
    fixFor,
    probe: () =>
      sqlite.transaction(() => {
        const row = probeRow();
        sqlite.prepare('INSERT OR REPLACE INTO kv (key, value) VALUES (?, ?)').run(row.key, row.value);
        sqlite.prepare('DELETE FROM kv WHERE key = ?').run(row.key);
      })(),
  });
  observeWrites(sqlite, state);
  return { failing: state.failing, check: state.check, stop: state.stop };
}

export type WriteHealth = ReturnType<typeof createWriteHealth>;

interface WriteObserver {
  failed(err: unknown): void;
  succeeded(): void;
}

type Transaction = ReturnType<Database.Database['transaction']>;
const TRANSACTION_VARIANTS = ['default', 'deferred', 'immediate', 'exclusive'] as const;

/**
 * Observes every write on the connection: drizzle runs each query through `prepare`, and each
 * transaction through `transaction`, so wrapping those two sees them all. A write counts as
 * successful when it changed a row and, inside a transaction, only once the transaction committed.
 */
function observeWrites(sqlite: Database.Database, observer: WriteObserver): void {
  let changedInTransaction = false;
  const changed = () => {
    if (sqlite.inTransaction) changedInTransaction = true;
    else observer.succeeded();
  };

  wrapWritingStatements(sqlite, (statement) => {
    const run = statement.run.bind(statement);
    const get = statement.get.bind(statement);
    const all = statement.all.bind(statement);
    const observed = <T>(call: () => T, didChange: (result: T) => boolean): T => {
      let result: T;
      try {
        result = call();
      } catch (err) {
        observer.failed(err);
        throw err;
      }
      if (didChange(result)) changed();
      return result;
    };
    statement.run = (...params: unknown[]) =>
      observed(
        () => run(...params),
        (r) => r.changes > 0,
      );
    // A write with RETURNING reads its rows through get/all: a returned row is a changed one.
    statement.get = (...params: unknown[]) =>
      observed(
        () => get(...params),
        (r) => r !== undefined,
      );
    statement.all = (...params: unknown[]) =>
      observed(
        () => all(...params),
        (r) => r.length > 0,
      );
  });

  const transaction = sqlite.transaction.bind(sqlite);
  sqlite.transaction = ((fn: (...args: unknown[]) => unknown) => {
    const native = transaction(fn);
    const wrap =
      (variant: (...args: unknown[]) => unknown) =>
      (...args: unknown[]) => {
        const outermost = !sqlite.inTransaction;
        if (outermost) changedInTransaction = false;
        let result: unknown;
        try {
          result = variant(...args);
        } catch (err) {
          observer.failed(err);
          throw err;
        }
        if (outermost && changedInTransaction) observer.succeeded();
        return result;
      };
    const wrapped = wrap(native) as Transaction;
    for (const name of TRANSACTION_VARIANTS) {
      Object.defineProperty(wrapped, name, { value: wrap(native[name]) });
    }
    Object.defineProperty(wrapped, 'database', { value: sqlite });
    return wrapped;
  }) as typeof sqlite.transaction;
}
