import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { FilterSubject } from '../../alert-filters.js';
import { usableByIn } from '../../db/claims.js';
import { applyInstallationIn } from '../../db/installations.js';
import type { Link } from '../../db/links.js';
import type { SeenRecording } from '../../db/seen-values.js';
import { all, type Executor, eachRow, type Tables, type Unit } from '../../db/sql.js';
import type { InboxKey, InboxRow } from '../2-inbox/inbox.js';
import type { Routing, RoutingStep } from './routing.js';

type Enqueue = Extract<RoutingStep, { step: 'enqueue' }>;

/** What a pass keeps until routing ends, and the links it read. */
interface Pass {
  readonly linksOf: Map<string, Link[]>;
  readonly queued: Enqueue[];
  readonly values: Array<{ serverId: string; values: FilterSubject }>;
  readonly dispatched: InboxKey[];
}

/**
 * A dispatcher pass over `rows` as one unit of work, run by each database's store inside its
 * transaction (routing-sqlite.ts, routing-postgres.ts): `routing`'s steps (routing.ts) answered in
 * a few statements whatever the batch holds. The links of every server of the batch are read in one
 * statement before routing; seen values, outbox rows and "dispatched" are kept until routing ends
 * and written then, one step each (outbox rows and "dispatched" by `eachRow`: on PostgreSQL one
 * statement, on SQLite one prepared statement run per row). Only an installation change is written
 * when routing asks: the links read after it must see it, so its server's are read again.
 */
export function* routePass(
  db: Executor,
  t: Tables,
  rows: readonly InboxRow[],
  routing: Routing<void>,
  seen: SeenRecording,
): Unit<void> {
  const servers = [...new Set(rows.flatMap((r) => (r.serverId ? [r.serverId] : [])))];
  const pass: Pass = {
    linksOf: yield* linksOfServers(db, t, servers),
    queued: [],
    values: [],
    dispatched: [],
  };
  let next = routing.next();
  while (!next.done) next = routing.next(yield* answer(db, t, pass, seen, next.value));
  // Values first: the kv rows are locked in one order (seen-values.ts), before the outbox's.
  yield* seen.recordAll(db, t, pass.values);
  yield* enqueueRows(t, pass.queued);
  yield* markDispatched(t, pass.dispatched);
}

function* answer(db: Executor, t: Tables, pass: Pass, seen: SeenRecording, step: RoutingStep): Unit<unknown> {
  switch (step.step) {
    case 'links': {
      let list = pass.linksOf.get(step.serverId);
      if (!list) {
        list = (yield* linksOfServers(db, t, [step.serverId])).get(step.serverId) ?? [];
        pass.linksOf.set(step.serverId, list);
      }
      return list;
    }
    case 'seen':
      pass.values.push({ serverId: step.serverId, values: step.values });
      return seen.mayBeNew(step.serverId, step.values);
    case 'installation':
      pass.linksOf.delete(step.installation.serverId);
      return yield* applyInstallationIn(db, t, step.kind, step.installation, step.eventAt);
    case 'enqueue':
      pass.queued.push(step);
      return true;
    case 'dispatched':
      pass.dispatched.push(step.event);
      return undefined;
  }
}

/** The usable links of servers, each server's in `id` order; a server without any maps to []. */
function* linksOfServers(db: Executor, t: Tables, servers: string[]): Unit<Map<string, Link[]>> {
  const byServer = new Map<string, Link[]>(servers.map((s) => [s, []]));
  if (servers.length === 0) return byServer;
  const { links } = t;
  const rows = yield* all(
    db
      .select()
      .from(links)
      .where(and(inArray(links.serverId, servers), usableByIn(t, links.guildId, links.serverId)))
      .orderBy(asc(links.id)),
  );
  for (const link of rows) byServer.get(link.serverId)?.push(link);
  return byServer;
}

/** Marks the pass's events dispatched (by key: `createdAt` and id), all at one time. */
function markDispatched(t: Tables, events: readonly InboxKey[]): Unit<void> {
  const { inbox } = t;
  const at = Date.now();
  const keys = events.map(({ createdAt, eventId }) => ({ createdAt, eventId }));
  return eachRow(keys, (d, list) =>
    d
      .update(inbox)
      .set({ dispatchedAt: at })
      .where(
        and(
          isNull(inbox.dispatchedAt),
          sql`(${inbox.createdAt}, ${inbox.eventId}) IN (${sql.join(
            list.map((key) => sql`(${key.createdAt}, ${key.eventId})`),
            sql`, `,
          )})`,
        ),
      ),
  );
}

/**
 * The pass's outbox rows, in the order routing asked for them (their ids, and so the order each
 * channel's alerts are sent in, follow it); a row queued already is left as it is.
 */
function enqueueRows(t: Tables, steps: readonly Enqueue[]): Unit<void> {
  const { outbox } = t;
  const rows = steps.map((step) => ({
    eventId: step.eventId,
    eventCreatedAt: step.eventCreatedAt,
    linkId: step.linkId,
    channelId: step.channelId,
    mentionRoleId: step.mentionRoleId,
    event: step.event,
  }));
  return eachRow(rows, (d, list) =>
    d
      .insert(outbox)
      .values([...list])
      .onConflictDoNothing({ target: [outbox.eventId, outbox.linkId] }),
  );
}
