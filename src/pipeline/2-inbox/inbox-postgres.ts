import { and, asc, count, eq, isNotNull, isNull, lt, max } from 'drizzle-orm';
import type { PgDb } from '../../db/postgres.js';
import { inbox } from '../../db/schema-postgres.js';
import { INBOX_RETENTION_MS, type Inbox, type InboxKey, inboxValues } from './inbox.js';

/**
 * The PostgreSQL twin of `createInbox` (inbox.ts). PostgreSQL has no rowid: events of the same
 * `createdAt` keep their arrival order by `receivedAt`, then the event id (as routing-postgres.ts
 * takes them).
 */
export function createPostgresInbox(db: PgDb): Inbox {
  return {
    async store(input) {
      const inserted = await db
        .insert(inbox)
        .values(inboxValues(input))
        .onConflictDoNothing()
        .returning({ eventId: inbox.eventId });
      return inserted.length > 0;
    },

    pending: (limit = 100) =>
      db
        .select()
        .from(inbox)
        .where(isNull(inbox.dispatchedAt))
        .orderBy(asc(inbox.createdAt), asc(inbox.receivedAt), asc(inbox.eventId))
        .limit(limit),

    async markDispatched(event, at = Date.now()) {
      await db
        .update(inbox)
        .set({ dispatchedAt: at })
        .where(and(isInboxEvent(event), isNull(inbox.dispatchedAt)));
    },

    async prune(now = Date.now()) {
      const result = await db
        .delete(inbox)
        .where(and(isNotNull(inbox.dispatchedAt), lt(inbox.receivedAt, now - INBOX_RETENTION_MS)));
      return result.rowCount ?? 0;
    },

    async stats() {
      const [pending] = await db.select({ n: count() }).from(inbox).where(isNull(inbox.dispatchedAt));
      const [last] = await db.select({ at: max(inbox.receivedAt) }).from(inbox);
      return { pending: pending?.n ?? 0, lastReceivedAt: last?.at ?? null };
    },
  };
}

/** The one stored event of `key` (schema-postgres.ts, `inbox_event`). */
export const isInboxEvent = (key: InboxKey) =>
  and(eq(inbox.createdAt, key.createdAt), eq(inbox.eventId, key.eventId));
