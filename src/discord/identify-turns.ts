import { setTimeout as sleep } from 'node:timers/promises';
import { SimpleIdentifyThrottler } from 'discord.js';
import type { Leases } from '../db/leases.js';

/**
 * Waits for a shard's turn to IDENTIFY (@discordjs/ws's IIdentifyThrottler): Discord lets one
 * shard of each `shard_id % max_concurrency` bucket identify per 5 s, across every process of the
 * bot (Gateway › Session start limit).
 */
export interface IdentifyTurns {
  waitForIdentify(shardId: number, signal: AbortSignal): Promise<void>;
}

/** Discord's window per bucket, and a margin for clocks and travel between instances. */
export const IDENTIFY_WINDOW_MS = 5_000 + 500;

/** One process's turns, for Clients that would otherwise each keep their own. */
export function processIdentifyTurns(maxConcurrency: number): IdentifyTurns {
  return new SimpleIdentifyThrottler(maxConcurrency);
}

export interface LeasedIdentifyTurnsDeps {
  leases: Pick<Leases, 'take' | 'heldUntil'>;
  /** This instance's id (src/instance.ts). */
  holder: string;
  /** `session_start_limit.max_concurrency` of GET /gateway/bot. */
  maxConcurrency: number;
  now?: () => number;
  /** Waits `ms`, or rejects when `signal` aborts; tests hand in a fake clock's. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/**
 * Turns shared by every instance on one database: the lease `identify:<bucket>`, taken for
 * IDENTIFY_WINDOW_MS by whoever identifies a shard of that bucket and never released, so the next
 * identify of the bucket, in any instance, comes after it ran out. In this process, a bucket's
 * shards take their turns one after the other.
 */
export function leasedIdentifyTurns(deps: LeasedIdentifyTurnsDeps): IdentifyTurns {
  const now = deps.now ?? Date.now;
  const wait = deps.wait ?? ((ms, signal) => sleep(ms, undefined, { signal }));
  const queues = new Map<number, Promise<void>>();

  async function takeTurn(bucket: number, signal: AbortSignal): Promise<void> {
    const name = `identify:${bucket}`;
    for (;;) {
      signal.throwIfAborted();
      const at = now();
      // Also this instance's own last identify: `take` would renew a lease it holds.
      const until = await deps.leases.heldUntil(name);
      if (until !== undefined && until >= at) {
        await wait(until + 1 - at, signal);
        continue;
      }
      if (await deps.leases.take(name, deps.holder, IDENTIFY_WINDOW_MS, at)) return;
    }
  }

  return {
    waitForIdentify(shardId, signal) {
      const bucket = shardId % deps.maxConcurrency;
      const turn = (queues.get(bucket) ?? Promise.resolve()).then(() => takeTurn(bucket, signal));
      queues.set(
        bucket,
        turn.catch(() => undefined),
      );
      return turn;
    },
  };
}
