import type { BudgetSlots } from '../db/budget-slots.js';

/**
 * Who waits for a request, most urgent first: alerts, planned-restart reports, notices and
 * everything else (`alert`), then what keeps itself up to date and can come a moment later (`bulk`:
 * status boards' edits, re-posts, checks and deletions).
 */
export type DiscordLane = 'alert' | 'bulk';

/** Slots taken: the first one's start and the spacing of the rest; or (refused) when to ask again. */
export type Slots = { first: number; spacingMs: number } | { freeAt: number };

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
  /**
   * Takes `count` slots, the first not earlier than `leadMs` from now (requests whose check runs
   * ahead of their slot, rest-budget.ts, need that long before it).
   */
  take(lane: DiscordLane, count: number, leadMs?: number): Promise<Slots>;
}

/**
 * How long a taking may go unanswered before this instance counts the shared budget as failed and
 * spends its own part. A backstop: on PostgreSQL the takings run in the coordination pool
 * (src/db/postgres.ts), which gives a taking up itself after COORDINATION_TIMEOUT_MS (5 s; 6 s for
 * an answer that never comes), and that error is the failure. A slow answer is waited for: its slots are in the
 * shared line, and spending this instance's own part beside that line while the other instances
 * still take from it would put more than 50 requests into a second (63 in `bench:fleet`, when an
 * answer took over a second on a busy database). The alerts lose little by waiting: their outbox is
 * in the same database.
 */
const TAKE_TIMEOUT_MS = 10_000;
/** After the shared budget failed, how long this instance spends its own part before asking again. */
const OWN_PART_MS = 5000;
/**
 * Slots are taken this far ahead of now at most: the longest of the last takings' answer times.
 * Taken from now, the first slots were already past when a slow answer came back (a busy machine:
 * tens of ms), and let go unused: 428 of 1,402 slots in a burst of `bench:fleet`. The bound is the
 * coordination pool's own (an answer later than that is a failure): at half a second, while
 * answers took longer, a taking of one or two slots only ever got slots already past.
 */
const MAX_TAKE_AHEAD_MS = 5000;
/** The takings' answer times the lead is taken from. */
const TAKINGS_KEPT = 8;

/** The row of `budget_slots` holding Discord's budget. */
export const DISCORD_BUDGET = 'discord';

/**
 * This process's own budget: a lone instance, or SQLite (src/db/budget-slots.ts's rule, in memory).
 * A spacing given as a function is read at each taking: with leased shards an instance's part
 * changes with the instances alive.
 */
export function localSlots(spacing: number | (() => number), now: () => number = Date.now): SlotSource {
  const spacingOf = typeof spacing === 'number' ? () => spacing : spacing;
  let nextAt = Number.NEGATIVE_INFINITY;
  return {
    get spacingMs() {
      return spacingOf();
    },
    bulkBatch: 1,
    async take(lane, count, leadMs = 0) {
      const at = now();
      if (lane === 'bulk' && nextAt > at) return { freeAt: nextAt };
      const first = Math.max(nextAt, at + leadMs);
      const spacingMs = spacingOf();
      nextAt = first + count * spacingMs;
      return { first, spacingMs };
    },
  };
}

/**
 * The budget all instances share on PostgreSQL (one row, one statement per taking). While the
 * database fails (an error, or no answer in `TAKE_TIMEOUT_MS`), `fallback` (this instance's own
 * part) keeps requests going; a slow answer is not a failure.
 */
export function sharedSlots(input: {
  slots: BudgetSlots;
  spacingMs: number;
  fallback: SlotSource;
  onFailure: (err: unknown) => void;
  now?: () => number;
}): SlotSource {
  const now = input.now ?? Date.now;
  /** Until when the database is not asked, after it failed: alerts must not wait on it each time. */
  let ownUntil = Number.NEGATIVE_INFINITY;
  /** How long the last takings took to be answered (ms). */
  const answeredIn: number[] = [];
  return {
    spacingMs: input.spacingMs,
    // A few slots a taking (105 ms of the budget at 21 ms each): what an alert may find taken
    // ahead of it by board edits, at most.
    bulkBatch: 5,
    async take(lane, count, leadMs = 0) {
      if (now() < ownUntil) return input.fallback.take(lane, count, leadMs);
      try {
        const askedAt = now();
        const ahead = Math.min(MAX_TAKE_AHEAD_MS, Math.max(0, ...answeredIn)) + leadMs;
        const taken = await answerWithin(
          input.slots.take(DISCORD_BUDGET, count, input.spacingMs, askedAt + ahead, lane === 'bulk'),
        );
        answeredIn.push(now() - askedAt);
        if (answeredIn.length > TAKINGS_KEPT) answeredIn.shift();
        return 'first' in taken ? { first: taken.first, spacingMs: input.spacingMs } : taken;
      } catch (err) {
        input.onFailure(err);
        ownUntil = now() + OWN_PART_MS;
        return input.fallback.take(lane, count, leadMs);
      }
    },
  };
}

/** The taking's answer, or an error once it took longer than `TAKE_TIMEOUT_MS`. */
async function answerWithin<T>(taking: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${TAKE_TIMEOUT_MS} ms`)), TAKE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([taking, late]);
  } finally {
    clearTimeout(timer);
  }
}
