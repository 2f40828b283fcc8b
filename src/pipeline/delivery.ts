import type { BackoffOptions } from '../backoff.js';
import type { Audit } from '../db/audit.js';
import type { Installations } from '../db/installations.js';
import type { MakeId } from '../discord/component-id.js';
import type { FindPosted, PostMessage } from '../discord/writing/post-message.js';
import type { CheckResult, Health } from '../health.js';
import type { History } from '../history/history.js';
import { lastKnown } from '../last-known.js';
import type { ChannelLeases } from '../leases/channels.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import type { Inbox } from './2-inbox/inbox.js';
import type { Notifier } from './2-inbox/notifier.js';
import { createDispatcher } from './3-dispatch/dispatcher.js';
import type { RoutingStore } from './3-dispatch/routing.js';
import type { Outbox, OutboxBacklog } from './4-outbox/outbox.js';
import { ageSeconds, createSender, type SenderDeps, type ServerNames } from './5-send/sender.js';

export interface DeliveryDeps {
  inbox: Inbox;
  outbox: Outbox;
  installations: Installations;
  /** The dispatcher's store (src/store/repositories.ts). */
  routing: RoutingStore;
  /** A failure of the database itself: the dispatcher stops its pass instead of skipping the event. */
  isStorageFailure?: (err: unknown) => boolean;
  /** Woken by intake after it stored new events. */
  events: Pick<Notifier, 'subscribe'>;
  post: PostMessage;
  /** Finds a message posted before a crash, once Discord may have forgotten its nonce (sender.ts). */
  findPosted?: FindPosted;
  /** Signs the ids of the alerts' controls for their guild (sender.ts). */
  customIds?: (guildId: string) => MakeId;
  /** The language of a guild's alert messages (sender.ts). */
  language?: SenderDeps['language'];
  names: ServerNames;
  log: Logger;
  backoff?: BackoffOptions;
  /** How often old rows are pruned (and the backlog logged when not empty). */
  retentionIntervalMs?: number;
  /**
   * Retention is started by the caller (`retention`, under a lease in src/app.ts: one instance
   * prunes), not by `start`.
   */
  retentionByCaller?: boolean;
  /** The audit rows, pruned with the events and alerts, after `auditRetentionMs`. */
  audit?: Pick<Audit, 'prune'>;
  auditRetentionMs?: number;
  /** Server history: raw samples after 48 h (rolled up first), rollups after 90 days. */
  history?: Pick<History, 'prune'>;
  backlogLogIntervalMs?: number;
  /** In-flight sends get this long to finish on stop. */
  stopGraceMs?: number;
  /** Told after events were routed, with the servers they were about (boards refresh them). */
  onServerEvents?: (serverIds: ReadonlySet<string>) => void;
  /** Channel leases for the sender (see SenderDeps.channels); absent: this process posts everywhere. */
  channels?: ChannelLeases;
  /** Silenced servers' alerts are held, then summarised (see SenderDeps.silences). */
  silences?: SenderDeps['silences'];
  /** Incident messages silences held, named in their summaries (see SenderDeps.heldIncidents). */
  heldIncidents?: SenderDeps['heldIncidents'];
  /** Where the `delivery` check of `/healthz` is registered. */
  health?: Pick<Health, 'register'>;
  /** Alert messages are counted, and the outbox backlog is served as gauges. */
  metrics?: Pick<Metrics, 'discordMessages' | 'gauge'>;
}

/** A pending row older than this makes the backlog log line a warning. */
const BACKLOG_WARN_AGE_MS = 5 * 60 * 1000;

/**
 * Events out: the dispatcher (inbox → outbox) and the sender (outbox → Discord), plus retention
 * and the backlog figures for `/healthz` and the log.
 */
