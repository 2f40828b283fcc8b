import { type AnyColumn, and, asc, desc, eq, gte, inArray, lt, type Placeholder, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { historyRollups, type historySamples } from './schema.js';
import type { Sql } from './sql.js';
import { type SqlOrDb, sqlOf } from './sqlite/sql.js';
import { replacedBy } from './upsert.js';

/** On conflict, every measured column takes the value of the row being written. */
const REPLACE = replacedBy(historyRollups, [
  'cpuMinTenths',
  'cpuAvgTenths',
  'cpuMaxTenths',
  'memoryMinKib',
  'memoryAvgKib',
  'memoryMaxKib',
  'memoryMb',
  'playersMin',
  'playersAvg',
  'playersMax',
  'playersCapacity',
  'upMs',
  'observedMs',
]);

/** A server's rollups summed over a range: time up and observed, in ms. */
export interface ServerUptimeSums {
  serverKey: number;
  upMs: number;
  observedMs: number;
}

/** The same per UTC day: `day` in seconds at its start. */
export interface DayUptimeSums extends ServerUptimeSums {
  day: number;
}

type RollupColumns = { serverKey: AnyColumn; bucket: AnyColumn; upMs: AnyColumn; observedMs: AnyColumn };

/** Grouped sums of either dialect's rollups table. */
function uptimeColumns(rollups: RollupColumns) {
  return {
    serverKey: sql<number>`${rollups.serverKey}`,
    upMs: sql<number>`coalesce(sum(${rollups.upMs}), 0)`,
    observedMs: sql<number>`coalesce(sum(${rollups.observedMs}), 0)`,
  };
}

/** A bucket's UTC day, in seconds (buckets are seconds; integer division on both databases). */
const dayOf = (rollups: RollupColumns) => sql<number>`(${rollups.bucket} / 86400) * 86400`;

/**
 * A server's newest sample (seconds), one index seek per server: a subquery per row of
 * history_servers, where `max(at)` grouped over the samples would read every sample of 48 hours.
 */
const newestSample = (servers: { id: AnyColumn }, samples: { serverKey: AnyColumn; at: AnyColumn }) =>
  sql<
    number | null
  >`(select ${samples.at} from ${samples} where ${samples.serverKey} = ${servers.id} order by ${samples.at} desc limit 1)`;

const inRange = (rollups: RollupColumns, serverKeys: number[], from: number, to: number) =>
  and(inArray(rollups.serverKey, serverKeys), gte(rollups.bucket, from), lt(rollups.bucket, to));

/** PostgreSQL's sums of bigints come back as text (src/db/README.md). */
const numbersOf = <T extends ServerUptimeSums>(row: T): T => {
  const out = { ...row };
  for (const key of Object.keys(out) as Array<keyof T>) out[key] = Number(out[key]) as T[keyof T];
  return out;
};

/** A server's rows of `table` whose time (`at`, `bucket`) is in `[from, to)`. */
const within = (table: Timed, time: AnyColumn, serverKey: Value, from: Value, to: Value) =>
  and(eq(table.serverKey, serverKey), gte(time, from), lt(time, to));

type Timed = typeof historySamples | typeof historyRollups;
type Value = number | Placeholder;

export type SampleRow = typeof historySamples.$inferSelect;
export type RollupRow = typeof historyRollups.$inferSelect;

/**
 * Samples and rollups of server history (src/history says what they mean), the same on both
 * databases (src/db/README.md). Times here are what the tables hold: seconds since the epoch;
 * ranges are `[from, to)`.
 */
export interface AsyncHistoryStore {
  /** The small key standing for a server in the other two tables; made on first use. */
  keyOf(serverId: string): Promise<number>;
  findKey(serverId: string): Promise<number | undefined>;
  keys(): Promise<Array<{ id: number; serverId: string }>>;
  /** Samples already stored (same server and second) are kept as they are. */
  addSamples(rows: SampleRow[]): Promise<void>;
  lastSampleAt(serverKey: number): Promise<number | undefined>;
  firstSampleAt(serverKey: number): Promise<number | undefined>;
  samples(serverKey: number, from: number, to: number): Promise<SampleRow[]>;
  /** Writes rollups, replacing those of the same server and bucket, in one transaction. */
  putRollups(rows: RollupRow[]): Promise<void>;
  lastRollupBucket(serverKey: number): Promise<number | undefined>;
  rollups(serverKey: number, from: number, to: number): Promise<RollupRow[]>;
  /** Time up and time observed (ms) of the rollups whose bucket starts in `[from, to)`. */
  uptimeSums(serverKey: number, from: number, to: number): Promise<{ upMs: number; observedMs: number }>;
  /** The keys of these servers (those that have one), in one query. */
  findKeys(serverIds: string[]): Promise<Array<{ id: number; serverId: string }>>;
  /** Uptime sums per server over `[from, to)`, in one query. */
  sumsByServer(serverKeys: number[], from: number, to: number): Promise<ServerUptimeSums[]>;
  /** Uptime sums per server and UTC day over `[from, to)`, in one query. */
  daySumsByServer(serverKeys: number[], from: number, to: number): Promise<DayUptimeSums[]>;
  /** The newest sample's time of each of these servers that has one, in one query. */
  lastSamples(serverKeys: number[]): Promise<Array<{ serverKey: number; at: number }>>;
  /** Removes samples and rollups older than these times, server by server (short statements). */
  prune(samplesBefore: number, rollupsBefore: number): Promise<{ samples: number; rollups: number }>;
}

export function createAsyncHistoryStore(database: SqlOrDb): AsyncHistoryStore {
  const store = sqlOf(database);
  const { db } = store;
  const { historyRollups, historySamples, historyServers } = store.t;
  const read = prepareReads(store);
  const keys = knownKeys(read);
  return {
    keyOf: (serverId) => keyOf(store, keys, serverId),
    findKey: keys,
    keys: () => store.all(db.select().from(historyServers)),
    addSamples: store.prepareRows(historySamples, (d, values) =>
      d.insert(historySamples).values(values).onConflictDoNothing(),
    ),
    lastSampleAt: (serverKey) => firstAt(read.lastSample({ serverKey })),
    firstSampleAt: (serverKey) => firstAt(read.firstSample({ serverKey })),
    samples: (serverKey, from, to) => read.samples({ serverKey, from, to }),
    putRollups: store.prepareRows(historyRollups, (d, values) =>
      d
        .insert(historyRollups)
        .values(values)
        .onConflictDoUpdate({ target: [historyRollups.serverKey, historyRollups.bucket], set: REPLACE }),
    ),
    lastRollupBucket: (serverKey) => firstAt(read.lastBucket({ serverKey })),
    rollups: (serverKey, from, to) => read.rollups({ serverKey, from, to }),
    uptimeSums: (serverKey, from, to) => uptimeSums(read, serverKey, from, to),
    findKeys: (serverIds) => findKeys(store, serverIds),
    sumsByServer: (serverKeys, from, to) => rollupSums(store, { serverKeys, from, to }, false),
    daySumsByServer: (serverKeys, from, to) => rollupSums(store, { serverKeys, from, to }, true),
    lastSamples: (serverKeys) => lastSamples(read, serverKeys),
    prune: (samplesBefore, rollupsBefore) => prune(store, samplesBefore, rollupsBefore),
  };
}

type Reads = ReturnType<typeof prepareReads>;

/**
 * A server's key, read once: keys are never deleted or changed, so what one read found stays true
 * (every refresh and board line asks it of each server; 50,000 servers keep about 5 MB here).
 */
function knownKeys(read: Reads): (serverId: string) => Promise<number | undefined> {
  const known = new Map<string, number>();
  return async (serverId) => {
    const cached = known.get(serverId);
    if (cached !== undefined) return cached;
    const found = (await read.keyOf({ serverId }))[0]?.id;
    if (found !== undefined) known.set(serverId, found);
    return found;
  };
}

/** The time of the one row a read of a series' edge gives, if any. */
async function firstAt(rows: Promise<Array<{ at: number }>>): Promise<number | undefined> {
  return (await rows)[0]?.at;
}

async function keyOf(
  store: Sql,
  findKey: (serverId: string) => Promise<number | undefined>,
  serverId: string,
): Promise<number> {
  // Read first: an insert that changes nothing still commits (the first refresh after a start
  // asked this of every linked server, about 1 ms each on a disk that syncs).
  const found = await findKey(serverId);
  if (found !== undefined) return found;
  const { historyServers } = store.t;
  await store.run(store.db.insert(historyServers).values({ serverId }).onConflictDoNothing());
  return (await findKey(serverId))!;
}

async function uptimeSums(
  read: Reads,
  serverKey: number,
  from: number,
  to: number,
): Promise<{ upMs: number; observedMs: number }> {
  const [row] = await read.sums({ serverKey, from, to });
  return { upMs: Number(row?.upMs ?? 0), observedMs: Number(row?.observedMs ?? 0) };
}

async function findKeys(store: Sql, serverIds: string[]): Promise<Array<{ id: number; serverId: string }>> {
  if (serverIds.length === 0) return [];
  const { historyServers } = store.t;
  return store.all(store.db.select().from(historyServers).where(inArray(historyServers.serverId, serverIds)));
}

/** Which rollups to sum: these servers' buckets in `[from, to)`. */
interface RollupRange {
  serverKeys: number[];
  from: number;
  to: number;
}

/** The rollups in range summed per server, or per server and UTC day. */
async function rollupSums(store: Sql, range: RollupRange, perDay: true): Promise<DayUptimeSums[]>;
async function rollupSums(store: Sql, range: RollupRange, perDay: false): Promise<ServerUptimeSums[]>;
async function rollupSums(store: Sql, range: RollupRange, perDay: boolean): Promise<ServerUptimeSums[]> {
  const { serverKeys, from, to } = range;
  if (serverKeys.length === 0) return [];
  const { historyRollups } = store.t;
  const day = dayOf(historyRollups);
  const columns = uptimeColumns(historyRollups);
  const rows = await store.all(
    store.db
      .select(perDay ? { ...columns, day } : columns)
      .from(historyRollups)
      .where(inRange(historyRollups, serverKeys, from, to))
      .groupBy(...(perDay ? [historyRollups.serverKey, day] : [historyRollups.serverKey])),
  );
  return rows.map(numbersOf);
}

async function lastSamples(
  read: Reads,
  serverKeys: number[],
): Promise<Array<{ serverKey: number; at: number }>> {
  if (serverKeys.length === 0) return [];
  const rows = await read.newestSamples({ keys: serverKeys });
  return rows.filter((r) => r.at !== null).map((r) => ({ serverKey: r.serverKey, at: Number(r.at) }));
}

/** Server by server, two short deletes each: no statement holds the database for long. */
async function prune(
  store: Sql,
  samplesBefore: number,
  rollupsBefore: number,
): Promise<{ samples: number; rollups: number }> {
  const { db } = store;
  const { historyRollups, historySamples, historyServers } = store.t;
  let samples = 0;
  let rollups = 0;
  for (const { id } of await store.all(db.select({ id: historyServers.id }).from(historyServers))) {
    samples += await store.run(
      db
        .delete(historySamples)
        .where(and(eq(historySamples.serverKey, id), lt(historySamples.at, samplesBefore))),
    );
    rollups += await store.run(
      db
        .delete(historyRollups)
        .where(and(eq(historyRollups.serverKey, id), lt(historyRollups.bucket, rollupsBefore))),
    );
  }
  return { samples, rollups };
}

/**
 * The statements a refresh runs for every linked server (a sample, its rollups, the board's uptime
 * line), and the status page's newest samples, prepared once: building each anew cost more than
 * running it (bench:players' profile: a refresh of 500 servers spent 0.3–0.5 s of the event loop
 * building statements).
 */
function prepareReads(store: Sql) {
  const { db } = store;
  const { historyRollups, historySamples, historyServers } = store.t;
  const key = sql.placeholder('serverKey');
  const edge = (name: string, table: Timed, time: SQLiteColumn, order: typeof asc) =>
    store.prepare(
      name,
      db
        .select({ at: sql<number>`${time}`.mapWith(Number) })
        .from(table as typeof historySamples)
        .where(eq(table.serverKey, key))
        .orderBy(order(time))
        .limit(1),
    );
  const series = <T extends Timed>(name: string, table: T, time: SQLiteColumn) =>
    store.prepare(
      name,
      db
        .select()
        .from(table as typeof historySamples)
        .where(within(table, time, key, sql.placeholder('from'), sql.placeholder('to')))
        .orderBy(asc(time)),
    ) as (values: Record<string, unknown>) => Promise<Array<T['$inferSelect']>>;
  return {
    keyOf: store.prepare(
      'history_key_of',
      db
        .select({ id: historyServers.id })
        .from(historyServers)
        .where(eq(historyServers.serverId, sql.placeholder('serverId'))),
    ),
    lastSample: edge('history_last_sample', historySamples, historySamples.at, desc),
    firstSample: edge('history_first_sample', historySamples, historySamples.at, asc),
    lastBucket: edge('history_last_bucket', historyRollups, historyRollups.bucket, desc),
    samples: series('history_samples', historySamples, historySamples.at),
    rollups: series('history_rollups', historyRollups, historyRollups.bucket),
    sums: store.prepare(
      'history_sums',
      db
        .select({
          upMs: sql<number>`coalesce(sum(${historyRollups.upMs}), 0)`,
          observedMs: sql<number>`coalesce(sum(${historyRollups.observedMs}), 0)`,
        })
        .from(historyRollups)
        .where(
          within(historyRollups, historyRollups.bucket, key, sql.placeholder('from'), sql.placeholder('to')),
        ),
    ),
    newestSamples: store.prepare(
      'history_newest_samples',
      db
        .select({ serverKey: historyServers.id, at: newestSample(historyServers, historySamples) })
        .from(historyServers)
        .where(store.inList(historyServers.id, 'keys')),
    ),
  };
}
