import { and, asc, count, eq, inArray, isNotNull, lt, lte, min, or, sql } from 'drizzle-orm';
import { LIMITS, LimitReached } from '../limits.js';
import { recordPg } from './audit-postgres.js';
import { lockFor } from './postgres/sql.js';
import type { PgDb } from './postgres.js';
import {
  ACTIVE,
  draftValues,
  earliestDue,
  openDraftsIn,
  type RestartRun,
  type RestartRuns,
  scheduleRunKey,
} from './restart-runs.js';
import { restartRuns, restartSchedules } from './schema-postgres.js';

/**
 * The PostgreSQL twin of `createRestartRuns` (restart-runs.ts): the same statements, awaited. Each
 * step of a run stays one conditional `UPDATE`: under READ COMMITTED a second instance updating the
 * same row waits for the first to commit, then checks its `WHERE` again on the new row and finds
 * nothing to change, so exactly one instance takes each step.
 */
export function createPostgresRestartRuns(db: PgDb): RestartRuns {
  const get = async (id: number): Promise<RestartRun | undefined> =>
    (await db.select().from(restartRuns).where(eq(restartRuns.id, id)))[0];

  return {
    get,

    draft: (input) =>
      db.transaction(async (tx) => {
        const byKey = async () =>
          (await tx.select().from(restartRuns).where(eq(restartRuns.runKey, input.runKey)))[0];
        const repeat = await byKey();
        if (repeat) return repeat;
        // One member's questions are counted and added one transaction at a time.
        await lockFor(tx, `drafts:${input.guildId}:${input.requestedBy}`);
        const [open] = await tx
          .select({ n: count() })
          .from(restartRuns)
          .where(openDraftsIn(restartRuns, input));
        if ((open?.n ?? 0) >= LIMITS.draftsPerMember) throw new LimitReached('draftsPerMember');
        await tx.insert(restartRuns).values(draftValues(input)).onConflictDoNothing();
        return (await byKey())!;
      }),

    confirm: (id, requestedBy, plan, note) =>
      db.transaction(async (tx) => {
        const [confirmed] = await tx
          .update(restartRuns)
          .set({ state: 'pending', ...plan })
          .where(
            and(
              eq(restartRuns.id, id),
              eq(restartRuns.state, 'asked'),
              eq(restartRuns.requestedBy, requestedBy),
            ),
          )
          .returning();
        if (confirmed && note) await recordPg(tx, note(confirmed));
        return confirmed;
      }),

    due: (now) =>
      db
        .select()
        .from(restartRuns)
        .where(
          or(
            and(eq(restartRuns.state, 'pending'), lte(restartRuns.nextStepAt, now)),
            and(eq(restartRuns.state, 'restarting'), lte(restartRuns.leaseUntil, now)),
          ),
        )
        .orderBy(asc(restartRuns.nextStepAt), asc(restartRuns.id)),

    async nextDueAt() {
      // min() of a bigint column is a bigint. drizzle gives each query its own type parsers, so the
      // pool's int8-as-number (postgres.ts) does not reach raw SQL: mapWith(Number) does.
      const [row] = await db
        .select({
          step: sql<
            number | null
          >`min(CASE WHEN ${restartRuns.state} = 'pending' THEN ${restartRuns.nextStepAt} END)`.mapWith(
            Number,
          ),
          lease: sql<
            number | null
          >`min(CASE WHEN ${restartRuns.state} = 'restarting' THEN ${restartRuns.leaseUntil} END)`.mapWith(
            Number,
          ),
        })
        .from(restartRuns)
        .where(inArray(restartRuns.state, ACTIVE));
      return earliestDue(row);
    },

    async takeAnnouncement(run, next, willSay) {
      const taken = await db
        .update(restartRuns)
        .set({
          nextOffset: next.offset,
          nextStepAt: next.at,
          announced: sql`${restartRuns.announced} + ${willSay ? 1 : 0}`,
        })
        .where(
          and(
            eq(restartRuns.id, run.id),
            eq(restartRuns.state, 'pending'),
            eq(restartRuns.nextOffset, run.nextOffset),
          ),
        )
        .returning({ id: restartRuns.id });
      return taken.length === 1;
    },

    async takeRestart(id, now, leaseMs) {
      const [row] = await db
        .update(restartRuns)
        .set({ state: 'restarting', attempts: sql`${restartRuns.attempts} + 1`, leaseUntil: now + leaseMs })
        .where(
          and(
            eq(restartRuns.id, id),
            eq(restartRuns.nextOffset, 0),
            or(
              and(eq(restartRuns.state, 'pending'), lte(restartRuns.nextStepAt, now)),
              and(eq(restartRuns.state, 'restarting'), lte(restartRuns.leaseUntil, now)),
            ),
          ),
        )
        .returning();
      return row;
    },

    async retryAt(id, at) {
      const moved = await db
        .update(restartRuns)
        .set({ state: 'pending', nextStepAt: at, leaseUntil: null })
        .where(and(eq(restartRuns.id, id), eq(restartRuns.state, 'restarting')))
        .returning({ id: restartRuns.id });
      return moved.length === 1;
    },

    finish: (run, from, end, next) =>
      db.transaction(async (tx) => {
        const [ended] = await tx
          .update(restartRuns)
          .set({ state: end.state, outcome: end.outcome, finishedAt: end.now, leaseUntil: null })
          .where(and(eq(restartRuns.id, run.id), inArray(restartRuns.state, [...from])))
          .returning();
        if (!ended || ended.scheduleId === null || !next) return ended;
        const [schedule] = await tx
          .select()
          .from(restartSchedules)
          .where(eq(restartSchedules.id, ended.scheduleId));
        if (!schedule) return ended;
        await tx
          .insert(restartRuns)
          .values({
            runKey: scheduleRunKey(schedule.id, next.runAt),
            guildId: schedule.guildId,
            serverId: schedule.serverId,
            scheduleId: schedule.id,
            requestedBy: schedule.createdBy,
            state: 'pending',
            ...next,
          })
          .onConflictDoNothing();
        return ended;
      }),

    cancel: (id, guildId, now, why, from = 'pending', note) =>
      db.transaction(async (tx) => {
        const [cancelled] = await tx
          .update(restartRuns)
          .set({ state: 'cancelled', outcome: why, finishedAt: now })
          .where(and(eq(restartRuns.id, id), eq(restartRuns.guildId, guildId), eq(restartRuns.state, from)))
          .returning();
        if (cancelled && note) await recordPg(tx, note(cancelled));
        return cancelled;
      }),

    async nextRestartFor(serverIds) {
      if (serverIds.length === 0) return new Map();
      const rows = await db
        .select({ serverId: restartRuns.serverId, runAt: min(restartRuns.runAt) })
        .from(restartRuns)
        .where(and(inArray(restartRuns.serverId, [...serverIds]), inArray(restartRuns.state, ACTIVE)))
        .groupBy(restartRuns.serverId);
      return new Map(rows.flatMap((r) => (r.runAt === null ? [] : [[r.serverId, r.runAt] as const])));
    },

    async prune(endedBefore, askedBefore) {
      const removed = await db
        .delete(restartRuns)
        .where(
          or(
            and(isNotNull(restartRuns.finishedAt), lt(restartRuns.finishedAt, endedBefore)),
            and(eq(restartRuns.state, 'asked'), lt(restartRuns.createdAt, askedBefore)),
          ),
        );
      return removed.rowCount ?? 0;
    },
  };
}
