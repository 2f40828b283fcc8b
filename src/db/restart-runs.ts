import { and, asc, count, eq, gt, inArray, isNotNull, lt, lte, min, or, type SQL, sql } from 'drizzle-orm';
import { LIMITS, LimitReached } from '../limits.js';
import { type AuditNote, recordIn } from './audit.js';
import type { restartRuns } from './schema.js';
import type { restartRuns as pgRestartRuns } from './schema-postgres.js';
import { type Executor, get, lock, run, type Sql, type Tables, type Unit } from './sql.js';
import { type SqlOrDb, sqlOf } from './sqlite/sql.js';

export type RestartRun = typeof restartRuns.$inferSelect;
export type FinalState = 'done' | 'failed' | 'cancelled' | 'skipped';

/** When a run restarts and what it does first. */
export interface Planned {
  runAt: number;
  nextOffset: number;
  nextStepAt: number;
}

/** States in which a run still has something to do. */
export const ACTIVE = ['pending', 'restarting'];

/** The run key of a schedule's run: the schedule and the run's time, so each run is made once. */
export function scheduleRunKey(scheduleId: number, runAt: number): string {
  return `schedule:${scheduleId}:${runAt}`;
}

/** What `draft` takes: a one-off restart asked with `/restart in:`. */
export interface DraftInput {
  runKey: string;
  guildId: string;
  serverId: string;
  requestedBy: string;
  message: string | null;
  delayMs: number;
  now: number;
  /** Questions asked after this can still be answered: they count as open (LIMITS.draftsPerMember). */
  openSince: number;
}

/**
 * Planned restarts, one-off or a schedule's next run, on either database (src/db/README.md):
 * each method is one unit of work. Every step of a run is taken with one conditional update (its
 * state and next step as read), so when two processes share the database exactly one of them
 * takes each step; the other sees no row changed and leaves it.
 */
export interface RestartRuns {
  get(id: number): Promise<RestartRun | undefined>;
  /**
   * A one-off restart waiting for Confirm (`asked`); the same run key gives the same row. Throws
   * `LimitReached` when the member has `LIMITS.draftsPerMember` questions open in the guild.
   */
  draft(input: DraftInput): Promise<RestartRun>;
  /**
   * Confirm: the asking member's draft starts counting down, with `note`'s audit row in the same
   * transaction; undefined when it was not waiting.
   */
  confirm(
    id: number,
    requestedBy: string,
    plan: Planned,
    note?: AuditNote<RestartRun>,
  ): Promise<RestartRun | undefined>;
  /** Runs with a step due at `now`, and restarts whose sender stopped holding them. */
  due(now: number): Promise<RestartRun[]>;
  /** When something is due next, if anything is planned. */
  nextDueAt(): Promise<number | undefined>;
  /**
   * Takes the announcement at the run's current step, moving it on to `next` before anything is
   * said: a crash can then at worst skip an announcement, never repeat it. False when another
   * process took it first (or the run was cancelled meanwhile).
   */
  takeAnnouncement(run: RestartRun, next: { offset: number; at: number }, willSay: boolean): Promise<boolean>;
  /**
   * Takes the restart itself for `leaseMs`: due and pending, or left `restarting` by a process
   * whose lease ran out (it stopped while sending). Counts the attempt.
   */
  takeRestart(id: number, now: number, leaseMs: number): Promise<RestartRun | undefined>;
  /** A restart whose outcome was unknown goes back to pending, to be sent again at `at`. */
  retryAt(id: number, at: number): Promise<boolean>;
  /**
   * Ends a run that is in one of `from`, and for a schedule's run plans the schedule's next one
   * (`next`), in the same transaction; undefined when the run had already moved on.
   */
  finish(
    run: RestartRun,
    from: readonly string[],
    end: { state: FinalState; outcome: string | null; now: number },
    next?: Planned,
  ): Promise<RestartRun | undefined>;
  /**
   * Cancels a guild's run that has not started restarting (`pending`), or a question not yet
   * confirmed (`asked`), with `note`'s audit row in the same transaction; undefined when it is in
   * neither.
   */
  cancel(
    id: number,
    guildId: string,
    now: number,
    why: string,
    from?: 'pending' | 'asked',
    note?: AuditNote<RestartRun>,
  ): Promise<RestartRun | undefined>;
  /** The next planned restart of each of these servers (any guild's), by server id. */
  nextRestartFor(serverIds: readonly string[]): Promise<Map<string, number>>;
  /** Removes runs that ended before `endedBefore` and drafts never confirmed since `askedBefore`; how many. */
  prune(endedBefore: number, askedBefore: number): Promise<number>;
}

/** The earlier of the two `min(CASE …)` aggregates of `nextDueAt`, if either is set. */
export function earliestDue(
  row: { step: number | null; lease: number | null } | undefined,
): number | undefined {
  const times = [row?.step, row?.lease].filter((t): t is number => typeof t === 'number');
  return times.length > 0 ? Math.min(...times) : undefined;
}

