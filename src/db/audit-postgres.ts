import { and, asc, desc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import { type Audit, type AuditEntry, auditValues, outcomeValues } from './audit.js';
import type { PgExecutor } from './postgres/sql.js';
import type { PgDb } from './postgres.js';
import { audit } from './schema-postgres.js';

/** PostgreSQL's unique_violation, wherever drizzle put the driver's error. */
function isKeyAlreadyAccepted(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint === 'audit_key_accepted';
  }
  return false;
}

/** `recordIn` (audit.ts) inside a PostgreSQL transaction. */
export async function recordPg(tx: PgExecutor, entry: AuditEntry & { idempotencyKey: null }): Promise<void> {
  await tx.insert(audit).values(auditValues(entry, entry));
}

/**
 * The PostgreSQL twin of `createAudit` (audit.ts). An idempotency key accepted at most once is
 * decided by the partial unique index `audit_key_accepted`: of two instances completing rows of one
 * key at once, the second's update waits for the first to commit and then fails the index, and its
 * row (a replay) is dropped.
 */
export function createPostgresAudit(db: PgDb): Audit {
  return {
    async begin(entry) {
      // node-postgres reports a failed commit as this query's error; the row is read back from it.
      const [row] = await db.insert(audit).values(auditValues(entry)).returning({ id: audit.id });
      if (!row) throw new Error('the audit row was not written');
      return row.id;
    },

    async complete(id, outcome) {
      try {
        const updated = await db
          .update(audit)
          .set(outcomeValues(outcome))
          .where(eq(audit.id, id))
          .returning({ id: audit.id });
        return updated.length > 0;
      } catch (err) {
        if (!isKeyAlreadyAccepted(err)) throw err;
        await db.delete(audit).where(eq(audit.id, id));
        return false;
      }
    },

    async discard(id) {
      await db.delete(audit).where(and(eq(audit.id, id), eq(audit.result, 'pending')));
    },

    async record(entry) {
      // A finished row in one statement: an accepted replay of a recorded key inserts nothing.
      const inserted = await db
        .insert(audit)
        .values(auditValues(entry, entry))
        .onConflictDoNothing()
        .returning({ id: audit.id });
      return inserted.length > 0;
    },

    async prune(retentionMs, now = Date.now()) {
      const result = await db.delete(audit).where(lt(audit.createdAt, now - retentionMs));
      return result.rowCount ?? 0;
    },

    forServer: (serverId, limit = 50) =>
      db
        .select()
        .from(audit)
        .where(eq(audit.serverId, serverId))
        .orderBy(desc(audit.createdAt), desc(audit.id))
        .limit(limit),

    async actedSince(serverId, actions, since) {
      const [row] = await db
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
        .limit(1);
      return row !== undefined;
    },

    forKey: (idempotencyKey) =>
      db.select().from(audit).where(eq(audit.idempotencyKey, idempotencyKey)).orderBy(asc(audit.id)),
  };
}
