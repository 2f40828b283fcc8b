import { type Column, getTableName, is, type SQL, type Table } from 'drizzle-orm';
import { PgDialect, PgTable, getTableConfig as pgTableConfig } from 'drizzle-orm/pg-core';
import { SQLiteSyncDialect, SQLiteTable, getTableConfig as sqliteTableConfig } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as sqlite from '../../src/db/schema.js';
import * as postgres from '../../src/db/schema-postgres.js';

/**
 * The two schemas describe the same database: same tables, columns, keys and indexes, in types
 * that mean the same to the repositories. A table or column added to one file only fails here.
 */

type Kind = 'text' | 'integer' | 'json';

/** What a repository sees of a column's type: text, a whole number, or a JSON value. */
const KINDS: Record<string, Kind> = {
  SQLiteText: 'text',
  SQLiteInteger: 'integer',
  SQLiteTextJson: 'json',
  PgText: 'text',
  PgInteger: 'integer',
  PgBigInt53: 'integer',
  PgJsonb: 'json',
  PgJson: 'json',
};

interface Shape {
  columns: Record<
    string,
    { kind: Kind | string; notNull: boolean; primaryKey: boolean; hasDefault: boolean; generatedId: boolean }
  >;
  indexes: Record<string, { columns: string[]; unique: boolean; where: string | undefined }>;
  foreignKeys: string[];
  uniqueConstraints: string[][];
  compositePrimaryKeys: string[][];
}

interface Config {
  name: string;
  columns: Column[];
  indexes: Array<{ config: { name: string; unique: boolean; columns: unknown[]; where?: SQL } }>;
  foreignKeys: Array<{
    reference(): { columns: Column[]; foreignTable: Table; foreignColumns: Column[] };
    onDelete?: string;
  }>;
  uniqueConstraints: Array<{ columns: Column[] }>;
  primaryKeys: Array<{ columns: Column[] }>;
}

function shapeOf(config: Config, render: (where: SQL) => string, generatedId: (c: Column) => boolean): Shape {
  const names = (columns: unknown[]) => columns.map((c) => (c as Column).name);
  return {
    columns: Object.fromEntries(
      config.columns.map((c) => [
        c.name,
        {
          kind: KINDS[c.columnType] ?? `unmapped ${c.columnType}`,
          notNull: c.notNull,
          primaryKey: c.primary,
          hasDefault: c.hasDefault,
          generatedId: generatedId(c),
        },
      ]),
    ),
    indexes: Object.fromEntries(
      config.indexes.map(({ config: index }) => [
        index.name,
        {
          columns: names(index.columns),
          unique: index.unique,
          where: index.where && render(index.where),
        },
      ]),
    ),
    foreignKeys: config.foreignKeys.map((fk) => {
      const ref = fk.reference();
      return `${names(ref.columns)} -> ${getTableName(ref.foreignTable)}(${names(ref.foreignColumns)}) on delete ${fk.onDelete ?? 'no action'}`;
    }),
    uniqueConstraints: config.uniqueConstraints.map((u) => names(u.columns)),
    compositePrimaryKeys: config.primaryKeys.map((pk) => names(pk.columns)),
  };
}

function sqliteShapes(): Record<string, Shape> {
  const dialect = new SQLiteSyncDialect();
  const tables = Object.values(sqlite).filter((t) => is(t, SQLiteTable));
  return Object.fromEntries(
    tables.map((t) => {
      const config = sqliteTableConfig(t) as unknown as Config;
      const shape = shapeOf(
        config,
        (where) => dialect.sqlToQuery(where).sql,
        (c) => (c as Column & { autoIncrement?: boolean }).autoIncrement === true,
      );
      return [config.name, shape];
    }),
  );
}

function postgresShapes(): Record<string, Shape> {
  const dialect = new PgDialect();
  const tables = Object.values(postgres).filter((t) => is(t, PgTable));
  return Object.fromEntries(
    tables.map((t) => {
      const config = pgTableConfig(t) as unknown as Config;
      const shape = shapeOf(
        config,
        (where) => dialect.sqlToQuery(where).sql,
        (c) => (c as Column & { generatedIdentity?: unknown }).generatedIdentity !== undefined,
      );
      return [config.name, shape];
    }),
  );
}

describe('the SQLite and PostgreSQL schemas', () => {
  const fromSqlite = sqliteShapes();
  const fromPostgres = postgresShapes();

  it('have the same tables', () => {
    expect(Object.keys(fromPostgres).sort()).toEqual(Object.keys(fromSqlite).sort());
    // Guards the comparison itself: both modules were read, every table of schema.ts is here.
    expect(Object.keys(fromSqlite)).toContain('restart_runs');
    expect(Object.keys(fromSqlite).length).toBeGreaterThanOrEqual(16);
  });

  it.each(Object.keys(fromSqlite))(
    '%s: same columns (kind, null, default, key), indexes and references',
    (name) => {
      const a = fromSqlite[name]!;
      expect(fromPostgres[name]).toEqual(a);
      for (const [column, shape] of Object.entries(a.columns))
        expect(shape.kind, column).not.toMatch(/^unmapped/);
    },
  );
});
