import { and, asc, count, eq, inArray, min, type SQL } from 'drizzle-orm';
import { LimitReached } from '../limits.js';
import { recordPg } from './audit-postgres.js';
import { lockFor } from './postgres/sql.js';
import type { PgDb } from './postgres.js';
import { ACTIVE, scheduleRunKey } from './restart-runs.js';
import { ofServer, type RestartSchedules, scheduleLimitOf } from './restart-schedules.js';
import { restartRuns, restartSchedules } from './schema-postgres.js';

/** The PostgreSQL twin of `createRestartSchedules` (restart-schedules.ts): the same statements, awaited. */
export function createPostgresRestartSchedules(db: PgDb): RestartSchedules {
  return {
    add: (input, first, note) =>
      db.transaction(async (tx) => {
        // A guild's schedules are counted and added one transaction at a time.
        await lockFor(tx, `schedules:${input.guildId}`);
        const counted = async (where: SQL | undefined) =>
          (await tx.select({ n: count() }).from(restartSchedules).where(where))[0]?.n ?? 0;
        const limit = scheduleLimitOf(
          await counted(eq(restartSchedules.guildId, input.guildId)),
          await counted(ofServer(restartSchedules, input)),
        );
        if (limit) throw new LimitReached(limit);
        const [schedule] = await tx.insert(restartSchedules).values(input).returning();
        const [run] = await tx
          .insert(restartRuns)
          .values({
            runKey: scheduleRunKey(schedule!.id, first.runAt),
            guildId: schedule!.guildId,
            serverId: schedule!.serverId,
            scheduleId: schedule!.id,
            requestedBy: schedule!.createdBy,
            state: 'pending',
            ...first,
          })
          .returning();
        if (note) await recordPg(tx, note(schedule!));
        return { schedule: schedule!, run: run! };
      }),

    async get(id) {
      const [row] = await db.select().from(restartSchedules).where(eq(restartSchedules.id, id));
      return row;
    },

    async forGuild(guildId) {
      const schedules = await db
        .select()
        .from(restartSchedules)
        .where(eq(restartSchedules.guildId, guildId))
        .orderBy(asc(restartSchedules.id));
      if (schedules.length === 0) return [];
      const rows = await db
        .select({ scheduleId: restartRuns.scheduleId, runAt: min(restartRuns.runAt) })
        .from(restartRuns)
        .where(
          and(
            inArray(
              restartRuns.scheduleId,
              schedules.map((s) => s.id),
            ),
            inArray(restartRuns.state, ACTIVE),
          ),
        )
        .groupBy(restartRuns.scheduleId);
      const next = new Map(rows.map((r) => [r.scheduleId, r.runAt]));
      return schedules.map((s) => ({ ...s, nextRunAt: next.get(s.id) ?? null }));
    },

    remove: (guildId, id, now, why, note) =>
      db.transaction(async (tx) => {
        const [schedule] = await tx
          .delete(restartSchedules)
          .where(and(eq(restartSchedules.id, id), eq(restartSchedules.guildId, guildId)))
          .returning();
        if (!schedule) return undefined;
        const cancelled = await tx
          .update(restartRuns)
          .set({ state: 'cancelled', outcome: why, finishedAt: now })
          .where(and(eq(restartRuns.scheduleId, id), eq(restartRuns.state, 'pending')))
          .returning();
        const removed = { schedule, cancelled };
        if (note) await recordPg(tx, note(removed));
        return removed;
      }),

    async drop(id) {
      await db.delete(restartSchedules).where(eq(restartSchedules.id, id));
    },

    async nextRunOf(scheduleId) {
      const [row] = await db
        .select({ runAt: min(restartRuns.runAt) })
        .from(restartRuns)
        .where(and(eq(restartRuns.scheduleId, scheduleId), inArray(restartRuns.state, ACTIVE)));
      return row?.runAt ?? undefined;
    },
  };
}
