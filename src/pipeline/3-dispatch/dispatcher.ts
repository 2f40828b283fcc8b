import type { Installations } from '../../db/installations.js';
import type { Link, Links } from '../../db/links.js';
import type { Db } from '../../db/open.js';
import type { SeenValueStore } from '../../db/seen-values.js';
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
  /** Events per transaction. */
  batchSize?: number;
  /** Wait before trying again after the database failed. */
  retryMs?: number;
}

/**
 * Routes stored events to the outbox: for each undispatched event, oldest `createdAt` first, one
 * row per matching link, written in the transaction that marks the event dispatched — so a crash
 * either queued an event completely or not at all.
 */
export function createDispatcher(deps: DispatcherDeps) {
  const batchSize = deps.batchSize ?? 100;
  const retryMs = deps.retryMs ?? 5000;
  const { log } = deps;
  let scheduled = false;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let failing = false;

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
      deps.seen.record(serverId, entry);
      const targets = linksFor(serverId).filter(
        (link) => link.state === 'active' && matchesFilters(link, entry),
      );
      enqueue(row, targets, channels, (link) => mentionRoleFor(link, entry));
    } else {
      const installation = event.data;
      const kind = event.type === 'installation.created' ? 'created' : 'deleted';
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

  /** One batch in one transaction; on failure each event alone, so one bad event cannot block others. */
  function dispatchBatch(rows: InboxRow[]): Set<string> {
    linksOf.clear();
    const channels = new Set<string>();
    try {
      deps.db.transaction(() => {
        for (const row of rows) route(row, channels);
      });
      return channels;
    } catch (err) {
      log.warn({ err }, 'dispatching a batch failed; trying its events one by one');
    }
    channels.clear();
    for (const row of rows) {
      linksOf.clear();
      const own = new Set<string>();
      try {
        deps.db.transaction(() => route(row, own));
        for (const c of own) channels.add(c);
      } catch (err) {
        log.error({ err, eventId: row.eventId, type: row.type }, 'event could not be dispatched; skipped');
        // Throws again when the database itself fails: then the whole pass waits and retries.
        deps.inbox.markDispatched(row.eventId);
      }
    }
    return channels;
  }

  function pass(): void {
    scheduled = false;
    if (stopped) return;
    try {
      const rows = deps.inbox.pending(batchSize);
      if (rows.length === 0) {
        failing = false;
        return;
      }
      const channels = dispatchBatch(rows);
      failing = false;
      if (channels.size > 0) deps.onQueued(channels);
      // Yield between batches so webhook acknowledgements are not held up by a long backlog.
      if (rows.length === batchSize) wake();
    } catch (err) {
      failing = true;
      log.error({ err }, `dispatching failed; trying again in ${retryMs} ms`);
      clearTimeout(retryTimer);
      retryTimer = setTimeout(wake, retryMs);
    }
  }

  function wake(): void {
    if (stopped || scheduled) return;
    scheduled = true;
    setImmediate(pass);
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
    isFailing: () => failing,
    stop(): void {
      stopped = true;
      clearTimeout(retryTimer);
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
