import { type BackoffOptions, backoffDelay } from '../../backoff.js';
import type { Installations } from '../../db/installations.js';
import type { Link, Links } from '../../db/links.js';
import type { Db } from '../../db/open.js';
import type { SeenValueStore } from '../../db/seen-values.js';
import { isStorageFailure } from '../../db/write-health.js';
import { isKnownEvent } from '../../hosting/index.js';
import type { Logger } from '../../logger.js';
import type { Inbox, InboxRow } from '../2-inbox/inbox.js';
import { parseStoredEvent } from '../2-inbox/stored-event.js';
import type { Outbox } from '../4-outbox/outbox.js';
import { matchesFilters, mentionRoleFor } from './filters.js';

export interface DispatcherDeps {
  db: Db;
  inbox: Inbox;
  outbox: Outbox;
  links: Links;
  installations: Installations;
  seen: SeenValueStore;
  log: Logger;
  /** Called after a batch queued rows, with the channels that got them. */
  onQueued: (channelIds: ReadonlySet<string>) => void;
  /** Called after a batch, with the servers its activity and installation events were about. */
  onRouted?: (serverIds: ReadonlySet<string>) => void;
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
  const { log } = deps;
  let scheduled = false;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let passTimer: NodeJS.Timeout | undefined;
  let lastPassAt = Number.NEGATIVE_INFINITY;
  /** Failed passes in a row; 0 while dispatching works. */
  let failures = 0;

  // Links per server, read once per batch: a batch is one transaction, so they cannot change under
  // it except through installation events, which clear this.
  const linksOf = new Map<string, Link[]>();
  const linksFor = (serverId: string): Link[] => {
    let list = linksOf.get(serverId);
    if (!list) {
      list = deps.links.forServer(serverId);
      linksOf.set(serverId, list);
    }
    return list;
  };

  /** Servers the events of the current batch were about (told to `onRouted`). */
  const routed = new Set<string>();

  /** Routes one event; adds the channels that got rows. Throws only on database errors. */
  function route(row: InboxRow, channels: Set<string>): void {
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
      deps.seen.record(serverId, entry);
      const targets = linksFor(serverId).filter(
        (link) => link.state === 'active' && matchesFilters(link, entry),
      );
      enqueue(row, targets, channels, (link) => mentionRoleFor(link, entry));
    } else {
      const installation = event.data;
      const kind = event.type === 'installation.created' ? 'created' : 'deleted';
      routed.add(installation.serverId);
      const before = linksFor(installation.serverId);
      const applied = deps.installations.apply(kind, installation, row.createdAt);
      linksOf.delete(installation.serverId);
      // Deleted: told where it was active (those links now turn inactive). Created: where it is
      // active now (inactive links were just reactivated). An event older than the state already
      // applied is out of date and not posted: it would claim the opposite of what is true.
      const targets = !applied
        ? []
        : kind === 'deleted'
          ? before.filter((l) => l.state === 'active')
          : linksFor(installation.serverId).filter((l) => l.state === 'active');
      enqueue(row, targets, channels, () => null);
      log.info({ eventId: event.id, serverId: installation.serverId, kind, applied }, 'installation changed');
    }
    deps.inbox.markDispatched(row.eventId);
  }

  function enqueue(
    row: InboxRow,
    targets: Link[],
    channels: Set<string>,
    role: (link: Link) => string | null,
  ) {
    for (const link of targets) {
      deps.outbox.enqueue({
        eventId: row.eventId,
        linkId: link.id,
        channelId: link.channelId,
        mentionRoleId: role(link),
      });
      channels.add(link.channelId);
    }
  }

  /**
   * One batch in one transaction; when an event breaks it, each event alone, so one bad event cannot
   * block the others. A failed write is never skipped: it throws, nothing of it is marked
   * dispatched, and the pass is retried. `channels` gets the channels that got committed rows.
   */
  function dispatchBatch(rows: InboxRow[], channels: Set<string>): void {
    linksOf.clear();
    const batch = new Set<string>();
    try {
      deps.db.transaction(() => {
        for (const row of rows) route(row, batch);
      });
      for (const c of batch) channels.add(c);
      return;
    } catch (err) {
      if (isStorageFailure(err)) throw err;
      log.warn({ err }, 'dispatching a batch failed; trying its events one by one');
    }
    for (const row of rows) {
      linksOf.clear();
      const own = new Set<string>();
      try {
        deps.db.transaction(() => route(row, own));
        for (const c of own) channels.add(c);
      } catch (err) {
        if (isStorageFailure(err)) throw err;
        // The event itself cannot be routed (not the database): skipped, or it would block the rest.
        log.error({ err, eventId: row.eventId, type: row.type }, 'event could not be dispatched; skipped');
        deps.inbox.markDispatched(row.eventId);
      }
    }
  }

  function pass(): void {
    scheduled = false;
    clearTimeout(passTimer);
    passTimer = undefined;
    if (stopped) return;
    lastPassAt = performance.now();
    const channels = new Set<string>();
    try {
      const rows = deps.inbox.pending(batchSize);
      routed.clear();
      if (rows.length > 0) dispatchBatch(rows, channels);
      failures = 0;
      // A full batch means a backlog: the next one follows at once (it is as large as a batch gets),
      // after a yield so webhook acknowledgements are not held up by it.
      if (rows.length === batchSize) schedule(0);
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
      if (routed.size > 0) deps.onRouted?.(new Set(routed));
    }
  }

  function wake(): void {
    schedule(lastPassAt + minPassIntervalMs - performance.now());
  }

  function schedule(delayMs: number): void {
    if (stopped || scheduled) return;
    scheduled = true;
    if (delayMs > 0) passTimer = setTimeout(pass, delayMs);
    else setImmediate(pass);
  }

  return {
    /** Asks for a pass soon; many calls in a burst make one pass. */
    wake,
    /** Runs passes until nothing is pending (tests and start-up). */
    drain(): void {
      let before = -1;
      for (;;) {
        const pending = deps.inbox.stats().pending;
        if (pending === 0 || pending === before) return;
        before = pending;
        pass();
      }
    },
    isFailing: () => failures > 0,
    stop(): void {
      stopped = true;
      clearTimeout(retryTimer);
      clearTimeout(passTimer);
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
