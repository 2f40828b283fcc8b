import { describe, expect, it } from 'vitest';
import { eventsByGroup, keysOf } from '../../../src/pipeline/3-dispatch/routing-groups.js';

describe('routing groups', () => {
  it('joins servers through the channels they share, keyed by the smallest server id', () => {
    const keys = keysOf([
      { server_id: 's3', channel_id: 'c1' },
      { server_id: 's2', channel_id: 'c1' },
      { server_id: 's2', channel_id: 'c2' },
      { server_id: 's1', channel_id: 'c2' },
      { server_id: 's4', channel_id: 'c3' },
      { server_id: 's5', channel_id: null },
    ]);
    expect(Object.fromEntries(keys)).toEqual({ s1: 's1', s2: 's1', s3: 's1', s4: 's4', s5: 's5' });
  });

  it("counts each group's waiting events, groups in the order of their oldest event", () => {
    const keys = new Map([
      ['a', 'a'],
      ['b', 'b'],
      ['a2', 'a'],
      ['c', 'c'],
    ]);
    const waiting = [
      { server_id: 'a', n: 3 },
      { server_id: 'b', n: 2 },
      { server_id: 'a2', n: 4 },
      { server_id: 'c', n: 5 },
    ];
    // a2's events count in a's group, which comes first: a's oldest event is the oldest.
    expect([...eventsByGroup(waiting, keys)]).toEqual([
      ['a', 7],
      ['b', 2],
      ['c', 5],
    ]);
  });
});
