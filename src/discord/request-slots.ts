import type { BudgetSlots, SlotsTaken } from '../db/budget-slots.js';

/**
 * Who waits for a request, most urgent first: alerts, planned-restart reports, notices and
 * everything else (`alert`), then what keeps itself up to date and can come a moment later (`bulk`:
 * status boards' edits, re-posts, checks and deletions).
 */
export type DiscordLane = 'alert' | 'bulk';

/**
 * Where a budget's time slots come from: a request goes at a slot of its own, `spacingMs` after
 * the previous one of the whole budget. Alerts take slots in line after every slot already taken;
 * bulk requests take them only as they come free (`onlyWhenFree`), so they never stand in line
 * before an alert, in this instance or another.
 */
export interface SlotSource {
  readonly spacingMs: number;
  /** How many slots bulk requests take at once: each taking of a shared budget is a round trip. */
  readonly bulkBatch: number;
  take(lane: DiscordLane, count: number): Promise<SlotsTaken>;
}

/** The row of `budget_slots` holding Discord's budget. */
export const DISCORD_BUDGET = 'discord';

/** This process's own budget: a lone instance, or SQLite (src/db/budget-slots.ts's rule, in memory). */
export function localSlots(spacingMs: number, now: () => number = Date.now): SlotSource {
  let nextAt = Number.NEGATIVE_INFINITY;
  return {
    spacingMs,
    bulkBatch: 1,
    async take(lane, count) {
      const at = now();
      if (lane === 'bulk' && nextAt > at) return { freeAt: nextAt };
      const first = Math.max(nextAt, at);
      nextAt = first + count * spacingMs;
      return { first };
    },
  };
}

/**
 * The budget all instances share on PostgreSQL (one row, one statement per taking). While the
 * database does not answer, `fallback` (this instance's own part) keeps alerts going.
 */
export function sharedSlots(input: {
  slots: BudgetSlots;
  spacingMs: number;
  fallback: SlotSource;
  onFailure: (err: unknown) => void;
  now?: () => number;
}): SlotSource {
  const now = input.now ?? Date.now;
  return {
    spacingMs: input.spacingMs,
    // A few slots a taking (110 ms of the budget at 22 ms each): what an alert may find taken
    // ahead of it by board edits, at most.
    bulkBatch: 5,
    async take(lane, count) {
      try {
        return await input.slots.take(DISCORD_BUDGET, count, input.spacingMs, now(), lane === 'bulk');
      } catch (err) {
        input.onFailure(err);
        return input.fallback.take(lane, count);
      }
    },
  };
}
