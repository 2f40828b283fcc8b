import { backoffDelay } from '../backoff.js';
import type { Server } from '../hosting/index.js';
import { createPacedCalls } from './paced-calls.js';
import { listCalls, planCycle, type RefreshPlan, type SampleCursor, wantedCalls } from './refresh-plan.js';
import {
  askGames,
  gamesToHandOut,
  handsOut,
  listServers,
  type PacedCalls,
  type ProviderTrouble,
  publish,
  type ReadingState,
  type RefreshBatch,
  type RefresherDeps,
  readOne,
  readResources,
  recordCycleFailure,
  recordProviderAnswers,
  type Snapshot,
} from './refresh-reads.js';

export {
  NOT_VISIBLE,
  type ProviderTrouble,
  type RefreshBatch,
  type RefresherDeps,
  type Snapshot,
  type WatchList,
} from './refresh-reads.js';

/** The refresh loop, as the watch and the app drive it. */
export interface Refresher {
  /** Starts the cycles (this instance holds the `watch` lease); after `stop`, with fresh calls. */
  start(): void;
  /**
   * Stops the cycles (this instance lost the `watch` lease): a cycle under way hands nothing out,
   * early refreshes are no longer started; `start` resumes. Calls for `refreshNow` still go out.
   */
  pause(): Promise<void>;
  stop(): Promise<void>;
  /** Runs a full cycle now (or joins the one running), then schedules the next. */
  runCycle(): Promise<void>;
  /** Refreshes these servers soon (within the debounce), outside the cycle; only once started. */
  refreshSoon(serverIds: Iterable<string>): void;
  /** Refreshes these servers at once; resolves when their batch has been handed out. */
  refreshNow(serverIds: Iterable<string>): Promise<void>;
  /** Listens to every batch; returns the way to stop listening. */
  subscribe(listener: (batch: RefreshBatch) => void): () => void;
  unreachableSince(): number | null;
  /** Since when refreshes fail and why, or null while they work: what boards say of the provider. */
  trouble(): ProviderTrouble | null;
  /** Resolves once no refresh is running or waiting for its debounce (tests and benchmarks). */
  idle(): Promise<void>;
  /** The last full cycle that read the provider: what it read and how long its reads took. */
  lastCycle(): CycleStats | undefined;
  /**
   * The provider calls a full cycle reading every linked server makes: the cycle under way's, from
   * the links, as soon as it started (what this instance asks of the shared budget: a first cycle,
   * after a start or a lease taken over, is not read at the share of an instance that asks nothing),
   * else the last one's. Undefined before the first cycle.
   */
  wanted(): number | undefined;
}

/** What the metrics and the doctor say of the refresh loop's use of the provider budget. */
export interface CycleStats extends Omit<RefreshPlan, 'list'> {
  /** From the cycle's start to its last resources read (not its games). */
  ms: number;
}

/** The loop's own state beside what reading needs: when refreshes run. */
interface RefresherState extends ReadingState {
  readonly now: () => number;
  readonly maxBackoffMs: number;
  /** Servers asked for an early refresh that has not started yet. */
  readonly pending: Set<string>;
  /** Refreshes started so far: numbers them in the order they started reading. */
  refreshes: number;
  /** Cycles follow each other once started (`stopped`, `paused`: see ReadingState). */
  started: boolean;
  cycleTimer: NodeJS.Timeout | undefined;
  earlyTimer: NodeJS.Timeout | undefined;
  cycleRunning: Promise<void> | undefined;
  earlyRunning: Promise<void> | undefined;
  /** Where the turns of the linked servers not on boards stand (refresh-plan.ts). */
  readonly cursor: SampleCursor;
  lastCycle: CycleStats | undefined;
  /** See `Refresher.wanted`. */
  wanted: number | undefined;
}

/**
 * The one loop that reads what boards and incidents need. A cycle lists the servers once (spec,
 * endpoint 2, 100 per page), then reads the resources of each server in `withResources`, a few at a
 * time. A 429 pauses every call until its `Retry-After` has passed; a provider that does not answer
 * makes the cycles back off, and each batch says since when it is unreachable. Events and power
 * actions ask for an early refresh of the servers concerned (endpoints 3 and 5 for each).
 */