/** The row of a new draft (both databases). */
export function draftValues(input: DraftInput) {
  const runAt = input.now + input.delayMs;
  return {
    runKey: input.runKey,
    guildId: input.guildId,
    serverId: input.serverId,
    requestedBy: input.requestedBy,
    message: input.message,
    delayMs: input.delayMs,
    runAt,
    state: 'asked',
    nextOffset: 0,
    nextStepAt: runAt,
    createdAt: input.now,
  };
}

/** A member's questions that can still be answered (both databases' tables alike). */
export function openDraftsIn(
  table: typeof restartRuns | typeof pgRestartRuns,
  input: Pick<DraftInput, 'guildId' | 'requestedBy' | 'openSince'>,
) {
  return and(
    eq(table.guildId, input.guildId),
    eq(table.requestedBy, input.requestedBy),
    eq(table.state, 'asked'),
    gt(table.createdAt, input.openSince),
  );
}

/** A question about a restart, or the one already asked under its key: see `RestartRuns.draft`. */
function* draftIn(db: Executor, t: Tables, input: DraftInput): Unit<RestartRun> {
  const { restartRuns } = t;
  const byKey = () => get(db.select().from(restartRuns).where(eq(restartRuns.runKey, input.runKey)));
  const repeat = yield* byKey();
  if (repeat) return repeat;
  // One member's questions are counted and added one transaction at a time.
  yield* lock(`drafts:${input.guildId}:${input.requestedBy}`);
  const open = yield* get(
    db.select({ n: count() }).from(restartRuns).where(openDraftsIn(restartRuns, input)),
  );
  if ((open?.n ?? 0) >= LIMITS.draftsPerMember) throw new LimitReached('draftsPerMember');
  yield* run(db.insert(restartRuns).values(draftValues(input)).onConflictDoNothing());
  return (yield* byKey())!;
}

/** Ends a run; a scheduled one plans its schedule's next run (once: its key is unique). */
function* finishIn(
  db: Executor,
  t: Tables,
  ...[ending, from, end, next]: Parameters<RestartRuns['finish']>
): Unit<RestartRun | undefined> {
  const { restartRuns, restartSchedules } = t;
  const ended = yield* get(
    db
      .update(restartRuns)
      .set({ state: end.state, outcome: end.outcome, finishedAt: end.now, leaseUntil: null })
      .where(and(eq(restartRuns.id, ending.id), inArray(restartRuns.state, [...from])))
      .returning(),
  );
  if (!ended || ended.scheduleId === null || !next) return ended;
  const schedule = yield* get(
    db.select().from(restartSchedules).where(eq(restartSchedules.id, ended.scheduleId)),
  );
  if (!schedule) return ended;
  yield* run(
    db
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
      .onConflictDoNothing(),
  );
  return ended;
}

/** A row changed by `update … returning`, and its audit note in the same transaction. */
function* changedWithNote(
  db: Executor,
  t: Tables,
  change: { values: Partial<RestartRun>; where: SQL | undefined },
  note: AuditNote<RestartRun> | undefined,
): Unit<RestartRun | undefined> {
  const { restartRuns } = t;
  const changed = yield* get(db.update(restartRuns).set(change.values).where(change.where).returning());
  if (changed && note) yield* recordIn(db, t, note(changed));
  return changed;
}

/**
 * Each step of a run stays one conditional `UPDATE`: under READ COMMITTED (PostgreSQL) a second
 * instance updating the same row waits for the first to commit, then checks its `WHERE` again on
 * the new row and finds nothing to change, so exactly one instance takes each step.
 */
export function createRestartRuns(database: SqlOrDb): RestartRuns {
  const store = sqlOf(database);
  const { db, t } = store;
  const { restartRuns } = t;
  const nextOf = prepareNextOf(store);
  return {
    get: (id) => store.get(db.select().from(restartRuns).where(eq(restartRuns.id, id))),
    draft: (input) => store.transaction((tx) => draftIn(tx, t, input)),
    confirm: (id, requestedBy, plan, note) =>
      store.transaction((tx) => confirmIn(tx, t, id, requestedBy, plan, note)),
    due: (now) =>
      store.all(
        db
          .select()
          .from(restartRuns)
          .where(dueAt(restartRuns, now))
          .orderBy(asc(restartRuns.nextStepAt), asc(restartRuns.id)),
      ),
    nextDueAt: () => nextDueAt(store),
    takeAnnouncement: (run, next, willSay) => takeAnnouncement(store, run, next, willSay),
    takeRestart: (id, now, leaseMs) => takeRestart(store, id, now, leaseMs),
    retryAt: (id, at) => retryAt(store, id, at),
    finish: (...args) => store.transaction((tx) => finishIn(tx, t, ...args)),
    cancel: (id, guildId, now, why, from = 'pending', note) =>
      store.transaction((tx) => cancelIn(tx, t, { id, guildId, now, why, from }, note)),
    async nextRestartFor(serverIds) {
      if (serverIds.length === 0) return new Map();
      const rows = await nextOf({ ids: [...serverIds] });
      return new Map(rows.flatMap((r) => (r.runAt === null ? [] : [[r.serverId, r.runAt] as const])));
    },
    prune: (endedBefore, askedBefore) => prune(store, endedBefore, askedBefore),
  };
}

