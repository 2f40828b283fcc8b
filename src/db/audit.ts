import { and, asc, desc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from './open.js';
import { audit } from './schema.js';

export type AuditRow = typeof audit.$inferSelect;

/** One control action a member took through the bot, and how the provider answered it. */
export interface AuditEntry {
  guildId: string;
  userId: string;
  /** `power:restart`, `backup:create`, `console:say`, … */
  action: string;
  serverId: string;
  idempotencyKey: string | null;
  result: 'accepted' | 'error';
  errorCode?: string | null;
  requestId?: string | null;
  /** Small JSON-able facts (job id, signal options, the console command). */
  detail?: Record<string, unknown> | null;
  at?: number;
}

/** An action about to be sent: written before the provider is called. */
export type PendingEntry = Omit<AuditEntry, 'result' | 'errorCode' | 'requestId'>;

/** How the provider answered a pending action. */
export type Outcome = Pick<AuditEntry, 'result' | 'errorCode' | 'requestId' | 'detail'>;

/**
 * Who did what through the bot: the provider's activity only says the source was "bot". A control
 * action is written as `pending` before its call and completed with the answer after, so no action
 * reaches the provider without its row. An idempotency key is recorded as accepted at most once,
 * so a replayed answer (a second press, a retry after a lost answer) never counts as a second action.
 */
export function createAudit(db: Db) {
  const detailText = (detail: Record<string, unknown> | null | undefined) =>
    detail ? JSON.stringify(detail) : null;

  function begin(entry: PendingEntry): number {
    const row = db
      .insert(audit)
      .values({
        guildId: entry.guildId,
        userId: entry.userId,
        action: entry.action,
        serverId: entry.serverId,
        idempotencyKey: entry.idempotencyKey,
        result: 'pending',
        detail: detailText(entry.detail),
        ...(entry.at !== undefined && { createdAt: entry.at }),
      })
      .returning({ id: audit.id })
      .get();
    return row.id;
  }

  /** Completes a pending row; false when it was a replay of a key already recorded accepted (then dropped). */
  function complete(id: number, outcome: Outcome): boolean {
    return db.transaction((tx) => {
      const row = tx.select().from(audit).where(eq(audit.id, id)).get();
      if (!row) return false;
      if (outcome.result === 'accepted' && row.idempotencyKey !== null) {
        const seen = tx
          .select({ id: audit.id })
          .from(audit)
          .where(and(eq(audit.idempotencyKey, row.idempotencyKey), eq(audit.result, 'accepted')))
          .get();
        if (seen) {
          tx.delete(audit).where(eq(audit.id, id)).run();
          return false;
        }
      }
      tx.update(audit)
        .set({
          result: outcome.result,
          errorCode: outcome.errorCode ?? null,
          requestId: outcome.requestId ?? null,
          ...(outcome.detail !== undefined && { detail: detailText(outcome.detail) }),
        })
        .where(eq(audit.id, id))
        .run();
      return true;
    });
  }

  return {
    begin,
    complete,
    /** A pending row whose action was never sent (refused before any request): removed. */
    discard(id: number): void {
      db.delete(audit)
        .where(and(eq(audit.id, id), eq(audit.result, 'pending')))
        .run();
    },

    /** Writes a finished entry at once; false when it is an accepted replay of a key already recorded. */
    record(entry: AuditEntry): boolean {
      return db.transaction(() => complete(begin(entry), entry));
    },

    /** Removes entries older than `retentionMs`; returns how many. */
    prune(retentionMs: number, now = Date.now()): number {
      return db
        .delete(audit)
        .where(lt(audit.createdAt, now - retentionMs))
        .run().changes;
    },

    /** A server's entries, newest first. */
    forServer(serverId: string, limit = 50): AuditRow[] {
      return db
        .select()
        .from(audit)
        .where(eq(audit.serverId, serverId))
        .orderBy(desc(audit.createdAt), desc(audit.id))
        .limit(limit)
        .all();
    },

    /**
     * Whether one of these actions (`power:stop`, …) was sent for the server through hostcord at or
     * after `since`: anything not refused counts, since the provider may have carried it out.
     */
    actedSince(serverId: string, actions: readonly string[], since: number): boolean {
      return (
        db
          .select({ id: audit.id })
          .from(audit)
          .where(
            and(
              eq(audit.serverId, serverId),
              inArray(audit.action, [...actions]),
              ne(audit.result, 'error'),
              gte(audit.createdAt, since),
            ),
          )
          .get() !== undefined
      );
    },

    /** Every entry written for one idempotency key, oldest first. */
    forKey(idempotencyKey: string): AuditRow[] {
      return db
        .select()
        .from(audit)
        .where(eq(audit.idempotencyKey, idempotencyKey))
        .orderBy(asc(audit.id))
        .all();
    },
  };
}

export type Audit = ReturnType<typeof createAudit>;
