import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { usableByIn } from '../../db/claims.js';
import { applyInstallationIn } from '../../db/installations.js';
import { runPostgres, tables } from '../../db/postgres/sql.js';
import type { PgDb } from '../../db/postgres.js';
import { claims, inbox, links, outbox, shares } from '../../db/schema-postgres.js';
import { createSeenRecording, type SeenRecording } from '../../db/seen-values.js';
import type { InboxKey, InboxRow } from '../2-inbox/inbox.js';
import { type Routing, type RoutingStep, type RoutingStore, runAsync } from './routing.js';

type Tx = Parameters<Parameters<PgDb['transaction']>[0]>[0];

/**
 * Key of the transaction-level advisory lock that makes dispatcher passes of all instances run one
 * after the other (released at commit or rollback, so it is safe on pooled connections).
 */
const DISPATCH_LOCK = 0x686f7374_6469;

const usable = usableByIn({ claims, shares }, links.guildId, links.serverId);

/** The one stored event of `key` (schema-postgres.ts, `inbox_event`). */
const isInboxEvent = (key: InboxKey) =>
  and(eq(inbox.createdAt, key.createdAt), eq(inbox.eventId, key.eventId));

/**
 * The PostgreSQL store of the dispatcher (routing.ts): the same steps as SQLite's repositories, each
 * awaited inside one transaction per call. Passes of all instances run one after the other (an
 * advisory lock of the transaction), so events are queued in the order they are taken; undispatched
 * events are taken `FOR UPDATE SKIP LOCKED` all the same, so no instance ever waits on a row another
 * one holds; an event is marked dispatched in the transaction that queued its rows, so a repeat
 * finds it done.
 */
export function createPostgresRouting(db: PgDb, seen: SeenRecording = createSeenRecording()): RoutingStore {
  const answer = (tx: Tx) => {
    return async (step: RoutingStep): Promise<unknown> => {
      switch (step.step) {
        case 'links':
          return tx
            .select()
            .from(links)
            .where(and(eq(links.serverId, step.serverId), usable))
            .orderBy(asc(links.id));
        case 'seen':
          // No deadlock over these rows between instances: every pass holds DISPATCH_LOCK (see
          // `run`), and the event store records one server per transaction.
          return runPostgres(tx, (d) => seen.record(d, tables, step.serverId, step.values));
        case 'installation':
          return runPostgres(tx, (d) =>
            applyInstallationIn(d, tables, step.kind, step.installation, step.eventAt),
          );
        case 'enqueue':
          return enqueueRow(tx, step);
        case 'dispatched':
          await markDispatched(tx, step.event);
          return undefined;
      }
    };
  };

  const markDispatched = (tx: Tx | PgDb, event: InboxKey) =>
    tx
      .update(inbox)
      .set({ dispatchedAt: Date.now() })
      .where(and(isInboxEvent(event), isNull(inbox.dispatchedAt)));

  const pendingRows = (tx: Tx, limit: number, event?: InboxKey): Promise<InboxRow[]> =>
    tx
      .select()
      .from(inbox)
      .where(
        event === undefined
          ? isNull(inbox.dispatchedAt)
          : and(isInboxEvent(event), isNull(inbox.dispatchedAt)),
      )
      .orderBy(asc(inbox.createdAt), asc(inbox.receivedAt), asc(inbox.eventId))
      .limit(limit)
      .for('update', { skipLocked: true });

  const run = (take: (tx: Tx) => Promise<InboxRow[]>, route: (rows: InboxRow[]) => Routing<void>) =>
    db.transaction(async (tx) => {
      // Order per channel: were two passes to run at once, the later events one instance took
      // could be queued (and posted) before the earlier ones another instance holds locked.
      await tx.execute(sql`select pg_advisory_xact_lock(${DISPATCH_LOCK})`);
      const rows = await take(tx);
      if (rows.length > 0) await runAsync(route(rows), answer(tx));
      return rows;
    });

  return {
    routeBatch: (limit, route) => run((tx) => pendingRows(tx, limit), route),
    routeOne: (event, route) => run((tx) => pendingRows(tx, 1, event), route),
    skip: async (event) => {
      await markDispatched(db, event);
    },
    pending: async () => {
      const [row] = await db.select({ n: count() }).from(inbox).where(isNull(inbox.dispatchedAt));
      return row?.n ?? 0;
    },
  };
}

/** One outbox row for an event and a link; false when it was queued already. */
async function enqueueRow(tx: Tx, step: Extract<RoutingStep, { step: 'enqueue' }>): Promise<boolean> {
  const inserted = await tx
    .insert(outbox)
    .values({
      eventId: step.eventId,
      eventCreatedAt: step.eventCreatedAt,
      linkId: step.linkId,
      channelId: step.channelId,
      mentionRoleId: step.mentionRoleId,
      event: step.event,
    })
    .onConflictDoNothing({ target: [outbox.eventId, outbox.linkId] })
    .returning({ id: outbox.id });
  return inserted.length > 0;
}
