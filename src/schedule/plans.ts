import type { Audit } from '../db/audit.js';
import type { DraftInput, RestartRun, RestartRuns } from '../db/restart-runs.js';
import type { RestartSchedule, RestartSchedules } from '../db/restart-schedules.js';
import type { AuditWriter } from '../discord/audited.js';
import type { ConsoleDeps } from '../discord/console-send.js';
import { announce } from './announce.js';
import { CANCEL_ANNOUNCEMENT, firstStep } from './countdown.js';
import { nextRunAfter, type Recurrence } from './recurrence.js';

export interface PlansDeps extends ConsoleDeps {
  runs: RestartRuns;
  schedules: RestartSchedules;
  audit: AuditWriter & Pick<Audit, 'record'>;
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
  const { runs, schedules, audit } = deps;

  async function record(
    run: Pick<RestartRun, 'guildId' | 'serverId'>,
    userId: string,
    action: string,
    detail: Record<string, unknown>,
  ): Promise<void> {
    await audit.record({
      guildId: run.guildId,
      userId,
      action,
      serverId: run.serverId,
      // The run's own key goes to its power request; these rows only describe the plan.
      idempotencyKey: null,
      result: 'accepted',
      detail,
    });
  }

  /** Players heard of the restart: they hear it is off. */
  async function tellPlayers(run: RestartRun): Promise<void> {
    if (run.announced > 0) await announce(deps, run, CANCEL_ANNOUNCEMENT, 'cancel');
  }

  return {
    get: (id: number) => runs.get(id),

    /** `/restart in:` asked; counts down only once confirmed. */
    ask: (input: Omit<DraftInput, 'now'>) => runs.draft({ ...input, now: deps.now() }),

    /** Confirm pressed by the asking member: the countdown starts now. */
    async confirm(run: RestartRun, userId: string): Promise<RestartRun | undefined> {
      const at = deps.now();
      const runAt = at + (run.delayMs ?? 0);
      const step = firstStep(runAt, at);
      const confirmed = await runs.confirm(run.id, userId, {
        runAt,
        nextOffset: step.offset,
        nextStepAt: step.at,
      });
      if (!confirmed) return undefined;
      await record(confirmed, userId, 'restart:scheduled', {
        runKey: confirmed.runKey,
        runAt,
        ...(confirmed.message !== null && { message: confirmed.message }),
      });
      deps.wake();
      return confirmed;
    },

    /** The question's Cancel: the draft is dropped, so a later Confirm finds nothing to start. */
    async withdraw(run: RestartRun): Promise<boolean> {
      return (await runs.cancel(run.id, run.guildId, deps.now(), 'not confirmed', 'asked')) !== undefined;
    },

    /**
     * Cancel pressed: a run that has not started restarting is called off. Players are told
     * afterwards (`tellPlayers`), so the press is answered first.
     */
    async cancel(id: number, guildId: string, userId: string): Promise<RestartRun | NotCancelled> {
      const cancelled = await runs.cancel(id, guildId, deps.now(), `cancelled by ${userId}`);
      if (!cancelled) {
        const state = (await runs.get(id))?.state;
        const refused =
          state === 'cancelled' || state === 'skipped'
            ? state
            : state === 'done' || state === 'failed' || state === 'restarting'
              ? 'ran'
              : 'unknown';
        return { refused };
      }
      await record(cancelled, userId, 'restart:cancelled', {
        runKey: cancelled.runKey,
        runAt: cancelled.runAt,
      });
      return cancelled;
    },

    tellPlayers,

    /** A new recurring restart; its first run is planned at once. */
    async addSchedule(input: Recurrence & { guildId: string; serverId: string; createdBy: string }): Promise<{
      schedule: RestartSchedule;
      run: RestartRun;
    }> {
      const at = deps.now();
      const runAt = nextRunAfter(input, at);
      const step = firstStep(runAt, at);
      const added = await schedules.add(input, { runAt, nextOffset: step.offset, nextStepAt: step.at });
      await record(added.schedule, input.createdBy, 'schedule:added', {
        scheduleId: added.schedule.id,
        time: input.time,
        timeZone: input.timeZone,
        days: input.days,
      });
      deps.wake();
      return added;
    },

    schedulesOf: (guildId: string) => schedules.forGuild(guildId),

    /** Removes a schedule of this guild and calls off its next run; undefined when there is none. */
    async removeSchedule(guildId: string, id: number, userId: string): Promise<RestartSchedule | undefined> {
      const removed = await schedules.remove(guildId, id, deps.now(), `schedule removed by ${userId}`);
      if (!removed) return undefined;
      await record(removed.schedule, userId, 'schedule:removed', {
        scheduleId: id,
        cancelledRuns: removed.cancelled.map((r) => r.runKey),
      });
      for (const run of removed.cancelled) await tellPlayers(run);
      deps.wake();
      return removed.schedule;
    },
  };
}

export type RestartPlans = ReturnType<typeof createRestartPlans>;
