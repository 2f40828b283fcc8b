import { and, asc, count, eq, inArray, min, type SQL } from 'drizzle-orm';
import { LIMITS, LimitReached } from '../limits.js';
import { type AuditNote, recordIn } from './audit.js';
import { ACTIVE, type Planned, type RestartRun, scheduleRunKey } from './restart-runs.js';
import type { restartSchedules } from './schema.js';
import type { restartSchedules as pgRestartSchedules } from './schema-postgres.js';
import { all, type Executor, get, lock, type Tables, type Unit } from './sql.js';
import { type SqlOrDb, sqlOf } from './sqlite/sql.js';

export type RestartSchedule = typeof restartSchedules.$inferSelect;

/** What `add` takes: a schedule as stored, without what the database sets. */
export type NewSchedule = Omit<typeof restartSchedules.$inferInsert, 'id' | 'createdAt'>;

/** A removed schedule and its runs called off with it. */
export interface RemovedSchedule {
  schedule: RestartSchedule;
  cancelled: RestartRun[];
}

/**
 * Recurring restarts of a guild's servers, on either database (src/db/README.md). A schedule
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
function* addIn(
  db: Executor,
  t: Tables,
  ...[input, first, note]: Parameters<RestartSchedules['add']>
): Unit<{ schedule: RestartSchedule; run: RestartRun }> {
  const { restartRuns, restartSchedules } = t;
  // A guild's schedules are counted and added one transaction at a time.
  yield* lock(`schedules:${input.guildId}`);
  const counted = function* (where: SQL | undefined): Unit<number> {
    return (yield* get(db.select({ n: count() }).from(restartSchedules).where(where)))?.n ?? 0;
  };
  const limit = scheduleLimitOf(
    yield* counted(eq(restartSchedules.guildId, input.guildId)),
    yield* counted(ofServer(restartSchedules, input)),
  );
  if (limit) throw new LimitReached(limit);
  const schedule = (yield* get(db.insert(restartSchedules).values(input).returning()))!;
  const run = yield* get(
    db
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
      .returning(),
  );
  if (note) yield* recordIn(db, t, note(schedule));
  return { schedule, run: run! };
}

function* removeIn(
  db: Executor,
  t: Tables,
  ...[guildId, id, now, why, note]: Parameters<RestartSchedules['remove']>
): Unit<RemovedSchedule | undefined> {
  const { restartRuns, restartSchedules } = t;
  const schedule = yield* get(
    db
      .delete(restartSchedules)
      .where(and(eq(restartSchedules.id, id), eq(restartSchedules.guildId, guildId)))
      .returning(),
  );
  if (!schedule) return undefined;
  const cancelled = yield* all(
    db
      .update(restartRuns)
      .set({ state: 'cancelled', outcome: why, finishedAt: now })
      .where(and(eq(restartRuns.scheduleId, id), eq(restartRuns.state, 'pending')))
      .returning(),
  );
  const removed = { schedule, cancelled };
  if (note) yield* recordIn(db, t, note(removed));
  return removed;
}

export function createRestartSchedules(database: SqlOrDb): RestartSchedules {
  const store = sqlOf(database);
  const { db, t } = store;
  const { restartRuns, restartSchedules } = t;
  return {
    add: (...args) => store.transaction((tx) => addIn(tx, t, ...args)),
    get: (id) => store.get(db.select().from(restartSchedules).where(eq(restartSchedules.id, id))),

    async forGuild(guildId) {
      const schedules = await store.all(
        db
          .select()
          .from(restartSchedules)
          .where(eq(restartSchedules.guildId, guildId))
          .orderBy(asc(restartSchedules.id)),
      );
      if (schedules.length === 0) return [];
      const rows = await store.all(
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
          .groupBy(restartRuns.scheduleId),
      );
      const next = new Map(rows.map((r) => [r.scheduleId, r.runAt]));
      return schedules.map((s) => ({ ...s, nextRunAt: next.get(s.id) ?? null }));
    },

    remove: (...args) => store.transaction((tx) => removeIn(tx, t, ...args)),

    async drop(id) {
      await store.run(db.delete(restartSchedules).where(eq(restartSchedules.id, id)));
    },

    async nextRunOf(scheduleId) {
      const row = await store.get(
        db
          .select({ runAt: min(restartRuns.runAt) })
          .from(restartRuns)
          .where(and(eq(restartRuns.scheduleId, scheduleId), inArray(restartRuns.state, ACTIVE))),
      );
      return row?.runAt ?? undefined;
    },
  };
}
