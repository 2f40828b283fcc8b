import pg from 'pg';
import type { PostgresServer } from '../../test/support/postgres-process.js';

/** A new empty database on the benchmark's PostgreSQL server; hostcord migrates it at start. */
export async function createDatabase(server: PostgresServer, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return url.toString();
}
