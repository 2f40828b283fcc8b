import type { RunResult } from 'better-sqlite3';
import type { AnyColumn, Placeholder, SQL, Table } from 'drizzle-orm';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type * as schema from './schema.js';

/**
 * The one interface every repository is written against (src/db/README.md, "How a repository is
 * written"). Queries are built with drizzle's builder, typed as SQLite's: PostgreSQL's builder takes
 * the same calls, and `schema-postgres.ts` builds the same tables and columns from `schema.ts`.
 * What differs is how a query runs, and a transaction: that is the adapter's (sqlite/sql.ts,
 * postgres/sql.ts).
 */
export interface Sql {
  readonly dialect: 'sqlite' | 'postgres';
  /** The database, outside any transaction. */
  readonly db: Executor;
  /** This database's tables. */
  readonly t: Tables;
  /** Runs a unit of work in one transaction: it commits whole or not at all. */
  transaction<T>(unit: (db: Executor) => Unit<T>): Promise<T>;
  /** Runs a unit of work without a transaction, each step on its own. */
  steps<T>(unit: (db: Executor) => Unit<T>): Promise<T>;
  /** Every row of one query (a select, or a write with `.returning()`). */
  all<Q extends Rows>(query: Q): Promise<RowsOf<Q>>;
  /** The first row of one query, if any. */
  get<Q extends Rows>(query: Q): Promise<RowsOf<Q>[number] | undefined>;
  /** Runs a write; resolves with how many rows it changed. */
  run(query: Runnable): Promise<number>;
  /**
   * A select prepared once (named `name` on PostgreSQL, once per pooled connection), run with
   * the values of its `sql.placeholder`s.
   */
  prepare<Q extends Rows & { prepare(): unknown }>(
    name: string,
    query: Q,
  ): (values: Record<string, unknown>) => Promise<RowsOf<Q>>;
  /**
   * A write of many rows of `table`, all in one transaction, by the insert `write` builds on the
   * values it is given: on SQLite one statement prepared once and run per row (building a statement
   * per row cost more than writing it, bench:players' profile), on PostgreSQL multi-row statements
   * (one round trip each).
   */
  prepareRows<T extends Table>(
    table: T,
    write: (db: Executor, values: ValuesOf<T>) => Runnable & { prepare(): unknown },
  ): (rows: readonly T['$inferInsert'][]) => Promise<void>;
  /**
   * `column IN` the list bound to the placeholder `name` as one value (SQLite's `json_each`,
   * PostgreSQL's `= any`), so that a statement's text is the same for any number of ids and is
   * prepared once; pass the list itself as the value.
   */
  inList(column: AnyColumn, name: string): SQL;
}

/** An insert's values: every column as a named placeholder (SQLite), or a slice of rows (PostgreSQL). */
export type ValuesOf<T extends Table> = { [K in keyof T['$inferInsert']]-?: Placeholder };

export type Tables = typeof schema;

/** The database or a transaction on it, to build queries on (typed as SQLite's; see `Sql`). */
export type Executor = BaseSQLiteDatabase<'sync', RunResult, typeof schema>;

/** A query that gives rows (SQLite's builder has `.all()`, PostgreSQL's resolves to them). */
export interface Rows {
  all(): unknown[];
}
export type RowsOf<Q extends Rows> = ReturnType<Q['all']>;
/** A write (SQLite's builder has `.run()`, PostgreSQL's resolves to a result with `rowCount`). */
export interface Runnable {
  run(): unknown;
}

/**
 * What a unit of work asks of the database, one step at a time. A unit is written once, as a
 * generator that yields these steps (the dispatcher's routing is the model); each adapter runs it
 * inside its own kind of transaction: SQLite synchronously (nothing can interleave), PostgreSQL
 * with an await per step.
 */
export type Step =
  | { op: 'all'; query: Rows; lock?: RowLock }
  | { op: 'get'; query: Rows; lock?: RowLock }
  | { op: 'run'; query: Runnable }
  | { op: 'raw'; query: SQL }
  | { op: 'lock'; key: string }
  | { op: 'rows'; rows: readonly object[]; write: WriteRows<object> };

/**
 * A select's rows locked until the transaction ends (PostgreSQL's `FOR UPDATE`, `SKIP LOCKED`: rows
 * another transaction holds are left out); nothing on SQLite, where one transaction runs at a time.
 */
export type RowLock = 'update' | 'skip-locked';

/** A unit of work: yields steps, gets their answers back, returns its result. */
export type Unit<T> = Generator<Step, T, unknown>;

/** `const rows = yield* all(db.select()…)` */
export function* all<Q extends Rows>(query: Q, lock?: RowLock): Unit<RowsOf<Q>> {
  return (yield { op: 'all', query, ...(lock && { lock }) }) as RowsOf<Q>;
}

/** `const row = yield* get(db.select()…)`: the first row, if any. */
export function* get<Q extends Rows>(query: Q, lock?: RowLock): Unit<RowsOf<Q>[number] | undefined> {
  return (yield { op: 'get', query, ...(lock && { lock }) }) as RowsOf<Q>[number] | undefined;
}

/** `const changed = yield* run(db.update()…)`: how many rows the write changed. */
export function* run(query: Runnable): Unit<number> {
  return (yield { op: 'run', query }) as number;
}

/** The rows of a raw statement (a few expressions drizzle's builder cannot say). */
export function* raw<R>(query: SQL): Unit<R[]> {
  return (yield { op: 'raw', query }) as R[];
}

/**
 * A write of a list of rows (an insert's values, the keys of rows to update), built on the list it
 * is given: on SQLite one row of named placeholders (each a property of the rows), on PostgreSQL a
 * slice of the rows.
 */
export type WriteRows<R extends object> = (
  db: Executor,
  rows: readonly R[],
) => Runnable & { prepare(): unknown };

/**
 * `yield* eachRow(rows, (d, list) => d.insert(t.outbox).values([...list]))`: a write of many rows
 * (every row with the same properties), as `prepareRows` writes them: on SQLite the statement built
 * for one row of placeholders, prepared once and run per row (building one statement of a hundred
 * rows cost SQLite's dispatcher more than writing them), on PostgreSQL multi-row statements.
 */
export function* eachRow<R extends object>(rows: readonly R[], write: WriteRows<R>): Unit<void> {
  if (rows.length > 0) yield { op: 'rows', rows, write: write as WriteRows<object> };
}

/**
 * Makes the transaction's count-then-write steps for `key` (a guild's boards, a member's codes) run
 * one transaction at a time. On PostgreSQL an advisory lock held until the transaction ends (READ
 * COMMITTED lets two transactions count the same rows and both insert, passing a limit of
 * src/limits.ts together); SQLite's one connection runs one transaction at a time anyway.
 */
export function* lock(key: string): Unit<void> {
  yield { op: 'lock', key };
}

/** Runs a unit synchronously, each step answered by `answer`. */
export function runSync<S, T>(unit: Generator<S, T, unknown>, answer: (step: S) => unknown): T {
  let next = unit.next();
  while (!next.done) next = unit.next(answer(next.value));
  return next.value;
}

/** Runs a unit with each step awaited. */
export async function runAsync<S, T>(
  unit: Generator<S, T, unknown>,
  answer: (step: S) => Promise<unknown>,
): Promise<T> {
  let next = unit.next();
  while (!next.done) next = unit.next(await answer(next.value));
  return next.value;
}
