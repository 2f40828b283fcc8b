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
  return {
    registry,
    setInstanceLabels(next: InstanceLabels): void {
      registry.setDefaultLabels({ ...next });
    },
    webhookDeliveries: new Counter({
      name: 'hostcord_webhook_deliveries_total',
      help: 'Webhook deliveries by result (accepted, duplicate, rejected) and rejection reason',
      labelNames: ['result', 'reason'] as const,
      registers,
    }),
    feedPolls: new Counter({
      name: 'hostcord_feed_polls_total',
      help: 'Event feed polls by result (ok, rate_limited, error, refused)',
      labelNames: ['result'] as const,
      registers,
    }),
    feedEvents: new Counter({
      name: 'hostcord_feed_events_total',
      help: 'Events read from the feed and newly stored',
      registers,
    }),
    discordMessages: new Counter({
      name: 'hostcord_discord_messages_total',
      help: 'Alert messages posted to Discord by result (sent, failed)',
      labelNames: ['result'] as const,
      registers,
    }),
    commands: new Counter({
      name: 'hostcord_command_invocations_total',
      help: 'Slash command and button invocations by command and outcome (ok, user_error, limit, storage_error, provider_error, error)',
      labelNames: ['command', 'outcome'] as const,
      registers,
    }),
    providerCalls: new Counter({
      name: 'hostcord_provider_calls_total',
      help: "Calls to the provider's API by operation and HTTP status (or network)",
      labelNames: ['operation', 'status'] as const,
      registers,
    }),
    gameQueries: new Counter({
      name: 'hostcord_game_queries_total',
      help: 'Queries of games (gamedig) by result: answered, timeout, refused, too_large, garbage, error',
      labelNames: ['result'] as const,
      registers,
    }),
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
