import { getTableColumns, sql } from 'drizzle-orm';
import type { PgDb } from '../postgres.js';
import * as schema from '../schema-postgres.js';
import {
  type Executor,
  type RowLock,
  runAsync,
  type Sql,
  type Step,
  type Tables,
  type Unit,
} from '../sql.js';

/** A transaction of the pool. */
export type PgTx = Parameters<Parameters<PgDb['transaction']>[0]>[0];
/** The pool or a transaction on it. */
export type PgExecutor = PgDb | PgTx;

/** The `lock` step (sql.ts): an advisory lock held until the transaction ends. */
async function lockFor(tx: PgExecutor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** `schema-postgres.ts`'s tables, typed as those every repository is written against (`Sql`). */
export const tables = schema as unknown as Tables;

/** Runs a unit inside a transaction the caller holds (the intake's batch, routing). */
export function runPostgres<T>(tx: PgExecutor, unit: (db: Executor) => Unit<T>): Promise<T> {
  return runAsync(unit(tx as unknown as Executor), answer(tx));
}

/**
 * PostgreSQL's adapter: the same queries (drizzle's PostgreSQL builder takes the calls SQLite's
 * does, over `schema-postgres.ts`'s tables of the same names), each awaited; a unit of work runs
 * inside one `BEGIN … COMMIT` on one pooled connection, with an await per step.
 */
export function postgresSql(db: PgDb): Sql {
  return {
    dialect: 'postgres',
    db: db as unknown as Executor,
    t: tables,
    transaction: (unit) => db.transaction((tx) => runAsync(unit(tx as unknown as Executor), answer(tx))),
    steps: (unit) => runAsync(unit(db as unknown as Executor), answer(db)),
    all: async (query) => (await query) as never,
    get: async (query) => ((await query) as unknown as never[])[0],
    run: async (query) => rowCountOf(await query),
    prepare: (name, query) => {
      const prepare = query.prepare as unknown as (name: string) => {
        execute(values: unknown): Promise<never>;
      };
      const prepared = prepare.call(query, name);
      return (values) => prepared.execute(values);
    },
    prepareRows: (table, write) => {
      const columns = Object.keys(getTableColumns(table)).length;
      return async (rows) => {
        if (rows.length === 0) return;
        await db.transaction((tx) =>
          inSlices(rows, columns, (slice) => write(tx as unknown as Executor, slice as never)),
        );
      };
    },
    inList: (column, name) => sql`${column} = any(${sql.placeholder(name)})`,
  };
}

function answer(db: PgExecutor): (step: Step) => Promise<unknown> {
  return async (step) => {
    switch (step.op) {
      case 'all':
        return await locked(step.query, step.lock);
      case 'get':
        return ((await locked(step.query, step.lock)) as unknown[])[0];
      case 'run':
        return rowCountOf(await step.query);
      case 'raw':
        return (await db.execute(step.query)).rows;
      case 'lock':
        return lockFor(db, step.key);
      case 'rows': {
        const columns = Object.keys(step.rows[0]!).length;
        return inSlices(step.rows, columns, (slice) => step.write(db as unknown as Executor, slice));
      }
    }
  };
}

/** Rows written a slice per statement: PostgreSQL binds at most 65,535 values a statement. */
async function inSlices<R>(rows: readonly R[], columns: number, write: (slice: R[]) => unknown) {
  const size = Math.floor(60_000 / columns);
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** The select with its `FOR UPDATE` clause (see `RowLock`). */
function locked(query: unknown, lock: RowLock | undefined): unknown {
  if (!lock) return query;
  const select = query as { for(strength: 'update', config?: { skipLocked: true }): unknown };
  return select.for('update', lock === 'skip-locked' ? { skipLocked: true } : undefined);
}

function rowCountOf(result: unknown): number {
  return (result as { rowCount: number | null }).rowCount ?? 0;
}