/** Runs with a step due at `now`, and restarts whose sender stopped holding them. */
function dueAt(restartRuns: Tables['restartRuns'], now: number) {
  return or(
    and(eq(restartRuns.state, 'pending'), lte(restartRuns.nextStepAt, now)),
    and(eq(restartRuns.state, 'restarting'), lte(restartRuns.leaseUntil, now)),
  );
}

/**
 * Prepared once: every board render asks it for its entries (the planned restart line), and
 * building the statement anew cost more than running it (about 60 % of rendering 20 boards of
 * 25 servers, bench:players' profile).
 */
function prepareNextOf(store: Sql) {
  const { restartRuns } = store.t;
  return store.prepare(
    'restart_runs_next_of',
    store.db
      .select({ serverId: restartRuns.serverId, runAt: min(restartRuns.runAt) })
      .from(restartRuns)
      .where(and(store.inList(restartRuns.serverId, 'ids'), inArray(restartRuns.state, ACTIVE)))
      .groupBy(restartRuns.serverId),
  );
}

/** The asking member's draft starts counting down, with its audit note. */
function* confirmIn(
  db: Executor,
  t: Tables,
  id: number,
  requestedBy: string,
  plan: Planned,
  note: AuditNote<RestartRun> | undefined,
): Unit<RestartRun | undefined> {
  const { restartRuns } = t;
  const mine = and(
    eq(restartRuns.id, id),
    eq(restartRuns.state, 'asked'),
    eq(restartRuns.requestedBy, requestedBy),
  );
  return yield* changedWithNote(db, t, { values: { state: 'pending', ...plan }, where: mine }, note);
}

/** A guild's run in state `from` is cancelled, with its audit note. */
function* cancelIn(
  db: Executor,
  t: Tables,
  target: { id: number; guildId: string; now: number; why: string; from: 'pending' | 'asked' },
  note: AuditNote<RestartRun> | undefined,
): Unit<RestartRun | undefined> {
  const { restartRuns } = t;
  const where = and(
    eq(restartRuns.id, target.id),
    eq(restartRuns.guildId, target.guildId),
    eq(restartRuns.state, target.from),
  );
  const values = { state: 'cancelled', outcome: target.why, finishedAt: target.now } as const;
  return yield* changedWithNote(db, t, { values, where }, note);
}

async function nextDueAt(store: Sql): Promise<number | undefined> {
  const { restartRuns } = store.t;
  // min() of a bigint column is a bigint on PostgreSQL. drizzle gives each query its own type
  // parsers, so the pool's int8-as-number (postgres.ts) does not reach raw SQL: mapWith(Number) does.
  const row = await store.get(
    store.db
      .select({
        step: sql<
          number | null
        >`min(CASE WHEN ${restartRuns.state} = 'pending' THEN ${restartRuns.nextStepAt} END)`.mapWith(Number),
        lease: sql<
          number | null
        >`min(CASE WHEN ${restartRuns.state} = 'restarting' THEN ${restartRuns.leaseUntil} END)`.mapWith(
          Number,
        ),
      })
      .from(restartRuns)
      .where(inArray(restartRuns.state, ACTIVE)),
  );
  return earliestDue(row);
}

async function takeAnnouncement(
  store: Sql,
  run: RestartRun,
  next: { offset: number; at: number },
  willSay: boolean,
): Promise<boolean> {
  const { restartRuns } = store.t;
  const taken = await store.run(
    store.db
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
      ),
  );
  return taken === 1;
}

function takeRestart(store: Sql, id: number, now: number, leaseMs: number): Promise<RestartRun | undefined> {
  const { restartRuns } = store.t;
  return store.get(
    store.db
      .update(restartRuns)
      .set({ state: 'restarting', attempts: sql`${restartRuns.attempts} + 1`, leaseUntil: now + leaseMs })
      .where(and(eq(restartRuns.id, id), eq(restartRuns.nextOffset, 0), dueAt(restartRuns, now)))
      .returning(),
  );
}

async function retryAt(store: Sql, id: number, at: number): Promise<boolean> {
  const { restartRuns } = store.t;
  const moved = await store.run(
    store.db
      .update(restartRuns)
      .set({ state: 'pending', nextStepAt: at, leaseUntil: null })
      .where(and(eq(restartRuns.id, id), eq(restartRuns.state, 'restarting'))),
  );
  return moved === 1;
}

function prune(store: Sql, endedBefore: number, askedBefore: number): Promise<number> {
  const { restartRuns } = store.t;
  return store.run(
    store.db
      .delete(restartRuns)
      .where(
        or(
          and(isNotNull(restartRuns.finishedAt), lt(restartRuns.finishedAt, endedBefore)),
          and(eq(restartRuns.state, 'asked'), lt(restartRuns.createdAt, askedBefore)),
        ),
      ),
  );
}
