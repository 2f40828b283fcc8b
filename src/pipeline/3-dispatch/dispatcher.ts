import { type BackoffOptions, backoffDelay } from '../../backoff.js';
import type { Link } from '../../db/links.js';
import { isStorageFailure } from '../../db/write-health.js';
import { isKnownEvent } from '../../hosting/index.js';
import type { Logger } from '../../logger.js';
import type { InboxRow } from '../2-inbox/inbox.js';
import { parseStoredEvent } from '../2-inbox/stored-event.js';
import { matchesFilters, mentionRoleFor } from './filters.js';
import { ask, type Routing, type RoutingStore } from './routing.js';

export interface DispatcherDeps {
  /** Where events are taken and routed, one transaction per call (routing.ts). */
  store: RoutingStore;
  log: Logger;
  /** Called after a batch queued rows, with the channels that got them. */
  onQueued: (channelIds: ReadonlySet<string>) => void;
  /** Called after a batch, with the servers its activity and installation events were about. */
  onRouted?: (serverIds: ReadonlySet<string>) => void;
  /** Tells whether an error is the database failing (never skipped) rather than the event. */
  isStorageFailure?: (err: unknown) => boolean;
  /** Events per transaction. */
  batchSize?: number;
  /**
   * Passes asked for by `wake` start at least this long after the previous one began (default 10 ms),
   * so that under a stream of deliveries each pass, one transaction and one disk flush, takes what
   * arrived meanwhile rather than one delivery's worth. After a quiet spell a pass starts at once.
   */
  minPassIntervalMs?: number;
  /** Waits before trying again after the database failed (1 s, growing to 30 s by default). */
  retry?: BackoffOptions;
}

const RETRY: BackoffOptions = { initialMs: 1000, maxMs: 30_000 };

/**
 * Routes stored events to the outbox: for each undispatched event, oldest `createdAt` first, one
 * row per matching link, written in the transaction that marks the event dispatched — so a crash
 * or a failed write (disk full) either queued an event completely or not at all, and an event not
 * queued stays undispatched and is tried again with backoff.
 */
