import type { Audit } from '../db/audit.js';
import type { Links } from '../db/links.js';
import type { FinalState, Planned, RestartRun, RestartRuns } from '../db/restart-runs.js';
import type { RestartSchedules } from '../db/restart-schedules.js';
import type { AuditWriter } from '../discord/audited.js';
import type { ConsoleDeps } from '../discord/console-send.js';
import type { PostMessage } from '../discord/writing/post-message.js';
import { createFairQueue } from '../fair-queue.js';
import type { ServerDirectory } from '../hosting/directory.js';
import type { HostingClient } from '../hosting/index.js';
import type { Languages } from '../i18n/languages.js';
import type { Logger } from '../logger.js';
import { announce, auditEndedRun } from './announce.js';
import { announcementStillTimely, announcementText, firstStep, stepAfter } from './countdown.js';
import { nextRunAfter } from './recurrence.js';
import { createRestartStep } from './restart-step.js';

export interface SchedulerDeps extends ConsoleDeps {
  runs: RestartRuns;
  schedules: Pick<RestartSchedules, 'get' | 'nextRunOf' | 'drop'>;
  audit: AuditWriter & Pick<Audit, 'record'>;
  hosting: Pick<HostingClient, 'power' | 'sendCommand'>;
  links: Pick<Links, 'isLinked' | 'forServer'>;
  directory: Pick<ServerDirectory, 'name' | 'list'>;
  post: PostMessage;
  /**
   * The guild's language, read at each announcement and notice: a language chosen during a
   * countdown is spoken from its next announcement on.
   */
  languages: Pick<Languages, 'guildLanguage'>;
  log: Logger;
  now?: () => number;
  /** Longest sleep between two looks at the table: runs planned by another process are seen then. */
  pollMs?: number;
  /** Wait before the one retry of a restart whose outcome was unknown. */
  retryDelayMs?: number;
  /** How long a process holds a restart it is sending before another may take it over. */
  leaseMs?: number;
  /** Told after a restart went to the provider: the status boards showing that server refresh it. */
  onPowerSent?: (serverId: string) => void;
  /** Runs carried out at once, all Discord servers together, and of one Discord server. */
  concurrency?: number;
  perGuild?: number;
  /** While runs are being carried out, the table is looked at again this often for others. */
  busyLookMs?: number;
}

const HOUR_MS = 3_600_000;
/** Finished runs are kept this long (the audit table keeps the record longer). */
const KEEP_FINISHED_MS = 30 * 24 * HOUR_MS;
/** A `/restart in:` never confirmed is forgotten after this. */
const KEEP_ASKED_MS = HOUR_MS;
const FAILURE_PAUSE_MS = 5_000;
/**
 * A few runs at once, and at most two of one Discord server: 2,000 runs of one Discord server due
 * at the same minute then delay another's run by a turn of each Discord server ahead of it, not by
 * 2,000 runs.
 */
const CONCURRENCY = 8;
const PER_GUILD = 2;

/** What the scheduler holds between its looks at the table. */
interface SchedulerState {
  readonly deps: SchedulerDeps;
  readonly now: () => number;
  readonly pollMs: number;
  readonly busyLookMs: number;
  readonly restart: ReturnType<typeof createRestartStep>;
  readonly queue: ReturnType<typeof createFairQueue>;
  /** Runs handed to the queue and not yet done: a later look leaves them to the job that has them. */
  readonly held: Set<number>;
  timer: NodeJS.Timeout | undefined;
  looking: Promise<void> | undefined;
  again: boolean;
  started: boolean;
  /** Stopping: runs still waiting for their turn are left for the next start. */
  stopped: boolean;
  prunedAt: number;
  /** After a failed pass, the next waits this long: a failing database must not turn into a busy loop. */
  quietUntil: number;
}

/**
 * Carries out planned restarts: each step (an announcement, the restart) when it is due, taken in
 * the database first so that it happens once, also across a restart of hostcord or with a second
 * process on the same file. Wakes at the next due step, and at least every `pollMs`. Due runs are
 * carried out a few at a time, the Discord servers taking turns (src/fair-queue.ts); a look at the
 * table never waits for the runs already under way, so a step due meanwhile starts on time.
 */
