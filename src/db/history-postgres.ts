import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AsyncHistoryStore } from './history.js';
import type { PgDb } from './postgres.js';
import { historyRollups, historySamples, historyServers } from './schema-postgres.js';

export type { AsyncHistoryStore } from './history.js';

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

/** The PostgreSQL twin of `createHistoryStore` (history.ts): the same queries, awaited. */
export function createPostgresHistoryStore(db: PgDb): AsyncHistoryStore {
  const findKey = async (serverId: string) =>
    (
      await db
        .select({ id: historyServers.id })
        .from(historyServers)
        .where(eq(historyServers.serverId, serverId))
    )[0]?.id;
  return {
    async keyOf(serverId) {
      await db.insert(historyServers).values({ serverId }).onConflictDoNothing();
      return (await findKey(serverId))!;
    },
    findKey,
    keys: () => db.select().from(historyServers),
    async addSamples(rows) {
      for (let i = 0; i < rows.length; i += 500) {
        await db
          .insert(historySamples)
          .values(rows.slice(i, i + 500))
          .onConflictDoNothing();
      }
    },
    async lastSampleAt(serverKey) {
      const [row] = await db
        .select({ at: historySamples.at })
        .from(historySamples)
        .where(eq(historySamples.serverKey, serverKey))
        .orderBy(desc(historySamples.at))
        .limit(1);
      return row?.at;
    },
    async firstSampleAt(serverKey) {
      const [row] = await db
        .select({ at: historySamples.at })
        .from(historySamples)
        .where(eq(historySamples.serverKey, serverKey))
        .orderBy(asc(historySamples.at))
        .limit(1);
      return row?.at;
    },
    samples: (serverKey, from, to) =>
      db
        .select()
        .from(historySamples)
        .where(
          and(
            eq(historySamples.serverKey, serverKey),
            gte(historySamples.at, from),
            lt(historySamples.at, to),
          ),
        )
        .orderBy(asc(historySamples.at)),
    async putRollups(rows) {
      if (rows.length === 0) return;
      await db.transaction(async (tx) => {
        for (let i = 0; i < rows.length; i += 500) {
          await tx
            .insert(historyRollups)
            .values(rows.slice(i, i + 500))
            .onConflictDoUpdate({ target: [historyRollups.serverKey, historyRollups.bucket], set: REPLACE });
        }
      });
    },
    async lastRollupBucket(serverKey) {
      const [row] = await db
        .select({ bucket: historyRollups.bucket })
        .from(historyRollups)
        .where(eq(historyRollups.serverKey, serverKey))
        .orderBy(desc(historyRollups.bucket))
        .limit(1);
      return row?.bucket;
    },
    rollups: (serverKey, from, to) =>
      db
        .select()
        .from(historyRollups)
        .where(
          and(
            eq(historyRollups.serverKey, serverKey),
            gte(historyRollups.bucket, from),
            lt(historyRollups.bucket, to),
          ),
        )
        .orderBy(asc(historyRollups.bucket)),
    async uptimeSums(serverKey, from, to) {
      const [row] = await db
        .select({
          upMs: sql<number>`coalesce(sum(${historyRollups.upMs}), 0)`,
          observedMs: sql<number>`coalesce(sum(${historyRollups.observedMs}), 0)`,
        })
        .from(historyRollups)
        .where(
          and(
            eq(historyRollups.serverKey, serverKey),
            gte(historyRollups.bucket, from),
            lt(historyRollups.bucket, to),
          ),
        );
      return { upMs: Number(row?.upMs ?? 0), observedMs: Number(row?.observedMs ?? 0) };
    },
    async prune(samplesBefore, rollupsBefore) {
      let samples = 0;
      let rollups = 0;
      for (const { id } of await db.select({ id: historyServers.id }).from(historyServers)) {
        samples +=
          (
            await db
              .delete(historySamples)
              .where(and(eq(historySamples.serverKey, id), lt(historySamples.at, samplesBefore)))
          ).rowCount ?? 0;
        rollups +=
          (
            await db
              .delete(historyRollups)
              .where(and(eq(historyRollups.serverKey, id), lt(historyRollups.bucket, rollupsBefore)))
          ).rowCount ?? 0;
      }
      return { samples, rollups };
    },
  };
}