export function createDelivery(deps: DeliveryDeps) {
  const { log, metrics } = deps;
  const { outbox, installations } = deps;
  const post: PostMessage = !metrics
    ? deps.post
    : (channelId, body, options) =>
        deps.post(channelId, body, options).then(
          (result) => {
            metrics.discordMessages.inc({ result: 'sent' });
            return result;
          },
          (err: unknown) => {
            metrics.discordMessages.inc({ result: 'failed' });
            throw err;
          },
        );
  const sender = createSender({
    outbox,
    post,
    names: deps.names,
    log,
    ...(deps.backoff && { backoff: deps.backoff }),
    ...(deps.channels && { channels: deps.channels }),
    ...(deps.findPosted && { findPosted: deps.findPosted }),
    ...(deps.customIds && { customIds: deps.customIds }),
    ...(deps.language && { language: deps.language }),
    ...(deps.silences && { silences: deps.silences }),
    ...(deps.heldIncidents && { heldIncidents: deps.heldIncidents }),
  });
  const dispatcher = createDispatcher({
    store: deps.routing,
    ...(deps.isStorageFailure && { isStorageFailure: deps.isStorageFailure }),
    log,
    onQueued: (channels) => {
      for (const channelId of channels) sender.wake(channelId);
    },
    ...(deps.onServerEvents && { onRouted: deps.onServerEvents }),
  });
  const timers: NodeJS.Timeout[] = [];
  let retentionTimer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => unknown) | undefined;

  /** Never rejects: a failure is logged and the next run tries again. */
  async function prune(): Promise<void> {
    try {
      const events = await deps.inbox.prune();
      const rows = await outbox.prune();
      const auditRows =
        deps.audit && deps.auditRetentionMs !== undefined ? await deps.audit.prune(deps.auditRetentionMs) : 0;
      const history = (await deps.history?.prune()) ?? { samples: 0, rollups: 0 };
      if (events + rows + auditRows + history.samples + history.rollups > 0) {
        log.info(
          {
            events,
            outboxRows: rows,
            auditRows,
            historySamples: history.samples,
            historyRollups: history.rollups,
          },
          'old events, alerts, audit rows and history pruned',
        );
      }
    } catch (err) {
      log.error({ err }, 'pruning failed');
    }
  }

  /** The pass under way, if any: one at a time, and `stop` waits for it. */
  let pruning: Promise<void> | undefined;
  const pruneOnce = () => {
    pruning ??= prune().finally(() => {
      pruning = undefined;
    });
    return pruning;
  };

  /** Pruning now and every `retentionIntervalMs`, until stopped (started by `start` unless `retentionByCaller`). */
  const retention = {
    start(): void {
      if (retentionTimer) return;
      void pruneOnce();
      retentionTimer = setInterval(
        () => void pruneOnce(),
        deps.retentionIntervalMs ?? 60 * 60 * 1000,
      ).unref();
    },
    async stop(): Promise<void> {
      clearInterval(retentionTimer);
      retentionTimer = undefined;
      await pruning;
    },
  };

  /** The outbox's figures for the `delivery` check (synchronous): the last read, refreshed by `/healthz`. */
  const lastBacklog = lastKnown<OutboxBacklog>(
    () => outbox.backlog(),
    { pending: 0, oldestPendingAt: null, parked: 0 },
    (err) => log.error({ err }, 'reading the outbox backlog failed'),
  );
  const figures = ({ pending, oldestPendingAt, parked }: OutboxBacklog) => ({
    pending,
    oldestPendingAgeSeconds: ageSeconds(oldestPendingAt, Date.now()),
    parked,
  });
  lastBacklog.value();

  /** The backlog now, read from the database (health reads the last one read: `health`). */
  async function backlog() {
    return figures(await lastBacklog.refresh());
  }

  async function logBacklog(): Promise<void> {
    try {
      const figures = await backlog();
      if (figures.pending === 0) return;
      const old = (figures.oldestPendingAgeSeconds ?? 0) * 1000 > BACKLOG_WARN_AGE_MS;
      log[old ? 'warn' : 'info'](
        { outboxBacklog: figures.pending, oldestPendingAgeSeconds: figures.oldestPendingAgeSeconds },
        'alerts waiting to be posted',
      );
    } catch (err) {
      log.error({ err }, 'reading the outbox backlog failed');
    }
  }

  function health(): CheckResult {
    return {
      ok: !dispatcher.isFailing(),
      ...figures(lastBacklog.value()),
      channelsWaiting: sender.waiting(),
    };
  }

  deps.health?.register('delivery', health, lastBacklog.refresh);
  metrics?.gauge(
    'hostcord_outbox_pending',
    'Alerts waiting to be posted to Discord',
    async () => (await backlog()).pending,
  );
  metrics?.gauge(
    'hostcord_outbox_oldest_pending_seconds',
    'Age of the oldest alert waiting to be posted (0 when none)',
    async () => (await backlog()).oldestPendingAgeSeconds ?? 0,
  );

  return {
    outbox,
    installations,
    dispatcher,
    sender,
    /** Runs the retention now (it also runs at start and every `retentionIntervalMs`). */
    prune: pruneOnce,
    retention,
    /** Starts dispatching and sending; resolves once the channels left with pending rows are woken. */
    async start(): Promise<void> {
      if (!deps.retentionByCaller) retention.start();
      unsubscribe = deps.events.subscribe(() => dispatcher.wake());
      dispatcher.wake();
      timers.push(setInterval(() => void logBacklog(), deps.backlogLogIntervalMs ?? 60 * 1000).unref());
      await sender.start();
    },
    async stop(): Promise<void> {
      unsubscribe?.();
      for (const timer of timers.splice(0)) clearInterval(timer);
      await retention.stop();
      await dispatcher.stop();
      await sender.stop(deps.stopGraceMs);
      await logBacklog();
    },
    backlog,
    health,
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
