import { and, asc, desc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { Executor } from './claims.js';
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
 * reaches the provider without its row. An idempotency key is recorded as accepted at most once
 * (the partial unique index `audit_key_accepted` decides, on both databases), so a replayed answer
 * (a second press, a retry after a lost answer) never counts as a second action. The same on both
 * databases (audit-postgres.ts).
 */
export interface Audit {
  /** Writes an action about to be sent as `pending`; resolves with its row id. */
  begin(entry: PendingEntry): Promise<number>;
  /** Completes a pending row; false when it was a replay of a key already recorded accepted (then dropped). */
  complete(id: number, outcome: Outcome): Promise<boolean>;
  /** A pending row whose action was never sent (refused before any request): removed. */
  discard(id: number): Promise<void>;
  /** Writes a finished entry at once; false when it is an accepted replay of a key already recorded. */
  record(entry: AuditEntry): Promise<boolean>;
  /** Removes entries older than `retentionMs`; resolves with how many. */
  prune(retentionMs: number, now?: number): Promise<number>;
  /** A server's entries, newest first. */
  forServer(serverId: string, limit?: number): Promise<AuditRow[]>;
  /**
   * Whether one of these actions (`power:stop`, …) was sent for the server through hostcord at or
   * after `since`: anything not refused counts, since the provider may have carried it out.
   */
  actedSince(serverId: string, actions: readonly string[], since: number): Promise<boolean>;
  /** Every entry written for one idempotency key, oldest first. */
  forKey(idempotencyKey: string): Promise<AuditRow[]>;
}

const detailText = (detail: Record<string, unknown> | null | undefined) =>
  detail ? JSON.stringify(detail) : null;

/** The row of an entry (pending, or finished when `result` is given); both databases. */
export function auditValues(entry: PendingEntry, outcome?: Outcome) {
  return {
    guildId: entry.guildId,
    userId: entry.userId,
    action: entry.action,
    serverId: entry.serverId,
    idempotencyKey: entry.idempotencyKey,
    result: 'pending' as string,
    detail: detailText(entry.detail),
    ...(outcome && outcomeValues(outcome)),
    ...(entry.at !== undefined && { createdAt: entry.at }),
  };
}

/** What completing a row with `outcome` sets; both databases. */
export function outcomeValues(outcome: Outcome) {
  return {
    result: outcome.result as string,
    errorCode: outcome.errorCode ?? null,
    requestId: outcome.requestId ?? null,
    ...(outcome.detail !== undefined && { detail: detailText(outcome.detail) }),
  };
}

/**
 * What a change writes about itself, built from the row it changed: written in the change's own
 * transaction (restart-runs.ts, restart-schedules.ts), so the change and its row exist together or
 * not at all. Such rows describe plans and carry no idempotency key.
 */
export type AuditNote<T> = (changed: T) => AuditEntry & { idempotencyKey: null };

/** Writes a finished entry without an idempotency key inside the caller's transaction. */
export function recordIn(tx: Executor, entry: AuditEntry & { idempotencyKey: null }): void {
  tx.insert(audit).values(auditValues(entry, entry)).run();
}

export function createAudit(db: Db): Audit {
  function begin(entry: PendingEntry): number {
    // Stepped to its end by run(): a commit the disk refuses throws here (src/db/open.ts), and the
    // count says the row is there before anything is sent for it.
    const { changes, lastInsertRowid } = db.insert(audit).values(auditValues(entry)).run();
    if (changes !== 1) throw new Error('the audit row was not written');
    return Number(lastInsertRowid);
  }

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
      tx.update(audit).set(outcomeValues(outcome)).where(eq(audit.id, id)).run();
      return true;
    });
  }

  return {
    begin: async (entry) => begin(entry),
    complete: async (id, outcome) => complete(id, outcome),
    async discard(id) {
      db.delete(audit)
        .where(and(eq(audit.id, id), eq(audit.result, 'pending')))
        .run();
    },
    async record(entry) {
      return db.transaction(() => complete(begin(entry), entry));
    },
    async prune(retentionMs, now = Date.now()) {
      return db
        .delete(audit)
        .where(lt(audit.createdAt, now - retentionMs))
        .run().changes;
    },
    async forServer(serverId, limit = 50) {
      return db
        .select()
        .from(audit)
        .where(eq(audit.serverId, serverId))
        .orderBy(desc(audit.createdAt), desc(audit.id))
        .limit(limit)
        .all();
    },
    async actedSince(serverId, actions, since) {
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
    async forKey(idempotencyKey) {
      return db
        .select()
        .from(audit)
        .where(eq(audit.idempotencyKey, idempotencyKey))
        .orderBy(asc(audit.id))
        .all();
    },
  };
}
