import { eq, lt } from 'drizzle-orm';
import { run } from './sql.js';
import { type SqlOrDb, sqlOf } from './sqlite/sql.js';

/** Between two power actions of one member: a double click or a nervous repeat never queues two. */
export const POWER_COOLDOWN_MS = 5_000;

/**
 * Per-key cooldowns in the database, so they hold across a restart and across instances; the same
 * on both databases.
 */
export interface Cooldowns {
  /**
   * Milliseconds left before `key` may act again; 0 when it may, or when `origin` is the
   * interaction that started the cooldown (its button pressed again: the same request, replayed).
   */
  remainingMs(key: string, origin?: string): Promise<number>;
  /** Starts `key`'s cooldown now for the action of interaction `origin` (and forgets ended ones). */
  start(key: string, origin: string): Promise<void>;
}

/** What is left of a stored cooldown for a press from `origin` (both databases). */
export function remainingOf(
  row: { until: number; origin: string | null } | undefined,
  origin: string | undefined,
  now: number,
): number {
  if (!row || (origin !== undefined && row.origin === origin)) return 0;
  return Math.max(0, row.until - now);
}

export function createCooldowns(
  database: SqlOrDb,
  now: () => number = Date.now,
  windowMs = POWER_COOLDOWN_MS,
): Cooldowns {
  const store = sqlOf(database);
  const { db } = store;
  const { cooldowns } = store.t;
  return {
    async remainingMs(key, origin) {
      const row = await store.get(db.select().from(cooldowns).where(eq(cooldowns.key, key)));
      return remainingOf(row, origin, now());
    },
    async start(key, origin) {
      const at = now();
      const values = { until: at + windowMs, origin };
      await store.transaction(function* (tx) {
        yield* run(tx.delete(cooldowns).where(lt(cooldowns.until, at)));
        yield* run(
          tx
            .insert(cooldowns)
            .values({ key, ...values })
            .onConflictDoUpdate({ target: cooldowns.key, set: values }),
        );
      });
    },
  };
}
