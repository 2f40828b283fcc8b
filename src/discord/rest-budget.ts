import { setTimeout as sleep } from 'node:timers/promises';
import { DefaultRestOptions, type RESTOptions } from 'discord.js';

type MakeRequest = RESTOptions['makeRequest'];

/**
 * The span a budget of requests is spread over: one second and a margin, so that uneven travel
 * times do not bring more than the budget into one second at Discord (with 50 ms, two instances at
 * 25 each put 49–50 requests into one second at the fake Discord; with 100 ms, 46).
 */
export const BUDGET_WINDOW_MS = 1100;

/**
 * @discordjs/rest's `offset`, the wait it adds after each of its rate-limit windows (default 50 ms).
 * Its global windows then last as long as this queue's, so the queue drains as fast as discord.js
 * lets requests into it and does not grow under a long flood: time spent here counts toward
 * discord.js's 15 s request timeout.
 */
export const REST_OFFSET_MS = BUDGET_WINDOW_MS - 1000;

/**
 * Routes Discord does not count against the global limit (Interactions › Receiving and Responding):
 * the initial answer and the interaction's webhook (edits, follow-ups). hostcord makes no other
 * webhooks.
 */
const UNCOUNTED = /\/(interactions\/\d+\/[^/]+\/callback|webhooks\/\d+\/[^/]+)(\/|$)/;

/**
 * Sends requests to Discord at most `perSecond` per `BUDGET_WINDOW_MS`, evenly spaced, in the order
 * they came; a request after a quiet moment goes at once. @discordjs/rest's own
 * `globalRequestsPerSecond` counts in fixed windows opened by a request and lets each window's
 * budget go in one burst, so the end of one window and the start of the next put up to twice the
 * budget into one second: 82 requests in a second from two instances at 25 each
 * (test/discord/shards.test.ts without this), and 51 with the bursts kept but counted over a
 * sliding 1.1 s (a burst queues at the receiver and arrives spread out); evenly spaced, 46–47. Interaction answers pass
 * at once: Discord does not count them, and they have 3 s.
 */
export function withRequestBudget(
  perSecond: number,
  make: MakeRequest = DefaultRestOptions.makeRequest,
  now: () => number = Date.now,
): MakeRequest {
  const spacingMs = BUDGET_WINDOW_MS / perSecond;
  /** When the next counted request may go. */
  let nextAt = Number.NEGATIVE_INFINITY;
  let queue: Promise<void> = Promise.resolve();

  async function admit(): Promise<void> {
    const wait = nextAt - now();
    if (wait > 0) await sleep(wait);
    nextAt = Math.max(now(), nextAt) + spacingMs;
  }

  return async (url, init) => {
    if (UNCOUNTED.test(new URL(url).pathname)) return make(url, init);
    const turn = queue.then(admit);
    queue = turn;
    await turn;
    return make(url, init);
  };
}
