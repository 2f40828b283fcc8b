/**
 * A chart worker process (chart-workers.ts). It reads a server's series from the SQLite file
 * itself, through a read-only connection of its own (reading and reducing a month of samples costs
 * as much CPU as drawing it), or takes one read by hostcord; draws it; keeps the picture; and
 * sends it to Discord as an interaction's reply, so the picture's bytes never pass through
 * hostcord's own process. chart.js, Skia, the font and the connection live here only, and leave
 * with this process.
 */
import { createAsyncHistoryStore } from '../db/history.js';
import { createIncidents } from '../db/incidents.js';
import { type DatabaseHandle, openReadOnly } from '../db/open.js';
import type { Locale } from '../i18n/locale.js';
import { serveJobs } from '../worker-pool.js';
import type { PictureReply } from './charts.js';
import { sendPicture } from './picture-upload.js';
import { readSeries } from './read-series.js';
import { renderHistoryChart } from './render/chart.js';
import { type PackedSeries, unpackSeries } from './render/packed-series.js';
import { type HistoryPeriod, type HistorySeries, hasData } from './series.js';

/** Where a chart's series comes from: read by hostcord, or from the SQLite file at `databasePath`. */
export type ChartSource =
  | { kind: 'series'; series: PackedSeries }
  | {
      kind: 'read';
      databasePath: string;
      serverId: string;
      period: HistoryPeriod;
      at: number;
      maxGapMs: number;
    };

interface Chart {
  /** Names one chart (server, period, time, locale, name): the picture is kept under it for `keepMs`. */
  key: string;
  name: string;
  /** The language of the picture's words. */
  locale: Locale;
  source: ChartSource;
  keepMs: number;
}

/** `make` draws (and keeps) a chart; `send` sends its picture as a reply, drawing it again if it was not kept. */
export type ChartJob =
  | (Chart & { kind: 'make'; bytes?: boolean })
  | (Chart & { kind: 'send'; reply: PictureReply });

/** The series as read, without its points (they stay here); with `bytes`, the picture too. */
export interface ChartAnswer {
  series: HistorySeries;
  drawn: boolean;
  png?: Uint8Array;
}

const connections = new Map<string, DatabaseHandle>();
const kept = new Map<string, { until: number; series: HistorySeries; png: Buffer | undefined }>();

async function seriesOf(source: ChartSource): Promise<HistorySeries> {
  if (source.kind === 'series') return unpackSeries(source.series);
  let handle = connections.get(source.databasePath);
  if (!handle) {
    handle = openReadOnly(source.databasePath);
    connections.set(source.databasePath, handle);
  }
  const from = {
    store: createAsyncHistoryStore(handle.db),
    incidents: createIncidents(handle.db),
    maxGapMs: source.maxGapMs,
  };
  return readSeries(from, source.serverId, source.period, source.at);
}

async function make(chart: Chart) {
  const now = Date.now();
  for (const [key, entry] of kept) if (entry.until <= now) kept.delete(key);
  const found = kept.get(chart.key);
  if (found) return found;
  const series = await seriesOf(chart.source);
  const png = hasData(series) ? await renderHistoryChart(series, chart.name, chart.locale) : undefined;
  const entry = { until: now + chart.keepMs, series: { ...series, points: [] }, png };
  kept.set(chart.key, entry);
  return entry;
}

serveJobs<ChartJob, ChartAnswer>(async (job) => {
  const { series, png } = await make(job);
  if (job.kind === 'send') {
    if (!png) throw new Error('the chart has nothing to draw');
    await sendPicture(job.reply, png);
  }
  return { series, drawn: png !== undefined, ...(job.kind === 'make' && job.bytes && png && { png }) };
});
