import { type BackoffOptions, backoffDelay } from '../../backoff.js';
import type { Link } from '../../db/links.js';
import { isStorageFailure } from '../../db/write-health.js';
import { isKnownEvent, type KnownHostingEvent } from '../../hosting/index.js';
import type { Logger } from '../../logger.js';
import type { InboxRow } from '../2-inbox/inbox.js';
import { parseStoredEvent } from '../2-inbox/stored-event.js';
import type { AlertEvent } from '../5-send/render/types.js';
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

/** Routing a batch: the channels that got rows and the servers the events were about. */
interface Routed {
  readonly channels: Set<string>;
  readonly servers: Set<string>;
}

interface DispatcherState {
  readonly deps: DispatcherDeps;
  readonly batchSize: number;
  readonly retry: BackoffOptions;
  readonly minPassIntervalMs: number;
  readonly storageFailure: (err: unknown) => boolean;
  /** A pass is asked for and not yet begun. */
  scheduled: boolean;
  /** The pass under way or queued last: passes never overlap. */
  running: Promise<void> | undefined;
  stopped: boolean;
  retryTimer: NodeJS.Timeout | undefined;
  passTimer: NodeJS.Timeout | undefined;
  lastPassAt: number;
  /** Failed passes in a row; 0 while dispatching works. */
  failures: number;
}

/**
 * Routes stored events to the outbox: for each undispatched event, oldest `createdAt` first, one
 * row per matching link, written in the transaction that marks the event dispatched — so a crash
 * or a failed write (disk full) either queued an event completely or not at all, and an event not
 * queued stays undispatched and is tried again with backoff.
 */
