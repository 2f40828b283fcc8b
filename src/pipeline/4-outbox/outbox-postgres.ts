import { and, asc, count, eq, inArray, isNull, lt, min, not, or, type SQL, sql } from 'drizzle-orm';
import { usableByIn } from '../../db/claims.js';
import type { PgExecutor } from '../../db/postgres/sql.js';
import type { PgDb } from '../../db/postgres.js';
import { claims, inbox, links, outbox, outboxMessages, shares } from '../../db/schema-postgres.js';
import {
  OUTBOX_RETENTION_MS,
  type Outbox,
  PARKED_LINK_BROKEN,
  PARKED_NOT_SHARED,
  preparedFrom,
  RowsTaken,
} from './outbox.js';

const usable = usableByIn({ claims, shares }, links.guildId, links.serverId);

/**
 * The PostgreSQL twin of `createOutbox` (outbox.ts): the same statements, awaited, each method one
 * transaction. Instances sharing the database post to a channel one at a time (the sender's channel
 * lease); should two ever prepare at once, a row joins one message only (`prepare` ties rows that
 * are in none, all or nothing), so no alert is sent twice.
 */
/** An outbox row's event in the inbox (none once pruned). */
const itsEvent = and(eq(inbox.createdAt, outbox.eventCreatedAt), eq(inbox.eventId, outbox.eventId));

const selectLinkIds = (tx: PgExecutor, where: SQL | undefined) =>
  tx.select({ id: links.id }).from(links).where(where);

/** Parks the channel's pending rows (of `where`) whose link is broken or no longer usable; how many. */
async function parkUnusable(tx: PgExecutor, channelId: string, where: SQL | undefined): Promise<number> {
  const park = async (reason: string, linkIds: ReturnType<typeof selectLinkIds>) => {
    const changed = await tx
      .update(outbox)
      .set({ state: 'parked', error: reason })
      .where(
        and(
          where,
          eq(outbox.channelId, channelId),
          eq(outbox.state, 'pending'),
          inArray(outbox.linkId, linkIds),
        ),
      );
    return changed.rowCount ?? 0;
  };
  return (
    (await park(
      PARKED_LINK_BROKEN,
      selectLinkIds(tx, and(eq(links.channelId, channelId), eq(links.state, 'broken'))),
    )) + (await park(PARKED_NOT_SHARED, selectLinkIds(tx, and(eq(links.channelId, channelId), not(usable)))))
  );
}

