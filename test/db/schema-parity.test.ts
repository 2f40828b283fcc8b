import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { getTableColumns, is, type Table } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import * as sqlite from '../../src/db/schema.js';
import * as postgres from '../../src/db/schema-postgres.js';
import { usePostgres } from '../support/postgres.js';

/**
 * schema-postgres.ts builds PostgreSQL's tables from schema.ts. Two things can drift: the tables it
 * builds and the database `migrations/postgres` makes (a schema change without `npm run
 * db:generate`, a migration edited by hand, a translation rule changed), and the JS values a
 * column holds on each database, which the repositories rely on (they run the same queries on both).
 */

const databases = usePostgres();

/** What PostgreSQL itself says of every table of a database: columns, constraints, indexes. */
async function catalogOf(url: string): Promise<Record<string, unknown[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const query = async (text: string) => (await client.query(text)).rows;
    return {
      columns: await query(`
        SELECT table_name, column_name, data_type, is_nullable, column_default,
               is_identity, identity_generation, identity_start, identity_increment
        FROM information_schema.columns WHERE table_schema = 'public'
        ORDER BY table_name, column_name`),
      constraints: await query(`
        SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS definition
        FROM pg_constraint WHERE connamespace = 'public'::regnamespace
        ORDER BY table_name, conname`),
      indexes: await query(`
        SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'
        ORDER BY tablename, indexname`),
    };
  } finally {
    await client.end();
  }
}

/** An empty database given the tables of schema-postgres.ts as drizzle-kit would create them. */
async function declaredDatabase(): Promise<string> {
  const url = await databases.createDatabase({ empty: true });
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(postgres));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
  return url;
}

describe('the PostgreSQL schema built from schema.ts', () => {
  it('is the database its migrations make: columns, types, defaults, identities, keys, indexes', async () => {
    const migrated = await catalogOf(await databases.createDatabase());
    const declared = await catalogOf(await declaredDatabase());
    expect(declared).toEqual(migrated);
    // Guards the comparison itself: both databases have every table of schema.ts.
    const tables = new Set(migrated.columns!.map((c) => (c as { table_name: string }).table_name));
    const sqliteTables = Object.values(sqlite).filter((t) => is(t, SQLiteTable));
    expect(tables.size).toBe(sqliteTables.length);
    expect(migrated.indexes!.length).toBeGreaterThan(tables.size);
  });

  it('exports every table of schema.ts, each column holding the JS values it holds on SQLite', () => {
    const kinds = (table: Table) =>
      Object.fromEntries(Object.entries(getTableColumns(table)).map(([k, c]) => [k, c.dataType]));
    for (const [name, table] of Object.entries(sqlite)) {
      if (!is(table, SQLiteTable)) continue;
      const twin = (postgres as Record<string, Table>)[name];
      expect(twin, name).toBeDefined();
      expect(kinds(twin!), name).toEqual(kinds(table));
    }
  });
});
