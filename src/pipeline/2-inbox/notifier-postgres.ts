import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type BackoffOptions, backoffDelay } from '../../backoff.js';
import type { Logger } from '../../logger.js';
import type { Notifier } from './notifier.js';

/** The channel of new inbox events (src/db/README.md, 2., Wake-ups across instances). */
export const INBOX_CHANNEL = 'hostcord_inbox';

export interface PostgresNotifierOptions {
  /**
   * The instance's pool: NOTIFY goes through it, and the dedicated LISTEN connection is made with
   * its settings (it is never one of the pool's: a pooled connection is handed to other queries).
   */
  pool: pg.Pool;
  log: Logger;
  /** The channel, a lower-case identifier (default `hostcord_inbox`; `hostcord_refresh` for the watch). */
  channel?: string;
  /** Waits between tries to listen again after the connection broke (default 1 s up to 30 s). */
  backoff?: BackoffOptions;
}

export interface PostgresNotifier extends Notifier {
  /** Connects and listens; resolves after the first try (a failure is retried with backoff, never thrown). */
  start(): Promise<void>;
  /** Stops listening and closes the dedicated connection. */
  stop(): Promise<void>;
  /** True while the LISTEN connection is up. */
  listening(): boolean;
  /** The server process of the LISTEN connection, while there is one (diagnostics and tests). */
  backendPid(): number | undefined;
  /** Notifications received on the channel so far, this notifier's own included (diagnostics and tests). */
  received(): number;
  /** Resolves once every NOTIFY asked for before the call was sent (or failed). */
  flushed(): Promise<void>;
}

const DEFAULT_LISTEN_BACKOFF: BackoffOptions = { initialMs: 1000, maxMs: 30_000 };

interface NotifierState {
  readonly pool: pg.Pool;
  readonly log: Logger;
  readonly channel: string;
  readonly backoff: BackoffOptions;
  /** This notifier's id, the payload of its NOTIFYs: its own coming back are ignored. */
  readonly self: string;
  readonly listeners: Set<() => void>;
  /** The NOTIFYs under way. */
  readonly sending: Set<Promise<void>>;
  /** The LISTEN connection, while one is open or opening. */
  client: pg.Client | undefined;
  up: boolean;
  running: boolean;
  failures: number;
  retry: NodeJS.Timeout | undefined;
  /** Whether the listeners are owed a wake-up for the time the connection was down. */
  missed: boolean;
  /** The NOTIFY of this turn, once asked for. */
  queued: Promise<void> | undefined;
  received: number;
}

/**
 * Wakes this instance's listeners (the dispatcher) and every other instance's on the same
 * database. `notify()` wakes the local listeners at once and sends one `NOTIFY <channel>` per
 * event-loop turn, however many calls the turn made; the payload is this notifier's id, so its own
 * notifications coming back are ignored. One connection per instance LISTENs; when it breaks it is
 * opened again with backoff, and the listeners are woken once then, since a notification may have
 * been missed meanwhile. NOTIFY is a hint: the dispatcher's 1 s poll stays as the fallback.
 */
export function createPostgresNotifier(options: PostgresNotifierOptions): PostgresNotifier {
  const channel = options.channel ?? INBOX_CHANNEL;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const state: NotifierState = {
    pool: options.pool,
    log: options.log,
    channel,
    backoff: options.backoff ?? DEFAULT_LISTEN_BACKOFF,
    self: randomBytes(8).toString('hex'),
    listeners: new Set(),
    sending: new Set(),
    client: undefined,
    up: false,
    running: false,
    failures: 0,
    retry: undefined,
    missed: false,
    queued: undefined,
    received: 0,
  };
  return {
    notify: () => notify(state),
    subscribe(listener: () => void): () => void {
      state.listeners.add(listener);
      return () => state.listeners.delete(listener);
    },
    start: () => start(state),
    stop: () => stop(state),
    listening: () => state.up,
    received: () => state.received,
    backendPid: () =>
      state.up ? (state.client as { processID?: number } | undefined)?.processID : undefined,
    async flushed(): Promise<void> {
      await Promise.all(state.sending);
    },
  };
}

function notify(state: NotifierState): void {
  wake(state);
  if (state.queued) return;
  state.queued = new Promise<void>((resolve) => setImmediate(resolve)).then(() => send(state));
  const pending = state.queued;
  state.sending.add(pending);
  void pending.finally(() => state.sending.delete(pending));
}

async function start(state: NotifierState): Promise<void> {
  if (state.running) return;
  state.running = true;
  await listen(state);
}

async function stop(state: NotifierState): Promise<void> {
  state.running = false;
  clearTimeout(state.retry);
  state.retry = undefined;
  const current = state.client;
  state.client = undefined;
  state.up = false;
  await Promise.all(state.sending);
  if (current) {
    current.removeAllListeners('notification');
    await current.end().catch(() => undefined);
  }
}

function wake(state: NotifierState): void {
  for (const listener of state.listeners) {
    try {
      listener();
    } catch (err) {
      state.log.error({ err, channel: state.channel }, 'a wake-up listener failed');
    }
  }
}

async function send(state: NotifierState): Promise<void> {
  state.queued = undefined;
  try {
    await state.pool.query('SELECT pg_notify($1, $2)', [state.channel, state.self]);
  } catch (err) {
    state.log.warn(
      { err, channel: state.channel },
      'NOTIFY failed: other instances find the work at their next poll',
    );
  }
}

/** A LISTEN connection that broke (or never opened): closed, and opened again with backoff. */
function broken(state: NotifierState, from: pg.Client, err?: unknown): void {
  if (state.client !== from) return;
  state.client = undefined;
  state.up = false;
  from.removeAllListeners('notification');
  from.end().catch(() => undefined);
  if (!state.running) return;
  state.missed = true;
  state.failures++;
  const delayMs = backoffDelay(state.failures, state.backoff);
  state.log.warn(
    { err, channel: state.channel, retryInMs: delayMs },
    'the LISTEN connection broke; listening again',
  );
  state.retry = setTimeout(() => void listen(state), delayMs);
  state.retry.unref();
}

async function listen(state: NotifierState): Promise<void> {
  state.retry = undefined;
  if (!state.running) return;
  const { channel } = state;
  const next = new pg.Client({ ...state.pool.options, application_name: 'hostcord-listen' });
  state.client = next;
  // Errors of an idle connection (server restarted, backend ended) come here, then `end`.
  next.on('error', (err) => broken(state, next, err));
  next.on('end', () => broken(state, next));
  next.on('notification', (message) => {
    if (message.channel !== channel) return;
    state.received++;
    if (message.payload !== state.self) wake(state);
  });
  try {
    await next.connect();
    await next.query(`LISTEN ${channel}`);
  } catch (err) {
    broken(state, next, err);
    return;
  }
  if (state.client !== next) return;
  if (!state.running) {
    state.client = undefined;
    await next.end().catch(() => undefined);
    return;
  }
  listening(state);
}

/** The connection listens: the listeners are woken once if it was down, in case they missed work. */
function listening(state: NotifierState): void {
  state.up = true;
  state.failures = 0;
  if (state.missed) {
    state.missed = false;
    state.log.info(
      { channel: state.channel },
      'listening again: waking the listeners once for what may have been missed',
    );
    wake(state);
  }
}
