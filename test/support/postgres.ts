import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';

export interface CreateDatabaseOptions {
  /**
   * A database without any table (`openPostgres` then applies every migration), for tests of
   * migrating from nothing. By default the database is a copy of the run's migrated template.
   */
  empty?: boolean;
}

/**
 * Databases of the test run's PostgreSQL server (started once by postgres-server.ts): each call of
 * `createDatabase` makes a new one and returns its URL; all are dropped after the file. A new
 * database is a copy of the template the global setup migrated (every table, no rows), or empty
 * with `{ empty: true }`. Fails the test, with the server's reason, when the server did not start.
 */
export function usePostgres(): { createDatabase(options?: CreateDatabaseOptions): Promise<string> } {
  const created: string[] = [];

  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: serverUrl() });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  afterAll(async () => {
    if (created.length === 0) return;
    await admin(async (client) => {
      for (const name of created.splice(0))
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });
  });

  return {
    async createDatabase(options: CreateDatabaseOptions = {}): Promise<string> {
      const server = serverInfo();
      const name = `hostcord_test_${process.pid}_${randomBytes(4).toString('hex')}`;
      const template = options.empty ? '' : ` TEMPLATE "${server.template}"`;
      await admin((client) => client.query(`CREATE DATABASE "${name}"${template}`));
      created.push(name);
      const url = new URL(server.url);
      url.pathname = `/${name}`;
      return url.toString();
    },
  };
}

function serverInfo(): { url: string; template: string } {
  const server = inject('postgres');
  if ('error' in server)
    throw new Error(`The PostgreSQL server of the test run did not start: ${server.error}`);
  return server;
}

function serverUrl(): string {
  return serverInfo().url;
}
