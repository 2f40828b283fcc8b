import { describe, expect, it } from 'vitest';
import { ROWS_AT_ONCE, SLICE_MS, slice, writeInSlices } from '../src/slices.js';
import { watchTurns } from './support/turns.js';

/** Work that holds the event loop for longer than a slice. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe('loops in slices', () => {
  it('loops over their budget at the same time take turns with the event loop: one step per turn', async () => {
    const order: string[] = [];
    const turns = watchTurns(() => order.push('turn'));
    const loop = async (name: string) => {
      for (let i = 0; i < 3; i++) {
        await slice();
        busy(SLICE_MS + 1);
        order.push(name);
      }
    };
    busy(SLICE_MS + 1); // whatever ran before is over the budget too
    await Promise.all([loop('a'), loop('b'), loop('c')]);
    turns.stop();
    const steps = order.filter((x) => x !== 'turn');
    expect(steps).toHaveLength(9);
    // Never two steps without a turn of the event loop between them; each loop in turn.
    expect(order.join(' ')).not.toMatch(/[abc] [abc]/);
    expect(steps.join('')).toBe('abcabcabc');
  });

  it('rows are written ROWS_AT_ONCE at a time, each write over the budget followed by a turn of the event loop', async () => {
    const order: string[] = [];
    const turns = watchTurns(() => order.push('turn'));
    const rows = Array.from({ length: 2 * ROWS_AT_ONCE + 5 }, (_, i) => i);
    const written: number[][] = [];
    busy(SLICE_MS + 1);
    await writeInSlices(rows, (batch) => {
      busy(SLICE_MS + 1);
      written.push(batch);
      order.push('write');
    });
    turns.stop();
    expect(written.map((b) => b.length)).toEqual([ROWS_AT_ONCE, ROWS_AT_ONCE, 5]);
    expect(written.flat()).toEqual(rows);
    expect(order.join(' ')).not.toMatch(/write write/);
  });
});
