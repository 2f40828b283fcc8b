import type { Leases } from '../db/leases.js';
import type { Logger } from '../logger.js';

/** A lease is held this long after each take or renewal (src/db/README.md, 2.). */
export const LEASE_TTL_MS = 30_000;
/** How often held leases are renewed and free ones tried. */
export const LEASE_RENEW_MS = 10_000;

/** The work a lease guards: started when the lease is taken, stopped when it is lost or given up. */
export interface GuardedWork {
  start(): void | Promise<void>;
  stop(): void | Promise<void>;
}

/** Timers the runner schedules its rounds with; tests hand in a fake clock's. */
export interface LeaseTimers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface LeaseRunnerDeps {
  leases: Pick<Leases, 'take' | 'release' | 'heldUntil'>;
  /** This instance's id (src/instance.ts). */
  holder: string;
  log: Logger;
  now?: () => number;
  ttlMs?: number;
  renewMs?: number;
  timers?: LeaseTimers;
}

/** How a guarded lease is taken. */
export interface GuardOptions {
  /**
   * Each try to take the lease while this instance does not hold it goes through here: `take`
   * tries it; resolving false without calling it leaves the lease to the others this round (an
   * instance that runs its fair part of the shards takes no more: src/leases/fair-share.ts).
   */
  taking?: (take: () => Promise<boolean>) => Promise<boolean>;
}

interface Held {
  name: string;
  work: GuardedWork;
  taking: (take: () => Promise<boolean>) => Promise<boolean>;
  /** Given up (`giveUp`): not taken again before this time, so another instance takes it. */
  heldOffUntil: number;
  /** Until when this instance holds the lease (its own last take), or null when it does not. */
  until: number | null;
  /** Starts and stops of the work, one after the other. */
  chain: Promise<void>;
  /** The next try or renewal. */
  timer: unknown;
  /** The try or renewal under way (it waits for the database), settled when none is. */
  round: Promise<void>;
}

/** A lease taken for one run of `once`: renewed while the run goes on, released after. */
interface HeldOnce {
  readonly name: string;
  /** The next renewal. */
  renewal: unknown;
  /** The run is over: no renewal is set after the one under way. */
  done: boolean;
  /** The renewal under way, settled when none is. */
  renewing: Promise<void>;
}

/** What the runner holds: its settings, and the leases it guards or holds for `once`. */
interface RunnerState {
  readonly leases: LeaseRunnerDeps['leases'];
  readonly holder: string;
  readonly log: Logger;
  readonly now: () => number;
  readonly ttlMs: number;
  readonly renewMs: number;
  readonly timers: LeaseTimers;
  readonly guarded: Map<string, Held>;
  /** Leases of `once` being run now. */
  readonly holdingOnce: Set<string>;
  /** Renewals of `once` leases under way. */
  readonly renewingOnce: Set<Promise<void>>;
  running: boolean;
}

