import type { Interval } from './series.js';
import { type Availability, availabilityOf } from './state-codes.js';

/** A stretch of time one sample stands for, in ms since the epoch. */
export interface Stretch extends Interval {
  availability: Availability;
}

/** 15 minutes, the rollup bucket, in ms. */
export const BUCKET_MS = 15 * 60 * 1000;
export const floorToBucket = (ms: number) => Math.floor(ms / BUCKET_MS) * BUCKET_MS;
export const ceilToBucket = (ms: number) => Math.ceil(ms / BUCKET_MS) * BUCKET_MS;

/**
 * Each sample stands for the time from its own reading to the next one's, but never for more than
 * `maxGapMs` (two refresh intervals): a longer gap means hostcord was not looking (stopped, or the
 * provider did not answer), and the rest of it is no data, neither up nor down. The newest sample
 * stands at most until `end` (now). Samples are ordered by time, `at` in seconds (as stored).
 */
export function stretchesOf(
  samples: ReadonlyArray<{ at: number; state: number }>,
  maxGapMs: number,
  end: number,
): Stretch[] {
  const stretches: Stretch[] = [];
  for (const [i, sample] of samples.entries()) {
    const from = sample.at * 1000;
    const next = samples[i + 1];
    const to = Math.min(from + maxGapMs, next ? next.at * 1000 : end);
    if (to > from) stretches.push({ from, to, availability: availabilityOf(sample.state) });
  }
  return stretches;
}

/** Time up and time observed (up or down) of these stretches within `[from, to)`. */
export function sumWithin(stretches: readonly Stretch[], from: number, to: number) {
  let upMs = 0;
  let observedMs = 0;
  for (const s of stretches) {
    const length = Math.min(s.to, to) - Math.max(s.from, from);
    if (length <= 0 || s.availability === 'none') continue;
    observedMs += length;
    if (s.availability === 'up') upMs += length;
  }
  return { upMs, observedMs };
}

/** Sorted, overlapping or touching intervals joined. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.to > i.from).sort((a, b) => a.from - b.from);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.from <= last.to) last.to = Math.max(last.to, interval.to);
    else merged.push({ from: interval.from, to: interval.to });
  }
  return merged;
}

/** The parts of `[from, to)` not covered by `covered` (merged). */
export function complementOf(covered: readonly Interval[], from: number, to: number): Interval[] {
  const gaps: Interval[] = [];
  let cursor = from;
  for (const c of mergeIntervals(covered)) {
    if (c.to <= cursor) continue;
    if (c.from >= to) break;
    if (c.from > cursor) gaps.push({ from: cursor, to: c.from });
    cursor = Math.max(cursor, c.to);
  }
  if (cursor < to) gaps.push({ from: cursor, to });
  return gaps;
}
