import type { Locale } from '../i18n/locale.js';
import { type HistoryPeriod, type HistorySeries, hasData } from './series.js';

/** The series of one server over a period ending at `now` (the storage half: `readSeries`). */
export type SeriesSource = (
  serverId: string,
  period: HistoryPeriod,
  now: number,
) => HistorySeries | Promise<HistorySeries>;
/** Draws a chart with its words in `locale`; `guildId` is whose turn it is in (chart-workers.ts). */
export type ChartRenderer = (
  series: HistorySeries,
  serverName: string,
  locale: Locale,
  guildId?: string,
) => Promise<Buffer>;

/**
 * Where a chart's picture goes: an interaction's reply, edited to `payload` (a message as
 * Discord's API takes it) with the picture attached as `fileName`.
 */
export interface PictureReply {
  /** The interaction webhook's message, `…/webhooks/{application}/{token}/messages/@original`. */
  url: string;
  payload: Record<string, unknown>;
  fileName: string;
}

/**
 * A chart's PNG: its bytes, here (read and drawn in this process), or kept by the worker that
 * drew it, which sends it to Discord itself (chart-workers.ts).
 */
export type ChartPicture = { png: Buffer } | { send(reply: PictureReply): Promise<void> };

export interface HistoryChart {
  /** For the words beside the picture (period, uptime, incidents); its points may be left out. */
  series: HistorySeries;
  /** Undefined when there is nothing to draw: no samples at all in the period. */
  picture: ChartPicture | undefined;
}

/**
 * Reads a server's series over a period ending at `now` and draws it with its words in `locale`,
 * asked in a Discord server.
 */
export type ChartMaker = (
  serverId: string,
  period: HistoryPeriod,
  serverName: string,
  now: number,
  guildId: string,
  locale: Locale,
) => Promise<HistoryChart>;

export interface HistoryCharts {
  /**
   * The chart of a server over a period in the reader's `locale`, asked in a Discord server: made
   * at most once per refresh interval and language, whoever asks.
   */
  chart(
    serverId: string,
    period: HistoryPeriod,
    serverName: string,
    guildId: string,
    locale: Locale,
  ): Promise<HistoryChart>;
}

export interface HistoryChartsDeps {
  /** Off the event loop in the app (chart-workers.ts). */
  make: ChartMaker;
  /** How long a chart is served as made: one refresh interval, since no new sample comes sooner. */
  ttlMs: number;
  now: () => number;
}

/**
 * Charts with a small cache per (server, period, locale): the picture's words are in the reader's
 * language. A chart costs tens of milliseconds of CPU;
 * members asking the same question within a refresh interval get the same bytes, and questions
 * arriving while it is made wait for that one. An entry goes when its interval is over (a timer,
 * so the pictures of a burst of questions do not stay in memory until the next question), or
 * when a later question finds it older than that by the clock.
 */
export function createHistoryCharts(deps: HistoryChartsDeps): HistoryCharts {
  // Promises: a question arriving while the same chart is being made waits for that one.
  const cache = new Map<string, { at: number; name: string; chart: Promise<HistoryChart> }>();

  function drop(key: string, chart: Promise<HistoryChart>): void {
    if (cache.get(key)?.chart === chart) cache.delete(key);
  }

  return {
    chart(serverId, period, serverName, guildId, locale) {
      const now = deps.now();
      for (const [key, entry] of cache) {
        // A clock set back makes an entry look young for ever: drop it too.
        if (now < entry.at || now - entry.at >= deps.ttlMs) cache.delete(key);
      }
      const key = `${serverId}\u0000${period}\u0000${locale}`;
      const cached = cache.get(key);
      if (cached && cached.name === serverName) return cached.chart;
      const chart = deps.make(serverId, period, serverName, now, guildId, locale);
      cache.set(key, { at: now, name: serverName, chart });
      setTimeout(() => drop(key, chart), deps.ttlMs).unref();
      // A failed chart is not kept: the next question tries again.
      chart.catch(() => drop(key, chart));
      return chart;
    },
  };
}

/** Charts whose series are read here (PostgreSQL, tests' hand-built series), then drawn by `render`. */
export function readThenDraw(series: SeriesSource, render: ChartRenderer): ChartMaker {
  return async (serverId, period, serverName, now, guildId, locale) => {
    const read = await series(serverId, period, now);
    return {
      series: read,
      picture: hasData(read) ? { png: await render(read, serverName, locale, guildId) } : undefined,
    };
  };
}
