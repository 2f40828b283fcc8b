import { getTableColumns, type Placeholder, sql, type Table } from 'drizzle-orm';
import type { Db } from '../open.js';
import * as schema from '../schema.js';
import { type Executor, runSync, type Sql, type Step, type ValuesOf } from '../sql.js';

/**
 * SQLite's adapter: better-sqlite3 is synchronous, so each query runs when it is asked for and a
 * unit of work runs whole inside one synchronous transaction, where nothing can interleave (a
 * promise resolved with its result is returned only for the one interface).
 */
export function sqliteSql(db: Db): Sql {
  return {
    dialect: 'sqlite',
    db,
    t: schema,
    transaction: async (unit) => db.transaction((tx) => runSync(unit(tx), answer(tx))),
    steps: async (unit) => runSync(unit(db), answer(db)),
    all: async (query) => query.all() as never,
    get: async (query) => firstOf(query),
    run: async (query) => changesOf(query),
    prepare: (_name, query) => {
      const prepared = query.prepare() as { all(values: Record<string, unknown>): never };
      return async (values) => prepared.all(listsAsJson(values));
    },
    prepareRows: (table, write) => {
      const prepared = write(db, placeholdersOf(table)).prepare() as { run(row: unknown): unknown };
      return async (rows) => {
        if (rows.length === 0) return;
        db.transaction(() => {
          for (const row of rows) prepared.run(row);
        });
      };
    },
    inList: (column, name) => sql`${column} in (select value from json_each(${sql.placeholder(name)}))`,
  };
}

/** Every column of `table` as a named placeholder (the column's property name). */
function placeholdersOf<T extends Table>(table: T): ValuesOf<T> {
  return placeholdersFor(Object.keys(getTableColumns(table))) as ValuesOf<T>;
}

function placeholdersFor(keys: string[]): Record<string, Placeholder> {
  return Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)]));
}

/** A list's one bound value for `inList`: its JSON. */
function listsAsJson(values: Record<string, unknown>): Record<string, unknown> {
  const bound: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values))
    bound[key] = Array.isArray(value) ? JSON.stringify(value) : value;
  return bound;
}

/** Runs a unit synchronously on SQLite, inside the caller's own transaction. */
export function runSqlite<T>(db: Executor, unit: (db: Executor) => Generator<Step, T, unknown>): T {
  return runSync(unit(db), answer(db));
}

function answer(db: Executor): (step: Step) => unknown {
  return (step) => {
    switch (step.op) {
      case 'all':
        return step.query.all();
      case 'get':
        return firstOf(step.query);
      case 'run':
        return changesOf(step.query);
      case 'raw':
        return db.all(step.query);
      case 'lock':
        return undefined;
      case 'rows': {
        const keys = Object.keys(step.rows[0]!);
        const prepared = step.write(db, [placeholdersFor(keys)]).prepare() as { run(row: unknown): unknown };
        for (const row of step.rows) prepared.run(row);
        return undefined;
      }
    }
  };
}

function firstOf(query: { all(): unknown[] }): never {
  return (query as unknown as { get(): never }).get();
}

function changesOf(query: { run(): unknown }): number {
  return (query.run() as { changes: number }).changes;
}

/** A repository's database: its `Sql`, or a SQLite database, taken as its `Sql`. */
export type SqlOrDb = Sql | Db;

export function sqlOf(database: SqlOrDb): Sql {
  return 'dialect' in database && typeof database.dialect === 'string'
    ? (database as Sql)
    : sqliteSql(database as Db);
}