export function createRefresher(deps: RefresherDeps): Refresher {
  const state: RefresherState = {
    deps,
    now: deps.now ?? Date.now,
    log: deps.log,
    maxBackoffMs: deps.maxBackoffMs ?? deps.intervalMs * 5,
    listeners: new Set(),
    seenIn: new Map(),
    pending: new Set(),
    calls: pacedCalls(deps),
    abort: new AbortController(),
    refreshes: 0,
    unreachableSince: null,
    refused: false,
    failures: 0,
    started: false,
    stopped: false,
    paused: false,
    cycleTimer: undefined,
    earlyTimer: undefined,
    cycleRunning: undefined,
    earlyRunning: undefined,
    cursor: { next: 0 },
    lastCycle: undefined,
    wanted: undefined,
  };
  return {
    start: () => start(state),
    pause: () => pause(state),
    stop: () => stop(state),
    runCycle: () => runCycle(state),
    refreshSoon: (serverIds) => refreshSoon(state, serverIds),
    refreshNow: (serverIds) => refreshNow(state, serverIds),
    subscribe: (listener) => subscribe(state, listener),
    unreachableSince: () => state.unreachableSince,
    trouble: () =>
      state.unreachableSince === null ? null : { since: state.unreachableSince, refused: state.refused },
    idle: () => idle(state),
    lastCycle: () => state.lastCycle,
    wanted: () => state.wanted,
  };
}

function pacedCalls(deps: RefresherDeps): PacedCalls {
  return createPacedCalls({
    concurrency: deps.concurrency ?? 4,
    log: deps.log,
    ...(deps.retryMs !== undefined && { retryMs: deps.retryMs }),
  });
}

function start(state: RefresherState): void {
  state.stopped = false;
  // Paused or stopped before: the calls and game queries of that time were given up.
  if (state.abort.signal.aborted) {
    state.abort = new AbortController();
    state.calls = pacedCalls(state.deps);
  }
  state.started = true;
  state.paused = false;
  void runCycle(state);
}

/**
 * The lease went to another instance: the cycle under way gives up its queued provider calls and
 * game queries (at this instance's floor share of the budgets, thousands of them would hold the
 * pause, and the instance's stop, for minutes); what it read is not handed out.
 */
async function pause(state: RefresherState): Promise<void> {
  state.started = false;
  state.paused = true;
  state.pending.clear();
  await halt(state);
}

async function stop(state: RefresherState): Promise<void> {
  state.stopped = true;
  await halt(state);
}

/** Gives up the queued calls and game queries, then waits for the cycle and early refresh under way. */
async function halt(state: RefresherState): Promise<void> {
  state.abort.abort();
  state.calls.close();
  clearTimeout(state.cycleTimer);
  clearTimeout(state.earlyTimer);
  state.earlyTimer = undefined;
  await Promise.allSettled([state.cycleRunning, state.earlyRunning]);
}

