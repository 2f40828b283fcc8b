import { and, asc, desc, eq, lt } from 'drizzle-orm';
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

/**
 * Who did what through the bot: the provider's activity only says the source was "bot". One row per
 * call made for a member; an idempotency key is recorded as accepted at most once, so a replayed
 * answer (a second press, a retry after a lost answer) never counts as a second action.
 */
export function createAudit(db: Db) {
  return {
    /** Writes the entry; false when it is an accepted entry whose key was already recorded accepted. */
    record(entry: AuditEntry): boolean {
      return db.transaction((tx) => {
        if (entry.result === 'accepted' && entry.idempotencyKey !== null) {
          const seen = tx
            .select({ id: audit.id })
            .from(audit)
            .where(and(eq(audit.idempotencyKey, entry.idempotencyKey), eq(audit.result, 'accepted')))
            .get();
          if (seen) return false;
        }
        tx.insert(audit)
          .values({
            guildId: entry.guildId,
            userId: entry.userId,
            action: entry.action,
            serverId: entry.serverId,
            idempotencyKey: entry.idempotencyKey,
            result: entry.result,
            errorCode: entry.errorCode ?? null,
            requestId: entry.requestId ?? null,
            detail: entry.detail ? JSON.stringify(entry.detail) : null,
            ...(entry.at !== undefined && { createdAt: entry.at }),
          })
          .run();
        return true;
      });
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
