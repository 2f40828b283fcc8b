/**
 * What a history chart and an uptime figure are made of: the samples and rollups of one server
 * over a period, reduced to what `/history` draws. All times are milliseconds since the epoch (UTC).
 *
 * Stored by `src/history/samples` (one sample per linked server per refresh, 15-minute rollups
 * after 48 h); drawn by `src/history/render`.
 */

export const HISTORY_PERIODS = ['24h', '7d', '30d'] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];

export const PERIOD_MS: Record<HistoryPeriod, number> = {
  '24h': 24 * 60 * 60 * 1000,
  '7d': 7 * 24 * 60 * 60 * 1000,
  '30d': 30 * 24 * 60 * 60 * 1000,
};

/** A stretch of time, `to` exclusive. */
export interface Interval {
  from: number;
  to: number;
}

/** One point of the resource lines: a raw sample, or the average of a rollup bucket. */
export interface SeriesPoint {
  at: number;
  /** CPU in percent of one core as the provider reports it; null when not read. */
  cpu: number | null;
  memoryBytes: number | null;
  /** Players online (a rollup's mean); null when the game was not asked or did not answer. */
  players: number | null;
}

export interface HistorySeries {
  serverId: string;
  period: HistoryPeriod;
  from: number;
  to: number;
  /**
   * Ordered by `at`; a gap of more than two refresh intervals between points is drawn as a gap.
   * (readSeries: one point per sample over 24 h; one per quarter hour, its means, over 7 and 30 d.)
   */
  points: SeriesPoint[];
  /** The allocation (Server.memoryMb in bytes) when known: the memory line is drawn against it. */
  memoryLimitBytes: number | null;
  /** Observed down (not up, not unknown) within [from, to), merged and ordered. */
  down: Interval[];
  /**
   * Not observed (hostcord was not running, or the server not linked), merged and ordered. Also
   * time in a state hostcord could not tell (`unknown`): it counts neither as up nor as down.
   */
  noData: Interval[];
  /** Incidents overlapping the period, clipped to it; an open incident ends at `to`. */
  incidents: Interval[];
  /** Time up / time observed within the period; null when nothing was observed. */
  uptime: number | null;
  /** Incidents that started within the period. */
  incidentCount: number;
  /** The most players online at once within the period; null when no game answered. */
  playersPeak: number | null;
}

/** Something to draw: a point, or at least time observed in the period (a server only seen down). */
export function hasData(series: HistorySeries): boolean {
  return series.points.length > 0 || series.uptime !== null;
}
