import type { Config } from '../../config.js';
import type { Kv } from '../../db/kv.js';
import type { WriteHealth } from '../../db/write-health.js';
import type { CheckResult, Health } from '../../health.js';
import type { HostingClient } from '../../hosting/index.js';
import { type LastKnown, lastKnown } from '../../last-known.js';
import type { Logger } from '../../logger.js';
import type { Metrics } from '../../metrics.js';
import type { EventStore } from '../2-inbox/event-store.js';
import type { Inbox } from '../2-inbox/inbox.js';
import type { Notifier } from '../2-inbox/notifier.js';
import { createGroupCommit } from './group-commit.js';
import { createFeedPoller, type FeedPoller } from './poller.js';
import type { WebhookDeps } from './webhook.js';

export interface IntakeDeps {
  config: Pick<Config, 'eventSource' | 'hostingTokenKind' | 'pollIntervalSeconds' | 'webhookSecret'>;
  /** Where events are stored (the feed's cursor with its page). */
  events: EventStore;
  /** While writes fail, webhook deliveries are refused with 503 instead of being tried. */
  writes?: Pick<WriteHealth, 'failing'>;
  inbox: Inbox;
  kv: Kv;
  hosting: Pick<HostingClient, 'events'>;
  /** Told after events were stored for the dispatcher to route (it wakes the dispatcher). */
  notifier: Pick<Notifier, 'notify'>;
  log: Logger;
  health: Pick<Health, 'register'>;
  metrics: Metrics;
}

interface IntakeState {
  readonly deps: IntakeDeps;
  /** The inbox's figures for the `events` check (synchronous): the last read, refreshed by `/healthz`. */
  readonly inboxStats: LastKnown<InboxStats>;
  readonly poller: FeedPoller | undefined;
  /** False once stopping: webhook deliveries are refused. */
  accepting: boolean;
  /**
   * The last webhook delivery taken from the provider, the doctor's last own ping (never counted as
   * the provider's: it is signed here, with the same secret), and the last one refused (anyone can
   * send those).
   */
  lastDeliveryAt: number | null;
  lastSelfTestAt: number | null;
  lastRejection: { at: number; reason: string; why?: string } | null;
}

type InboxStats = Awaited<ReturnType<Inbox['stats']>>;

/**
 * Events in, as configured: the webhook route's dependencies (served by src/http when a secret is
 * set) and the feed poller (`poll` and `both`, with a bot token). Registers the `events` check of
 * `/healthz` and the inbox and feed gauges of `/metrics`.
 */
export function createIntake(deps: IntakeDeps) {
  const inboxStats = lastKnown(
    () => deps.inbox.stats(),
    { pending: 0, lastReceivedAt: null },
    (err) => deps.log.error({ err }, 'reading the inbox figures failed'),
  );
  inboxStats.value();
  const state: IntakeState = {
    deps,
    inboxStats,
    poller: feedPoller(deps),
    accepting: true,
    lastDeliveryAt: null,
    lastSelfTestAt: null,
    lastRejection: null,
  };
  const webhook = deps.config.webhookSecret ? webhookDeps(state, deps.config.webhookSecret) : undefined;
  deps.health.register('events', () => eventsCheck(state), inboxStats.refresh);
  registerGauges(state);
  const { poller } = state;

  return {
    /** Present when WEBHOOK_SECRET is set: what `POST /webhook` needs. */
    webhook,
    start(): void {
      poller?.start();
    },
    /**
     * The feed poller alone, when it polls at all: `src/app.ts` runs it under the `poller` lease
     * (one instance polls) instead of calling `start`.
     */
    feed: poller && { start: () => poller.start(), stop: () => poller.stop() },
    /** Refuses further webhook deliveries (503, the provider retries later) and stops the feed. */
    async stop(): Promise<void> {
      state.accepting = false;
      await poller?.stop();
    },
  };
}

export type Intake = ReturnType<typeof createIntake>;

/** The feed poller, in `poll` and `both` mode with a bot token. */
function feedPoller(deps: IntakeDeps): FeedPoller | undefined {
  const { config, log } = deps;
  if (config.eventSource === 'webhook') return undefined;
  if (config.hostingTokenKind !== 'bot') {
    log.warn('event feed not polled: it needs a bot token (zhb_…)');
    return undefined;
  }
  return createFeedPoller({
    events: (opts) => deps.hosting.events(opts),
    store: deps.events,
    kv: deps.kv,
    log: log.child({ component: 'feed' }),
    intervalMs: config.pollIntervalSeconds * 1000,
    backstop: config.eventSource === 'both',
    onPending: () => deps.notifier.notify(),
    metrics: deps.metrics,
  });
}

function webhookDeps(state: IntakeState, secret: string): WebhookDeps {
  const { deps, poller } = state;
  return {
    secret,
    // While the feed backs deliveries, their commits need not wait for the disk (group-commit.ts).
    store: createGroupCommit(deps.events, { feedBacked: () => poller?.backsWebhook() ?? false }).store,
    log: deps.log.child({ component: 'webhook' }),
    onPending: () => deps.notifier.notify(),
    accepting: () => state.accepting,
    writable: () => !deps.writes?.failing(),
    metrics: deps.metrics,
    onResult: (result, reason, detail) => {
      if (result === 'rejected') {
        state.lastRejection = {
          at: Date.now(),
          reason,
          ...(detail.why !== undefined && { why: detail.why }),
        };
      } else if (detail.selfTest) state.lastSelfTestAt = Date.now();
      else state.lastDeliveryAt = Date.now();
    },
  };
}

/** The `events` check of `/healthz`. */
function eventsCheck(state: IntakeState): CheckResult {
  const { config } = state.deps;
  const { pending, lastReceivedAt } = state.inboxStats.value();
  const feed = state.poller?.status();
  const { lastRejection } = state;
  return {
    ok: feed?.state !== 'operator-error',
    source: config.eventSource,
    webhook: config.webhookSecret ? 'served' : 'off',
    lastEventReceivedAt: iso(lastReceivedAt),
    undispatched: pending,
    ...(config.webhookSecret && {
      lastDeliveryAt: iso(state.lastDeliveryAt),
      lastSelfTestAt: iso(state.lastSelfTestAt),
      lastRejection: lastRejection && { ...lastRejection, at: iso(lastRejection.at) },
    }),
    ...(feed && {
      feed: feed.state,
      feedError: feed.lastError,
      lastPollAt: iso(feed.lastPollAt),
      cursorAgeSeconds:
        feed.cursorUpdatedAt === null ? null : Math.round((Date.now() - feed.cursorUpdatedAt) / 1000),
    }),
  };
}

function registerGauges(state: IntakeState): void {
  const { metrics } = state.deps;
  metrics.gauge(
    'hostcord_inbox_undispatched',
    'Stored events not yet routed to channels',
    async () => (await state.inboxStats.refresh()).pending,
  );
  metrics.gauge(
    'hostcord_feed_cursor_age_seconds',
    'Seconds since the feed cursor was last stored (feed lag)',
    () => {
      const at = state.poller?.status().cursorUpdatedAt;
      return at ? (Date.now() - at) / 1000 : 0;
    },
  );
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
