import type { Leases } from '../db/leases.js';
import type { Logger } from '../logger.js';

/** Each instance says it is alive under `instance:<id>`; the live ones are counted by this prefix. */
export const INSTANCE_LEASE_PREFIX = 'instance:';

export interface ProviderShareOptions {
  leases: Leases;
  /** This instance's id (src/instance.ts). */
  instance: string;
  /** PROVIDER_CALLS_PER_SECOND: all instances together. */
  total: number;
  /** Gets this instance's share, in calls per second (0 while it waits for the others to make room). */
  apply: (perSecond: number) => void;
  log: Logger;
  now?: () => number;
  /** How often the live instances are counted (default 1 s). */
  periodMs?: number;
}

/**
 * This instance's share of PROVIDER_CALLS_PER_SECOND when several instances share one PostgreSQL:
 * `total / live instances`, the live ones being those whose `instance:<id>` lease (the leases
 * table, renewed every period, held for three) has not run out. A newcomer that finds others live
 * takes nothing for two periods after announcing itself, the time for every other instance to count it and shrink its
 * own share: the instances together never start more than `total` calls a second, even while one
 * joins. A stopped instance gives its lease up, so the others grow at their next count; a killed
 * one's share comes back once its lease ran out (three periods). A count that fails keeps the
 * share as it was (the database is away: calls go on as before).
 */
export function createProviderShare(options: ProviderShareOptions) {
  const now = options.now ?? Date.now;
  const periodMs = options.periodMs ?? 1_000;
  const name = `${INSTANCE_LEASE_PREFIX}${options.instance}`;
  let timer: NodeJS.Timeout | undefined;
  let joinedAt: number | undefined;
  /** Nobody else was live when this instance announced itself: nobody has to make room. */
  let alone = false;
  let live = 1;
  let share = 0;

  async function count(): Promise<void> {
    const at = now();
    await options.leases.take(name, options.instance, periodMs * 3, at);
    live = Math.max(1, await options.leases.countHeld(INSTANCE_LEASE_PREFIX, at));
    if (joinedAt === undefined) {
      joinedAt = at;
      alone = live === 1;
    }
    const settled = alone || at - joinedAt >= periodMs * 2;
    share = settled ? options.total / live : 0;
    options.apply(share);
  }

  function tick(): void {
    timer = setTimeout(() => {
      count()
        .catch((err: unknown) =>
          options.log.warn({ err }, 'could not count the instances sharing the provider budget'),
        )
        .finally(() => {
          if (timer) tick();
        });
    }, periodMs);
  }

  return {
    /** Announces this instance and starts counting. */
    async start(): Promise<void> {
      await count();
      tick();
    },
    async stop(): Promise<void> {
      clearTimeout(timer);
      timer = undefined;
      await options.leases.release(name, options.instance).catch(() => undefined);
    },
    /** Live instances at the last count, and this instance's calls per second. */
    state: () => ({ live, share }),
  };
}

export type ProviderShare = ReturnType<typeof createProviderShare>;
