import { ConfigError } from '../config.js';
import { openPostgres } from '../db/postgres.js';
import {
  createPostgresWriteHealth,
  isConnectionFailure,
  registerPostgresCheck,
} from '../db/postgres-health.js';
import type { Logger } from '../logger.js';
import { createPostgresNotifier, INBOX_CHANNEL } from '../pipeline/2-inbox/notifier-postgres.js';
import { postgresProblem, shownPostgresUrl } from '../start-problems.js';
import type { RepositoryOptions } from './repositories.js';
import { createPostgresRepositories } from './repositories-postgres.js';
import type { Store } from './store.js';

/** The store on PostgreSQL (see `openStore`, which loads this module only when `DATABASE_URL` is set). */
export async function openPostgresStore(
  url: string,
  log: Logger,
  options: RepositoryOptions,
): Promise<Store> {
  const handle = await openPostgres(url).catch((err: unknown) => {
    const problem = postgresProblem(err, url);
    throw problem ? new ConfigError([problem]) : err;
  });
  const writes = createPostgresWriteHealth(handle.pool, { log });
  const inboxWakeups = createPostgresNotifier({ pool: handle.pool, log, channel: INBOX_CHANNEL });
  return {
    dialect: 'postgres',
    shown: shownPostgresUrl(url) ?? 'PostgreSQL',
    repositories: createPostgresRepositories(handle.db, options, handle.coordination.db),
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
