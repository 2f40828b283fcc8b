import { describe, expect, it } from 'vitest';
import { createStartHoldOffs, START_HOLD_OFF_MAX_MS } from '../../src/leases/start-hold-off.js';

// A leased shard whose start fails is left to the other instances (issue 35): for the shard
// lease's TTL, twice as long after each failure in a row, at most 10 minutes, since each try may
// cost an IDENTIFY of the bot's daily allowance.

describe('start hold-offs', () => {
  it('double from the shard lease TTL per failure in a row, stop at 10 minutes, and start over after a success', () => {
    // The shard lease's TTL (SHARD_LEASE_TTL_MS in src/app.ts).
    const holdOffs = createStartHoldOffs(15_000);
    const failures = Array.from({ length: 8 }, () => holdOffs.failed('shard:3'));
    expect(failures).toEqual([15_000, 30_000, 60_000, 120_000, 240_000, 480_000, 600_000, 600_000]);
    expect(START_HOLD_OFF_MAX_MS).toBe(600_000);
    // Another shard's failures are counted apart.
    expect(holdOffs.failed('shard:4')).toBe(15_000);

    holdOffs.started('shard:3');
    expect(holdOffs.failed('shard:3')).toBe(15_000);
    expect(holdOffs.failed('shard:4')).toBe(30_000);
  });
});
