import type { Audit, AuditNote } from '../db/audit.js';
import type { DraftInput, RestartRun, RestartRuns } from '../db/restart-runs.js';
import type {
  RemovedSchedule as Removed,
  RestartSchedule,
  RestartSchedules,
} from '../db/restart-schedules.js';
import type { AuditWriter } from '../discord/audited.js';
import { CONFIRM_TTL_MS } from '../discord/confirm.js';
import type { ConsoleDeps } from '../discord/console-send.js';
import type { Languages } from '../i18n/languages.js';
import { announce } from './announce.js';
import { cancelAnnouncement, firstStep } from './countdown.js';
import { nextRunAfter, type Recurrence } from './recurrence.js';

export interface PlansDeps extends ConsoleDeps {
  runs: RestartRuns;
  schedules: RestartSchedules;
  audit: AuditWriter & Pick<Audit, 'record'>;
  /** The guild's language: players hear that a restart is off in it. */
  languages: Pick<Languages, 'guildLanguage'>;
  now: () => number;
  /** Tells the scheduler to look again (a run was planned or changed). */
  wake: () => void;
}

/** Why a Cancel press did not cancel: the run's state when it was pressed. */
export type NotCancelled = { refused: 'ran' | 'cancelled' | 'skipped' | 'unknown' };

/**
 * What commands do with planned restarts: ask, confirm and cancel one-off restarts, add and
 * remove schedules. Each change is audited; the scheduler carries the runs out.
 */
export function createRestartPlans(deps: PlansDeps) {
  return {
    get: (id: number) => deps.runs.get(id),
    /** `/restart in:` asked; counts down only once confirmed. */
    ask: (input: Omit<DraftInput, 'now' | 'openSince'>) => ask(deps, input),
    /** Confirm pressed by the asking member: the countdown starts now. */
    confirm: (run: RestartRun, userId: string) => confirm(deps, run, userId),
    /** The question's Cancel: the draft is dropped, so a later Confirm finds nothing to start. */
    withdraw: (run: RestartRun) => withdraw(deps, run),
    /**
     * Cancel pressed: a run that has not started restarting is called off. Players are told
     * afterwards (`tellPlayers`), so the press is answered first.
     */
    cancel: (id: number, guildId: string, userId: string) => cancel(deps, id, guildId, userId),
    tellPlayers: (run: RestartRun) => tellPlayers(deps, run),
    /** A new recurring restart; its first run is planned at once. */
    addSchedule: (input: ScheduleInput) => addSchedule(deps, input),
    schedulesOf: (guildId: string) => deps.schedules.forGuild(guildId),
    /** Removes a schedule of this guild and calls off its next run; undefined when there is none. */
    removeSchedule: (guildId: string, id: number, userId: string) =>
      removeSchedule(deps, guildId, id, userId),
  };
}

export type RestartPlans = ReturnType<typeof createRestartPlans>;

/** What `addSchedule` takes: when the schedule restarts, where, and who made it. */
type ScheduleInput = Recurrence & { guildId: string; serverId: string; createdBy: string };

/**
 * The audit row of a change to a plan, written in the change's own transaction: a plan never
 * changes without its row, nor gets a row for a change that did not happen.
 */
function note<T>(
  userId: string,
  action: string,
  of: (changed: T) => [Pick<RestartRun, 'guildId' | 'serverId'>, Record<string, unknown>],
): AuditNote<T> {
  return (changed) => {
    const [{ guildId, serverId }, detail] = of(changed);
    // The run's own key goes to its power request; these rows only describe the plan.
    return { guildId, userId, action, serverId, idempotencyKey: null, result: 'accepted', detail };
  };
}

/** Players heard of the restart: they hear it is off. */
async function tellPlayers(deps: PlansDeps, run: RestartRun): Promise<void> {
  if (run.announced > 0) await announce(deps, run, cancelAnnouncement, 'cancel');
}

function ask(deps: PlansDeps, input: Omit<DraftInput, 'now' | 'openSince'>): Promise<RestartRun> {
  const now = deps.now();
  return deps.runs.draft({ ...input, now, openSince: now - CONFIRM_TTL_MS });
}

async function confirm(deps: PlansDeps, run: RestartRun, userId: string): Promise<RestartRun | undefined> {
  const at = deps.now();
  const runAt = at + (run.delayMs ?? 0);
  const step = firstStep(runAt, at);
  const confirmed = await deps.runs.confirm(
    run.id,
    userId,
    { runAt, nextOffset: step.offset, nextStepAt: step.at },
    note(userId, 'restart:scheduled', (r: RestartRun) => [
      r,
      { runKey: r.runKey, runAt, ...(r.message !== null && { message: r.message }) },
    ]),
  );
  if (!confirmed) return undefined;
  deps.wake();
  return confirmed;
}

async function withdraw(deps: PlansDeps, run: RestartRun): Promise<boolean> {
  return (await deps.runs.cancel(run.id, run.guildId, deps.now(), 'not confirmed', 'asked')) !== undefined;
}

async function cancel(
  deps: PlansDeps,
  id: number,
  guildId: string,
  userId: string,
): Promise<RestartRun | NotCancelled> {
  const cancelled = await deps.runs.cancel(
    id,
    guildId,
    deps.now(),
    `cancelled by ${userId}`,
    'pending',
    note(userId, 'restart:cancelled', (r: RestartRun) => [r, { runKey: r.runKey, runAt: r.runAt }]),
  );
  if (!cancelled) return { refused: refusalOf((await deps.runs.get(id))?.state) };
  return cancelled;
}

/** Why a run in this state could not be cancelled. */
function refusalOf(state: string | undefined): NotCancelled['refused'] {
  return state === 'cancelled' || state === 'skipped'
    ? state
    : state === 'done' || state === 'failed' || state === 'restarting'
      ? 'ran'
      : 'unknown';
}

async function addSchedule(
  deps: PlansDeps,
  input: ScheduleInput,
): Promise<{ schedule: RestartSchedule; run: RestartRun }> {
  const at = deps.now();
  const runAt = nextRunAfter(input, at);
  const step = firstStep(runAt, at);
  const added = await deps.schedules.add(
    input,
    { runAt, nextOffset: step.offset, nextStepAt: step.at },
    note(input.createdBy, 'schedule:added', (schedule: RestartSchedule) => [
      schedule,
      { scheduleId: schedule.id, time: input.time, timeZone: input.timeZone, days: input.days },
    ]),
  );
  deps.wake();
  return added;
}

async function removeSchedule(
  deps: PlansDeps,
  guildId: string,
  id: number,
  userId: string,
): Promise<RestartSchedule | undefined> {
  const removed = await deps.schedules.remove(
    guildId,
    id,
    deps.now(),
    `schedule removed by ${userId}`,
    note(userId, 'schedule:removed', (r: Removed) => [
      r.schedule,
      { scheduleId: id, cancelledRuns: r.cancelled.map((run) => run.runKey) },
    ]),
  );
  if (!removed) return undefined;
  for (const run of removed.cancelled) await tellPlayers(deps, run);
  deps.wake();
  return removed.schedule;
}
