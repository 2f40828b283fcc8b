import { and, asc, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FilterSubject } from '../../alert-filters.js';
import { usableByIn } from '../../db/claims.js';
import { applyInstallationIn } from '../../db/installations.js';
import type { Link } from '../../db/links.js';
import { runPostgres, tables } from '../../db/postgres/sql.js';
import type { PgDb } from '../../db/postgres.js';
import { claims, inbox, links, outbox, shares } from '../../db/schema-postgres.js';
import { createSeenRecording, type SeenRecording } from '../../db/seen-values.js';
import type { InboxKey, InboxRow } from '../2-inbox/inbox.js';
import { type Routing, type RoutingStep, type RoutingStore, runAsync } from './routing.js';
import { claimGroups, lockGroupOf } from './routing-groups-postgres.js';

type Tx = Parameters<Parameters<PgDb['transaction']>[0]>[0];

/**
 * Key of the transaction-level advisory lock that made dispatcher passes of all instances run one
 * after the other before routing groups (routing-groups-postgres.ts). Passes now hold it shared, so
 * they run side by side, while a pass of an instance of the version before (during a rolling
 * restart), which takes it exclusively, still runs alone.
 */
const DISPATCH_LOCK = 0x686f7374_6469;

/** Outbox rows per insert statement (PostgreSQL binds at most 65,535 values a statement). */
const OUTBOX_ROWS_PER_INSERT = 5000;

const usable = usableByIn({ claims, shares }, links.guildId, links.serverId);

/** The one stored event of `key` (schema-postgres.ts, `inbox_event`). */
const isInboxEvent = (key: InboxKey) =>
  and(eq(inbox.createdAt, key.createdAt), eq(inbox.eventId, key.eventId));

/**
 * The PostgreSQL store of the dispatcher (routing.ts): the same steps as SQLite's repositories,
 * answered inside one transaction per call. A pass claims routing groups (routing-groups-postgres.ts)
 * and takes their oldest undispatched events, so passes of several instances run at once and each
 * channel still gets its alerts in order; rows are taken `FOR UPDATE SKIP LOCKED` all the same. Its
 * reads are made for the whole batch (links of every server, seen values) and its writes (outbox
 * rows, seen values, "dispatched") are sent together at its end, so a pass costs a few round trips
 * however many events it routes. An event is marked dispatched in the transaction that queued its
 * rows, so a repeat finds it done.
 */
