import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Labels every series carries: which instance (`hostname:pid:random6`) and its shards (`0,1/4`). */
export interface InstanceLabels {
  instance: string;
  shards: string;
}

/**
 * Prometheus metrics, served as text on `GET /metrics`. One registry per app (not prom-client's
 * global one), so tests can run several apps in a process. Backlogs are gauges read at scrape time.
 */
export function createMetrics(labels?: InstanceLabels) {
  const registry = new Registry();
  // Applied when scraped, so `setInstanceLabels` may change them later (the shards of `auto`).
  if (labels) registry.setDefaultLabels({ ...labels });
  collectDefaultMetrics({ register: registry, prefix: 'hostcord_' });
  const registers = [registry];
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers });
  return {
    registry,
    setInstanceLabels(next: InstanceLabels): void {
      registry.setDefaultLabels({ ...next });
    },
    webhookDeliveries: counter(
      'hostcord_webhook_deliveries_total',
      'Webhook deliveries by result (accepted, duplicate, rejected) and rejection reason',
      ['result', 'reason'],
    ),
    feedPolls: counter(
      'hostcord_feed_polls_total',
      'Event feed polls by result (ok, rate_limited, error, refused)',
      ['result'],
    ),
    feedEvents: counter('hostcord_feed_events_total', 'Events read from the feed and newly stored'),
    discordMessages: counter(
      'hostcord_discord_messages_total',
      'Alert messages posted to Discord by result (sent, failed)',
      ['result'],
    ),
    commands: counter(
      'hostcord_command_invocations_total',
      'Slash command and button invocations by command and outcome (ok, user_error, limit, storage_error, provider_error, error)',
      ['command', 'outcome'],
    ),
    interactionDelay: new Histogram({
      name: 'hostcord_interaction_delay_seconds',
      help: "Age of an interaction (from its id's timestamp) when hostcord began to handle it: the gateway's delivery and this instance's wait for its event loop. Discord refuses an answer after 3 s",
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10],
      registers,
    }),
    providerCalls: counter(
      'hostcord_provider_calls_total',
      "Calls to the provider's API by operation and HTTP status (or network)",
      ['operation', 'status'],
    ),
    gameQueries: counter(
      'hostcord_game_queries_total',
      'Queries of games (gamedig) by result: answered, timeout, refused, too_large, garbage, error',
      ['result'],
    ),
    gameQueryDuration: new Histogram({
      name: 'hostcord_game_query_duration_seconds',
      help: 'Duration of one attempt to query a game (a retry is an attempt of its own), whatever its result',
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 8],
      registers,
    }),
    gameQueryCycle: new Gauge({
      name: 'hostcord_game_query_cycle_seconds',
      help: "The last refresh cycle's game queries: from their start until the last answer, and until the end",
      labelNames: ['until'] as const,
      registers,
    }),
    ...discordBudgetMetrics(counter, registers),
    /** Gauges of one label whose values are read when Prometheus scrapes. */
    gauges: <L extends string>(name: string, help: string, label: L, read: () => Record<string, number>) =>
      readByLabel(Gauge, { name, help, registers }, label, read),
    /** Counters of one label whose running totals are kept elsewhere, read when Prometheus scrapes. */
    totals: <L extends string>(name: string, help: string, label: L, read: () => Record<string, number>) =>
      readByLabel(Counter, { name, help, registers }, label, read),
    /** A gauge whose value is read when Prometheus scrapes (awaited when read from the database). */
    gauge(name: string, help: string, read: () => number | Promise<number>): void {
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          this.set(await read());
        },
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Discord's 50 requests/s as the instances spend them (src/discord/discord-budget.ts). */
function discordBudgetMetrics(
  counter: <L extends string>(name: string, help: string, labelNames?: readonly L[]) => Counter<L>,
  registers: Registry[],
) {
  return {
    discordRequests: counter(
      'hostcord_discord_requests_total',
      "Requests to Discord by lane of the bot's budget (alert, bulk; uncounted: interaction answers, which Discord does not count)",
      ['lane'],
    ),
    discordBudgetWait: new Histogram({
      name: 'hostcord_discord_budget_wait_seconds',
      help: "Time a request to Discord waited for its slot of the bot's 50 requests/s, by lane (alert, bulk)",
      labelNames: ['lane'] as const,
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
      registers,
    }),
    discordBudgetFallbacks: counter(
      'hostcord_discord_budget_fallbacks_total',
      "Takings of the instances' shared Discord budget that failed (database not answering), served from this instance's own part",
    ),
    discordSlotsMissed: counter(
      'hostcord_discord_budget_slots_missed_total',
      "Slots of the bot's Discord budget this instance took and let pass unused, by reason: arrived_late (past when the taking was answered), late (reached late: a busy event loop), check_late (no request ready for it: their checks still ran)",
      ['reason'],
    ),
  };
}

/** A metric of one label whose values are set from `read()` when Prometheus scrapes. */
function readByLabel<L extends string>(
  Kind: typeof Gauge | typeof Counter,
  config: { name: string; help: string; registers: Registry[] },
  label: L,
  read: () => Record<string, number>,
): void {
  new Kind<L>({
    ...config,
    labelNames: [label],
    collect() {
      this.reset();
      for (const [value, n] of Object.entries(read())) {
        const labels = { [label]: value } as Record<L, string>;
        if (this instanceof Gauge) this.set(labels, n);
        else this.inc(labels, n);
      }
    },
  });
}
