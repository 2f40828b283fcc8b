import { and, asc, count, eq, inArray, min, type SQL } from 'drizzle-orm';
import { LIMITS, LimitReached } from '../limits.js';
import { type AuditNote, recordIn } from './audit.js';
import type { Db } from './open.js';
import { ACTIVE, type Planned, type RestartRun, scheduleRunKey } from './restart-runs.js';
import { restartRuns, restartSchedules } from './schema.js';
import type { restartSchedules as pgRestartSchedules } from './schema-postgres.js';

export type RestartSchedule = typeof restartSchedules.$inferSelect;

/** What `add` takes: a schedule as stored, without what the database sets. */
export type NewSchedule = Omit<typeof restartSchedules.$inferInsert, 'id' | 'createdAt'>;

/** A removed schedule and its runs called off with it. */
export interface RemovedSchedule {
  schedule: RestartSchedule;
  cancelled: RestartRun[];
}

/**
 * Recurring restarts of a guild's servers, on either database (src/db/README.md, 1.). A schedule
 * always has its next run planned in `restart_runs` (made with it, and again when a run ends), so
 * the scheduler only ever carries out runs. Each method is one unit of work.
 */
export interface RestartSchedules {
  /**
   * A new schedule, its first run and `note`'s audit row, together. Throws `LimitReached` when the
   * guild has `LIMITS.schedulesPerGuild` schedules, or `LIMITS.schedulesPerServer` of this server.
   */
  add(
    input: NewSchedule,
    first: Planned,
    note?: AuditNote<RestartSchedule>,
  ): Promise<{ schedule: RestartSchedule; run: RestartRun }>;
  get(id: number): Promise<RestartSchedule | undefined>;
  /** A guild's schedules, oldest first, each with the time of its next run (if one is planned). */
  forGuild(guildId: string): Promise<Array<RestartSchedule & { nextRunAt: number | null }>>;
  /**
   * Removes a guild's schedule and cancels its run that has not started restarting; undefined
   * when the guild has no such schedule.
   */
  remove(
    guildId: string,
    id: number,
    now: number,
    why: string,
    note?: AuditNote<RemovedSchedule>,
  ): Promise<RemovedSchedule | undefined>;
  /** A schedule whose server its guild may no longer use: removed (its run was ended first). */
  drop(id: number): Promise<void>;
  /** When a schedule's next run is planned, if it has one. */
  nextRunOf(scheduleId: number): Promise<number | undefined>;
}

/** A guild's schedules of one server (both databases' tables alike). */
export function ofServer(
  table: typeof restartSchedules | typeof pgRestartSchedules,
  input: Pick<NewSchedule, 'guildId' | 'serverId'>,
): SQL | undefined {
  return and(eq(table.guildId, input.guildId), eq(table.serverId, input.serverId));
}

/** Which limit a new schedule would pass, from the guild's count of schedules and the server's. */
export function scheduleLimitOf(
  inGuild: number,
  ofTheServer: number,
): 'schedulesPerGuild' | 'schedulesPerServer' | undefined {
  if (inGuild >= LIMITS.schedulesPerGuild) return 'schedulesPerGuild';
  return ofTheServer >= LIMITS.schedulesPerServer ? 'schedulesPerServer' : undefined;
}

/** The SQLite repository: each method one synchronous statement or transaction. */
export function createRestartSchedules(db: Db): RestartSchedules {
  return {
    async add(input, first, note) {
      return db.transaction((tx) => {
        const counted = (where: SQL | undefined) =>
          tx.select({ n: count() }).from(restartSchedules).where(where).get()?.n ?? 0;
        const limit = scheduleLimitOf(
          counted(eq(restartSchedules.guildId, input.guildId)),
          counted(ofServer(restartSchedules, input)),
        );
        if (limit) throw new LimitReached(limit);
        const schedule = tx.insert(restartSchedules).values(input).returning().get();
        const run = tx
          .insert(restartRuns)
          .values({
            runKey: scheduleRunKey(schedule.id, first.runAt),
            guildId: schedule.guildId,
            serverId: schedule.serverId,
            scheduleId: schedule.id,
            requestedBy: schedule.createdBy,
            state: 'pending',
            ...first,
          })
          .returning()
          .get();
        if (note) recordIn(tx, note(schedule));
        return { schedule, run };
      });
    },

    async get(id) {
      return db.select().from(restartSchedules).where(eq(restartSchedules.id, id)).get();
    },

    async forGuild(guildId) {
      const schedules = db
        .select()
        .from(restartSchedules)
        .where(eq(restartSchedules.guildId, guildId))
        .orderBy(asc(restartSchedules.id))
        .all();
      if (schedules.length === 0) return [];
      const next = new Map(
        db
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
          .groupBy(restartRuns.scheduleId)
          .all()
          .map((r) => [r.scheduleId, r.runAt]),
      );
      return schedules.map((s) => ({ ...s, nextRunAt: next.get(s.id) ?? null }));
    },

    async remove(guildId, id, now, why, note) {
      return db.transaction((tx) => {
        const schedule = tx
          .delete(restartSchedules)
          .where(and(eq(restartSchedules.id, id), eq(restartSchedules.guildId, guildId)))
          .returning()
          .get();
        if (!schedule) return undefined;
        const cancelled = tx
          .update(restartRuns)
          .set({ state: 'cancelled', outcome: why, finishedAt: now })
          .where(and(eq(restartRuns.scheduleId, id), eq(restartRuns.state, 'pending')))
          .returning()
          .all();
        const removed = { schedule, cancelled };
        if (note) recordIn(tx, note(removed));
        return removed;
      });
    },

    async drop(id) {
      db.delete(restartSchedules).where(eq(restartSchedules.id, id)).run();
    },

    async nextRunOf(scheduleId) {
      return (
        db
          .select({ runAt: min(restartRuns.runAt) })
          .from(restartRuns)
          .where(and(eq(restartRuns.scheduleId, scheduleId), inArray(restartRuns.state, ACTIVE)))
          .get()?.runAt ?? undefined
      );
    },
  };
}
