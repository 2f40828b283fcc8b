import { defaultSleep, type Sleep } from './sleep.js';

/**
 * Who waits for a provider call, most urgent first: a member (commands, the event feed behind
 * alerts), a planned restart's warning or restart (due at a minute), the refresh loop's reads.
 */
export const LANES = ['interactive', 'scheduled', 'background'] as const;
export type Lane = (typeof LANES)[number];

/** Calls in flight at once, all parts of hostcord together. */
export const DEFAULT_CALL_CONCURRENCY = 8;

export interface CallBudgetOptions {
  concurrency?: number;
  /**
   * Calls started per second (PROVIDER_CALLS_PER_SECOND, or this instance's share of it: see
   * `setRate`); unlimited when absent. Starts are spaced evenly, 1000 / rate ms apart, so no
   * second holds more than the rate and one more, even with many calls waiting.
   */
  ratePerSecond?: number;
  now?: () => number;
  sleep?: Sleep;
}

interface Waiter {
  admit: (release: () => void) => void;
}

/**
 * One budget for every call hostcord makes to the provider. The provider limits the caller, not
 * one route, and publishes no rate (spec, Limits: "Request rate thresholds: not shown"), so the
 * budget is what it tells: a 429 holds every call, of every part, until its `Retry-After` has
 * passed, instead of each caller running into the limit on its own. Calls wait for one of a few
 * slots, the most urgent lane first; within a lane, in the order they came (a burst of one
 * Discord server's planned restarts reaches this budget only a few at a time: see
 * src/schedule/scheduler.ts). With a rate, starts are also spaced: a turn goes to the most urgent
 * lane waiting when it comes, so a member's call waits at most one spacing behind the refresh loop.
 */
export function createCallBudget(options: CallBudgetOptions = {}) {
  const concurrency = options.concurrency ?? DEFAULT_CALL_CONCURRENCY;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const lanes: Record<Lane, Waiter[]> = { interactive: [], scheduled: [], background: [] };
  const started: Record<Lane, number> = { interactive: 0, scheduled: 0, background: 0 };
  let rate = options.ratePerSecond;
  let active = 0;
  let heldUntil = 0;
  /** When the next call may start, by the rate. */
  let nextStartAt = 0;
  let holding = false;

  function release(): void {
    active -= 1;
    pump();
  }

  function pump(): void {
    while (active < concurrency) {
      const lane = LANES.find((l) => lanes[l].length > 0);
      if (!lane) return;
      // A share of 0 (another instance makes room for this one): `setRate` pumps again.
      if (rate === 0) return;
      const at = now();
      const wait = Math.max(heldUntil, nextStartAt) - at;
      if (wait > 0) {
        waitOutHold(wait);
        return;
      }
      if (rate !== undefined) nextStartAt = Math.max(nextStartAt, at) + 1000 / rate;
      active += 1;
      started[lane] += 1;
      lanes[lane].shift()!.admit(once(release));
    }
  }

  /** One timer for the hold (or the rate's next turn), however many calls wait behind it. */
  function waitOutHold(ms: number): void {
    if (holding) return;
    holding = true;
    void sleep(ms, new AbortController().signal)
      .catch(() => undefined)
      .then(() => {
        holding = false;
        pump();
      });
  }

  return {
    /**
     * Waits for the call's turn; resolves with the function that gives its slot back (once the
     * answer is in). Rejects with `signal`'s reason when the caller gives up first.
     */
    admit(lane: Lane, signal: AbortSignal): Promise<() => void> {
      return waitInLine(lanes[lane], signal, pump);
    },
    /** The provider answered 429: nothing more is sent for `ms`. */
    holdFor(ms: number): void {
      heldUntil = Math.max(heldUntil, now() + ms);
    },
    /** How long calls still wait for the provider's `Retry-After`; 0 when they don't. */
    heldForMs(): number {
      return Math.max(0, heldUntil - now());
    },
    /** A new rate (this instance's share changed); undefined: unlimited. Applies from the next start. */
    setRate(ratePerSecond: number | undefined): void {
      if (ratePerSecond === rate) return;
      // The turn already given keeps its start; the spacing after it is the new one's.
      if (rate && ratePerSecond && nextStartAt > now())
        nextStartAt = nextStartAt - 1000 / rate + 1000 / ratePerSecond;
      else if (!rate) nextStartAt = now();
      rate = ratePerSecond;
      pump();
    },
    /** Calls started per second now, undefined when unlimited. */
    rate(): number | undefined {
      return rate;
    },
    /** Calls started so far per lane (the metrics'), and waiting now. */
    usage(): { started: Readonly<Record<Lane, number>>; waiting: Record<Lane, number> } {
      return {
        started,
        waiting: {
          interactive: lanes.interactive.length,
          scheduled: lanes.scheduled.length,
          background: lanes.background.length,
        },
      };
    },
  };
}

export type CallBudget = ReturnType<typeof createCallBudget>;

/** Joins `queue`; leaves it when `signal` aborts first. */
function waitInLine(queue: Waiter[], signal: AbortSignal, pump: () => void): Promise<() => void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const waiter: Waiter = {
      admit: (give) => {
        signal.removeEventListener('abort', onAbort);
        resolve(give);
      },
    };
    const onAbort = () => {
      const at = queue.indexOf(waiter);
      if (at >= 0) queue.splice(at, 1);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    queue.push(waiter);
    pump();
  });
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}
