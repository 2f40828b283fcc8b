import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { Health } from '../health.js';
import { findMigrationsFolder } from './migrations-folder.js';
import * as schema from './schema.js';
import type { WriteHealth } from './write-health.js';
import { wrapWritingStatements } from './writing-statements.js';

/** drizzle over the one better-sqlite3 connection (`$client`). */
export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export interface DatabaseHandle {
  db: Db;
  sqlite: Database.Database;
  close(): void;
}

/**
 * Opens (creating its folder) the SQLite file, sets the pragmas every connection needs and applies
 * pending migrations. One connection per process: better-sqlite3 is synchronous, so transactions
 * never interleave.
 */
export function openDatabase(path: string, options: { migrationsFolder?: string } = {}): DatabaseHandle {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new Database(path);
  try {
    sqlite.pragma('journal_mode = WAL');
    // FULL: a webhook is acknowledged only after its event is stored, and the provider will not
    // send it again, so a commit must survive a power cut, not only a process crash. (While the
    // event feed would bring it again, a webhook's commit need not: StoreOptions in event-store.ts.)
    sqlite.pragma('synchronous = FULL');
    // A checkpoint (copying the WAL into the database file) every 4,000 pages, 16 MB, instead of
    // SQLite's 1,000: a page changed by several commits is then written once, with a quarter of the
    // disk flushes (1.03x intake, measured while events were still keyed by their random id alone).
    // The WAL file keeps its largest size, so it takes up to 16 MB next to the database.
    sqlite.pragma('wal_autocheckpoint = 4000');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    // Before drizzle prepares anything: every statement of this connection is made through it.
    stepWritesToTheEnd(sqlite);
    const db = drizzle(sqlite, { schema });
    migrate(db, { migrationsFolder: options.migrationsFolder ?? findMigrationsFolder('sqlite') });
    return { db, sqlite, close: () => sqlite.close() };
  } catch (err) {
    sqlite.close();
    throw err;
  }
}

/**
 * A second connection to a SQLite file the process already opened (and migrated), for reading
 * only: the chart worker reads history through one without holding up the main process. WAL lets
 * it read while the main connection writes; it sees what was committed when each read starts.
 */
export function openReadOnly(path: string): DatabaseHandle {
  const sqlite = new Database(path, { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  return { db: drizzle(sqlite, { schema }), sqlite, close: () => sqlite.close() };
}

/**
 * A write read with `get()` (`INSERT … RETURNING`, `UPDATE … RETURNING`) outside a transaction
 * commits when the statement ends, and better-sqlite3 ends it after the first row by resetting it,
 * dropping the error of that reset. On a full disk the commit fails there: `get()` returned the new
 * row's id without throwing, and no row existed (SQLITE_FULL reached nobody). `all()` steps to the
 * end, where the commit's error is thrown like `run()`'s, so on this connection such a `get()` is an
 * `all()` that keeps its first row. Inside a transaction the COMMIT reports the failure already.
 */
function stepWritesToTheEnd(sqlite: Database.Database): void {
  wrapWritingStatements(sqlite, (statement) => {
    const get = statement.get.bind(statement);
    const all = statement.all.bind(statement);
    statement.get = (...params: unknown[]) => (sqlite.inTransaction ? get(...params) : all(...params)[0]);
  });
}

/**
 * Registers the `database` check of `/healthz`: a trivial query must answer and, when `writes` is
 * given, the last write must not have failed (a full disk still answers reads).
 */
export function registerDatabaseCheck(
  health: Pick<Health, 'register'>,
  database: DatabaseHandle,
  writes?: Pick<WriteHealth, 'check'>,
): void {
  health.register('database', () => {
    database.sqlite.prepare('SELECT 1').get();
    return writes?.check() ?? { ok: true };
  });
}
