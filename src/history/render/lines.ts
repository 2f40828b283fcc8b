import type { HistorySeries, Interval } from '../series.js';

/** A point of a chart line; `y: null` breaks the line (a gap). */
export interface LinePoint {
  x: number;
  y: number | null;
}

export interface ChartLines {
  cpu: LinePoint[];
  /** Percent of the allocation when it is known, else bytes. */
  memory: LinePoint[];
  memoryUnit: 'percent' | 'bytes';
  /** Players online; every point null when no game answered (the line is then not drawn). */
  players: LinePoint[];
}

/**
 * The CPU, memory and players lines of a series. A line breaks where a value was not read, across a stretch
 * of no data, and where two points lie more than two usual spacings apart (the series' contract:
 * samples every refresh, rollups every 15 minutes; the median spacing is the usual one).
 */
export function chartLines(series: HistorySeries): ChartLines {
  const limit = series.memoryLimitBytes;
  const memoryUnit = limit !== null && limit > 0 ? 'percent' : 'bytes';
  const maxGap = 2 * medianSpacing(series.points.map((p) => p.at));
  const cpu: LinePoint[] = [];
  const memory: LinePoint[] = [];
  const players: LinePoint[] = [];
  let previous: number | undefined;
  for (const point of series.points) {
    if (point.at < series.from || point.at > series.to) continue;
    if (previous !== undefined && breaksBetween(previous, point.at, maxGap, series.noData)) {
      const x = (previous + point.at) / 2;
      cpu.push({ x, y: null });
      memory.push({ x, y: null });
      players.push({ x, y: null });
    }
    cpu.push({ x: point.at, y: finite(point.cpu) });
    const bytes = finite(point.memoryBytes);
    memory.push({
      x: point.at,
      y: bytes === null || memoryUnit === 'bytes' ? bytes : (bytes / limit!) * 100,
    });
    players.push({ x: point.at, y: finite(point.players ?? null) });
    previous = point.at;
  }
  return { cpu, memory, memoryUnit, players };
}

function breaksBetween(a: number, b: number, maxGap: number, noData: readonly Interval[]): boolean {
  return b - a > maxGap || noData.some((gap) => gap.from < b && gap.to > a);
}

function medianSpacing(times: number[]): number {
  const spacings: number[] = [];
  for (let i = 1; i < times.length; i++) spacings.push(times[i]! - times[i - 1]!);
  if (spacings.length === 0) return Number.POSITIVE_INFINITY;
  spacings.sort((a, b) => a - b);
  return spacings[Math.floor(spacings.length / 2)]!;
}

function finite(value: number | null): number | null {
  return value !== null && Number.isFinite(value) ? value : null;
}
