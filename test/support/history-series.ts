import {
  type HistoryPeriod,
  type HistorySeries,
  type Interval,
  PERIOD_MS,
} from '../../src/history/series.js';

const GIB = 1024 ** 3;

export interface SyntheticSeriesOptions {
  /** End of the period; the start is `to` minus the period. */
  to?: number;
  /** Spacing of the points: 60 s raw samples, 15 min rollups. */
  stepMs: number;
  /** Stretches as fractions of the period, e.g. [0.4, 0.45]. */
  down?: Array<[number, number]>;
  noData?: Array<[number, number]>;
  incidents?: Array<[number, number]>;
  memoryLimitBytes?: number | null;
  uptime?: number | null;
  incidentCount?: number;
  /** While down: no points (default), or points with 0 % CPU, as a stopped server reports. */
  whileDown?: 'no points' | 'idle points';
}

/**
 * A hand-built series of one server: CPU swinging 5–55 %, memory climbing from 1.2 to 1.8 GiB, no
 * points while down or not observed. Deterministic (no randomness), so renders can be compared.
 */
export function syntheticSeries(period: HistoryPeriod, options: SyntheticSeriesOptions): HistorySeries {
  const to = options.to ?? Date.UTC(2026, 10, 23, 16, 0);
  const from = to - PERIOD_MS[period];
  const span = to - from;
  const at = ([a, b]: [number, number]): Interval => ({ from: from + span * a, to: from + span * b });
  const down = (options.down ?? []).map(at);
  const noData = (options.noData ?? []).map(at);
  const silent = options.whileDown === 'idle points' ? noData : [...down, ...noData];
  const within = (t: number, intervals: Interval[]) => intervals.some((i) => t >= i.from && t < i.to);
  const points: HistorySeries['points'] = [];
  for (let t = from; t < to; t += options.stepMs) {
    if (within(t, silent)) continue;
    const x = (t - from) / span;
    points.push({
      at: t,
      cpu: within(t, down) ? 0 : 30 + 25 * Math.sin(x * 40) + 3 * Math.sin(x * 997),
      memoryBytes: Math.round((1.2 + 0.6 * x + 0.05 * Math.sin(x * 501)) * GIB),
      players: within(t, down) ? null : Math.round(8 + 6 * Math.sin(x * 20)),
    });
  }
  return {
    serverId: 'srv-synthetic',
    period,
    from,
    to,
    points,
    memoryLimitBytes: options.memoryLimitBytes === undefined ? 4 * GIB : options.memoryLimitBytes,
    down,
    noData,
    incidents: (options.incidents ?? []).map(at),
    uptime: options.uptime === undefined ? 0.95 : options.uptime,
    incidentCount: options.incidentCount ?? options.incidents?.length ?? 0,
    playersPeak: 14,
  };
}
