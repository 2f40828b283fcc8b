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

/**
 * Wakes this instance's listeners (the dispatcher) and every other instance's on the same
 * database. `notify()` wakes the local listeners at once and sends one `NOTIFY <channel>` per
 * event-loop turn, however many calls the turn made; the payload is this notifier's id, so its own
 * notifications coming back are ignored. One connection per instance LISTENs; when it breaks it is
 * opened again with backoff, and the listeners are woken once then, since a notification may have
 * been missed meanwhile. NOTIFY is a hint: the dispatcher's 1 s poll stays as the fallback.
 */
export function createPostgresNotifier(options: PostgresNotifierOptions): PostgresNotifier {
  const { pool, log } = options;
  const channel = options.channel ?? INBOX_CHANNEL;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const backoff = options.backoff ?? DEFAULT_LISTEN_BACKOFF;
  const self = randomBytes(8).toString('hex');
  const listeners = new Set<() => void>();
  let client: pg.Client | undefined;
  let up = false;
  let running = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  /** Whether the listeners are owed a wake-up for the time the connection was down. */
  let missed = false;
  /** The NOTIFY of this turn, once asked for; the NOTIFYs under way. */
  let queued: Promise<void> | undefined;
  const sending = new Set<Promise<void>>();
  let received = 0;

  const wake = () => {
    for (const listener of listeners) {
      try {
        listener();
      } catch (err) {
        log.error({ err, channel }, 'a wake-up listener failed');
      }
    }
  };

  const send = async () => {
    queued = undefined;
    try {
      await pool.query('SELECT pg_notify($1, $2)', [channel, self]);
    } catch (err) {
      log.warn({ err, channel }, 'NOTIFY failed: other instances find the work at their next poll');
    }
  };

  const broken = (from: pg.Client, err?: unknown) => {
    if (client !== from) return;
    client = undefined;
    up = false;
    from.removeAllListeners('notification');
    from.end().catch(() => undefined);
    if (!running) return;
    missed = true;
    failures++;
    const delayMs = backoffDelay(failures, backoff);
    log.warn({ err, channel, retryInMs: delayMs }, 'the LISTEN connection broke; listening again');
    retry = setTimeout(() => void listen(), delayMs);
    retry.unref();
  };

  async function listen(): Promise<void> {
    retry = undefined;
    if (!running) return;
    const next = new pg.Client({ ...pool.options, application_name: 'hostcord-listen' });
    client = next;
    // Errors of an idle connection (server restarted, backend ended) come here, then `end`.
    next.on('error', (err) => broken(next, err));
    next.on('end', () => broken(next));
    next.on('notification', (message) => {
      if (message.channel !== channel) return;
      received++;
      if (message.payload !== self) wake();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (err) {
      broken(next, err);
      return;
    }
    if (client !== next) return;
    if (!running) {
      client = undefined;
      await next.end().catch(() => undefined);
      return;
    }
    up = true;
    failures = 0;
    if (missed) {
      missed = false;
      log.info({ channel }, 'listening again: waking the listeners once for what may have been missed');
      wake();
    }
  }

  return {
    notify(): void {
      wake();
      if (queued) return;
      queued = new Promise<void>((resolve) => setImmediate(resolve)).then(send);
      const pending = queued;
      sending.add(pending);
      void pending.finally(() => sending.delete(pending));
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start(): Promise<void> {
      if (running) return;
      running = true;
      await listen();
    },
    async stop(): Promise<void> {
      running = false;
      clearTimeout(retry);
      retry = undefined;
      const current = client;
      client = undefined;
      up = false;
      await Promise.all(sending);
      if (current) {
        current.removeAllListeners('notification');
        await current.end().catch(() => undefined);
      }
    },
    listening: () => up,
    received: () => received,
    backendPid: () => (up ? (client as { processID?: number } | undefined)?.processID : undefined),
    async flushed(): Promise<void> {
      await Promise.all(sending);
    },
  };
}
