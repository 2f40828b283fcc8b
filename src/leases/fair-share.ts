import type { Leases } from '../db/leases.js';
import type { Logger } from '../logger.js';
import { INSTANCE_LEASE_PREFIX } from './budget-share.js';
import type { GuardOptions, LeaseRunner } from './runner.js';

export interface FairShareDeps {
  runner: Pick<LeaseRunner, 'held' | 'giveUp'>;
  leases: Pick<Leases, 'held'>;
  /** The shared leases' names start with it (`shard:`), and there are `count` of them. */
  prefix: string;
  count: number;
  log: Logger;
  now?: () => number;
  /** How often the part held here is compared with the fair part (the runner's renewal). */
  everyMs: number;
}

interface FairShareState {
  readonly deps: FairShareDeps;
  readonly now: () => number;
  /** The instances alive at the last count. */
  live: number;
  /** Tries to take, one after the other: each sees the leases the one before took. */
  turns: Promise<unknown>;
  /** Taken since the last balance: the runner may not list them among its held leases yet. */
  readonly justTaken: Set<string>;
  timer: NodeJS.Timeout | undefined;
}

/**
 * Shares `count` leases (the gateway shards) among the instances alive: an instance takes one
 * only while it holds fewer than its fair part, `ceil(count / instances alive)`, and one holding
 * more gives one up each round (the runner stops its work first, then releases it). A dead
 * instance's leases run out and the others take them; a restarted one gets its part back.
 */
export function createFairShare(deps: FairShareDeps) {
  const state: FairShareState = {
    deps,
    now: deps.now ?? Date.now,
    live: 1,
    turns: Promise.resolve(),
    justTaken: new Set(),
    timer: undefined,
  };
  return {
    /** The runner's options for the shared lease `name`. */
    options: (name: string): GuardOptions => ({ taking: (take) => taking(state, name, take) }),
    /**
     * Balances every round. The instances alive are those holding `instance:<id>`, the lease each
     * one renews every second with what it wants of the budgets (budget-share.ts, started first).
     */
    start(): void {
      state.timer = setInterval(() => void balance(state), deps.everyMs).unref();
    },
    stop(): void {
      clearInterval(state.timer);
    },
    /** The instances alive at the last count (at least this one). */
    live: (): number => state.live,
    /** One round of balancing now (tests). */
    balance: () => balance(state),
  };
}

export type FairShare = ReturnType<typeof createFairShare>;

/** Counted at each try and each balance: one small query per shard not held, per round. */
async function liveInstances(state: FairShareState): Promise<number> {
  try {
    const alive = await state.deps.leases.held(INSTANCE_LEASE_PREFIX, state.now());
    state.live = Math.max(1, alive.length);
  } catch (err) {
    state.deps.log.warn({ err }, 'could not count the instances alive; the last count stays in use');
  }
  return state.live;
}

async function fairPart(state: FairShareState): Promise<number> {
  return Math.ceil(state.deps.count / (await liveInstances(state)));
}

function heldHere(state: FairShareState): string[] {
  const { prefix } = state.deps;
  const held = state.deps.runner.held().filter((name) => name.startsWith(prefix));
  return [...new Set([...held, ...state.justTaken])];
}

function taking(state: FairShareState, name: string, take: () => Promise<boolean>): Promise<boolean> {
  const turn = state.turns.then(async () => {
    if (heldHere(state).length >= (await fairPart(state))) return false;
    const taken = await take();
    if (taken) state.justTaken.add(name);
    return taken;
  });
  state.turns = turn.catch(() => undefined);
  return turn;
}

/** Gives up one lease (the highest-numbered) while this instance holds more than its part. */
async function balance(state: FairShareState): Promise<void> {
  state.justTaken.clear();
  const held = heldHere(state);
  const fair = await fairPart(state);
  if (held.length <= fair) return;
  const last = held.sort((a, b) => number(a) - number(b)).at(-1)!;
  state.deps.log.info(
    { lease: last, held: held.length, fair },
    'more than a fair part held: one is given up',
  );
  await state.deps.runner.giveUp(last);
}

function number(name: string): number {
  return Number(name.slice(name.lastIndexOf(':') + 1));
}