export function createPostgresOutbox(db: PgDb): Outbox {
  return {
    async enqueue(input) {
      const inserted = await db
        .insert(outbox)
        .values({
          eventId: input.eventId,
          eventCreatedAt: input.eventCreatedAt,
          linkId: input.linkId,
          channelId: input.channelId,
          mentionRoleId: input.mentionRoleId ?? null,
        })
        .onConflictDoNothing({ target: [outbox.eventId, outbox.linkId] })
        .returning({ id: outbox.id });
      return inserted.length > 0;
    },

    async preparedMessage(channelId) {
      // No rowid here: messages of a channel are ordered by when they were prepared.
      const [message] = await db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.channelId, channelId))
        .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.nonce))
        .limit(1);
      if (!message) return undefined;
      const rows = await db
        .select({
          id: outbox.id,
          attempts: outbox.attempts,
          nextAttemptAt: outbox.nextAttemptAt,
          eventCreatedAt: inbox.createdAt,
        })
        .from(outbox)
        .leftJoin(inbox, itsEvent)
        .where(and(eq(outbox.nonce, message.nonce), eq(outbox.state, 'pending')))
        .orderBy(asc(outbox.id));
      return preparedFrom(message, rows);
    },

    unprepared: (channelId, limit) =>
      db
        .select({ row: outbox, raw: inbox.raw, eventCreatedAt: inbox.createdAt })
        .from(outbox)
        .leftJoin(inbox, itsEvent)
        .where(and(eq(outbox.channelId, channelId), eq(outbox.state, 'pending'), isNull(outbox.nonce)))
        .orderBy(asc(inbox.createdAt), asc(outbox.id))
        .limit(limit),

    async prepare(input) {
      try {
        await db.transaction(async (tx) => {
          const tied = await tx
            .update(outbox)
            .set({ nonce: input.nonce })
            .where(and(inArray(outbox.id, input.rowIds), eq(outbox.state, 'pending'), isNull(outbox.nonce)));
          if (tied.rowCount !== input.rowIds.length) throw new RowsTaken();
          await tx
            .insert(outboxMessages)
            .values({ nonce: input.nonce, channelId: input.channelId, body: input.body })
            .onConflictDoNothing();
        });
        return true;
      } catch (err) {
        if (err instanceof RowsTaken) return false;
        throw err;
      }
    },

    markSent: (nonce, messageId, at = Date.now()) =>
      db.transaction(async (tx) => {
        const changed = await tx
          .update(outbox)
          .set({ state: 'sent', messageId, sentAt: at, error: null })
          .where(and(eq(outbox.nonce, nonce), eq(outbox.state, 'pending')));
        await tx.delete(outboxMessages).where(eq(outboxMessages.nonce, nonce));
        return changed.rowCount ?? 0;
      }),

    async markFailed(nonce, error, nextAttemptAt) {
      await db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt, error })
        .where(and(eq(outbox.nonce, nonce), eq(outbox.state, 'pending')));
    },

    parkMessage: (nonce, reason) =>
      db.transaction(async (tx) => {
        const changed = await tx
          .update(outbox)
          .set({ state: 'parked', error: reason })
          .where(and(eq(outbox.nonce, nonce), eq(outbox.state, 'pending')));
        await tx.delete(outboxMessages).where(eq(outboxMessages.nonce, nonce));
        return changed.rowCount ?? 0;
      }),

    async parkRows(rowIds, reason) {
      if (rowIds.length === 0) return 0;
      const changed = await db
        .update(outbox)
        .set({ state: 'parked', error: reason })
        .where(and(inArray(outbox.id, rowIds), eq(outbox.state, 'pending')));
      return changed.rowCount ?? 0;
    },

    breakChannel: (channelId, reason) =>
      db.transaction(async (tx) => {
        const brokenLinks = await tx
          .update(links)
          .set({ state: 'broken', stateReason: reason })
          .where(eq(links.channelId, channelId));
        const rows = await tx
          .update(outbox)
          .set({ state: 'parked', error: reason })
          .where(and(eq(outbox.channelId, channelId), eq(outbox.state, 'pending')));
        await tx.delete(outboxMessages).where(eq(outboxMessages.channelId, channelId));
        return { links: brokenLinks.rowCount ?? 0, rows: rows.rowCount ?? 0 };
      }),

    parkForBrokenLinks: (channelId) => parkUnusable(db, channelId, isNull(outbox.nonce)),

    claimForSending: (nonce) =>
      db.transaction(async (tx) => {
        const [message] = await tx.select().from(outboxMessages).where(eq(outboxMessages.nonce, nonce));
        if (!message) return false;
        const ofMessage = and(eq(outbox.nonce, nonce), eq(outbox.state, 'pending'));
        // The message's rows, locked: another instance changing them waits for this check.
        await tx.select({ id: outbox.id }).from(outbox).where(ofMessage).for('update');
        const parked = await parkUnusable(tx, message.channelId, ofMessage);
        const [left] = await tx.select({ n: count() }).from(outbox).where(ofMessage);
        if (parked === 0 && (left?.n ?? 0) > 0) return true;
        await tx.update(outbox).set({ nonce: null }).where(ofMessage);
        await tx.delete(outboxMessages).where(eq(outboxMessages.nonce, nonce));
        return false;
      }),

    async dropEmptyMessage(nonce) {
      await db.delete(outboxMessages).where(eq(outboxMessages.nonce, nonce));
    },

    async pendingChannels() {
      const rows = await db
        .selectDistinct({ channelId: outbox.channelId })
        .from(outbox)
        .where(eq(outbox.state, 'pending'));
      return rows.map((r) => r.channelId);
    },

    async backlog() {
      const [pending] = await db
        .select({ n: count(), oldest: min(outbox.createdAt) })
        .from(outbox)
        .where(eq(outbox.state, 'pending'));
      const [parked] = await db.select({ n: count() }).from(outbox).where(eq(outbox.state, 'parked'));
      return { pending: pending?.n ?? 0, oldestPendingAt: pending?.oldest ?? null, parked: parked?.n ?? 0 };
    },

    async prune(now = Date.now()) {
      const deleted = await db
        .delete(outbox)
        .where(
          and(
            or(eq(outbox.state, 'sent'), eq(outbox.state, 'parked')),
            lt(outbox.createdAt, now - OUTBOX_RETENTION_MS),
          ),
        );
      return deleted.rowCount ?? 0;
    },

    byEvent: (eventId) => db.select().from(outbox).where(eq(outbox.eventId, eventId)).orderBy(asc(outbox.id)),
  };
}