const realTimers: LeaseTimers = {
  set: (fn, ms) => setTimeout(fn, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * Runs each guarded piece of work in one instance at a time. Each lease is taken at once on
 * `start` (a lone instance starts all its work without delay), then renewed for `ttlMs` every
 * `renewMs`; the work starts when this instance gets the lease and stops when another took it,
 * when renewal failed and the next try would come after `until`, or when the renewal itself came
 * after `until` (a paused process). An instance without the lease tries again every `renewMs`,
 * and right after the holder's `until`: a killed holder's work is taken over at most `ttlMs` after
 * its last renewal. A stopped instance releases its leases, so a successor takes them at once.
 */
export function createLeaseRunner(deps: LeaseRunnerDeps) {
  const state: RunnerState = {
    leases: deps.leases,
    holder: deps.holder,
    log: deps.log,
    now: deps.now ?? Date.now,
    ttlMs: deps.ttlMs ?? LEASE_TTL_MS,
    renewMs: deps.renewMs ?? LEASE_RENEW_MS,
    timers: deps.timers ?? realTimers,
    guarded: new Map(),
    holdingOnce: new Set(),
    renewingOnce: new Set(),
    running: false,
  };
  return {
    holder: state.holder,
    /**
     * Guards `work` with the lease `name`; taken at once when the runner already runs. Resolves
     * once that first try is done (the work's start is under way when it got the lease); it never
     * rejects.
     */
    guard: (name: string, work: GuardedWork, options: GuardOptions = {}): Promise<void> =>
      guard(state, name, work, options),
    /**
     * Gives one held lease up while the rest runs on: its work stops first, then the lease is
     * released, and this instance does not take it again for `holdOffMs` (the TTL by default), so
     * another instance takes it. Resolves true once released; false when it was not held here.
     */
    giveUp: (name: string, holdOffMs?: number): Promise<boolean> =>
      giveUp(state, name, holdOffMs ?? state.ttlMs),
    /**
     * Takes every lease it can at once (a lone instance starts all its work now), then every
     * `renewMs`. Resolves once those first tries are done; it never rejects.
     */
    start: () => start(state),
    /**
     * Stops every guarded work, then releases the leases (unless `release: false`, which leaves
     * them to expire as a killed process would).
     */
    stop: (options: { release?: boolean } = {}) => stop(state, options),
    /**
     * Runs `fn` once if this instance gets the lease (renewed while `fn` runs, released after);
     * resolves with false, without running it, while another instance holds it.
     */
    once: (name: string, fn: () => Promise<unknown>) => once(state, name, fn),
    /** The leases this instance holds now, by name (`/healthz`). */
    held: () => held(state),
    /** Resolves when no round, and no start or stop of leased work, is under way (tests). */
    settled: () => settled(state),
  };
}

export type LeaseRunner = ReturnType<typeof createLeaseRunner>;

function guard(state: RunnerState, name: string, work: GuardedWork, options: GuardOptions): Promise<void> {
  if (state.guarded.has(name)) throw new Error(`lease ${name} is guarded already`);
  const lease: Held = {
    name,
    work,
    taking: options.taking ?? ((take) => take()),
    heldOffUntil: Number.NEGATIVE_INFINITY,
    until: null,
    chain: Promise.resolve(),
    timer: undefined,
    round: Promise.resolve(),
  };
  state.guarded.set(name, lease);
  return runRound(state, lease);
}

async function start(state: RunnerState): Promise<void> {
  if (state.running) return;
  state.running = true;
  await Promise.all([...state.guarded.values()].map((lease) => runRound(state, lease)));
}

async function stop(state: RunnerState, options: { release?: boolean }): Promise<void> {
  state.running = false;
  for (const lease of state.guarded.values()) state.timers.clear(lease.timer);
  await Promise.all([...state.guarded.values()].map((lease) => stopGuarded(state, lease, options)));
}

/** The work started when the lease was taken; starts and stops run one after the other. */
function startWork(state: RunnerState, lease: Held): void {
  lease.chain = lease.chain
    .then(() => lease.work.start())
    .catch((err: unknown) => state.log.error({ err, lease: lease.name }, 'starting leased work failed'));
}

function stopWork(state: RunnerState, lease: Held): void {
  lease.chain = lease.chain
    .then(() => lease.work.stop())
    .catch((err: unknown) => state.log.error({ err, lease: lease.name }, 'stopping leased work failed'));
}

/**
 * Runs one round for the lease, then sets the timer of the next; resolves once the round is done.
 * A round started before `stop` sets no timer after it (`stop` waits for it, then releases).
 */
function runRound(state: RunnerState, lease: Held): Promise<void> {
  if (!state.running) return lease.round;
  const round = lease.round.then(async () => {
    if (!state.running) return;
    let delayMs = state.renewMs;
    try {
      delayMs = await takeOrRenew(state, lease);
    } catch (err) {
      state.log.error({ err, lease: lease.name }, 'lease round failed; trying again');
    }
    if (state.running) lease.timer = state.timers.set(() => void runRound(state, lease), delayMs);
  });
  lease.round = round;
  return round;
}

/** Takes or renews the lease now; returns when to try again (ms from now). */
async function takeOrRenew(state: RunnerState, lease: Held): Promise<number> {
  const at = state.now();
  if (lease.until !== null && at > lease.until) {
    // This round came after `until` (the process was paused): another may hold it already.
    state.log.warn({ lease: lease.name }, 'lease expired before it was renewed: its work stops');
    loseLease(state, lease);
  }
  const wasHeld = lease.until !== null;
  if (!wasHeld && at < lease.heldOffUntil) return state.renewMs;
  const take = () => state.leases.take(lease.name, state.holder, state.ttlMs, at);
  let taken: boolean;
  try {
    taken = await (wasHeld ? take() : lease.taking(take));
  } catch (err) {
    return takeFailed(state, lease, err, at, wasHeld);
  }
  if (taken) return leaseTaken(state, lease, at, wasHeld);
  if (wasHeld) {
    state.log.warn({ lease: lease.name }, 'lease lost to another instance: its work stops');
    loseLease(state, lease);
  }
  return afterHolder(state, lease, at);
}

/** Held until `at + ttlMs`; the work starts when the lease was not held before. */
function leaseTaken(state: RunnerState, lease: Held, at: number, wasHeld: boolean): number {
  lease.until = at + state.ttlMs;
  if (!wasHeld) {
    state.log.info({ lease: lease.name, instance: state.holder }, 'lease taken: this instance runs the work');
    startWork(state, lease);
  }
  return state.renewMs;
}

/** The database failed: the work stops when the next try would come after `until`. */
function takeFailed(state: RunnerState, lease: Held, err: unknown, at: number, wasHeld: boolean): number {
  if (wasHeld && at + state.renewMs >= lease.until!) {
    state.log.error({ err, lease: lease.name }, 'lease could not be renewed in time: its work stops');
    loseLease(state, lease);
  } else {
    state.log.warn({ err, lease: lease.name }, 'taking or renewing a lease failed; trying again');
  }
  return state.renewMs;
}

function loseLease(state: RunnerState, lease: Held): void {
  lease.until = null;
  stopWork(state, lease);
}

/** Tried again right after the holder's lease runs out, should it not renew (it died). */
async function afterHolder(state: RunnerState, lease: Held, at: number): Promise<number> {
  try {
    const until = await state.leases.heldUntil(lease.name);
    if (until !== undefined) return Math.min(state.renewMs, Math.max(1, until + 1 - at));
  } catch {
    // The next try finds out.
  }
  return state.renewMs;
}

/** Stops the work, then releases the lease, after the round under way; later rounds wait for it. */
function giveUp(state: RunnerState, name: string, holdOffMs: number): Promise<boolean> {
  const lease = state.guarded.get(name);
  if (!lease) return Promise.resolve(false);
  const given = lease.round.then(async () => {
    if (lease.until === null) return false;
    lease.until = null;
    lease.heldOffUntil = state.now() + holdOffMs;
    state.log.info({ lease: lease.name }, 'lease given up: another instance takes the work');
    stopWork(state, lease);
    await lease.chain;
    await releaseLease(state, lease.name);
    return true;
  });
  lease.round = given.then(() => undefined);
  return given;
}

/** Stops the lease's work, then releases it when it was held (unless `release: false`). */
async function stopGuarded(state: RunnerState, lease: Held, options: { release?: boolean }): Promise<void> {
  // A round under way may still take the lease: released below once it is done.
  await lease.round;
  const wasHeld = lease.until !== null;
  lease.until = null;
  if (wasHeld) stopWork(state, lease);
  await lease.chain;
  if (!wasHeld || options.release === false) return;
  await releaseLease(state, lease.name);
}

/** Gives the lease up, so a successor takes it at once. */
async function releaseLease(state: RunnerState, name: string): Promise<void> {
  try {
    await state.leases.release(name, state.holder);
  } catch (err) {
    state.log.warn({ err, lease: name }, 'releasing a lease failed: it expires by itself');
  }
}

async function once(state: RunnerState, name: string, fn: () => Promise<unknown>): Promise<boolean> {
  if (!(await state.leases.take(name, state.holder, state.ttlMs, state.now()))) {
    state.log.info({ lease: name }, 'another instance holds this lease: not run here');
    return false;
  }
  state.holdingOnce.add(name);
  const lease: HeldOnce = { name, renewal: undefined, done: false, renewing: Promise.resolve() };
  lease.renewal = state.timers.set(() => renewOnce(state, lease), state.renewMs);
  try {
    await fn();
    return true;
  } finally {
    await endOnce(state, lease);
  }
}

/** Renews a `once` lease, and sets the next renewal while its run goes on. */
function renewOnce(state: RunnerState, lease: HeldOnce): void {
  const round = (async () => {
    try {
      await state.leases.take(lease.name, state.holder, state.ttlMs, state.now());
    } catch (err) {
      state.log.warn({ err, lease: lease.name }, 'renewing a lease failed; trying again');
    }
    if (!lease.done) lease.renewal = state.timers.set(() => renewOnce(state, lease), state.renewMs);
  })();
  lease.renewing = round;
  state.renewingOnce.add(round);
  void round.finally(() => state.renewingOnce.delete(round));
}

async function endOnce(state: RunnerState, lease: HeldOnce): Promise<void> {
  lease.done = true;
  state.timers.clear(lease.renewal);
  // A renewal under way would take the lease again after the release.
  await lease.renewing;
  state.holdingOnce.delete(lease.name);
  await releaseLease(state, lease.name);
}

function held(state: RunnerState): string[] {
  const at = state.now();
  const guarded = [...state.guarded.values()]
    .filter((lease) => lease.until !== null && at <= lease.until)
    .map((lease) => lease.name);
  return [...guarded, ...state.holdingOnce].sort();
}

async function settled(state: RunnerState): Promise<void> {
  await Promise.all([...state.guarded.values()].map((lease) => lease.round));
  await Promise.all([...state.renewingOnce]);
  await Promise.all([...state.guarded.values()].map((lease) => lease.chain));
}
