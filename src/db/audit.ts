import { and, asc, desc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { audit } from './schema.js';
import { type Executor, get, run, type Tables, type Unit } from './sql.js';
import { type SqlOrDb, sqlOf } from './sqlite/sql.js';

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
 * (a second press, a retry after a lost answer) never counts as a second action.
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
export function* recordIn(db: Executor, t: Tables, entry: AuditEntry & { idempotencyKey: null }): Unit<void> {
  yield* run(db.insert(t.audit).values(auditValues(entry, entry)));
}

/** PostgreSQL's refusal of a second accepted row for one key (SQLite's check never lets it come to that). */
function isKeyAlreadyAccepted(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint === 'audit_key_accepted';
  }
  return false;
}

/** Completes a pending row, unless it replays a key already accepted (then the row goes). */
function* completeIn(db: Executor, t: Tables, id: number, outcome: Outcome): Unit<boolean> {
  const { audit } = t;
  const row = yield* get(db.select().from(audit).where(eq(audit.id, id)));
  if (!row) return false;
  if (outcome.result === 'accepted' && row.idempotencyKey !== null) {
    const seen = yield* get(
      db
        .select({ id: audit.id })
        .from(audit)
        .where(and(eq(audit.idempotencyKey, row.idempotencyKey), eq(audit.result, 'accepted'))),
    );
    if (seen) {
      yield* run(db.delete(audit).where(eq(audit.id, id)));
      return false;
    }
  }
  return (yield* run(db.update(audit).set(outcomeValues(outcome)).where(eq(audit.id, id)))) > 0;
}

export function createAudit(database: SqlOrDb): Audit {
  const store = sqlOf(database);
  const { db, t } = store;
  const { audit } = t;
  return {
    async begin(entry) {
      // A write read outside a transaction fails with its commit on both databases (src/db/open.ts),
      // so the id says the row is there before anything is sent for it.
      const row = await store.get(db.insert(audit).values(auditValues(entry)).returning({ id: audit.id }));
      if (!row) throw new Error('the audit row was not written');
      return row.id;
    },

    async complete(id, outcome) {
      try {
        return await store.transaction((tx) => completeIn(tx, t, id, outcome));
      } catch (err) {
        // Another instance accepted the same key between the check and the update.
        if (!isKeyAlreadyAccepted(err)) throw err;
        await store.run(db.delete(audit).where(eq(audit.id, id)));
        return false;
      }
    },

    async discard(id) {
      await store.run(db.delete(audit).where(and(eq(audit.id, id), eq(audit.result, 'pending'))));
    },

    async record(entry) {
      // A finished row in one statement: an accepted replay of a recorded key inserts nothing.
      const inserted = await store.run(
        db.insert(audit).values(auditValues(entry, entry)).onConflictDoNothing(),
      );
      return inserted > 0;
    },

    prune: (retentionMs, now = Date.now()) =>
      store.run(db.delete(audit).where(lt(audit.createdAt, now - retentionMs))),

    forServer: (serverId, limit = 50) =>
      store.all(
        db
          .select()
          .from(audit)
          .where(eq(audit.serverId, serverId))
          .orderBy(desc(audit.createdAt), desc(audit.id))
          .limit(limit),
      ),

    async actedSince(serverId, actions, since) {
      const row = await store.get(
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
          .limit(1),
      );
      return row !== undefined;
    },

    forKey: (idempotencyKey) =>
      store.all(
        db.select().from(audit).where(eq(audit.idempotencyKey, idempotencyKey)).orderBy(asc(audit.id)),
      ),
  };
}
