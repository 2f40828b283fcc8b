import { type Config, ConfigError } from '../config.js';
import { type DatabaseHandle, openDatabase, registerDatabaseCheck } from '../db/open.js';
import { openPostgres, type PostgresHandle } from '../db/postgres.js';
import {
  createPostgresWriteHealth,
  isConnectionFailure,
  registerPostgresCheck,
} from '../db/postgres-health.js';
import { createWriteHealth, isStorageFailure, type WriteFailure } from '../db/write-health.js';
import type { CheckResult, Health } from '../health.js';
import type { Logger } from '../logger.js';
import { createNotifier, type Notifier } from '../pipeline/2-inbox/notifier.js';
import { createPostgresNotifier, INBOX_CHANNEL } from '../pipeline/2-inbox/notifier-postgres.js';
import { databaseProblem, postgresProblem, shownPostgresUrl } from '../start-problems.js';
import {
  createPostgresRepositories,
  createSqliteRepositories,
  type Repositories,
  type RepositoryOptions,
} from './repositories.js';

/** Wakes the dispatcher: in this process, and on PostgreSQL in every instance (LISTEN/NOTIFY). */
export interface Wakeups extends Notifier {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The opened database, whichever it is: its repositories, how its writes are doing (the webhook's
 * 503 and `/healthz` read it), which errors mean the database itself failed, and the wake-ups.
 */
export interface Store {
  dialect: 'sqlite' | 'postgres';
  /** Where the data is, as the start line and `/doctor` show it (never a password). */
  shown: string;
  repositories: Repositories;
  writes: { failing(): WriteFailure | undefined; check(): CheckResult; stop(): void };
  /** A failure of the database or the connection (not of one event): the dispatcher stops its pass. */
  isWriteFailure(err: unknown): boolean;
  /** Registers the `database` check of `/healthz`. */
  registerCheck(health: Pick<Health, 'register'>): void;
  /** New events stored: wakes the dispatcher here and, on PostgreSQL, in the other instances. */
  inboxWakeups: Wakeups;
  /** `ok`, or what is wrong: SQLite's quick check of the file; on PostgreSQL, whether it answers. */
  integrity(): Promise<string>;
  /** The SQLite file's handle (tests, scripts); undefined on PostgreSQL. */
  sqlite?: DatabaseHandle;
  /** The PostgreSQL pool's handle (tests); undefined on SQLite. */
  postgres?: PostgresHandle;
  close(): Promise<void>;
}

export interface StoreOptions extends RepositoryOptions {
  log: Logger;
}

/**
 * Opens the configured database: PostgreSQL when `DATABASE_URL` is set, else SQLite at
 * `DATABASE_PATH`; migrations are applied. A failure the operator fixes in the configuration
 * becomes a one-line `ConfigError` naming the variable.
 */
export async function openStore(
  config: Pick<Config, 'databasePath' | 'databaseUrl'>,
  options: StoreOptions,
): Promise<Store> {
  const log = options.log.child({ component: 'database' });
  return config.databaseUrl
    ? openPostgresStore(config.databaseUrl, log, options)
    : openSqliteStore(config.databasePath, log, options);
}

function openSqliteStore(path: string, log: Logger, options: RepositoryOptions): Store {
  let database: DatabaseHandle;
  try {
    database = openDatabase(path);
  } catch (err) {
    const problem = databaseProblem(err, path);
    throw problem ? new ConfigError([problem]) : err;
  }
  // Before any repository prepares its statements: every write is observed from here on.
  const writes = createWriteHealth(database.sqlite, { log });
  return {
    dialect: 'sqlite',
    shown: path,
    repositories: createSqliteRepositories(database.db, options),
    writes,
    isWriteFailure: isStorageFailure,
    registerCheck: (health) => registerDatabaseCheck(health, database, writes),
    inboxWakeups: { ...createNotifier(), start: async () => {}, stop: async () => {} },
    sqlite: database,
    integrity: async () => String(database.sqlite.pragma('quick_check', { simple: true })),
    async close() {
      writes.stop();
      database.close();
    },
  };
}

async function openPostgresStore(url: string, log: Logger, options: RepositoryOptions): Promise<Store> {
  const handle = await openPostgres(url).catch((err: unknown) => {
    const problem = postgresProblem(err, url);
    throw problem ? new ConfigError([problem]) : err;
  });
  const writes = createPostgresWriteHealth(handle.pool, { log });
  const inboxWakeups = createPostgresNotifier({ pool: handle.pool, log, channel: INBOX_CHANNEL });
  return {
    dialect: 'postgres',
    shown: shownPostgresUrl(url) ?? 'PostgreSQL',
    repositories: createPostgresRepositories(handle.db, options),
    writes,
    isWriteFailure: isConnectionFailure,
    registerCheck: (health) => registerPostgresCheck(health, handle.pool, writes),
    inboxWakeups,
    postgres: handle,
    integrity: async () => {
      await handle.pool.query('SELECT 1');
      return 'ok';
    },
    async close() {
      writes.stop();
      await inboxWakeups.stop();
      await handle.close();
    },
  };
}
