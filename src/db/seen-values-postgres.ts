import { eq } from 'drizzle-orm';
import type { PgDb } from './postgres.js';
import { kv } from './schema-postgres.js';
import { addSeen, type FilterKind, parseSeen, type SeenValues, seenKey } from './seen-values.js';

type Tx = Parameters<Parameters<PgDb['transaction']>[0]>[0];

/**
 * Records events' filter values on PostgreSQL, inside the caller's transaction (routing's; the event
 * store's own, one server per transaction). Values known to be stored are kept per server: values
 * only grow, so an event bringing nothing new costs no query. A new one is merged into the stored
 * entry under a row lock, so values another instance added meanwhile are kept.
 */
export function createPostgresSeenRecorder() {
  const known = new Map<string, SeenValues>();
  /** False when these values are known to be stored: recording them would change nothing. */
  const mayBeNew = (serverId: string, values: Record<FilterKind, string>): boolean => {
    const cached = known.get(serverId);
    return !cached || addSeen(structuredClone(cached), values);
  };
  return {
    mayBeNew,
    /** Records an event's values; writes only when one is new. Returns whether anything changed. */
    async record(tx: Tx, serverId: string, values: Record<FilterKind, string>): Promise<boolean> {
      if (!mayBeNew(serverId, values)) return false;
      const key = seenKey(serverId);
      await tx.insert(kv).values({ key, value: '{}', updatedAt: Date.now() }).onConflictDoNothing();
      const [row] = await tx.select({ value: kv.value }).from(kv).where(eq(kv.key, key)).for('update');
      const stored = parseSeen(row?.value);
      const changed = addSeen(stored, values);
      if (changed) {
        await tx
          .update(kv)
          .set({ value: JSON.stringify(stored), updatedAt: Date.now() })
          .where(eq(kv.key, key));
      }
      known.set(serverId, stored);
      return changed;
    },
  };
}

export type PostgresSeenRecorder = ReturnType<typeof createPostgresSeenRecorder>;
