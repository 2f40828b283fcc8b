import { channel } from 'node:diagnostics_channel';
import { DefaultRestOptions, type RESTOptions } from 'discord.js';
import { attemptCheckHere } from './attempt-check.js';
import type { Departures } from './departures.js';
import { createRequestLine, LATE_SLOT_MS, type SlotMissed } from './request-line.js';
import { type DiscordLane, localSlots, type SlotSource } from './request-slots.js';

export type { DiscordLane } from './request-slots.js';

type MakeRequest = RESTOptions['makeRequest'];

/**
 * The span a budget of requests is spread over: one second and a margin, so that uneven travel
 * times do not bring more than the budget into one second at Discord. 50 over 1.05 s: slots 21 ms
 * apart, each request leaving within `LATE_SLOT_MS` (request-line.ts) of its slot, so any one
 * second holds at most (1000 + 25) / 21 + 1 = 49 of them. Measured at the fake Discord in `bench:fleet` (3 instances,
 * scale 0.1): 47 in a second with 1.1 s (22 ms, where this bound is 47), once a slow check no longer
 * held requests past their slots.
 */
export const BUDGET_WINDOW_MS = 1050;

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

export interface RequestBudgetOptions {
  now?: () => number;
  /** Each request as it leaves: its lane (`uncounted`: interaction answers) and how long it waited. */
  onSent?: (lane: DiscordLane | 'uncounted', waitedMs: number) => void;
  /** A slot taken and let pass unused, and why. */
  onSlotMissed?: (reason: SlotMissed) => void;
  /**
   * Where requests leave at their slots from (a thread of their own): alerts are handed over up to
   * `HANDOVER_AHEAD_MS` before their slots. Absent, each leaves from this event loop when its slot
   * comes (`make`).
   */
  departures?: Departures;
}

/**
 * How far ahead of its slot an alert is handed to the departure thread: the event loop may be
 * held this long past it without the slot being lost. A profile of a `bench:fleet` burst found an
 * instance's loop busy without a break for stretches of up to 700 ms, most of them under a few
 * hundred; the request's check is at most `MAX_CHECK_LEAD_MS` old when it leaves all the same.
 */
export const HANDOVER_AHEAD_MS = 300;

/**
 * Each request counted by Discord's global limit, as it leaves: `{ at, path }` (ms since the epoch,
 * the URL's path). Tests count what left in any one second from it.
 */
export const DEPARTED_CHANNEL = 'hostcord:discord:departed';
const departed = channel(DEPARTED_CHANNEL);

/**
 * Sends requests to Discord at the slots of a budget (request-slots.ts): this instance's own
 * (`perSecond` per `BUDGET_WINDOW_MS`, evenly spaced) or the one all instances share. Each slot
 * goes to the oldest ready alert, and to a bulk request only when no alert is ready; bulk requests
 * take slots only as they come free, so an alert never waits behind queued board edits, whatever
 * their number or instance. @discordjs/rest's own `globalRequestsPerSecond` counts in fixed windows
 * opened by a request and lets each window's budget go in one burst, so the end of one window and
 * the start of the next put up to twice the budget into one second (82 requests in a second from
 * two instances at 25 each, test/discord/shards.test.ts without this); evenly spaced, 48.
 * Interaction answers pass at once: Discord does not count them, and they have 3 s. A request's
 * check (attempt-check.ts) runs before its slot, so the request leaves at the slot itself
 * (request-line.ts).
 */
export function withRequestBudget(
  budget: number | SlotSource,
  make: MakeRequest = DefaultRestOptions.makeRequest,
  options: RequestBudgetOptions = {},
): MakeRequest {
  const now = options.now ?? Date.now;
  const source = typeof budget === 'number' ? localSlots(BUDGET_WINDOW_MS / budget, now) : budget;
  const { departures } = options;
  const line = createRequestLine(
    source,
    now,
    options.onSlotMissed ?? (() => {}),
    departures ? HANDOVER_AHEAD_MS : 0,
  );
  return async (url, init) => {
    const { lane, init: sent } = takeLane(init);
    const path = new URL(url).pathname;
    if (UNCOUNTED.test(path)) {
      options.onSent?.('uncounted', 0);
      return make(url, sent);
    }
    const queuedAt = now();
    const check = attemptCheckHere();
    for (;;) {
      const departAt = await line.wait(lane, init.signal, check);
      const left = departures
        ? await departures.send(url, sent, departAt, LATE_SLOT_MS)
        : { response: make(url, sent), departedAt: now() };
      // Its sender reached the slot too late: the request waits for another (nothing was sent).
      if (left === 'late') {
        line.missedLate();
        continue;
      }
      options.onSent?.(lane, left.departedAt - queuedAt);
      if (departed.hasSubscribers) departed.publish({ at: left.departedAt, path });
      return left.response;
    }
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
