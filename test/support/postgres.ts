import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';

/**
 * Databases of the test run's PostgreSQL server (started once by postgres-server.ts): each call of
 * `createDatabase` makes a new, empty one and returns its URL; all are dropped after the file.
 * Fails the test, with the server's reason, when the server did not start.
 */
export function usePostgres(): { createDatabase(): Promise<string> } {
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
    async createDatabase(): Promise<string> {
      const name = `hostcord_test_${process.pid}_${randomBytes(4).toString('hex')}`;
      await admin((client) => client.query(`CREATE DATABASE "${name}"`));
      created.push(name);
      const url = new URL(serverUrl());
      url.pathname = `/${name}`;
      return url.toString();
    },
  };
}

function serverUrl(): string {
  const server = inject('postgres');
  if ('error' in server)
    throw new Error(`The PostgreSQL server of the test run did not start: ${server.error}`);
  return server.url;
}
