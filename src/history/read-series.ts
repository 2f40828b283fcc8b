import type { AsyncHistoryStore, RollupRow, SampleRow } from '../db/history.js';
import type { Incidents } from '../db/incidents.js';
import {
  BUCKET_MS,
  ceilToBucket,
  complementOf,
  mergeIntervals,
  type Stretch,
  stretchesOf,
  sumWithin,
} from './coverage.js';
import { rollupsOf } from './rollup.js';
import {
  type HistoryPeriod,
  type HistorySeries,
  type Interval,
  PERIOD_MS,
  type SeriesPoint,
} from './series.js';
import { ratioOf } from './uptime.js';

const KIB = 1024;
const MB = 1024 * 1024;
/** Raw samples are kept this long; older history is read from rollups. */
export const RAW_KEEP_MS = 48 * 60 * 60 * 1000;
/** Rollups are kept this long. */
export const ROLLUP_KEEP_MS = 90 * 24 * 60 * 60 * 1000;

export interface SeriesSource {
  store: Pick<AsyncHistoryStore, 'findKey' | 'samples' | 'rollups'>;
  incidents: Pick<Incidents, 'overlapping'>;
  /** Two refresh intervals: a longer gap between samples is no data. */
  maxGapMs: number;
}

/**
 * A server's history over the period ending at `now`: raw samples where they are kept (the last
 * 48 hours, less the margin a sample's stretch needs), 15-minute rollups before that. A rollup
 * does not say when within its 15 minutes the server was down or unobserved, so its down time is
 * drawn at the bucket's start and its unobserved time at its end (the totals are exact); the few
 * minutes before the first whole bucket of the period count as no data. Points: one per sample
 * over 24 h; one per quarter hour (its means) over 7 and 30 days. A server with no samples yet has
 * no points and no uptime.
 */
export async function readSeries(
  source: SeriesSource,
  serverId: string,
  period: HistoryPeriod,
  now: number,
): Promise<HistorySeries> {
  const to = now;
  const from = now - PERIOD_MS[period];
  const key = await source.store.findKey(serverId);
  // Raw samples from here on are all still kept, with the one before it (within maxGapMs).
  const rawFrom = Math.max(from, ceilToBucket(now - RAW_KEEP_MS + source.maxGapMs));
  const samples =
    key === undefined
      ? []
      : await source.store.samples(key, Math.floor((rawFrom - source.maxGapMs) / 1000), Math.ceil(to / 1000));
  const firstBucket = ceilToBucket(from);
  const rollups =
    key === undefined || rawFrom <= firstBucket
      ? []
      : await source.store.rollups(key, firstBucket / 1000, rawFrom / 1000);

  const raw = rawPart(samples, rawFrom, to, source.maxGapMs);
  const rolled = rollupPart(rollups, rawFrom);
  // Beyond 24 h every point is a quarter hour's mean, the recent ones rolled up here from the raw
  // samples, so the lines have one spacing throughout (a chart breaks a line at a wider gap).
  const points =
    period === '24h' || key === undefined
      ? [...rolled.points, ...raw.points]
      : [
          ...rolled.points,
          ...rollupsOf(key, samples, rawFrom, ceilToBucket(to), source.maxGapMs)
            .filter((r) => r.cpuAvgTenths !== null || r.memoryAvgKib !== null || r.playersAvg !== null)
            .map(pointOf),
        ];
  const observed = [...raw.observed, ...rolled.observed];
  const upMs = raw.upMs + rolled.upMs;
  const observedMs = raw.observedMs + rolled.observedMs;

  const incidents = await source.incidents.overlapping(serverId, from, to);
  return {
    serverId,
    period,
    from,
    to,
    points,
    memoryLimitBytes: memoryLimitOf(samples, rollups),
    down: mergeIntervals([...rolled.down, ...raw.down]),
    noData: complementOf(observed, from, to),
    incidents: mergeIntervals(
      incidents.map((i) => ({ from: Math.max(i.downSince, from), to: Math.min(i.closedAt ?? to, to) })),
    ),
    uptime: ratioOf(upMs, observedMs),
    incidentCount: incidents.filter((i) => i.downSince >= from).length,
    playersPeak: peakOf([
      ...samples.filter((s) => s.at * 1000 >= from).map((s) => s.playersOnline),
      ...rollups.map((r) => r.playersMax),
    ]),
  };
}

function rawPart(samples: SampleRow[], from: number, to: number, maxGapMs: number) {
  const stretches: Stretch[] = stretchesOf(samples, maxGapMs, to)
    .map((s) => ({ ...s, from: Math.max(s.from, from), to: Math.min(s.to, to) }))
    .filter((s) => s.to > s.from);
  const points: SeriesPoint[] = samples
    .filter((s) => s.at * 1000 >= from && s.at * 1000 < to)
    .map((s) => ({
      at: s.at * 1000,
      cpu: s.cpuTenths === null ? null : s.cpuTenths / 10,
      memoryBytes: s.memoryKib === null ? null : s.memoryKib * KIB,
      players: s.playersOnline,
    }));
  return {
    points,
    ...sumWithin(stretches, from, to),
    observed: stretches.filter((s) => s.availability !== 'none'),
    down: stretches.filter((s) => s.availability === 'down'),
  };
}

function rollupPart(rollups: RollupRow[], before: number) {
  const points: SeriesPoint[] = [];
  const observed: Interval[] = [];
  const down: Interval[] = [];
  let upMs = 0;
  let observedMs = 0;
  for (const r of rollups) {
    const start = r.bucket * 1000;
    if (start + BUCKET_MS > before) continue;
    points.push(pointOf(r));
    upMs += r.upMs;
    observedMs += r.observedMs;
    observed.push({ from: start, to: start + r.observedMs });
    down.push({ from: start, to: start + r.observedMs - r.upMs });
  }
  return { points, observed, down, upMs, observedMs };
}

/** A rollup as a point: its bucket's start and its means. */
function pointOf(r: RollupRow): SeriesPoint {
  return {
    at: r.bucket * 1000,
    cpu: r.cpuAvgTenths === null ? null : r.cpuAvgTenths / 10,
    memoryBytes: r.memoryAvgKib === null ? null : r.memoryAvgKib * KIB,
    players: r.playersAvg,
  };
}

function peakOf(values: ReadonlyArray<number | null>): number | null {
  let peak: number | null = null;
  for (const v of values) if (v !== null && (peak === null || v > peak)) peak = v;
  return peak;
}

function memoryLimitOf(samples: SampleRow[], rollups: RollupRow[]): number | null {
  const newest = [...samples].reverse().find((s) => s.memoryMb !== null)?.memoryMb;
  if (newest !== undefined && newest !== null) return newest * MB;
  const rolled = [...rollups].reverse().find((r) => r.memoryMb !== null)?.memoryMb;
  return rolled === undefined || rolled === null ? null : rolled * MB;
}