export function createScheduler(deps: SchedulerDeps) {
  const now = deps.now ?? Date.now;
  const state: SchedulerState = {
    deps,
    now,
    pollMs: deps.pollMs ?? 30_000,
    busyLookMs: deps.busyLookMs ?? 1_000,
    restart: createRestartStep({
      ...deps,
      now,
      retryDelayMs: deps.retryDelayMs ?? 30_000,
      leaseMs: deps.leaseMs ?? 60_000,
      endRun: (run, from, final, outcome) => endRun(deps, now, run, from, final, outcome),
    }),
    queue: createFairQueue({
      concurrency: deps.concurrency ?? CONCURRENCY,
      perOwner: deps.perGuild ?? PER_GUILD,
    }),
    held: new Set(),
    timer: undefined,
    looking: undefined,
    again: false,
    started: false,
    stopped: false,
    prunedAt: Number.NEGATIVE_INFINITY,
    quietUntil: 0,
  };
  return {
    /** Takes every due step now (tests call it with their own clock instead of waiting). */
    tick: () => tick(state),
    /** Looks again at once: a run was planned or changed. */
    wake: () => wake(state),
    start: () => start(state),
    stop: () => stop(state),
    /** The next planned restart of each of these servers, by server id (for status boards). */
    nextRestartFor: (serverIds: readonly string[]) => deps.runs.nextRestartFor(serverIds),
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;

/** A schedule's next run after this one (planned at `at`), or undefined for a one-off run. */
async function nextOf(deps: SchedulerDeps, run: RestartRun, at: number): Promise<Planned | undefined> {
  const schedule = run.scheduleId === null ? undefined : await deps.schedules.get(run.scheduleId);
  if (!schedule) return undefined;
  // From the later of the run's time and now: after a long outage, one skipped run, not one per day.
  const runAt = nextRunAfter(schedule, Math.max(run.runAt, at));
  const step = firstStep(runAt, at);
  return { runAt, nextOffset: step.offset, nextStepAt: step.at };
}

/** Ends a run (and plans its schedule's next); false when another process ended it first. */
async function endRun(
  deps: SchedulerDeps,
  now: () => number,
  run: RestartRun,
  from: readonly string[],
  final: FinalState,
  outcome: string | null,
): Promise<RestartRun | undefined> {
  const at = now();
  return deps.runs.finish(run, from, { state: final, outcome, now: at }, await nextOf(deps, run, at));
}

/**
 * The guild must still be allowed to use the server (owner or current share, and linked there):
 * a schedule made before an unlink or an unshare never touches the server again.
 */
async function stillUsable(state: SchedulerState, run: RestartRun): Promise<boolean> {
  const { deps } = state;
  if (await deps.links.isLinked(run.guildId, run.serverId)) return true;
  const ended = await deps.runs.finish(run, ['pending', 'restarting'], {
    state: 'cancelled',
    outcome: 'the server is no longer linked in this Discord server',
    now: state.now(),
  });
  if (ended) {
    if (run.scheduleId !== null) await deps.schedules.drop(run.scheduleId);
    await auditEndedRun(deps.audit, run, 'restart:cancelled', 'NOT_LINKED');
    deps.log.warn(
      { runId: run.id, guildId: run.guildId, serverId: run.serverId, scheduleId: run.scheduleId },
      'planned restart cancelled: the server is no longer linked in its Discord server',
    );
  }
  return false;
}

/** Every announcement due now, in order, then the restart when it is due. */
async function advance(state: SchedulerState, run: RestartRun): Promise<void> {
  const { deps, now } = state;
  let current: RestartRun | undefined = run;
  while (current?.state === 'pending' && current.nextOffset > 0 && current.nextStepAt <= now()) {
    if (!(await stillUsable(state, current))) return;
    const offset = current.nextOffset;
    const timely = announcementStillTimely(current.runAt, offset, now());
    if (!(await deps.runs.takeAnnouncement(current, stepAfter(current.runAt, offset), timely))) return;
    if (timely) {
      const message = current.message;
      await announce(deps, current, (l) => announcementText(l, offset, message), String(offset));
    } else {
      deps.log.info(
        { runId: current.id, offset },
        'restart countdown: an announcement whose time passed is left out',
      );
    }
    current = await deps.runs.get(current.id);
  }
  if (current?.nextOffset !== 0 || !(await stillUsable(state, current))) return;
  await state.restart.take(current);
}

/** A run's turn in the queue: read again (it may have waited), then every step due now. */
async function carryOut(state: SchedulerState, id: number): Promise<void> {
  try {
    const run = state.stopped ? undefined : await state.deps.runs.get(id);
    if (run) await advance(state, run);
  } catch (err) {
    state.quietUntil = state.now() + FAILURE_PAUSE_MS;
    // The database failed (or a bug): the run keeps its step and is tried again at the next look.
    state.deps.log.error(
      { err, runId: id },
      'planned restart: a step failed unexpectedly; it is tried again',
    );
  } finally {
    state.held.delete(id);
    if (state.held.size === 0) void arm(state);
  }
}

/** Hands every due run not yet under way to the queue; `work` settles once they are carried out. */
async function look(state: SchedulerState): Promise<{ work: Promise<unknown> }> {
  const { deps, now, held } = state;
  const work: Array<Promise<void>> = [];
  for (const run of await deps.runs.due(now())) {
    if (held.has(run.id)) continue;
    held.add(run.id);
    work.push(state.queue.run(run.guildId, () => carryOut(state, run.id)));
  }
  if (now() - state.prunedAt >= HOUR_MS) {
    state.prunedAt = now();
    await deps.runs.prune(now() - KEEP_FINISHED_MS, now() - KEEP_ASKED_MS);
  }
  return { work: Promise.all(work) };
}

/** Takes every step due now and resolves once they are taken (tests, with their own clock). */
async function tick(state: SchedulerState): Promise<void> {
  await (await look(state)).work;
}

/**
 * Sets the timer for the next wake. Reading what is due next awaits the database: a look started
 * meanwhile (`wake`) arms again when it ends, and a stop leaves no timer.
 */
async function arm(state: SchedulerState): Promise<void> {
  if (!state.started) return;
  const { now, pollMs } = state;
  clearTimeout(state.timer);
  let next: number | undefined;
  try {
    next = await state.deps.runs.nextDueAt();
  } catch (err) {
    // After a stop the database may be closed under the read: nothing to report then.
    if (state.started)
      state.deps.log.error({ err }, 'planned restarts: could not read what is due next; looking again later');
  }
  if (!state.started || state.looking) return;
  clearTimeout(state.timer);
  const earliest = Math.max(now(), state.quietUntil);
  let delay = next === undefined ? pollMs : Math.min(Math.max(next, earliest) - now(), pollMs);
  // What is due now is (mostly) under way: look again shortly for steps falling due meanwhile.
  if (state.held.size > 0 && next !== undefined && next <= now()) delay = Math.min(state.busyLookMs, pollMs);
  state.timer = setTimeout(() => wake(state), delay);
  state.timer.unref();
}

/** Looks at the table now, or once the look under way ends; then arms the timer for the next. */
function wake(state: SchedulerState): void {
  if (!state.started) return;
  if (state.looking) {
    state.again = true;
    return;
  }
  clearTimeout(state.timer);
  state.looking = look(state)
    .then(({ work }) => {
      // Carried out in the background; their errors are logged where they happen.
      void work.catch(() => undefined);
    })
    .catch((err: unknown) => {
      state.quietUntil = state.now() + FAILURE_PAUSE_MS;
      state.deps.log.error({ err }, 'planned restarts: a pass failed; it is tried again');
    })
    .finally(() => {
      state.looking = undefined;
      if (state.again && state.started) {
        state.again = false;
        wake(state);
      } else {
        void arm(state);
      }
    });
}

function start(state: SchedulerState): void {
  state.started = true;
  state.stopped = false;
  wake(state);
}

async function stop(state: SchedulerState): Promise<void> {
  state.started = false;
  state.stopped = true;
  clearTimeout(state.timer);
  await state.looking;
  // Runs still waiting for their turn give it up at once; those under way finish their step.
  await state.queue.idle();
}
