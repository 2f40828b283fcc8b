import { setTimeout as delay } from 'node:timers/promises';
import { backoffDelay } from '../../backoff.js';
import type { Kv } from '../../db/kv.js';
import { type FeedPage, HostingApiError, retryAfterMs } from '../../hosting/index.js';
import type { Logger } from '../../logger.js';
import type { Metrics } from '../../metrics.js';
import { type EventStore, FEED_CURSOR_KEY } from '../2-inbox/event-store.js';

export { FEED_CURSOR_KEY, FEED_INITIALIZED_KEY } from '../2-inbox/event-store.js';

/** Spec, GET /events: `limit` is 1 to 100; a full page means more is waiting. */
const PAGE_SIZE = 100;
/** In `both` mode the feed is a backstop for missed deliveries, not the main path. */
const BACKSTOP_MIN_INTERVAL_MS = 60_000;
const BACKOFF_BASE_MS = 1_000;
const BACKOFF_CAP_MS = 5 * 60_000;
/** A rejected token will not fix itself quickly; asking often only fills the provider's logs. */
const OPERATOR_ERROR_RETRY_MS = 5 * 60_000;

/** What the operator must fix when the provider refuses the feed, by status. */
const OPERATOR_ERRORS = {
  401: 'event feed refused: HOSTING_TOKEN is invalid, expired or revoked; set a valid bot token (zhb_…)',
  403: 'event feed refused: the feed needs a bot token (zhb_…), not a personal token',
  404: "event feed not found: HOSTING_API_URL is not the provider's base address; set it to the address alone, e.g. https://panel.example.com (hostcord adds /api/developer/v1)",
} as const;

export interface FeedPollerDeps {
  events(opts: {
    after?: string;
    limit: number;
    signal: AbortSignal;
  }): Promise<Pick<FeedPage, 'data' | 'nextCursor'>>;
  /** Pages and the feed position after them, one transaction each. */
  store: Pick<EventStore, 'storePage' | 'feedPosition'>;
  /**
   * When the cursor was last stored, for the status: `/healthz` reads it synchronously, so the
   * status serves a copy, read again in the background (another instance may hold the feed).
   */
  kv: Pick<Kv, 'getEntry'>;
  log: Logger;
  intervalMs: number;
  /** `both` mode: the webhook is the main path, so the pause is at least a minute. */
  backstop?: boolean;
  /** Called after a page brought events for the dispatcher to route (not for filed or history ones). */
  onPending?: () => void;
  /** Overridable waits (tests shorten them); they must honour the signal. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  backoff?: { baseMs: number; capMs: number; operatorErrorMs: number };
  metrics?: Pick<Metrics, 'feedPolls' | 'feedEvents'>;
}

export type FeedState = 'starting' | 'history' | 'ok' | 'retrying' | 'operator-error' | 'stopped';

export interface FeedStatus {
  state: FeedState;
  lastPollAt: number | null;
  lastError: string | null;
  consecutiveFailures: number;
}

interface PollerState {
  readonly deps: FeedPollerDeps;
  readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  readonly backoff: { baseMs: number; capMs: number; operatorErrorMs: number };
  /** The pause between polls once the feed is read up. */
  readonly idleMs: number;
  readonly status: FeedStatus;
  /** Aborted by `stop`; a new one at the next `start`. */
  controller: AbortController;
  running: Promise<void> | undefined;
  cursorUpdatedAt: number | null;
  /** The read of the cursor's time under way, if any. */
  reading: Promise<void> | undefined;
}

/**
 * Reads `GET /events` into the inbox (spec, Events → Polling feed). The events of a page and the
 * cursor after them are committed in one transaction, so a crash never skips or repeats a page.
 * The very first sync stores what the feed holds as already handled: a new install must not post
 * up to 14 days of history into the channels.
 */
export function createFeedPoller(deps: FeedPollerDeps) {
  const state: PollerState = {
    deps,
    sleep: deps.sleep ?? ((ms: number, signal: AbortSignal) => delay(ms, undefined, { signal })),
    backoff: deps.backoff ?? {
      baseMs: BACKOFF_BASE_MS,
      capMs: BACKOFF_CAP_MS,
      operatorErrorMs: OPERATOR_ERROR_RETRY_MS,
    },
    idleMs: deps.backstop ? Math.max(deps.intervalMs, BACKSTOP_MIN_INTERVAL_MS) : deps.intervalMs,
    status: { state: 'starting', lastPollAt: null, lastError: null, consecutiveFailures: 0 },
    controller: new AbortController(),
    running: undefined,
    cursorUpdatedAt: null,
    reading: undefined,
  };
  return {
    /** Starts polling; after `stop` it starts again (another instance held the feed meanwhile). */
    start: () => start(state),
    /** Stops promptly: an open request and a pending wait are aborted. */
    stop: () => stop(state),
    /**
     * Whether the feed backs webhook deliveries now: its history is read, so what it brings next
     * is stored to be routed rather than filed as history, and its last poll succeeded. An event
     * the webhook stores meanwhile is then in the inbox or still ahead of the stored cursor, and
     * the feed stores it should the webhook's commit be lost (StoreOptions in event-store.ts).
     */
    backsWebhook: (): boolean => state.status.state === 'ok',
    status(): FeedStatus & { cursorUpdatedAt: number | null } {
      void readCursorTime(state);
      return { ...state.status, cursorUpdatedAt: state.cursorUpdatedAt };
    },
  };
}