export function createDispatcher(deps: DispatcherDeps) {
  const batchSize = deps.batchSize ?? 100;
  const retry = deps.retry ?? RETRY;
  const minPassIntervalMs = deps.minPassIntervalMs ?? 10;
  const storageFailure = deps.isStorageFailure ?? isStorageFailure;
  const { log, store } = deps;
  let scheduled = false;
  let running: Promise<void> | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let passTimer: NodeJS.Timeout | undefined;
  let lastPassAt = Number.NEGATIVE_INFINITY;
  /** Failed passes in a row; 0 while dispatching works. */
  let failures = 0;

  /**
   * Routes the rows of one transaction; `channels` gets the channels that got rows and `routed` the
   * servers the events were about. Links are read once per server and transaction: they cannot
   * change under it except through installation events, which read them again.
   */
  function* routeRows(rows: InboxRow[], channels: Set<string>, routed: Set<string>): Routing<void> {
    const linksOf = new Map<string, Link[]>();
    function* linksFor(serverId: string): Routing<Link[]> {
      let list = linksOf.get(serverId);
      if (!list) {
        list = yield* ask({ step: 'links', serverId });
        linksOf.set(serverId, list);
      }
      return list;
    }
    function* enqueue(row: InboxRow, targets: Link[], role: (link: Link) => string | null): Routing<void> {
      for (const link of targets) {
        yield* ask({
          step: 'enqueue',
          eventId: row.eventId,
          eventCreatedAt: row.createdAt,
          linkId: link.id,
          channelId: link.channelId,
          mentionRoleId: role(link),
        });
        channels.add(link.channelId);
      }
    }

    for (const row of rows) {
      const event = parseStoredEvent(row.raw);
      if (!event) {
        log.warn({ eventId: row.eventId, type: row.type }, 'stored event does not parse; not posted');
      } else if (!isKnownEvent(event)) {
        log.debug({ eventId: row.eventId, type: row.type }, 'event of an unknown type; not posted');
      } else if (event.type === 'ping') {
        log.info(
          { eventId: event.id, botId: event.data.botId, message: event.data.message },
          'ping from the provider',
        );
      } else if (event.type === 'server.activity') {
        const entry = event.data;
        const serverId = event.serverId ?? entry.serverId;
        routed.add(serverId);
        yield* ask({ step: 'seen', serverId, values: entry });
        const targets = (yield* linksFor(serverId)).filter(
          (link) => link.state === 'active' && matchesFilters(link, entry),
        );
        yield* enqueue(row, targets, (link) => mentionRoleFor(link, entry));
      } else if (event.type === 'installation.created' || event.type === 'installation.deleted') {
        const installation = event.data;
        const kind = event.type === 'installation.created' ? 'created' : 'deleted';
        routed.add(installation.serverId);
        const before = yield* linksFor(installation.serverId);
        const applied = yield* ask({ step: 'installation', kind, installation, eventAt: row.createdAt });
        linksOf.delete(installation.serverId);
        // Deleted: told where it was active (those links now turn inactive). Created: where it is
        // active now (inactive links were just reactivated). An event older than the state already
        // applied is out of date and not posted: it would claim the opposite of what is true.
        const targets = !applied
          ? []
          : kind === 'deleted'
            ? before.filter((l) => l.state === 'active')
            : (yield* linksFor(installation.serverId)).filter((l) => l.state === 'active');
        yield* enqueue(row, targets, () => null);
        log.info(
          { eventId: event.id, serverId: installation.serverId, kind, applied },
          'installation changed',
        );
      } else {
        // Every known type is routed: a new one does not compile until it is handled above.
        event satisfies never;
      }
      yield* ask({ step: 'dispatched', event: row });
    }
  }

  /**
   * One batch in one transaction; when an event breaks it, each event alone, so one bad event cannot
   * block the others. A failed write is never skipped: it throws, nothing of it is marked
   * dispatched, and the pass is retried. `channels` gets the channels that got committed rows.
   * Resolves with the number of events the batch took.
   */
  async function dispatchBatch(channels: Set<string>, routed: Set<string>): Promise<number> {
    let taken: InboxRow[] = [];
    try {
      const batch = new Set<string>();
      const rows = await store.routeBatch(batchSize, (rows) => {
        taken = rows;
        return routeRows(rows, batch, routed);
      });
      for (const c of batch) channels.add(c);
      return rows.length;
    } catch (err) {
      if (storageFailure(err)) throw err;
      log.warn({ err }, 'dispatching a batch failed; trying its events one by one');
    }
    for (const row of taken) {
      const own = new Set<string>();
      try {
        await store.routeOne(row, (rows) => routeRows(rows, own, routed));
        for (const c of own) channels.add(c);
      } catch (err) {
        if (storageFailure(err)) throw err;
        // The event itself cannot be routed (not the database): skipped, or it would block the rest.
        log.error({ err, eventId: row.eventId, type: row.type }, 'event could not be dispatched; skipped');
        await store.skip(row);
      }
    }
    return taken.length;
  }

  async function pass(): Promise<void> {
    scheduled = false;
    clearTimeout(passTimer);
    passTimer = undefined;
    if (stopped) return;
    lastPassAt = performance.now();
    const channels = new Set<string>();
    const routed = new Set<string>();
    try {
      const taken = await dispatchBatch(channels, routed);
      failures = 0;
      // A full batch means a backlog: the next one follows at once (it is as large as a batch gets),
      // after a yield so webhook acknowledgements are not held up by it.
      if (taken === batchSize) schedule(0);
    } catch (err) {
      failures++;
      const delayMs = backoffDelay(failures, retry);
      // The cause (a full disk …) is logged once by the database's write health; here only when
      // dispatching starts failing, not on every retry.
      log[failures === 1 ? 'warn' : 'debug'](
        { err, failures, retryInMs: delayMs },
        'dispatching failed; events stay undispatched and are tried again',
      );
      clearTimeout(retryTimer);
      retryTimer = setTimeout(wake, delayMs);
    } finally {
      // Rows committed before a later event failed are in the outbox: their channels must hear of it.
      if (channels.size > 0) deps.onQueued(channels);
      if (routed.size > 0) deps.onRouted?.(routed);
    }
  }

  /** Passes never overlap: one asked for while another runs starts after it. */
  function runPass(): Promise<void> {
    const previous = running ?? Promise.resolve();
    const current = previous.then(pass);
    running = current;
    void current.finally(() => {
      if (running === current) running = undefined;
    });
    return current;
  }

  function wake(): void {
    schedule(lastPassAt + minPassIntervalMs - performance.now());
  }

  function schedule(delayMs: number): void {
    if (stopped || scheduled) return;
    scheduled = true;
    if (delayMs > 0) passTimer = setTimeout(runPass, delayMs);
    else setImmediate(runPass);
  }

  return {
    /** Asks for a pass soon; many calls in a burst make one pass. */
    wake,
    /** Runs passes until nothing is pending (tests and start-up). */
    async drain(): Promise<void> {
      let before = -1;
      for (;;) {
        const pending = await store.pending();
        if (pending === 0 || pending === before) return;
        before = pending;
        await runPass();
      }
    },
    isFailing: () => failures > 0,
    /** No pass starts after this; resolves when the one running (if any) is done. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(retryTimer);
      clearTimeout(passTimer);
      await running;
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
