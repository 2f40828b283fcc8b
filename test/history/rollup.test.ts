import { describe, expect, it } from 'vitest';
import { BUCKET_MS } from '../../src/history/coverage.js';
import { rollupsOf } from '../../src/history/rollup.js';
import { MIN, row, T0 } from './support.js';

const MAX_GAP = 2 * MIN;

describe('15-minute rollups from raw samples (exact arithmetic)', () => {
  it('a full quarter hour: up and observed time, CPU, memory and players min / mean / max, the largest allocation and capacity', () => {
    // 15 samples a minute apart; down at minutes 5 and 6; the next one opens the following bucket.
    const samples = Array.from({ length: 16 }, (_, i) =>
      row(i * 60, i === 5 || i === 6 ? 'down' : 'up', {
        cpuTenths: i === 5 || i === 6 ? null : 100 + i,
        memoryKib: 1000 * (i + 1),
        memoryMb: i < 10 ? 2048 : 4096,
        // The game answered in the up samples only: 2…16 players, capacity 20 then 32.
        playersOnline: i === 5 || i === 6 ? null : i + 2,
        playersMax: i === 5 || i === 6 ? null : i < 8 ? 20 : 32,
      }),
    );
    const [first] = rollupsOf(1, samples, T0, T0 + BUCKET_MS, MAX_GAP);
    expect(first).toEqual({
      serverKey: 1,
      bucket: T0 / 1000,
      // CPU of the 13 up samples: 100…114 without 105 and 106 = 1394 / 13 = 107.2 → 107.
      cpuMinTenths: 100,
      cpuAvgTenths: 107,
      cpuMaxTenths: 114,
      memoryMinKib: 1000,
      memoryAvgKib: 8000,
      memoryMaxKib: 15000,
      memoryMb: 4096,
      // Players of the 13 answering samples: 2…16 without 7 and 8 = 120 / 13 = 9.2 → 9.
      playersMin: 2,
      playersAvg: 9,
      playersMax: 16,
      playersCapacity: 32,
      upMs: 13 * MIN,
      observedMs: 15 * MIN,
    });
  });

  it('a sample stands for the time until the next one, across a bucket boundary, at most two intervals', () => {
    const samples = [
      row(850, 'down'), // 850–910: 50 s in the first bucket, 10 s in the second
      row(910, 'up'), // 910–1030, then nothing until 2000: two intervals, the rest is no data
      row(2000, 'down'), // 2000–2030
      row(2030, 'up'), // 2030–2150 (nothing after it)
    ];
    const rows = rollupsOf(1, samples, T0, T0 + 3 * BUCKET_MS, MAX_GAP);
    expect(rows.map((r) => [r.bucket - T0 / 1000, r.upMs, r.observedMs])).toEqual([
      [0, 0, 50_000],
      [900, 120_000, 130_000],
      [1800, 120_000, 150_000],
    ]);
    // The second bucket has no sample with usage: its CPU and memory are unknown, not zero.
    expect(rows[1]).toMatchObject({ cpuAvgTenths: null, memoryAvgKib: null });
  });

  it('a quarter hour nobody observed gets no row; an unknown state counts as not observed', () => {
    const samples = [row(0, 'unknown'), row(60, 'unknown'), row(3600, 'up'), row(3660, 'up')];
    const rows = rollupsOf(1, samples, T0, T0 + 8 * BUCKET_MS, MAX_GAP);
    expect(rows.map((r) => [r.bucket - T0 / 1000, r.upMs, r.observedMs])).toEqual([
      [0, 0, 0],
      [3600, 180_000, 180_000],
    ]);
  });
});
