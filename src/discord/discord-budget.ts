import { DefaultRestOptions, type RESTOptions } from 'discord.js';
import type { BudgetSlots } from '../db/budget-slots.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import type { Departures } from './departures.js';
import { localSlots, type SlotSource, sharedSlots } from './request-slots.js';
import { BUDGET_WINDOW_MS, withRequestBudget } from './rest-budget.js';
import { DISCORD_REQUESTS_PER_SECOND } from './shards.js';

type MakeRequest = RESTOptions['makeRequest'];

export type BudgetMetrics = Pick<
  Metrics,
  'discordRequests' | 'discordBudgetWait' | 'discordBudgetFallbacks' | 'discordSlotsMissed'
>;

export interface DiscordBudgetInput {
  /**
   * This instance's own part of the 50 requests/s (shards.ts `restBudget`, or with leased shards
   * its share of the instances alive), read at each taking.
   */
  ownPerSecond: () => number;
  /** The slots every instance takes from (PostgreSQL); absent, this instance spends its own part. */
  shared?: BudgetSlots | undefined;
  metrics?: BudgetMetrics | undefined;
  log: Logger;
  now?: () => number;
  /** The HTTP call itself; discord.js's by default. */
  make?: MakeRequest;
  /** The thread requests leave from at their slots (departures.ts); absent, this event loop. */
  departures?: Departures;
}

/** A failing shared budget is logged at most this often: it is asked up to 50 times a second. */
const FALLBACK_LOG_MS = 60_000;

/**
 * The REST client's HTTP call, paced by Discord's 50 requests/s: on PostgreSQL every instance
 * takes its requests' slots from one shared row (the whole budget goes where the requests are,
 * alerts of any instance before board edits of any other); on SQLite, or while PostgreSQL does not
 * answer, this instance spends its own part (`ownPerSecond`). An alert's check before each attempt
 * (attempt-check.ts) runs just ahead of the attempt's slot (rest-budget.ts).
 */
export function discordRequestBudget(input: DiscordBudgetInput): MakeRequest {
  const now = input.now ?? Date.now;
  const make = input.make ?? DefaultRestOptions.makeRequest;
  const own = localSlots(() => BUDGET_WINDOW_MS / input.ownPerSecond(), now);
  const source = input.shared ? shared(input, own, now) : own;
  const { metrics } = input;
  return withRequestBudget(source, make, {
    now,
    ...(input.departures && { departures: input.departures }),
    ...(metrics && {
      onSent: (lane, waitedMs) => {
        metrics.discordRequests.inc({ lane });
        if (lane !== 'uncounted') metrics.discordBudgetWait.observe({ lane }, waitedMs / 1000);
      },
      onSlotMissed: (reason) => metrics.discordSlotsMissed.inc({ reason }),
    }),
  });
}

function shared(input: DiscordBudgetInput, own: SlotSource, now: () => number): SlotSource {
  let loggedAt = Number.NEGATIVE_INFINITY;
  return sharedSlots({
    slots: input.shared!,
    spacingMs: Math.ceil(BUDGET_WINDOW_MS / DISCORD_REQUESTS_PER_SECOND),
    fallback: own,
    now,
    onFailure: (err) => {
      input.metrics?.discordBudgetFallbacks.inc();
      if (now() - loggedAt < FALLBACK_LOG_MS) return;
      loggedAt = now();
      input.log.warn(
        { err },
        "could not take slots of the instances' shared Discord budget; using this instance's own part",
      );
    },
  });
}
