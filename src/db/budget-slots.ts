import { eq, sql } from 'drizzle-orm';
import { type SqlOrDb, sqlOf } from './sqlite/sql.js';

/** What a taking got: its slots' first start, or (refused) when the budget is next free. */
export type SlotsTaken = { first: number } | { freeAt: number };

/**
 * A request budget several instances share, as a line of time slots (one row per budget): each
 * request of any instance goes at a slot of its own, `spacingMs` after the previous one. Slots
 * are times, not tokens held: a dead instance's slots pass with the time, nothing to give back.
 * Times are the callers' clocks, as for leases (every instance must agree on the time: NTP).
 */
export interface BudgetSlots {
  /**
   * Takes `count` slots, spaced `spacingMs`, from the budget's next free slot (or `now`, if that is
   * later), in one statement. `onlyWhenFree` refuses while any slot ahead of `now` is taken:
   * requests that yield to others take slots only as they come free, never in line before them.
   */
  take(
    name: string,
    count: number,
    spacingMs: number,
    now: number,
    onlyWhenFree: boolean,
  ): Promise<SlotsTaken>;
}

export function createBudgetSlots(database: SqlOrDb): BudgetSlots {
  const store = sqlOf(database);
  const { db } = store;
  const { budgetSlots } = store.t;
  const later = store.dialect === 'postgres' ? 'greatest' : 'max';
  return {
    async take(name, count, spacingMs, now, onlyWhenFree) {
      const span = count * spacingMs;
      const row = await store.get(
        db
          .insert(budgetSlots)
          .values({ name, nextAt: now + span })
          .onConflictDoUpdate({
            target: budgetSlots.name,
            set: { nextAt: sql`${sql.raw(later)}(${budgetSlots.nextAt}, ${now}) + ${span}` },
            ...(onlyWhenFree && { setWhere: sql`${budgetSlots.nextAt} <= ${now}` }),
          })
          .returning({ nextAt: budgetSlots.nextAt }),
      );
      if (row) return { first: row.nextAt - span };
      const current = await store.get(
        db.select({ nextAt: budgetSlots.nextAt }).from(budgetSlots).where(eq(budgetSlots.name, name)),
      );
      return { freeAt: current?.nextAt ?? now };
    },
  };
}
