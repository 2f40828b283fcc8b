import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../src/db/postgres.js';
import { type PostgresServer, startPostgresServer } from './postgres-process.js';

/**
 * vitest's global setup: ONE PostgreSQL server for the whole run, from the binaries `npm ci`
 * installed (started by postgres-process.ts, also as root), on a free loopback port and a temporary
 * data folder; stopped and removed when the run ends, also when tests failed. Each test file makes
 * its own databases in it (`usePostgres` in postgres.ts), so files stay parallel.
 *
 * Migrating a database takes most of the time of making one (every migration of
 * `migrations/postgres`, ~0.2–0.4 s on a busy machine), so it is done once here: the database
 * `TEMPLATE` gets every migration, then is marked a template that nobody may connect to, and each
 * test database is a copy of it (`CREATE DATABASE … TEMPLATE`). `openPostgres` on a copy finds
 * every migration applied, as on a database an earlier start migrated.
 *
 * When the server cannot start, the run goes on and every test that asks for a database fails with
 * the reason: the SQLite tests still say what they know, and nothing is skipped in silence.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The server's admin URL and the name of the migrated template database, or why there is
     * none.
     */
    postgres: { url: string; template: string } | { error: string };
  }
}

const TEMPLATE = 'hostcord_template';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let server: PostgresServer | undefined;
  try {
    // Test data is thrown away: durability costs time and buys nothing here.
    server = await startPostgresServer({ durable: false });
    await makeTemplate(server.url);
    project.provide('postgres', { url: server.url, template: TEMPLATE });
  } catch (err) {
    await server?.stop();
    project.provide('postgres', {
      error: server ? server.explain(err) : err instanceof Error ? err.message : String(err),
    });
  }
  return async () => {
    await server?.stop();
  };
}

/**
 * Creates the template database with every migration applied, then closes every connection to it
 * (a template being copied must have none) and forbids new ones, so a test cannot change it.
 */
async function makeTemplate(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${TEMPLATE}"`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE}`;
    const handle = await openPostgres(templateUrl.toString());
    await handle.close();
    await admin.query(`ALTER DATABASE "${TEMPLATE}" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  } finally {
    await admin.end();
  }
}
