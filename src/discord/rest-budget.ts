import { DefaultRestOptions, type RESTOptions } from 'discord.js';

type MakeRequest = RESTOptions['makeRequest'];

/**
 * The span a budget of requests is spread over: one second and a margin, so that uneven travel
 * times do not bring more than the budget into one second at Discord (with 50 ms, two instances at
 * 25 each put 49–50 requests into one second at the fake Discord; with 100 ms, 46).
 */
export const BUDGET_WINDOW_MS = 1100;

/**
 * Who waits for a request, most urgent first: alerts, planned-restart reports and everything
 * else (`alert`), then what keeps itself up to date and can come a moment later (`bulk`: status
 * boards' edits, re-posts, checks and deletions).
 */
export type DiscordLane = 'alert' | 'bulk';

/**
 * The header a caller sets (REST `headers` option) to put its request in the bulk lane; it is
 * taken off before the request leaves.
 */
export const LANE_HEADER = 'x-hostcord-lane';
export const BULK_REQUEST = { headers: { [LANE_HEADER]: 'bulk' } } as const;

/**
 * Routes Discord does not count against the global limit (Interactions › Receiving and Responding):
 * the initial answer and the interaction's webhook (edits, follow-ups). hostcord makes no other
 * webhooks.
 */
const UNCOUNTED = /\/(interactions\/\d+\/[^/]+\/callback|webhooks\/\d+\/[^/]+)(\/|$)/;

interface Waiter {
  go: () => void;
}

/**
 * Sends requests to Discord at most `perSecond` per `BUDGET_WINDOW_MS`, evenly spaced; a request
 * after a quiet moment goes at once. Each turn goes to the oldest waiting alert, and to a bulk
 * request only when no alert waits: an alert never waits behind queued board edits, whatever their
 * number. @discordjs/rest's own `globalRequestsPerSecond` counts in fixed windows opened by a
 * request and lets each window's budget go in one burst, so the end of one window and the start of
 * the next put up to twice the budget into one second (82 requests in a second from two instances
 * at 25 each, test/discord/shards.test.ts without this); evenly spaced, 46–47. Interaction answers
 * pass at once: Discord does not count them, and they have 3 s.
 */
export function withRequestBudget(
  perSecond: number | (() => number),
  make: MakeRequest = DefaultRestOptions.makeRequest,
  now: () => number = Date.now,
): MakeRequest {
  // Read at each turn: an instance's part changes with the instances alive (leased shards).
  const spacingMs = () => BUDGET_WINDOW_MS / (typeof perSecond === 'number' ? perSecond : perSecond());
  const lanes: Record<DiscordLane, Waiter[]> = { alert: [], bulk: [] };
  /** When the next counted request may go. */
  let nextAt = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;

  function pump(): void {
    while (!timer) {
      const queue = lanes.alert.length > 0 ? lanes.alert : lanes.bulk;
      if (queue.length === 0) return;
      const wait = nextAt - now();
      if (wait > 0) {
        timer = setTimeout(() => {
          timer = undefined;
          pump();
        }, wait);
        return;
      }
      nextAt = Math.max(now(), nextAt) + spacingMs();
      queue.shift()!.go();
    }
  }

  /** Waits for the request's turn; discord.js's timeout (its signal) takes it out of the line. */
  function turn(lane: DiscordLane, signal: AbortSignal | null | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const queue = lanes[lane];
      const onAbort = () => {
        const at = queue.indexOf(waiter);
        if (at >= 0) queue.splice(at, 1);
        reject(signal?.reason);
      };
      const waiter: Waiter = {
        go: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(waiter);
      // After the caller's synchronous part, so the spacing counts from when requests leave.
      queueMicrotask(pump);
    });
  }

  return async (url, init) => {
    const { lane, init: sent } = takeLane(init);
    if (UNCOUNTED.test(new URL(url).pathname)) return make(url, sent);
    await turn(lane, init.signal);
    return make(url, sent);
  };
}

/** The request's lane from its header, and the request without that header. */
function takeLane(init: Parameters<MakeRequest>[1]): {
  lane: DiscordLane;
  init: Parameters<MakeRequest>[1];
} {
  const headers = init.headers;
  if (!headers || headers instanceof Headers || Array.isArray(headers)) return { lane: 'alert', init };
  const { [LANE_HEADER]: lane, ...rest } = headers as Record<string, string>;
  if (lane === undefined) return { lane: 'alert', init };
  return { lane: lane === 'bulk' ? 'bulk' : 'alert', init: { ...init, headers: rest } };
}
