import type { HistoryPeriod, HistorySeries } from './series.js';

/** The series of one server over a period ending at `now` (the storage half: `readSeries`). */
export type SeriesSource = (
  serverId: string,
  period: HistoryPeriod,
  now: number,
) => HistorySeries | Promise<HistorySeries>;
export type ChartRenderer = (series: HistorySeries, serverName: string) => Promise<Buffer>;

export interface HistoryChart {
  series: HistorySeries;
  /** Undefined when there is nothing to draw: no samples at all in the period. */
  png: Buffer | undefined;
}

export interface HistoryCharts {
  /** The chart of a server over a period: rendered at most once per refresh interval. */
  chart(serverId: string, period: HistoryPeriod, serverName: string): Promise<HistoryChart>;
}

export interface HistoryChartsDeps {
  series: SeriesSource;
  render?: ChartRenderer;
  /** How long a chart is served as rendered: one refresh interval, since no new sample comes sooner. */
  ttlMs: number;
  now: () => number;
}

/**
 * Charts with a small cache per (server, period). A chart costs tens of milliseconds of CPU on the
 * bot's only thread; members asking the same question within a refresh interval get the same bytes.
 * Entries older than the interval are dropped when the next chart is made, so the cache holds at
 * most the charts asked for within one interval.
 */
export function createHistoryCharts(deps: HistoryChartsDeps): HistoryCharts {
  const render = deps.render ?? renderOnDemand;
  // Promises: a question arriving while the same chart is being encoded waits for that one.
  const cache = new Map<string, { at: number; name: string; chart: Promise<HistoryChart> }>();
  return {
    chart(serverId, period, serverName) {
      const now = deps.now();
      for (const [key, entry] of cache) {
        // A clock set back makes an entry look young for ever: drop it too.
        if (now < entry.at || now - entry.at >= deps.ttlMs) cache.delete(key);
      }
      const key = `${serverId}\u0000${period}`;
      const cached = cache.get(key);
      if (cached && cached.name === serverName) return cached.chart;
      const chart = draw(serverId, period, serverName, now);
      cache.set(key, { at: now, name: serverName, chart });
      // A failed render is not kept: the next question tries again.
      chart.catch(() => {
        if (cache.get(key)?.chart === chart) cache.delete(key);
      });
      return chart;
    },
  };

  async function draw(serverId: string, period: HistoryPeriod, serverName: string, now: number) {
    const series = await deps.series(serverId, period, now);
    return { series, png: hasData(series) ? await render(series, serverName) : undefined };
  }
}

/** No samples at all: nothing observed in the period and no point to draw. */
function hasData(series: HistorySeries): boolean {
  return series.points.length > 0 || series.uptime !== null;
}

/**
 * The chart stack (chart.js, the Skia binary of @napi-rs/canvas, the font) is loaded by the first
 * /history, not at start: a bot nobody asks for a chart never carries it (about 20 MB resident, bench:memory).
 */
const renderOnDemand: ChartRenderer = async (series, serverName) => {
  const { renderHistoryChart } = await import('./render/chart.js');
  return renderHistoryChart(series, serverName);
};
