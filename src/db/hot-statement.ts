import { type AnyColumn, getTableColumns, is, Param, Placeholder, sql, type Table } from 'drizzle-orm';
import type { Db } from './open.js';

/**
 * A statement on the webhook path, written with drizzle's query builder (so the SQL follows the
 * schema) but run by better-sqlite3 directly: drizzle's prepared queries fill placeholders and map
 * results on every run, which cost more than the insert itself per delivery under load
 * (bench:intake's profile). Only for writes with named placeholders, each bound as drizzle would
 * (through the column's encoder).
 */
export function prepareHotWrite(
  db: Db,
  query: { toSQL(): { sql: string; params: unknown[] } },
): (values: Record<string, unknown>) => { changes: number } {
  const { sql, params } = query.toSQL();
  const binds = params.map((param) => {
    const wrapped = is(param, Param) ? param : undefined;
    const value = wrapped ? wrapped.value : param;
    if (!is(value, Placeholder))
      throw new Error(`prepareHotWrite: every value must be a placeholder (${sql})`);
    return { name: value.name, encode: (v: unknown) => (wrapped ? wrapped.encoder.mapToDriverValue(v) : v) };
  });
  const statement = db.$client.prepare(sql);
  return (values) => statement.run(...binds.map((bind) => bind.encode(values[bind.name])));
}

/**
 * Every column of `table` as a named placeholder (the column's property name): the values of an
 * insert prepared once and run with a whole row, e.g. `db.insert(t).values(placeholdersOf(t)).prepare()`.
 */
export function placeholdersOf<T extends Table>(table: T): { [K in keyof T['$inferInsert']]-?: Placeholder } {
  return Object.fromEntries(
    Object.keys(getTableColumns(table)).map((key) => [key, sql.placeholder(key)]),
  ) as { [K in keyof T['$inferInsert']]-?: Placeholder };
}

/**
 * A list of ids as one bound value (`json_each`), so that each statement's text is the same for any
 * number of servers and is prepared once: building and preparing the query cost more than running
 * it for a page of 50 servers (bench:statuspage's profile). SQLite only.
 */
export const inJsonList = (column: AnyColumn, name: string) =>
  sql`${column} in (select value from json_each(${sql.placeholder(name)}))`;
