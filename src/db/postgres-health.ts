import type pg from 'pg';
import type { Health } from '../health.js';
import {
  createWriteState,
  errorCode,
  probeRow,
  type WriteHealthOptions,
  type WriteState,
} from './write-health.js';

/**
 * Write health on PostgreSQL, like `createWriteHealth` on SQLite: a lost connection (database
 * restarted, network cut, server full or read-only) fails writes while hostcord itself runs on, so
 * every query through the pool is observed. A failure of these kinds sets the state (webhooks get
 * 503, `/healthz` says what to do), the next successful write clears it. A ping notices a lost
 * database while nothing queries; a probe write notices it is back while nothing writes.
 */

/** Node's words for a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** node-postgres says these without a code. */
const LOST = /Connection terminated|timeout exceeded when trying to connect|not queryable/i;
const CONNECTION_LOST = 'CONNECTION_LOST';

/**
 * SQLSTATE of the server's failures that are no fault of the query: 08 connection, 28 login
 * refused, 53 out of disk, memory or connections, 57P0x shutting down or starting, 58 I/O, and
 * 25006, a read-only server (a standby after a failover).
 */
function isServerFailure(code: string): boolean {
  return /^(08|28|53|57P|58)/.test(code) || code === '25006';
}

export function postgresCode(err: unknown): string {
  const code = errorCode(err);
  if (code) return code;
  return LOST.test(messageChain(err)) ? CONNECTION_LOST : '';
}

export function isConnectionFailure(err: unknown): boolean {
  const code = postgresCode(err);
  return NETWORK_CODES.has(code) || code === CONNECTION_LOST || isServerFailure(code);
}

function messageChain(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    parts.push(e.message);
  }
  return parts.join(' / ');
}

function fixFor(code: string): string {
  if (code === '53100') return 'free disk space on the PostgreSQL server';
  if (code === '53300')
    return 'PostgreSQL has no connection left: raise its max_connections or run fewer instances';
  if (code === '25006')
    return 'DATABASE_URL leads to a read-only server (a standby?): point it at the primary';
  if (code.startsWith('28'))
    return "PostgreSQL refused hostcord's login: check the user and password in DATABASE_URL";
  return 'check that PostgreSQL at DATABASE_URL is running and reachable from this machine';
}

export interface PostgresWriteHealthOptions extends WriteHealthOptions {
  /** How often the database is asked whether it still answers, while writes work. */
  pingIntervalMs?: number;
}

export function createPostgresWriteHealth(pool: pg.Pool, options: PostgresWriteHealthOptions) {
  const state = createWriteState({
    ...options,
    counts: isConnectionFailure,
    codeOf: postgresCode,
    fixFor,
    probe: () => probe(pool),
  });
  observePool(pool, state);
  const ping = setInterval(() => {
    if (!state.failing()) pool.query('SELECT 1').catch(() => undefined);
  }, options.pingIntervalMs ?? 10_000);
  ping.unref();
  return {
    failing: state.failing,
    check: state.check,
    stop(): void {
      clearInterval(ping);
      state.stop();
    },
  };
}

export type PostgresWriteHealth = ReturnType<typeof createPostgresWriteHealth>;

/** The `database` check of `/healthz` on PostgreSQL: write health and the pool's connections. */
export function registerPostgresCheck(
  health: Pick<Health, 'register'>,
  pool: pg.Pool,
  writes: Pick<PostgresWriteHealth, 'check'>,
): void {
  health.register('database', () => ({
    ...writes.check(),
    connections: pool.totalCount,
    waiting: pool.waitingCount,
  }));
}

async function probe(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken = false;
  try {
    const row = probeRow();
    await client.query('BEGIN');
    await client.query(
      'INSERT INTO kv (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      [row.key, row.value],
    );
    await client.query('DELETE FROM kv WHERE key = $1', [row.key]);
    await client.query('COMMIT');
  } catch (err) {
    broken = true;
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release(broken);
  }
}

type QueryResult = { command?: string; rowCount?: number | null };
const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/**
 * Wraps the pool's `query` (drizzle's statements outside transactions) and `connect` (its
 * transactions: each connection handed out is watched). A write counts as successful when it
 * changed a row and, inside a transaction, only once the transaction committed.
 */
function observePool(pool: pg.Pool, state: Pick<WriteState, 'failed' | 'succeeded'>): void {
  const watch = async (run: () => Promise<unknown>, tx?: { open: boolean; changed: boolean }) => {
    let result: unknown;
    try {
      result = await run();
    } catch (err) {
      state.failed(err);
      throw err;
    }
    const { command, rowCount } = (result ?? {}) as QueryResult;
    if (command === 'BEGIN' && tx) Object.assign(tx, { open: true, changed: false });
    else if (command === 'COMMIT' && tx) {
      if (tx.changed) state.succeeded();
      tx.open = false;
    } else if (command === 'ROLLBACK' && tx) tx.open = false;
    else if (command && WRITES.has(command) && (rowCount ?? 0) > 0) {
      if (tx?.open) tx.changed = true;
      else state.succeeded();
    }
    return result;
  };

  // Callback forms (used inside pg-pool itself) pass through unobserved: the promise forms are
  // what drizzle and hostcord call.
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((...args: unknown[]) =>
    typeof args.at(-1) === 'function' ? query(...args) : watch(() => query(...args))) as typeof pool.query;

  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((...args: unknown[]) => {
    if (typeof args[0] === 'function') return connect(...args);
    return watch(() => connect() as Promise<pg.PoolClient>).then((connected) => {
      const client = connected as pg.PoolClient;
      const watched = client as pg.PoolClient & { hostcordWatched?: boolean };
      if (watched.hostcordWatched) return client;
      watched.hostcordWatched = true;
      const tx = { open: false, changed: false };
      const clientQuery = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
      client.query = ((...args: unknown[]) =>
        typeof args.at(-1) === 'function'
          ? clientQuery(...args)
          : watch(() => clientQuery(...args), tx)) as typeof client.query;
      return client;
    });
  }) as typeof pool.connect;

  pool.on('error', (err) => state.failed(err));
}
