import { sql } from 'drizzle-orm';
import { integer, type SQLiteColumn, text } from 'drizzle-orm/sqlite-core';

/**
 * The kinds of column `schema.ts` is written in. Each says what it is on SQLite; what PostgreSQL
 * stores differently is marked here, and `schema-postgres.ts` turns every kind into its PostgreSQL
 * column (integer ↔ integer, text ↔ text, JSON ↔ jsonb unless marked, a default by its own form).
 */

/** Now in Unix milliseconds (PostgreSQL's form: schema-postgres.ts). */
export const now = sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`;
/** The empty JSON list, default of `list()` columns (`[]` on PostgreSQL). */
export const EMPTY_LIST = sql`'[]'`;

/** The PostgreSQL type of a column when it is not the one its SQLite type implies. */
export type PostgresType = 'bigint' | 'json';

// drizzle hands a builder's config object to the column it builds (a protected member in its
// types), so a mark on the builder is found on the column without changing either.
const marks = new WeakMap<object, PostgresType>();
const configOf = (builderOrColumn: unknown) => (builderOrColumn as { config: object }).config;

function onPostgres<B>(type: PostgresType, builder: B): B {
  marks.set(configOf(builder), type);
  return builder;
}

/** What `onPostgres` marked the column as, if anything (schema-postgres.ts). */
export function postgresTypeOf(column: SQLiteColumn): PostgresType | undefined {
  return marks.get(configOf(column));
}

/**
 * A whole number that may pass 2^31: 64-bit on both databases, a `bigint` read as a JS number
 * (exact below 2^53) on PostgreSQL, where `integer` is 32-bit. Counters, ids and small values stay
 * `integer()`.
 */
export const big = (name: string) => onPostgres('bigint', integer(name));
/** Unix milliseconds, or a duration in ms that may pass 24 days: `big`. */
export const ms = big;
/**
 * Ids the database counts up: an identity column "by default" on PostgreSQL, so a row copied from
 * SQLite keeps its id.
 */
export const id = () => integer('id').primaryKey({ autoIncrement: true });
/** A JSON array kept as text (`jsonb` on PostgreSQL); `EMPTY_LIST` is its empty default. */
export const list = <T>(name: string) => text(name, { mode: 'json' }).$type<T[]>();
/**
 * JSON kept exactly as written: `json` on PostgreSQL, not `jsonb`, which refuses some text a JSON
 * string may carry (`\u0000`). Other JSON columns are `jsonb`: drizzle reads and writes both as JS
 * values, and hostcord never relies on key order or whitespace inside them (jsonb keeps neither).
 */
export const verbatimJson = <T>(name: string) => onPostgres('json', text(name, { mode: 'json' }).$type<T>());
