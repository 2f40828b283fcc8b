import { and, eq, gte, sql } from 'drizzle-orm';
import type { LeaseOptions, Leases } from './leases.js';
import type { PgDb } from './postgres.js';
import { leases } from './schema-postgres.js';

/** The PostgreSQL twin of `createLeases` (leases.ts): the same statements, awaited. */
export function createPostgresLeases(db: PgDb, options: LeaseOptions = {}): Leases {
  return {
    async take(name, holder, ttlMs, now) {
      const [row] = await db
        .insert(leases)
        .values({ name, holder, until: now + ttlMs })
        .onConflictDoUpdate({
          target: leases.name,
          set: { holder: sql`excluded.holder`, until: sql`excluded.until` },
          setWhere: sql`${leases.until} < ${now} or ${leases.holder} = excluded.holder`,
        })
        .returning({ holder: leases.holder });
      if (row?.holder === holder) return true;
      const [current] = await db.select({ holder: leases.holder }).from(leases).where(eq(leases.name, name));
      if (current === undefined || !options.isGone?.(current.holder)) return false;
      const taken = await db
        .update(leases)
        .set({ holder, until: now + ttlMs })
        .where(and(eq(leases.name, name), eq(leases.holder, current.holder)))
        .returning({ holder: leases.holder });
      return taken.length > 0;
    },
    async release(name, holder) {
      await db.delete(leases).where(and(eq(leases.name, name), eq(leases.holder, holder)));
    },
    async heldUntil(name) {
      const [row] = await db.select({ until: leases.until }).from(leases).where(eq(leases.name, name));
      return row?.until;
    },
    async holderOf(name, now) {
      const [row] = await db
        .select({ holder: leases.holder })
        .from(leases)
        .where(and(eq(leases.name, name), gte(leases.until, now)));
      return row?.holder;
    },
  };
}
