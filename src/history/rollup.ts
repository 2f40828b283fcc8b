import type { RollupRow, SampleRow } from '../db/history.js';
import { BUCKET_MS, stretchesOf, sumWithin } from './coverage.js';

/**
 * The 15-minute rollups of one server for the buckets in `[fromMs, toMs)` (bucket-aligned), from
 * its raw samples. Pure. `samples` are ordered and reach `maxGapMs` on either side of the range:
 * a sample just before a bucket stands for its first moments, one just after ends the last
 * sample's stretch. A bucket nobody observed and without samples gets no row (no data).
 *
 * Up and observed time are exact (stretches clipped to the bucket); CPU, memory and players online
 * are the minimum, mean (rounded) and maximum of the samples taken within the bucket, in stored
 * units; the players' capacity is the largest maximum a game told.
 */
export function rollupsOf(
  serverKey: number,
  samples: readonly SampleRow[],
  fromMs: number,
  toMs: number,
  maxGapMs: number,
): RollupRow[] {
  const stretches = stretchesOf(samples, maxGapMs, Number.POSITIVE_INFINITY);
  const rows: RollupRow[] = [];
  let first = 0;
  let stretch = 0;
  for (let bucket = fromMs; bucket < toMs; bucket += BUCKET_MS) {
    const end = bucket + BUCKET_MS;
    while (first < samples.length && samples[first]!.at * 1000 < bucket) first++;
    let last = first;
    while (last < samples.length && samples[last]!.at * 1000 < end) last++;
    const inside = samples.slice(first, last);
    // Stretches are ordered and do not overlap: skip those that ended, sum those that began.
    while (stretch < stretches.length && stretches[stretch]!.to <= bucket) stretch++;
    let next = stretch;
    while (next < stretches.length && stretches[next]!.from < end) next++;
    const { upMs, observedMs } = sumWithin(stretches.slice(stretch, next), bucket, end);
    if (inside.length === 0 && observedMs === 0) continue;
    const cpu = stats(inside.map((s) => s.cpuTenths));
    const memory = stats(inside.map((s) => s.memoryKib));
    const limits = inside.map((s) => s.memoryMb).filter((v): v is number => v !== null);
    const players = stats(inside.map((s) => s.playersOnline));
    const capacity = stats(inside.map((s) => s.playersMax));
    rows.push({
      serverKey,
      bucket: bucket / 1000,
      cpuMinTenths: cpu?.min ?? null,
      cpuAvgTenths: cpu?.avg ?? null,
      cpuMaxTenths: cpu?.max ?? null,
      memoryMinKib: memory?.min ?? null,
      memoryAvgKib: memory?.avg ?? null,
      memoryMaxKib: memory?.max ?? null,
      memoryMb: limits.length > 0 ? Math.max(...limits) : null,
      playersMin: players?.min ?? null,
      playersAvg: players?.avg ?? null,
      playersMax: players?.max ?? null,
      playersCapacity: capacity?.max ?? null,
      upMs,
      observedMs,
    });
  }
  return rows;
}

function stats(values: ReadonlyArray<number | null>): { min: number; avg: number; max: number } | undefined {
  const known = values.filter((v): v is number => v !== null);
  if (known.length === 0) return undefined;
  let sum = 0;
  for (const v of known) sum += v;
  return { min: Math.min(...known), avg: Math.round(sum / known.length), max: Math.max(...known) };
}
