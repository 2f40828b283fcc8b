import { join } from 'node:path';
import { afterEach } from 'vitest';
import { openDatabase } from '../../src/db/open.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { openPostgres } from '../../src/db/postgres.js';
import { createRestartRuns, type RestartRuns } from '../../src/db/restart-runs.js';
import { createRestartSchedules, type RestartSchedules } from '../../src/db/restart-schedules.js';
import { usePostgres } from './postgres.js';
import { useTempDir } from './temp-dir.js';

/** One process's planned-restart repositories, on its own connection (or pool). */
export interface RestartStores {
  runs: RestartRuns;
  schedules: RestartSchedules;
}

/** A fresh database with one process's repositories, and a way to open a second process on it. */
export interface RestartDatabase extends RestartStores {
  /** Another process on the same database: its own connection (SQLite) or pool (PostgreSQL). */
  another(): Promise<RestartStores>;
}

/**
 * The planned-restart repositories on both databases, for one contract test run by
 * `describe.each`: a SQLite file in a temp folder, or a new PostgreSQL database of the test run's
 * server. Everything opened is closed after each test.
 */
export function useRestartDatabases(): Array<[string, () => Promise<RestartDatabase>]> {
  const tempDir = useTempDir();
  const postgres = usePostgres();
  const closers: Array<() => unknown> = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  async function sqlite(): Promise<RestartDatabase> {
    const path = join(tempDir(), 'hostcord.db');
    const open = async (): Promise<RestartStores> => {
      const handle = openDatabase(path);
      closers.push(() => handle.close());
      return { runs: createRestartRuns(handle.db), schedules: createRestartSchedules(handle.db) };
    };
    return { ...(await open()), another: open };
  }

  async function pg(): Promise<RestartDatabase> {
    const url = await postgres.createDatabase();
    const open = async (): Promise<RestartStores> => {
      const handle = await openPostgres(url);
      closers.push(() => handle.close());
      return {
        runs: createRestartRuns(postgresSql(handle.db)),
        schedules: createRestartSchedules(postgresSql(handle.db)),
      };
    };
    return { ...(await open()), another: open };
  }

  return [
    ['SQLite', sqlite],
    ['PostgreSQL', pg],
  ];
}
