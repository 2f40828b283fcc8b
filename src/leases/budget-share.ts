import type { Leases } from '../db/leases.js';
import type { Logger } from '../logger.js';

/** Each instance says it is alive under `instance:<id>`; the live ones are found by this prefix. */
export const INSTANCE_LEASE_PREFIX = 'instance:';

/** How long a newcomer, or a share that grows, waits for the others to shrink first (operators' default). */
export const DEFAULT_SETTLE_MS = 2_000;

/** Command answers keep this part of a budget, split evenly, whatever the instances ask for. */
export const FLOOR_PART = 0.1;

/** A budget the instances share: PROVIDER_CALLS_PER_SECOND, GAME_QUERIES_PER_SECOND. */
export interface SharedBudget {
  /** Calls per second, all instances together. */
  total: number;
  /** What this instance would use now, per second (the refresh loop's need, commands' recent use). */
  wants: () => number;
  /** Gets this instance's share, per second (0 while it waits for the others to make room). */
  apply: (perSecond: number) => void;
}

export interface BudgetShareOptions<K extends string> {
  leases: Pick<Leases, 'take' | 'release' | 'held'>;
  /** This instance's id (src/instance.ts). */
  instance: string;
  budgets: Record<K, SharedBudget>;
  log: Logger;
  now?: () => number;
  /** How often each instance publishes what it wants and reads what the others want (default 1 s). */
  periodMs?: number;
  /**
   * How long a larger share waits before it is used (default 2 s, two periods): the time every
   * other instance needs to read the change and shrink its own first. Tests that do not test
   * joining shorten it.
   */
  settleMs?: number;
}

/**
 * Splits `total` among instances by what each wants: a floor each (FLOOR_PART of the total, split
 * evenly: command answers), the rest in proportion to the wants (evenly when nobody wants any).
 * The shares sum to `total`, never more.
 */
export function divideBudget(total: number, wants: readonly number[]): number[] {
  const n = wants.length;
  if (n === 0) return [];
  const floor = (total * FLOOR_PART) / n;
  const rest = total - floor * n;
  const asked = wants.map((w) => (Number.isFinite(w) && w > 0 ? w : 0));
  const sum = asked.reduce((a, b) => a + b, 0);
  return asked.map((w) => floor + (sum === 0 ? rest / n : (rest * w) / sum));
}

/** What an instance's lease note says it wants, per budget; 0 for what it does not say. */
function wantsIn(note: string | null, key: string): number {
  if (!note) return 0;
  try {
    const value = (JSON.parse(note) as Record<string, unknown>)[key];
    return typeof value === 'number' ? value : 0;
  } catch {
    return 0;
  }
}

/**
 * This instance's shares of budgets that all instances on one database share. Every period it
 * renews its `instance:<id>` lease (held for three periods) with what it wants of each budget,
 * reads the live instances' wants, and takes `divideBudget`'s share. A share shrinks at once; one
 * that grows (another instance left, or asks for less; this one asks for more; or it just joined
 * beside others) is used only after `settleMs`, once every other instance has read the change and
 * shrunk: the instances together never start more than a budget's total a second. A stopped
 * instance gives its lease up; a killed one's share comes back once its lease ran out. A read that
 * fails keeps the shares as they were (the database is away: calls go on as before).
 */
export function createBudgetShare<K extends string>(options: BudgetShareOptions<K>) {
  const now = options.now ?? Date.now;
  const periodMs = options.periodMs ?? 1_000;
  const settleMs = options.settleMs ?? DEFAULT_SETTLE_MS;
  const name = `${INSTANCE_LEASE_PREFIX}${options.instance}`;
  const keys = Object.keys(options.budgets) as K[];
  /** Each budget's shares computed within the last `settleMs`, oldest first: the smallest is used. */
  const recent = new Map<K, { at: number; share: number }[]>(keys.map((k) => [k, []]));
  const applied = new Map<K, number>();
  let timer: NodeJS.Timeout | undefined;
  let live = 0;

  async function count(): Promise<void> {
    const at = now();
    const wants = Object.fromEntries(keys.map((k) => [k, round(options.budgets[k].wants())]));
    const note = JSON.stringify(wants);
    await options.leases.take(name, options.instance, periodMs * 3, at, note);
    const others = (await options.leases.held(INSTANCE_LEASE_PREFIX, at)).filter(
      (h) => h.holder !== options.instance,
    );
    // This instance counts itself even when its lease was not read back (its clock ahead of the others').
    const held = [{ holder: options.instance, note }, ...others];
    const first = live === 0;
    live = held.length;
    for (const key of keys) {
      const share = divideBudget(
        options.budgets[key].total,
        held.map((h) => wantsIn(h.note, key)),
      )[0]!;
      const history = recent.get(key)!;
      // A newcomer beside others starts from nothing: they have not made room for it yet.
      if (first && live > 1) history.push({ at, share: 0 });
      history.push({ at, share });
      while (history.length > 1 && history[0]!.at <= at - settleMs) history.shift();
      const use = Math.min(...history.map((h) => h.share));
      applied.set(key, use);
      options.budgets[key].apply(use);
    }
  }

  function tick(): void {
    timer = setTimeout(() => {
      count()
        .catch((err: unknown) =>
          options.log.warn({ err }, 'could not read the instances sharing the budgets'),
        )
        .finally(() => {
          if (timer) tick();
        });
    }, periodMs);
  }

  return {
    /** Announces this instance and takes its first shares. */
    async start(): Promise<void> {
      await count();
      tick();
    },
    async stop(): Promise<void> {
      clearTimeout(timer);
      timer = undefined;
      await options.leases.release(name, options.instance).catch(() => undefined);
    },
    /** Live instances at the last read, and this instance's share of each budget. */
    state: () => ({ live, shares: Object.fromEntries(applied) as Record<K, number> }),
  };
}

/** Wants are published to a hundredth of a call per second. */
function round(perSecond: number): number {
  return Math.round(perSecond * 100) / 100;
}

export type BudgetShare = ReturnType<typeof createBudgetShare>;