export function createDispatcher(deps: DispatcherDeps) {
  const state: DispatcherState = {
    deps,
    batchSize: deps.batchSize ?? 100,
    retry: deps.retry ?? RETRY,
    minPassIntervalMs: deps.minPassIntervalMs ?? 10,
    storageFailure: deps.isStorageFailure ?? isStorageFailure,
    scheduled: false,
    running: undefined,
    stopped: false,
    retryTimer: undefined,
    passTimer: undefined,
    lastPassAt: Number.NEGATIVE_INFINITY,
    failures: 0,
  };
  return {
    /** Asks for a pass soon; many calls in a burst make one pass. */
    wake: () => wake(state),
    /** Runs passes until nothing is pending (tests and start-up). */
    drain: () => drain(state),
    isFailing: () => state.failures > 0,
    /** No pass starts after this; resolves when the one running (if any) is done. */
    stop: () => stop(state),
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;

/** Links of a server, read once per transaction (installation events drop theirs: they change). */
type LinksOf = Map<string, Link[]>;

/**
 * Routes the rows of one transaction; `routed.channels` gets the channels that got rows and
 * `routed.servers` the servers the events were about. Links are read once per server and
 * transaction: they cannot change under it except through installation events, which read them
 * again.
 */
function* routeRows(log: Logger, rows: InboxRow[], routed: Routed): Routing<void> {
  const linksOf: LinksOf = new Map();
  for (const row of rows) {
    const event = parseStoredEvent(row.raw);
    if (!event) {
      log.warn({ eventId: row.eventId, type: row.type }, 'stored event does not parse; not posted');
    } else if (!isKnownEvent(event)) {
      log.debug({ eventId: row.eventId, type: row.type }, 'event of an unknown type; not posted');
    } else {
      yield* routeKnown(log, row, event, linksOf, routed);
    }
    yield* ask({ step: 'dispatched', event: row });
  }
}

/** Every known type has its route: a new one does not compile until it is handled here. */
function* routeKnown(
  log: Logger,
  row: InboxRow,
  event: KnownHostingEvent,
  linksOf: LinksOf,
  routed: Routed,
): Routing<void> {
  switch (event.type) {
    case 'ping':
      log.info(
        { eventId: event.id, botId: event.data.botId, message: event.data.message },
        'ping from the provider',
      );
      return;
    case 'server.activity':
      return yield* routeActivity(row, event, linksOf, routed);
    case 'installation.created':
    case 'installation.deleted':
      return yield* routeInstallation(log, row, event, linksOf, routed);
    default:
      event satisfies never;
  }
}

type EventOf<T extends KnownHostingEvent['type']> = Extract<KnownHostingEvent, { type: T }>;

/** To each active link of the server whose filters match the entry. */
function* routeActivity(
  row: InboxRow,
  event: EventOf<'server.activity'>,
  linksOf: LinksOf,
  routed: Routed,
): Routing<void> {
  const entry = event.data;
  const serverId = event.serverId ?? entry.serverId;
  routed.servers.add(serverId);
  yield* ask({ step: 'seen', serverId, values: entry });
  const targets = (yield* linksFor(linksOf, serverId)).filter(
    (link) => link.state === 'active' && matchesFilters(link, entry),
  );
  yield* enqueue(row, event, targets, (link) => mentionRoleFor(link, entry), routed);
}

function* routeInstallation(
  log: Logger,
  row: InboxRow,
  event: EventOf<'installation.created' | 'installation.deleted'>,
  linksOf: LinksOf,
  routed: Routed,
): Routing<void> {
  const installation = event.data;
  const kind = event.type === 'installation.created' ? 'created' : 'deleted';
  routed.servers.add(installation.serverId);
  const before = yield* linksFor(linksOf, installation.serverId);
  const applied = yield* ask({ step: 'installation', kind, installation, eventAt: row.createdAt });
  linksOf.delete(installation.serverId);
  // Deleted: told where it was active (those links now turn inactive). Created: where it is
  // active now (inactive links were just reactivated). An event older than the state already
  // applied is out of date and not posted: it would claim the opposite of what is true.
  const targets = !applied
    ? []
    : kind === 'deleted'
      ? before.filter((l) => l.state === 'active')
      : (yield* linksFor(linksOf, installation.serverId)).filter((l) => l.state === 'active');
  yield* enqueue(row, event, targets, () => null, routed);
  log.info({ eventId: event.id, serverId: installation.serverId, kind, applied }, 'installation changed');
}

function* linksFor(linksOf: LinksOf, serverId: string): Routing<Link[]> {
  let list = linksOf.get(serverId);
  if (!list) {
    list = yield* ask({ step: 'links', serverId });
    linksOf.set(serverId, list);
  }
  return list;
}

function* enqueue(
  row: InboxRow,
  event: AlertEvent,
  targets: Link[],
  role: (link: Link) => string | null,
  routed: Routed,
): Routing<void> {
  for (const link of targets) {
    yield* ask({
      step: 'enqueue',
      eventId: row.eventId,
      eventCreatedAt: row.createdAt,
      linkId: link.id,
      channelId: link.channelId,
      mentionRoleId: role(link),
      event,
    });
    routed.channels.add(link.channelId);
  }
}

/**
 * One batch in one transaction; when an event breaks it, each event alone, so one bad event cannot
 * block the others. A failed write is never skipped: it throws, nothing of it is marked
 * dispatched, and the pass is retried. `routed.channels` gets the channels that got committed rows.
 * Resolves with the number of events the batch took.
 */
async function dispatchBatch(state: DispatcherState, routed: Routed): Promise<number> {
  const { log, store } = state.deps;
  let taken: InboxRow[] = [];
  try {
    const batch: Routed = { channels: new Set<string>(), servers: routed.servers };
    const rows = await store.routeBatch(state.batchSize, (rows) => {
      taken = rows;
      return routeRows(log, rows, batch);
    });
    for (const c of batch.channels) routed.channels.add(c);
    return rows.length;
  } catch (err) {
    if (state.storageFailure(err)) throw err;
    log.warn({ err }, 'dispatching a batch failed; trying its events one by one');
  }
  for (const row of taken) await dispatchAlone(state, row, routed);
  return taken.length;
}

/** One event of a batch that broke, in its own transaction; skipped when it cannot be routed. */
async function dispatchAlone(state: DispatcherState, row: InboxRow, routed: Routed): Promise<void> {
  const { log, store } = state.deps;
  const own: Routed = { channels: new Set<string>(), servers: routed.servers };
  try {
    await store.routeOne(row, (rows) => routeRows(log, rows, own));
    for (const c of own.channels) routed.channels.add(c);
  } catch (err) {
    if (state.storageFailure(err)) throw err;
    // The event itself cannot be routed (not the database): skipped, or it would block the rest.
    log.error({ err, eventId: row.eventId, type: row.type }, 'event could not be dispatched; skipped');
    await store.skip(row);
  }
}

async function pass(state: DispatcherState): Promise<void> {
  state.scheduled = false;
  clearTimeout(state.passTimer);
  state.passTimer = undefined;
  if (state.stopped) return;
  state.lastPassAt = performance.now();
  const routed: Routed = { channels: new Set<string>(), servers: new Set<string>() };
  try {
    const taken = await dispatchBatch(state, routed);
    state.failures = 0;
    // A full batch means a backlog: the next one follows at once (it is as large as a batch gets),
    // after a yield so webhook acknowledgements are not held up by it.
    if (taken === state.batchSize) schedule(state, 0);
  } catch (err) {
    retryLater(state, err);
  } finally {
    // Rows committed before a later event failed are in the outbox: their channels must hear of it.
    if (routed.channels.size > 0) state.deps.onQueued(routed.channels);
    if (routed.servers.size > 0) state.deps.onRouted?.(routed.servers);
  }
}

function retryLater(state: DispatcherState, err: unknown): void {
  state.failures++;
  const delayMs = backoffDelay(state.failures, state.retry);
  // The cause (a full disk …) is logged once by the database's write health; here only when
  // dispatching starts failing, not on every retry.
  state.deps.log[state.failures === 1 ? 'warn' : 'debug'](
    { err, failures: state.failures, retryInMs: delayMs },
    'dispatching failed; events stay undispatched and are tried again',
  );
  clearTimeout(state.retryTimer);
  state.retryTimer = setTimeout(() => wake(state), delayMs);
}

/** Passes never overlap: one asked for while another runs starts after it. */
function runPass(state: DispatcherState): Promise<void> {
  const previous = state.running ?? Promise.resolve();
  const current = previous.then(() => pass(state));
  state.running = current;
  void current.finally(() => {
    if (state.running === current) state.running = undefined;
  });
  return current;
}

function wake(state: DispatcherState): void {
  schedule(state, state.lastPassAt + state.minPassIntervalMs - performance.now());
}

function schedule(state: DispatcherState, delayMs: number): void {
  if (state.stopped || state.scheduled) return;
  state.scheduled = true;
  if (delayMs > 0) state.passTimer = setTimeout(() => runPass(state), delayMs);
  else setImmediate(() => runPass(state));
}

async function drain(state: DispatcherState): Promise<void> {
  let before = -1;
  for (;;) {
    const pending = await state.deps.store.pending();
    if (pending === 0 || pending === before) return;
    before = pending;
    await runPass(state);
  }
}

async function stop(state: DispatcherState): Promise<void> {
  state.stopped = true;
  clearTimeout(state.retryTimer);
  clearTimeout(state.passTimer);
  await state.running;
}