export function createPostgresRouting(db: PgDb, seen: SeenRecording = createSeenRecording()): RoutingStore {
  const pendingRows = (tx: Tx, limit: number, where: SQL | undefined): Promise<InboxRow[]> =>
    tx
      .select()
      .from(inbox)
      .where(and(isNull(inbox.dispatchedAt), where))
      .orderBy(asc(inbox.createdAt), asc(inbox.receivedAt), asc(inbox.eventId))
      .limit(limit)
      .for('update', { skipLocked: true });

  const takeBatch = async (tx: Tx, limit: number): Promise<InboxRow[]> => {
    const servers = await claimGroups(tx, limit);
    // Pings name no server: they queue nothing, any pass takes them. One array parameter: a group
    // may hold more servers than a statement takes parameters.
    const ours = or(sql`${inbox.serverId} = any(${sql.param(servers)}::text[])`, isNull(inbox.serverId));
    return pendingRows(tx, limit, ours);
  };

  const takeOne = async (tx: Tx, event: InboxKey): Promise<InboxRow[]> => {
    const [row] = await tx.select({ serverId: inbox.serverId }).from(inbox).where(isInboxEvent(event));
    if (row?.serverId) await lockGroupOf(tx, row.serverId);
    return pendingRows(tx, 1, isInboxEvent(event));
  };

  const run = (take: (tx: Tx) => Promise<InboxRow[]>, route: (rows: InboxRow[]) => Routing<void>) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock_shared(${DISPATCH_LOCK})`);
      const rows = await take(tx);
      if (rows.length === 0) return rows;
      const pass = await startPass(tx, rows, seen);
      await runAsync(route(rows), pass.answer);
      await pass.finish();
      return rows;
    });

  return {
    routeBatch: (limit, route) => run((tx) => takeBatch(tx, limit), route),
    routeOne: (event, route) => run((tx) => takeOne(tx, event), route),
    skip: async (event) => {
      await db
        .update(inbox)
        .set({ dispatchedAt: Date.now() })
        .where(and(isInboxEvent(event), isNull(inbox.dispatchedAt)));
    },
    pending: async () => {
      const [row] = await db.select({ n: count() }).from(inbox).where(isNull(inbox.dispatchedAt));
      return row?.n ?? 0;
    },
  };
}

type Enqueue = Extract<RoutingStep, { step: 'enqueue' }>;

/**
 * One pass's answers: links of the rows' servers read at once before routing; outbox rows, seen
 * values and "dispatched" kept until `finish` writes each kind in one statement. Only an
 * installation change is written when routing asks (it changes the links routing reads next).
 */
async function startPass(tx: Tx, rows: InboxRow[], seen: SeenRecording) {
  const servers = [...new Set(rows.flatMap((r) => (r.serverId ? [r.serverId] : [])))];
  const linksOf = await linksOfServers(tx, servers);
  const queued: Enqueue[] = [];
  const values: Array<{ serverId: string; values: FilterSubject }> = [];
  const dispatched: InboxKey[] = [];
  const answer = async (step: RoutingStep): Promise<unknown> => {
    switch (step.step) {
      case 'links': {
        let list = linksOf.get(step.serverId);
        if (!list) {
          list = (await linksOfServers(tx, [step.serverId])).get(step.serverId) ?? [];
          linksOf.set(step.serverId, list);
        }
        return list;
      }
      case 'seen':
        values.push({ serverId: step.serverId, values: step.values });
        return seen.mayBeNew(step.serverId, step.values);
      case 'installation':
        linksOf.delete(step.installation.serverId);
        return runPostgres(tx, (d) =>
          applyInstallationIn(d, tables, step.kind, step.installation, step.eventAt),
        );
      case 'enqueue':
        queued.push(step);
        return true;
      case 'dispatched':
        dispatched.push(step.event);
        return undefined;
    }
  };
  const finish = async () => {
    // Values first: the kv rows are locked in one order (seen-values.ts), before any other write.
    await runPostgres(tx, (d) => seen.recordAll(d, tables, values));
    for (let i = 0; i < queued.length; i += OUTBOX_ROWS_PER_INSERT)
      await enqueueRows(tx, queued.slice(i, i + OUTBOX_ROWS_PER_INSERT));
    await markDispatched(tx, dispatched);
  };
  return { answer, finish };
}

/** The usable links of servers, each server's in `id` order; a server without any maps to []. */
async function linksOfServers(tx: Tx, servers: string[]): Promise<Map<string, Link[]>> {
  const byServer = new Map<string, Link[]>(servers.map((s) => [s, []]));
  if (servers.length === 0) return byServer;
  const rows = await tx
    .select()
    .from(links)
    .where(and(inArray(links.serverId, servers), usable))
    .orderBy(asc(links.id));
  for (const link of rows) byServer.get(link.serverId)?.push(link as Link);
  return byServer;
}

async function markDispatched(tx: Tx, events: InboxKey[]): Promise<void> {
  if (events.length === 0) return;
  const keys = sql.join(
    events.map((e) => sql`(${e.createdAt}::bigint, ${e.eventId}::text)`),
    sql`, `,
  );
  await tx
    .update(inbox)
    .set({ dispatchedAt: Date.now() })
    .where(and(isNull(inbox.dispatchedAt), sql`(${inbox.createdAt}, ${inbox.eventId}) IN (${keys})`));
}

/**
 * The pass's outbox rows in one insert, in the order routing asked for them (their ids, and so the
 * order each channel's alerts are sent in, follow it); a row queued already is left as it is.
 */
async function enqueueRows(tx: Tx, steps: Enqueue[]): Promise<void> {
  if (steps.length === 0) return;
  await tx
    .insert(outbox)
    .values(
      steps.map((step) => ({
        eventId: step.eventId,
        eventCreatedAt: step.eventCreatedAt,
        linkId: step.linkId,
        channelId: step.channelId,
        mentionRoleId: step.mentionRoleId,
        event: step.event,
      })),
    )
    .onConflictDoNothing({ target: [outbox.eventId, outbox.linkId] });
}
