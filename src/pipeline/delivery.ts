import type { BackoffOptions } from '../backoff.js';
import type { Audit } from '../db/audit.js';
import type { Installations } from '../db/installations.js';
import type { MakeId } from '../discord/component-id.js';
import type { FindPosted, PostMessage } from '../discord/writing/post-message.js';
import type { CheckResult, Health } from '../health.js';
import type { History } from '../history/history.js';
import { type LastKnown, lastKnown } from '../last-known.js';
import type { ChannelLeases } from '../leases/channels.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import type { Inbox } from './2-inbox/inbox.js';
import type { Dispatcher } from './3-dispatch/dispatcher.js';
import type { RoutingStore } from './3-dispatch/routing.js';
import type { Outbox, OutboxBacklog } from './4-outbox/outbox.js';
import { ageSeconds, type Sender, type SenderDeps, type ServerNames } from './5-send/sender.js';

/** Events out (stages 3 to 5), as pipeline.ts wires them. */
export interface DeliveryDeps {
  inbox: Inbox;
  outbox: Outbox;
  installations: Installations;
  /** The dispatcher's store (src/store/repositories.ts). */
  routing: RoutingStore;
  /** A failure of the database itself: the dispatcher stops its pass instead of skipping the event. */
  isStorageFailure?: (err: unknown) => boolean;
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

type RetentionDeps = Pick<
  DeliveryDeps,
  'inbox' | 'outbox' | 'audit' | 'auditRetentionMs' | 'history' | 'retentionIntervalMs' | 'log'
>;

interface RetentionState {
  readonly deps: RetentionDeps;
  timer: NodeJS.Timeout | undefined;
  /** The pass under way, if any: one at a time, and `stop` waits for it. */
  pruning: Promise<void> | undefined;
}

/**
 * Pruning of old events, alerts, audit rows and history: `prune` runs it now; `retention` runs it
 * now and every `retentionIntervalMs` until stopped (src/app.ts runs it under a lease).
 */
export function createRetention(deps: RetentionDeps) {
  const state: RetentionState = { deps, timer: undefined, pruning: undefined };
  return {
    prune: () => pruneOnce(state),
    retention: { start: () => startRetention(state), stop: () => stopRetention(state) },
  };
}

function pruneOnce(state: RetentionState): Promise<void> {
  state.pruning ??= prune(state.deps).finally(() => {
    state.pruning = undefined;
  });
  return state.pruning;
}

function startRetention(state: RetentionState): void {
  if (state.timer) return;
  void pruneOnce(state);
  state.timer = setInterval(
    () => void pruneOnce(state),
    state.deps.retentionIntervalMs ?? 60 * 60 * 1000,
  ).unref();
}

async function stopRetention(state: RetentionState): Promise<void> {
  clearInterval(state.timer);
  state.timer = undefined;
  await state.pruning;
}

/** Never rejects: a failure is logged and the next run tries again. */
async function prune(deps: RetentionDeps): Promise<void> {
  const { log } = deps;
  try {
    const events = await deps.inbox.prune();
    const rows = await deps.outbox.prune();
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

/** A pending row older than this makes the backlog log line a warning. */
const BACKLOG_WARN_AGE_MS = 5 * 60 * 1000;

type BacklogDeps = Pick<DeliveryDeps, 'outbox' | 'log' | 'backlogLogIntervalMs' | 'health' | 'metrics'>;

interface BacklogState {
  readonly deps: BacklogDeps;
  readonly dispatcher: Pick<Dispatcher, 'isFailing'>;
  readonly sender: Pick<Sender, 'waiting'>;
  /** The outbox's figures for the `delivery` check (synchronous): the last read, refreshed by `/healthz`. */
  readonly last: LastKnown<OutboxBacklog>;
  readonly timers: NodeJS.Timeout[];
}

/**
 * How delivery is doing: the outbox backlog, served as the `delivery` check of `/healthz` (with the
 * dispatcher's failures and the channels waiting), as `/metrics` gauges, and logged while not empty.
 */
export function createBacklogFigures(
  deps: BacklogDeps,
  stages: { dispatcher: Pick<Dispatcher, 'isFailing'>; sender: Pick<Sender, 'waiting'> },
) {
  const last = lastKnown<OutboxBacklog>(
    () => deps.outbox.backlog(),
    { pending: 0, oldestPendingAt: null, parked: 0 },
    (err) => deps.log.error({ err }, 'reading the outbox backlog failed'),
  );
  const state: BacklogState = { deps, ...stages, last, timers: [] };
  last.value();
  const health = () => healthOf(state);
  deps.health?.register('delivery', health, last.refresh);
  deps.metrics?.gauge(
    'hostcord_outbox_pending',
    'Alerts waiting to be posted to Discord',
    async () => (await backlog(state)).pending,
  );
  deps.metrics?.gauge(
    'hostcord_outbox_oldest_pending_seconds',
    'Age of the oldest alert waiting to be posted (0 when none)',
    async () => (await backlog(state)).oldestPendingAgeSeconds ?? 0,
  );
  return {
    backlog: () => backlog(state),
    health,
    /** Logs the backlog every `backlogLogIntervalMs` (default a minute) while it is not empty. */
    startLogging: () => {
      state.timers.push(
        setInterval(() => void logBacklog(state), deps.backlogLogIntervalMs ?? 60 * 1000).unref(),
      );
    },
    stopLogging: () => {
      for (const timer of state.timers.splice(0)) clearInterval(timer);
    },
    logBacklog: () => logBacklog(state),
  };
}

function figures({ pending, oldestPendingAt, parked }: OutboxBacklog) {
  return { pending, oldestPendingAgeSeconds: ageSeconds(oldestPendingAt, Date.now()), parked };
}

/** The backlog now, read from the database (health reads the last one read: `healthOf`). */
async function backlog(state: BacklogState) {
  return figures(await state.last.refresh());
}

function healthOf(state: BacklogState): CheckResult {
  return {
    ok: !state.dispatcher.isFailing(),
    ...figures(state.last.value()),
    channelsWaiting: state.sender.waiting(),
  };
}

async function logBacklog(state: BacklogState): Promise<void> {
  const { log } = state.deps;
  try {
    const now = await backlog(state);
    if (now.pending === 0) return;
    const old = (now.oldestPendingAgeSeconds ?? 0) * 1000 > BACKLOG_WARN_AGE_MS;
    log[old ? 'warn' : 'info'](
      { outboxBacklog: now.pending, oldestPendingAgeSeconds: now.oldestPendingAgeSeconds },
      'alerts waiting to be posted',
    );
  } catch (err) {
    log.error({ err }, 'reading the outbox backlog failed');
  }
}
