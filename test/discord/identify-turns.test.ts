import { describe, expect, it } from 'vitest';
import { createLeases } from '../../src/db/leases.js';
import { IDENTIFY_WINDOW_MS, leasedIdentifyTurns } from '../../src/discord/identify-turns.js';
import { useDatabases } from '../support/databases.js';

// Discord's identify limit across instances (issue 35): one IDENTIFY per `shard_id % max_concurrency`
// bucket per 5 s, whichever instance sends it.

const databases = useDatabases();

describe('leased identify turns', () => {
  it('spaces the identifies of one bucket across instances, and lets other buckets go at once', async () => {
    const leases = createLeases(databases.sqlite().db);
    let t = 2_000_000_000_000;
    const clock = {
      now: () => t,
      wait: async (ms: number) => {
        t += ms;
      },
    };
    const a = leasedIdentifyTurns({ leases, holder: 'a', maxConcurrency: 2, ...clock });
    const b = leasedIdentifyTurns({ leases, holder: 'b', maxConcurrency: 2, ...clock });
    const signal = new AbortController().signal;
    const start = t;
    const granted: Array<[string, number, number]> = [];
    const identify = async (name: string, turns: typeof a, shard: number) => {
      await turns.waitForIdentify(shard, signal);
      granted.push([name, shard, t - start]);
    };

    await identify('a', a, 0);
    // Bucket 1 is free; bucket 0 waits out a's window, in another instance as in this one.
    await identify('b', b, 1);
    await identify('b', b, 2);
    await identify('a', a, 4);
    expect(granted).toEqual([
      ['a', 0, 0],
      ['b', 1, 0],
      ['b', 2, IDENTIFY_WINDOW_MS + 1],
      ['a', 4, 2 * (IDENTIFY_WINDOW_MS + 1)],
    ]);
  });

  it("takes one process's shards of a bucket one after the other", async () => {
    const leases = createLeases(databases.sqlite().db);
    let t = 2_000_000_000_000;
    const waits: number[] = [];
    const turns = leasedIdentifyTurns({
      leases,
      holder: 'a',
      maxConcurrency: 1,
      now: () => t,
      wait: async (ms) => {
        waits.push(ms);
        t += ms;
      },
    });
    const signal = new AbortController().signal;
    await Promise.all([0, 1, 2].map((shard) => turns.waitForIdentify(shard, signal)));
    expect(waits).toEqual([IDENTIFY_WINDOW_MS + 1, IDENTIFY_WINDOW_MS + 1]);
    const aborted = AbortSignal.abort(new Error('shard destroyed'));
    await expect(turns.waitForIdentify(3, aborted)).rejects.toThrow('shard destroyed');
  });
});
