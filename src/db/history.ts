import { type AnyColumn, and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { inJsonList, placeholdersOf } from './hot-statement.js';
import type { Db } from './open.js';
import { historyRollups, historySamples, historyServers } from './schema.js';

/** On conflict, every measured column takes the value of the row being written. */
const REPLACE = Object.fromEntries(
  (
    [
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
    ] as const
  ).map((key) => [key, sql.raw(`excluded.${historyRollups[key].name}`)]),
);

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
export function uptimeColumns(rollups: RollupColumns) {
  return {
    serverKey: sql<number>`${rollups.serverKey}`,
    upMs: sql<number>`coalesce(sum(${rollups.upMs}), 0)`,
    observedMs: sql<number>`coalesce(sum(${rollups.observedMs}), 0)`,
  };
}

/** A bucket's UTC day, in seconds (buckets are seconds; integer division on both databases). */
export const dayOf = (rollups: RollupColumns) => sql<number>`(${rollups.bucket} / 86400) * 86400`;

/**
 * A server's newest sample (seconds), one index seek per server: a subquery per row of
 * history_servers, where `max(at)` grouped over the samples would read every sample of 48 hours.
 */
export const newestSample = (servers: { id: AnyColumn }, samples: { serverKey: AnyColumn; at: AnyColumn }) =>
  sql<
    number | null
  >`(select ${samples.at} from ${samples} where ${samples.serverKey} = ${servers.id} order by ${samples.at} desc limit 1)`;

export const inRange = (rollups: RollupColumns, serverKeys: number[], from: number, to: number) =>
  and(inArray(rollups.serverKey, serverKeys), gte(rollups.bucket, from), lt(rollups.bucket, to));

/** PostgreSQL's sums of bigints come back as text (src/db/README.md). */
export const numbersOf = <T extends ServerUptimeSums>(row: T): T => {
  const out = { ...row };
  for (const key of Object.keys(out) as Array<keyof T>) out[key] = Number(out[key]) as T[keyof T];
  return out;
};

export type SampleRow = typeof historySamples.$inferSelect;
export type RollupRow = typeof historyRollups.$inferSelect;

/**
 * Samples and rollups of server history (src/history says what they mean). Times here are what
 * the tables hold: seconds since the epoch; ranges are `[from, to)`.
 */
export function createHistoryStore(db: Db) {
  // The statements a refresh runs for every linked server (a sample, its rollups, the board's
  // uptime line) are prepared once: building each anew cost more than running it (bench:players'
  // profile: a refresh of 500 servers spent 0.3–0.5 s of the event loop building statements).
  const param = {
    key: sql.placeholder('serverKey'),
    from: sql.placeholder('from'),
    to: sql.placeholder('to'),
  };
  const keyOfServer = db
    .select({ id: historyServers.id })
    .from(historyServers)
    .where(eq(historyServers.serverId, sql.placeholder('serverId')))
    .prepare();
  const insertSample = db
    .insert(historySamples)
    .values(placeholdersOf(historySamples))
    .onConflictDoNothing()
    .prepare();
  const sampleAt = (order: typeof asc) =>
    db
      .select({ at: historySamples.at })
      .from(historySamples)
      .where(eq(historySamples.serverKey, param.key))
      .orderBy(order(historySamples.at))
      .limit(1)
      .prepare();
  const [lastSample, firstSample] = [sampleAt(desc), sampleAt(asc)];
  const samplesOf = db
    .select()
    .from(historySamples)
    .where(
      and(
        eq(historySamples.serverKey, param.key),
        gte(historySamples.at, param.from),
        lt(historySamples.at, param.to),
      ),
    )
    .orderBy(asc(historySamples.at))
    .prepare();
  const putRollup = db
    .insert(historyRollups)
    .values(placeholdersOf(historyRollups))
    .onConflictDoUpdate({ target: [historyRollups.serverKey, historyRollups.bucket], set: REPLACE })
    .prepare();
  const lastBucket = db
    .select({ bucket: historyRollups.bucket })
    .from(historyRollups)
    .where(eq(historyRollups.serverKey, param.key))
    .orderBy(desc(historyRollups.bucket))
    .limit(1)
    .prepare();
  const sums = db
    .select({
      upMs: sql<number>`coalesce(sum(${historyRollups.upMs}), 0)`,
      observedMs: sql<number>`coalesce(sum(${historyRollups.observedMs}), 0)`,
    })
    .from(historyRollups)
    .where(
      and(
        eq(historyRollups.serverKey, param.key),
        gte(historyRollups.bucket, param.from),
        lt(historyRollups.bucket, param.to),
      ),
    )
    .prepare();

  const findKey = (serverId: string): number | undefined => keyOfServer.get({ serverId })?.id;

  // Read for every status page rendered: prepared once (hot-statement.ts).
  const newestSamples = db
    .select({ serverKey: historyServers.id, at: newestSample(historyServers, historySamples) })
    .from(historyServers)
    .where(inJsonList(historyServers.id, 'keys'))
    .prepare();
  return {
    /** The small key standing for a server in the other two tables; made on first use. */
    keyOf(serverId: string): number {
      // Read first: an insert that changes nothing still commits (the first refresh after a start
      // asked this of every linked server, about 1 ms each on a disk that syncs).
      const found = findKey(serverId);
      if (found !== undefined) return found;
      db.insert(historyServers).values({ serverId }).onConflictDoNothing().run();
      return findKey(serverId)!;
    },
    /** The key of a server, without making one. */
    findKey,
    keys(): Array<{ id: number; serverId: string }> {
      return db.select().from(historyServers).all();
    },

    /** Stores samples (a refresh's, in one transaction); one already there for that second is kept. */
    addSamples(rows: SampleRow[]): void {
      if (rows.length === 0) return;
      db.transaction(() => {
        for (const row of rows) insertSample.run(row);
      });
    },
    lastSampleAt: (serverKey: number): number | undefined => lastSample.get({ serverKey })?.at,
    firstSampleAt: (serverKey: number): number | undefined => firstSample.get({ serverKey })?.at,
    samples: (serverKey: number, from: number, to: number): SampleRow[] =>
      samplesOf.all({ serverKey, from, to }),

    /** Writes rollups, replacing any of the same server and bucket, in one transaction. */
    putRollups(rows: RollupRow[]): void {
      if (rows.length === 0) return;
      db.transaction(() => {
        for (const row of rows) putRollup.run(row);
      });
    },
    lastRollupBucket: (serverKey: number): number | undefined => lastBucket.get({ serverKey })?.bucket,
    rollups(serverKey: number, from: number, to: number): RollupRow[] {
      return db
        .select()
        .from(historyRollups)
        .where(
          and(
            eq(historyRollups.serverKey, serverKey),
            gte(historyRollups.bucket, from),
            lt(historyRollups.bucket, to),
          ),
        )
        .orderBy(asc(historyRollups.bucket))
        .all();
    },
    /** Time up and time observed (ms) of the rollups whose bucket starts in `[from, to)`. */
    uptimeSums(serverKey: number, from: number, to: number): { upMs: number; observedMs: number } {
      const row = sums.get({ serverKey, from, to });
      return { upMs: Number(row?.upMs ?? 0), observedMs: Number(row?.observedMs ?? 0) };
    },

    /** The keys of these servers (those that have one), in one query. */
    findKeys(serverIds: string[]): Array<{ id: number; serverId: string }> {
      if (serverIds.length === 0) return [];
      return db.select().from(historyServers).where(inArray(historyServers.serverId, serverIds)).all();
    },
    /** Each server's time up and observed (ms) of the rollups whose bucket starts in `[from, to)`. */
    sumsByServer(serverKeys: number[], from: number, to: number): ServerUptimeSums[] {
      if (serverKeys.length === 0) return [];
      return db
        .select(uptimeColumns(historyRollups))
        .from(historyRollups)
        .where(inRange(historyRollups, serverKeys, from, to))
        .groupBy(historyRollups.serverKey)
        .all()
        .map(numbersOf);
    },
    /** The same per server and UTC day (`day`: seconds at its start), days without rollups left out. */
    daySumsByServer(serverKeys: number[], from: number, to: number): DayUptimeSums[] {
      if (serverKeys.length === 0) return [];
      return db
        .select({ ...uptimeColumns(historyRollups), day: dayOf(historyRollups) })
        .from(historyRollups)
        .where(inRange(historyRollups, serverKeys, from, to))
        .groupBy(historyRollups.serverKey, dayOf(historyRollups))
        .all()
        .map(numbersOf);
    },
    /** Each server's newest sample (seconds), for those that have one. */
    lastSamples(serverKeys: number[]): Array<{ serverKey: number; at: number }> {
      if (serverKeys.length === 0) return [];
      return newestSamples
        .all({ keys: JSON.stringify(serverKeys) })
        .filter((r) => r.at !== null)
        .map((r) => ({ serverKey: r.serverKey, at: Number(r.at) }));
    },

    /** Deletes samples before `samplesBefore` and rollups before `rollupsBefore`, server by server (by key). */
    prune(samplesBefore: number, rollupsBefore: number): { samples: number; rollups: number } {
      let samples = 0;
      let rollups = 0;
      for (const { id } of db.select({ id: historyServers.id }).from(historyServers).all()) {
        samples += db
          .delete(historySamples)
          .where(and(eq(historySamples.serverKey, id), lt(historySamples.at, samplesBefore)))
          .run().changes;
        rollups += db
          .delete(historyRollups)
          .where(and(eq(historyRollups.serverKey, id), lt(historyRollups.bucket, rollupsBefore)))
          .run().changes;
      }
      return { samples, rollups };
    },
  };
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;

/** The history repository's interface on both databases (src/db/README.md, 1.). */
export type AsyncHistoryStore = {
  [K in keyof HistoryStore]: (...args: Parameters<HistoryStore[K]>) => Promise<ReturnType<HistoryStore[K]>>;
};

/**
 * The SQLite store behind the promise-returning interface: each method runs its synchronous body
 * (`putRollups` stays one transaction); what src/history uses, so either database can serve it.
 */
export function createAsyncHistoryStore(db: Db): AsyncHistoryStore {
  const store = createHistoryStore(db);
  return {
    keyOf: async (serverId) => store.keyOf(serverId),
    findKey: async (serverId) => store.findKey(serverId),
    keys: async () => store.keys(),
    addSamples: async (rows) => store.addSamples(rows),
    lastSampleAt: async (serverKey) => store.lastSampleAt(serverKey),
    firstSampleAt: async (serverKey) => store.firstSampleAt(serverKey),
    samples: async (serverKey, from, to) => store.samples(serverKey, from, to),
    putRollups: async (rows) => store.putRollups(rows),
    lastRollupBucket: async (serverKey) => store.lastRollupBucket(serverKey),
    rollups: async (serverKey, from, to) => store.rollups(serverKey, from, to),
    uptimeSums: async (serverKey, from, to) => store.uptimeSums(serverKey, from, to),
    findKeys: async (serverIds) => store.findKeys(serverIds),
    sumsByServer: async (serverKeys, from, to) => store.sumsByServer(serverKeys, from, to),
    daySumsByServer: async (serverKeys, from, to) => store.daySumsByServer(serverKeys, from, to),
    lastSamples: async (serverKeys) => store.lastSamples(serverKeys),
    prune: async (samplesBefore, rollupsBefore) => store.prune(samplesBefore, rollupsBefore),
  };
}
