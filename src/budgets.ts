import type { Config } from './config.js';
import type { Leases } from './db/leases.js';
import type { GameWatch } from './game-query/game-watch.js';
import type { CallBudget } from './hosting/index.js';
import { type BudgetShare, createBudgetShare, type SharedBudget } from './leases/budget-share.js';
import type { Logger } from './logger.js';
import type { Metrics } from './metrics.js';
import { callsPerCycle, wantedPerSecond } from './watch/refresh-plan.js';
import type { Refresher } from './watch/refresher.js';

/**
 * The two budgets several instances share (PROVIDER_CALLS_PER_SECOND, GAME_QUERIES_PER_SECOND):
 * what this instance asks of each, its share of them on PostgreSQL, and their gauges in `/metrics`.
 */
export interface BudgetDeps {
  config: Pick<Config, 'providerCallsPerSecond' | 'gameQueriesPerSecond'>;
  dialect: 'sqlite' | 'postgres';
  leases: Pick<Leases, 'take' | 'release' | 'held'>;
  instance: string;
  log: Logger;
  metrics: Metrics;
  provider: CallBudget;
  /** Absent with GAME_QUERY=off. */
  games?: { budget: CallBudget; watch: Pick<GameWatch, 'wanted'> };
  refresher: Pick<Refresher, 'lastCycle' | 'wanted'>;
  refreshIntervalMs: number;
  /** Whether this instance holds the `watch` lease now: it alone runs the refresh loop and asks the games. */
  refreshesHere: () => boolean;
  /** Tests shorten them (src/leases/budget-share.ts). */
  share?: { periodMs?: number; settleMs?: number };
}

/**
 * On PostgreSQL, several instances share each budget by what they ask for (src/leases/budget-share.ts):
 * the one running the refresh loop asks for what a full cycle needs, the others for what their
 * members' commands used lately. On SQLite hostcord runs alone: each whole rate is its own.
 */
export function shareBudgets(deps: BudgetDeps): BudgetShare | undefined {
  budgetMetrics(deps);
  if (deps.dialect === 'sqlite') return undefined;
  const budgets: Record<string, SharedBudget> = {
    provider: {
      total: deps.config.providerCallsPerSecond,
      wants: providerWants(deps),
      apply: (perSecond) => deps.provider.setRate(perSecond),
    },
  };
  const { games } = deps;
  if (games)
    budgets.games = {
      total: deps.config.gameQueriesPerSecond,
      wants: () => (deps.refreshesHere() ? games.watch.wanted() / (deps.refreshIntervalMs / 1000) : 0),
      apply: (perSecond) => games.budget.setRate(perSecond),
    };
  return createBudgetShare({
    leases: deps.leases,
    instance: deps.instance,
    budgets,
    log: deps.log.child({ component: 'budgets' }),
    ...deps.share,
  });
}

/**
 * The refresh loop's need (where it runs), and the calls members and planned restarts started
 * since the last ask a second, plus those waiting now (a burst asks for more at once).
 */
function providerWants(deps: BudgetDeps): () => number {
  let last = { at: Date.now(), calls: memberCalls(deps.provider) };
  return () => {
    const now = { at: Date.now(), calls: memberCalls(deps.provider) };
    const seconds = Math.max(0.001, (now.at - last.at) / 1000);
    const { waiting } = deps.provider.usage();
    const members = (now.calls - last.calls) / seconds + waiting.interactive + waiting.scheduled;
    last = now;
    const cycle = deps.refreshesHere() ? deps.refresher.wanted() : undefined;
    return members + (cycle === undefined ? 0 : wantedPerSecond(cycle, deps.refreshIntervalMs));
  };
}

function memberCalls(budget: CallBudget): number {
  const { started } = budget.usage();
  return started.interactive + started.scheduled;
}

/** What `/metrics` shows of the budgets and of the refresh loop's use of the provider's. */
function budgetMetrics({ metrics, provider, games, refresher }: BudgetDeps): void {
  metrics.gauge(
    'hostcord_provider_budget_per_second',
    "Provider calls per second this instance may start: its share of PROVIDER_CALLS_PER_SECOND (0 while it waits for the others' to shrink)",
    () => provider.rate() ?? 0,
  );
  metrics.totals(
    'hostcord_provider_budget_calls_total',
    'Provider calls started within the budget by lane (interactive: members and the event feed; scheduled: planned restarts; background: the refresh loop)',
    'lane',
    () => ({ ...provider.usage().started }),
  );
  if (games)
    metrics.gauge(
      'hostcord_game_query_budget_per_second',
      "Game queries per second this instance may start: its share of GAME_QUERIES_PER_SECOND (0 while it waits for the others' to shrink)",
      () => games.budget.rate() ?? 0,
    );
  metrics.gauge(
    'hostcord_refresh_cycle_seconds',
    "The last full refresh cycle's provider reads, from its start to its last usage read (0 before the first, or where another instance refreshes)",
    () => (refresher.lastCycle()?.ms ?? 0) / 1000,
  );
  metrics.gauges(
    'hostcord_refresh_servers',
    'Linked servers of the last full cycle: on boards (read every cycle), others, and others read that cycle (in turns, within PROVIDER_CALLS_PER_SECOND)',
    'kind',
    () => {
      const last = refresher.lastCycle();
      return { boards: last?.boards ?? 0, others: last?.others ?? 0, others_read: last?.sampled ?? 0 };
    },
  );
}

/** The provider calls one refresh cycle may make: this instance's share over the interval. */
export function refreshCallsPerCycle(budget: CallBudget, intervalMs: number): number | undefined {
  const rate = budget.rate();
  return rate === undefined ? undefined : callsPerCycle(rate, intervalMs);
}
