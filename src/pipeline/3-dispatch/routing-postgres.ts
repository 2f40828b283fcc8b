import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type PgTx, postgresSql, runPostgres, tables } from '../../db/postgres/sql.js';
import type { PgDb } from '../../db/postgres.js';
import { inbox } from '../../db/schema-postgres.js';
import { createSeenRecording, type SeenRecording } from '../../db/seen-values.js';
import { createInbox, type InboxKey, type InboxRow } from '../2-inbox/inbox.js';
import type { Routing, RoutingStore } from './routing.js';
import { claimGroups, lockGroupOf } from './routing-groups-postgres.js';
import { routePass } from './routing-pass.js';

/**
 * Key of the transaction-level advisory lock that made dispatcher passes of all instances run one
 * after the other before routing groups (routing-groups-postgres.ts). Passes now hold it shared, so
 * they run side by side, while a pass of an instance of the version before (during a rolling
 * restart), which takes it exclusively, still runs alone.
 */
const DISPATCH_LOCK = 0x686f7374_6469;

/** The one stored event of `key` (schema-postgres.ts, `inbox_event`). */
const isInboxEvent = (key: InboxKey) =>
  and(eq(inbox.createdAt, key.createdAt), eq(inbox.eventId, key.eventId));

/**
 * The PostgreSQL store of the dispatcher (routing.ts): each call one transaction that takes events
 * and runs the pass (routing-pass.ts) over them, a few round trips however many events it routes.
 * A pass claims routing groups (routing-groups-postgres.ts) and takes their oldest undispatched
 * events, so passes of several instances run at once and each channel still gets its alerts in
 * order; rows are taken `FOR UPDATE SKIP LOCKED` all the same. An event is marked dispatched in the
 * transaction that queued its rows, so a repeat finds it done.
 */
export function createPostgresRouting(db: PgDb, seen: SeenRecording = createSeenRecording()): RoutingStore {
  const events = createInbox(postgresSql(db));
  const pendingRows = (tx: PgTx, limit: number, where: SQL | undefined): Promise<InboxRow[]> =>
    tx
      .select()
      .from(inbox)
      .where(and(isNull(inbox.dispatchedAt), where))
      .orderBy(asc(inbox.createdAt), asc(inbox.receivedAt), asc(inbox.eventId))
      .limit(limit)
      .for('update', { skipLocked: true });

  const takeBatch = async (tx: PgTx, limit: number): Promise<InboxRow[]> => {
    const servers = await claimGroups(tx, limit);
    // Pings name no server: they queue nothing, any pass takes them. One array parameter: a group
    // may hold more servers than a statement takes parameters.
    const ours = or(sql`${inbox.serverId} = any(${sql.param(servers)}::text[])`, isNull(inbox.serverId));
    return pendingRows(tx, limit, ours);
  };

  const takeOne = async (tx: PgTx, event: InboxKey): Promise<InboxRow[]> => {
    const [row] = await tx.select({ serverId: inbox.serverId }).from(inbox).where(isInboxEvent(event));
    if (row?.serverId) await lockGroupOf(tx, row.serverId);
    return pendingRows(tx, 1, isInboxEvent(event));
  };

  const run = (take: (tx: PgTx) => Promise<InboxRow[]>, route: (rows: InboxRow[]) => Routing<void>) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock_shared(${DISPATCH_LOCK})`);
      const rows = await take(tx);
      if (rows.length > 0) await runPostgres(tx, (d) => routePass(d, tables, rows, route(rows), seen));
      return rows;
    });

  return {
    routeBatch: (limit, route) => run((tx) => takeBatch(tx, limit), route),
    routeOne: (event, route) => run((tx) => takeOne(tx, event), route),
    skip: (event) => events.markDispatched(event),
    pending: async () => (await events.stats()).pending,
  };
}
