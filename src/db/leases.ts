import { and, eq, gte, like, sql } from 'drizzle-orm';
import type { Sql } from './sql.js';
import { type SqlOrDb, sqlOf } from './sqlite/sql.js';

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
 * The leases repository (src/db/README.md, "Several instances"), the same on both databases.
 */
export interface Leases {
  /**
   * Takes the lease, or renews it when `holder` holds it already, until `now + ttlMs`. True when
   * `holder` holds it now; false while another holder's lease has not expired. One statement, so
   * two instances taking at once cannot both win. `note` is published with it while held (an
   * instance's wanted budget rates, src/leases/budget-share.ts); a renewal without one clears it.
   */
  take(name: string, holder: string, ttlMs: number, now: number, note?: string): Promise<boolean>;
  /** Gives the lease up (graceful stop), so another instance takes it at once. */
  release(name: string, holder: string): Promise<void>;
  /** When the lease runs out (held or expired), or undefined when nobody took it: when to try again. */
  heldUntil(name: string): Promise<number | undefined>;
  /** Who holds the lease at `now`, if anyone. */
  holderOf(name: string, now: number): Promise<string | undefined>;
  /**
   * The leases named `prefix…` (letters, digits, `:` and `-` only) held at `now`: their holders and
   * notes. `instance:` gives the instances alive (src/leases/budget-share.ts, fair-share.ts).
   */
  held(prefix: string, now: number): Promise<HeldLease[]>;
  /** True for a holder known to be gone (`LeaseOptions.isGone`): its leases are taken at once. */
  isGone(holder: string): boolean;
}

export interface HeldLease {
  name: string;
  holder: string;
  note: string | null;
  until: number;
}

export function createLeases(database: SqlOrDb, options: LeaseOptions = {}): Leases {
  const store = sqlOf(database);
  const { db } = store;
  const { leases } = store.t;
  const statements = prepareStatements(store);
  return {
    async take(name, holder, ttlMs, now, note) {
      const [row] = await statements.take({ name, holder, until: now + ttlMs, note: note ?? null, now });
      if (row?.holder === holder) return true;
      const current = await store.get(
        db.select({ holder: leases.holder }).from(leases).where(eq(leases.name, name)),
      );
      if (current === undefined || !options.isGone?.(current.holder)) return false;
      const taken = await store.run(
        db
          .update(leases)
          .set({ holder, until: now + ttlMs, note: note ?? null })
          .where(and(eq(leases.name, name), eq(leases.holder, current.holder))),
      );
      return taken > 0;
    },
    async release(name, holder) {
      await statements.release({ name, holder });
    },
    async heldUntil(name) {
      return (await store.get(db.select({ until: leases.until }).from(leases).where(eq(leases.name, name))))
        ?.until;
    },
    async holderOf(name, now) {
      const row = await store.get(
        db
          .select({ holder: leases.holder })
          .from(leases)
          .where(and(eq(leases.name, name), gte(leases.until, now))),
      );
      return row?.holder;
    },
    isGone: (holder) => options.isGone?.(holder) ?? false,
    held(prefix, now) {
      if (!/^[A-Za-z0-9:-]*$/.test(prefix))
        return Promise.reject(new Error(`lease prefix ${prefix} holds characters LIKE would read`));
      return store.all(
        db
          .select({ name: leases.name, holder: leases.holder, note: leases.note, until: leases.until })
          .from(leases)
          .where(and(like(leases.name, `${prefix}%`), gte(leases.until, now)))
          .orderBy(leases.holder),
      );
    },
  };
}

/**
 * A take and a release, prepared once: every alert's channel takes its lease and gives it up again
 * (bench:fleet's burst: a lease statement for nearly every alert).
 */
function prepareStatements(store: Sql) {
  const { db } = store;
  const { leases } = store.t;
  const name = sql.placeholder('name');
  const holder = sql.placeholder('holder');
  return {
    take: store.prepare(
      'lease_take',
      db
        .insert(leases)
        .values({ name, holder, until: sql.placeholder('until'), note: sql.placeholder('note') })
        .onConflictDoUpdate({
          target: leases.name,
          set: { holder: sql`excluded.holder`, until: sql`excluded.until`, note: sql`excluded.note` },
          setWhere: sql`${leases.until} < ${sql.placeholder('now')} or ${leases.holder} = excluded.holder`,
        })
        .returning({ holder: leases.holder }),
    ),
    release: store.prepare(
      'lease_release',
      db
        .delete(leases)
        .where(and(eq(leases.name, name), eq(leases.holder, holder)))
        .returning({ name: leases.name }),
    ),
  };
}