export type FeedPoller = ReturnType<typeof createFeedPoller>;

function start(state: PollerState): void {
  if (state.running) return;
  if (state.controller.signal.aborted) state.controller = new AbortController();
  state.running = loop(state).finally(() => {
    state.running = undefined;
  });
}

async function stop(state: PollerState): Promise<void> {
  state.controller.abort();
  await state.running;
}

/** Reads when the cursor was last stored (by this instance or another); never rejects. */
function readCursorTime(state: PollerState): Promise<void> {
  state.reading ??= state.deps.kv
    .getEntry(FEED_CURSOR_KEY)
    .then(
      (entry) => {
        // A read that started before this instance stored a page does not move it back.
        if (entry) state.cursorUpdatedAt = Math.max(state.cursorUpdatedAt ?? 0, entry.updatedAt);
      },
      () => undefined,
    )
    .finally(() => {
      state.reading = undefined;
    });
  return state.reading;
}

/** One page; returns how many events it held. */
async function pollOnce(state: PollerState): Promise<number> {
  const { deps } = state;
  const { cursor: after, initialized } = await deps.store.feedPosition();
  const page = await deps.events({
    ...(after ? { after } : {}),
    limit: PAGE_SIZE,
    signal: state.controller.signal,
  });
  const stored = await deps.store.storePage(
    page.data.map((event) => ({
      event,
      raw: JSON.stringify(event),
      source: 'feed',
      handled: !initialized,
    })),
    // Spec: store nextCursor durably whenever it is not null (null only before any event exists).
    { cursor: page.nextCursor, markInitialized: !initialized && page.data.length < PAGE_SIZE },
  );
  if (page.nextCursor !== null) state.cursorUpdatedAt = Date.now();
  const fresh = initialized ? stored.filter((s) => s !== 'repeat').length : 0;
  if (!initialized && page.data.length > 0) {
    deps.log.info({ events: page.data.length }, 'feed history stored as already handled (first sync)');
  }
  // Progress an operator can watch: counts only, never what the events say.
  if (fresh > 0)
    deps.log.info({ events: fresh, lagSeconds: lagSeconds(page.data) }, 'events read from the feed');
  deps.metrics?.feedPolls.inc({ result: 'ok' });
  deps.metrics?.feedEvents.inc(fresh);
  if (stored.includes('pending')) deps.onPending?.();
  state.status.state = initialized || page.data.length < PAGE_SIZE ? 'ok' : 'history';
  return page.data.length;
}

async function loop(state: PollerState): Promise<void> {
  const { status } = state;
  const signal = state.controller.signal;
  await readCursorTime(state);
  while (!signal.aborted) {
    let waitMs: number;
    try {
      const received = await pollOnce(state);
      status.lastPollAt = Date.now();
      status.lastError = null;
      status.consecutiveFailures = 0;
      waitMs = received === PAGE_SIZE ? 0 : state.idleMs;
    } catch (err) {
      if (signal.aborted) break;
      waitMs = onFailure(state, err);
    }
    if (waitMs > 0) await state.sleep(waitMs, signal).catch(() => undefined);
  }
  status.state = 'stopped';
}

/** Counts and logs a failed poll; returns how long to wait before the next. */
function onFailure(state: PollerState, err: unknown): number {
  const { deps, status } = state;
  status.consecutiveFailures++;
  status.lastError = err instanceof Error ? err.message : String(err);
  // 404: the feed exists for every bot token (spec, endpoint 13), so the address is wrong.
  const refused = err instanceof HostingApiError && [401, 403, 404].includes(err.status);
  const limited = err instanceof HostingApiError && err.status === 429;
  deps.metrics?.feedPolls.inc({ result: refused ? 'refused' : limited ? 'rate_limited' : 'error' });
  if (err instanceof HostingApiError && refused) {
    status.state = 'operator-error';
    // What to fix, for /healthz and the doctor, rather than the provider's own words.
    status.lastError = OPERATOR_ERRORS[err.status as 401 | 403 | 404];
    deps.log.error({ status: err.status, code: err.code, requestId: err.requestId }, status.lastError);
    return state.backoff.operatorErrorMs;
  }
  status.state = 'retrying';
  const announced = err instanceof HostingApiError && err.status === 429 && retryAfterMs(err.retryAfter);
  if (announced) {
    deps.log.warn({ retryAfter: err.retryAfter, waitMs: announced }, 'event feed rate limited');
    return announced;
  }
  const wait = backoffDelay(status.consecutiveFailures, {
    initialMs: state.backoff.baseMs,
    maxMs: state.backoff.capMs,
    jitter: 'half',
  });
  deps.log.warn(
    { err: status.lastError, retryInMs: wait, failures: status.consecutiveFailures },
    'event feed poll failed',
  );
  return wait;
}

/** How far behind now the newest event of a page is (the feed holds events back 30 s by design). */
function lagSeconds(events: ReadonlyArray<{ createdAt: string }>): number | null {
  const newest = Math.max(...events.map((e) => Date.parse(e.createdAt)).filter(Number.isFinite));
  return Number.isFinite(newest) ? Math.max(0, Math.round((Date.now() - newest) / 1000)) : null;
}
