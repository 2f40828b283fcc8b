import { type Config, ConfigError } from '../config.js';
import { type DatabaseHandle, openDatabase, registerDatabaseCheck } from '../db/open.js';
import { createWriteHealth, isStorageFailure } from '../db/write-health.js';
import type { Logger } from '../logger.js';
import { createNotifier } from '../pipeline/2-inbox/notifier.js';
import { databaseProblem } from '../start-problems.js';
import { createSqliteRepositories, type RepositoryOptions } from './repositories.js';
import type { Store } from './store.js';

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
  if (!config.databaseUrl) return openSqliteStore(config.databasePath, log, options);
  // Loaded only here: node-postgres and PostgreSQL's modules are no weight on SQLite.
  const { openPostgresStore } = await import('./open-postgres.js');
  return openPostgresStore(config.databaseUrl, log, options);
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
