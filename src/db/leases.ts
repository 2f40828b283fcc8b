import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from './open.js';
import { leases } from './schema.js';

/**
 * Named leases: which instance runs a piece of periodic work (src/db/README.md, 2.). A lease is
 * held until `until` (ms since the epoch); after that anyone may take it. Times are the caller's
 * clock, so every instance must agree on the time (NTP), within a small part of the TTL.
 */
export interface LeaseOptions {
  /**
   * True for a holder known to be gone (src/instance.ts: a process of this host that no longer
   * runs, such as the previous run of a process killed and started again): its leases are taken
   * at once instead of after their `until`, so a restart after a crash resumes its work without
   * waiting out the TTL.
   */
  isGone?: (holder: string) => boolean;
}

/**
 * The leases repository (src/db/README.md, 1.): `createLeases` over SQLite, `createPostgresLeases`
 * (leases-postgres.ts) over PostgreSQL.
 */
export interface Leases {
  /**
   * Takes the lease, or renews it when `holder` holds it already, until `now + ttlMs`. True when
   * `holder` holds it now; false while another holder's lease has not expired. One statement, so
   * two instances taking at once cannot both win.
   */
  take(name: string, holder: string, ttlMs: number, now: number): Promise<boolean>;
  /** Gives the lease up (graceful stop), so another instance takes it at once. */
  release(name: string, holder: string): Promise<void>;
  /** When the lease runs out (held or expired), or undefined when nobody took it: when to try again. */
  heldUntil(name: string): Promise<number | undefined>;
  /** Who holds the lease at `now`, if anyone. */
  holderOf(name: string, now: number): Promise<string | undefined>;
}

export function createLeases(db: Db, options: LeaseOptions = {}): Leases {
  /** Takes `name` from `gone` (only if it still holds it: one of several takers wins). */
  const takeFrom = (name: string, gone: string, holder: string, until: number): boolean =>
    db
      .update(leases)
      .set({ holder, until })
      .where(and(eq(leases.name, name), eq(leases.holder, gone)))
      .run().changes > 0;

  return {
    async take(name, holder, ttlMs, now) {
      const row = db
        .insert(leases)
        .values({ name, holder, until: now + ttlMs })
        .onConflictDoUpdate({
          target: leases.name,
          set: { holder: sql`excluded.holder`, until: sql`excluded.until` },
          setWhere: sql`${leases.until} < ${now} or ${leases.holder} = excluded.holder`,
        })
        .returning({ holder: leases.holder })
        .get();
      if (row?.holder === holder) return true;
      const current = db
        .select({ holder: leases.holder })
        .from(leases)
        .where(eq(leases.name, name))
        .get()?.holder;
      return (
        current !== undefined && !!options.isGone?.(current) && takeFrom(name, current, holder, now + ttlMs)
      );
    },
    async release(name, holder) {
      db.delete(leases)
        .where(and(eq(leases.name, name), eq(leases.holder, holder)))
        .run();
    },
    async heldUntil(name) {
      return db.select({ until: leases.until }).from(leases).where(eq(leases.name, name)).get()?.until;
    },
    async holderOf(name, now) {
      return db
        .select({ holder: leases.holder })
        .from(leases)
        .where(and(eq(leases.name, name), gte(leases.until, now)))
        .get()?.holder;
    },
  };
}
