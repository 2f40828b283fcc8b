import type { FilterSubject } from '../../alert-filters.js';
import { applyInstallation, type InstallationFacts } from '../../db/installations.js';
import type { Link } from '../../db/links.js';
import type { Db } from '../../db/open.js';
import type { SeenRecorder } from '../../db/seen-values.js';
import { createInboxStatements, type InboxKey, type InboxRow } from '../2-inbox/inbox.js';
import { createOutboxEnqueue } from '../4-outbox/outbox.js';
import type { AlertEvent } from '../5-send/render/types.js';

/**
 * What routing asks of the database, one step at a time. The dispatcher's routing is written once,
 * as a generator that yields these steps; each database runs it inside one transaction of its own
 * kind: SQLite synchronously (nothing can interleave), PostgreSQL with an await per step.
 */
export type RoutingStep =
  | { step: 'links'; serverId: string }
  | { step: 'seen'; serverId: string; values: FilterSubject }
  | { step: 'installation'; kind: 'created' | 'deleted'; installation: InstallationFacts; eventAt: number }
  | {
      step: 'enqueue';
      eventId: string;
      eventCreatedAt: number;
      linkId: number;
      channelId: string;
      mentionRoleId: string | null;
      /** The event as parsed here: the outbox row carries it to the sender. */
      event: AlertEvent;
    }
  | { step: 'dispatched'; event: InboxKey };

/** What each step answers. */
export interface StepResults {
  links: Link[];
  seen: boolean;
  installation: boolean;
  enqueue: boolean;
  dispatched: undefined;
}

/** Routing code: yields steps, gets their results back. */
export type Routing<T> = Generator<RoutingStep, T, unknown>;

/** One step, typed: `const links = yield* ask({ step: 'links', serverId })`. */
export function* ask<S extends RoutingStep>(
  step: S,
): Generator<RoutingStep, StepResults[S['step']], unknown> {
  return (yield step) as StepResults[S['step']];
}

/**
 * Routes undispatched events, one unit of work per call: the events are taken (on PostgreSQL,
 * locked so another instance skips them), routed by `route`, and everything it wrote commits with
 * them marked dispatched — or nothing does.
 */
export interface RoutingStore {
  /** Up to `limit` undispatched events, oldest `createdAt` first; resolves with the rows taken. */
  routeBatch(limit: number, route: (rows: InboxRow[]) => Routing<void>): Promise<InboxRow[]>;
  /** The one event, if it is still undispatched (a batch that broke is retried event by event). */
  routeOne(event: InboxKey, route: (rows: InboxRow[]) => Routing<void>): Promise<InboxRow[]>;
  /** Marks an event dispatched without routing it (it cannot be routed). */
  skip(event: InboxKey): Promise<void>;
  /** How many events wait to be dispatched. */
  pending(): Promise<number>;
}

/** Runs routing synchronously, each step answered by `answer`. */
export function runSync<T>(routing: Routing<T>, answer: (step: RoutingStep) => unknown): T {
  let next = routing.next();
  while (!next.done) next = routing.next(answer(next.value));
  return next.value;
}

/** Runs routing with each step awaited. */
export async function runAsync<T>(
  routing: Routing<T>,
  answer: (step: RoutingStep) => Promise<unknown>,
): Promise<T> {
  let next = routing.next();
  while (!next.done) next = routing.next(await answer(next.value));
  return next.value;
}

export interface SqliteRoutingDeps {
  db: Db;
  links: { forServer(serverId: string): Link[] };
  /** Synchronous: it records inside the routing transaction. */
  seen: Pick<SeenRecorder, 'record'>;
}

/**
 * The SQLite store: each call one synchronous transaction over the repositories' synchronous
 * statements (the inbox's, the outbox's insert, an installation's change).
 */
export function createSqliteRouting(deps: SqliteRoutingDeps): RoutingStore {
  const inbox = createInboxStatements(deps.db);
  const enqueue = createOutboxEnqueue(deps.db);
  const answer = (step: RoutingStep): unknown => {
    switch (step.step) {
      case 'links':
        return deps.links.forServer(step.serverId);
      case 'seen':
        return deps.seen.record(step.serverId, step.values);
      case 'installation':
        return applyInstallation(deps.db, step.kind, step.installation, step.eventAt);
      case 'enqueue':
        return enqueue(step);
      case 'dispatched':
        return inbox.markDispatched(step.event);
    }
  };
  const run = (take: () => InboxRow[], route: (rows: InboxRow[]) => Routing<void>): InboxRow[] =>
    deps.db.transaction(() => {
      const rows = take();
      if (rows.length > 0) runSync(route(rows), answer);
      return rows;
    });
  return {
    routeBatch: async (limit, route) => run(() => inbox.pending(limit), route),
    routeOne: async (event, route) => run(() => inbox.pendingOne(event), route),
    skip: async (event) => inbox.markDispatched(event),
    pending: async () => inbox.pendingCount(),
  };
}