function subscribe(state: RefresherState, listener: (batch: RefreshBatch) => void): () => void {
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

async function idle(state: RefresherState): Promise<void> {
  while (state.cycleRunning || state.earlyRunning || state.earlyTimer) {
    await Promise.allSettled([state.cycleRunning, state.earlyRunning]);
    if (state.earlyTimer && !state.earlyRunning) await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// ——— the full cycle ———

function schedule(state: RefresherState, delayMs: number): void {
  clearTimeout(state.cycleTimer);
  state.cycleTimer = setTimeout(() => void runCycle(state), delayMs);
}

/** Runs a full cycle now (or joins the one running), then schedules the next. */
function runCycle(state: RefresherState): Promise<void> {
  if (state.cycleRunning) return state.cycleRunning;
  clearTimeout(state.cycleTimer);
  state.cycleRunning = cycle(state)
    .catch((err: unknown) => state.log.error({ err }, 'board refresh failed unexpectedly'))
    .finally(() => {
      state.cycleRunning = undefined;
      if (!state.started || state.stopped) return;
      schedule(state, nextCycleDelay(state));
    });
  return state.cycleRunning;
}

/** The interval; longer while the provider fails (backoff) or asked to wait (429). */
function nextCycleDelay(state: RefresherState): number {
  const { intervalMs } = state.deps;
  const backoff =
    state.failures > 0
      ? backoffDelay(state.failures, { initialMs: intervalMs, maxMs: state.maxBackoffMs })
      : 0;
  return Math.max(intervalMs, backoff, state.calls.heldUntil() - Date.now());
}

/**
 * One full cycle: the servers to watch, the provider's list of them, their games asked beside the
 * panel, their resources read; the batch is handed out, and the cycle ends with its slowest game.
 */
async function cycle(state: RefresherState): Promise<void> {
  const at = state.now();
  const number = ++state.refreshes;
  const list = await state.deps.watchList();
  state.wanted = wantedCalls(list);
  let servers: Server[];
  try {
    servers = await listServers(state);
  } catch (err) {
    recordCycleFailure(state, err, at, number);
    return;
  }
  recordProviderAnswers(state);
  const byId = new Map(servers.map((s) => [s.id, s]));
  const probe = askGames(state, list, byId, at);
  const calls = state.deps.callsPerCycle?.();
  const { list: reading, ...plan } = planCycle(list, listCalls(servers.length), calls, state.cursor);
  state.wanted = plan.wanted;
  const snapshots = await readResources(state, reading, byId, at);
  state.lastCycle = { ...plan, ms: state.now() - at };
  const games = gamesToHandOut(state, probe);
  if (handsOut(state))
    publish(state, { at, full: true, snapshots, unreachableSince: null, ...(games && { games }) }, number);
  // The cycle ends with its slowest game: two probes never overlap.
  await games;
}

// ——— early refreshes ———

function refreshSoon(state: RefresherState, serverIds: Iterable<string>): void {
  // Not started (or paused): another instance holds the `watch` lease and refreshes.
  if (!state.started) return;
  for (const id of serverIds) state.pending.add(id);
  if (state.pending.size === 0 || state.stopped || state.earlyTimer || state.earlyRunning) return;
  state.earlyTimer = setTimeout(() => runEarly(state), state.deps.debounceMs ?? 100);
}

async function refreshNow(state: RefresherState, serverIds: Iterable<string>): Promise<void> {
  while (state.earlyRunning) await state.earlyRunning;
  for (const id of serverIds) state.pending.add(id);
  clearTimeout(state.earlyTimer);
  state.earlyTimer = undefined;
  runEarly(state);
  await state.earlyRunning;
}

function runEarly(state: RefresherState): void {
  state.earlyRunning = early(state)
    .catch((err: unknown) => state.log.error({ err }, 'early board refresh failed unexpectedly'))
    .finally(() => {
      state.earlyRunning = undefined;
      if (state.pending.size > 0 && !state.stopped)
        state.earlyTimer ??= setTimeout(() => runEarly(state), state.deps.debounceMs ?? 100);
    });
}

/** The pending servers still watched, each read alone (endpoints 3 and 5), handed out together. */
async function early(state: RefresherState): Promise<void> {
  state.earlyTimer = undefined;
  const pending = [...state.pending];
  state.pending.clear();
  const list = await (state.deps.watchListOf?.(pending) ?? state.deps.watchList());
  const ids = pending.filter((id) => list.servers.has(id));
  if (ids.length === 0) return;
  const at = state.now();
  const number = ++state.refreshes;
  const read = await Promise.all(ids.map((serverId) => readOne(state, list, serverId, at)));
  if (state.stopped) return;
  const snapshots = read.filter((s): s is Snapshot => s !== undefined);
  // The provider answers again: a full cycle now, instead of at the end of the backoff.
  if (snapshots.length > 0 && state.unreachableSince !== null && state.started) schedule(state, 0);
  publish(state, { at, full: false, snapshots, unreachableSince: state.unreachableSince }, number);
}
