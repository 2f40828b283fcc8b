import { defaultSleep, type Sleep } from './sleep.js';

/**
 * Who waits for a provider call, most urgent first: a member (commands, the event feed behind
 * alerts), a planned restart's warning or restart (due at a minute), the refresh loop's reads.
 */
export const LANES = ['interactive', 'scheduled', 'background'] as const;
export type Lane = (typeof LANES)[number];

/** Calls in flight at once, all parts of hostcord together. */
export const DEFAULT_CALL_CONCURRENCY = 8;

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
 * src/schedule/scheduler.ts).
 */
export function createCallBudget(options: { concurrency?: number; now?: () => number; sleep?: Sleep } = {}) {
  const concurrency = options.concurrency ?? DEFAULT_CALL_CONCURRENCY;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const lanes: Record<Lane, Waiter[]> = { interactive: [], scheduled: [], background: [] };
  let active = 0;
  let heldUntil = 0;
  let holding = false;

  function release(): void {
    active -= 1;
    pump();
  }

  function pump(): void {
    while (active < concurrency) {
      const lane = LANES.find((l) => lanes[l].length > 0);
      if (!lane) return;
      const wait = heldUntil - now();
      if (wait > 0) {
        waitOutHold(wait);
        return;
      }
      active += 1;
      lanes[lane].shift()!.admit(once(release));
    }
  }

  /** One timer for the hold, however many calls wait behind it. */
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
          const queue = lanes[lane];
          const at = queue.indexOf(waiter);
          if (at >= 0) queue.splice(at, 1);
          reject(signal.reason);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        lanes[lane].push(waiter);
        pump();
      });
    },
    /** The provider answered 429: nothing more is sent for `ms`. */
    holdFor(ms: number): void {
      heldUntil = Math.max(heldUntil, now() + ms);
    },
    /** How long calls still wait for the provider's `Retry-After`; 0 when they don't. */
    heldForMs(): number {
      return Math.max(0, heldUntil - now());
    },
  };
}

export type CallBudget = ReturnType<typeof createCallBudget>;

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}
