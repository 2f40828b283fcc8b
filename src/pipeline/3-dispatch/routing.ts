import type { FilterSubject } from '../../alert-filters.js';
import type { InstallationFacts } from '../../db/installations.js';
import type { Link } from '../../db/links.js';
import type { InboxKey, InboxRow } from '../2-inbox/inbox.js';
import type { AlertEvent } from '../5-send/render/types.js';

/**
 * What routing asks of the database, one step at a time. The dispatcher's routing is written once,
 * as a generator that yields these steps; one unit of work answers them for both databases
 * (routing-pass.ts), run by each database's store inside its own transaction: SQLite's synchronous
 * (routing-sqlite.ts), PostgreSQL's (routing-postgres.ts).
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
