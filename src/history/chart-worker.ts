/**
 * A chart worker process (chart-workers.ts). Each job is a chart to draw: from a series read by
 * hostcord (`draw`), or from the SQLite file itself (`read`), through a read-only connection of
 * this process: reading and reducing a month of samples costs as much CPU as drawing it. chart.js,
 * Skia, the font and the connection live in this process only, and leave with it.
 */
import { createAsyncHistoryStore } from '../db/history.js';
import { createIncidents } from '../db/incidents.js';
import { type DatabaseHandle, openReadOnly } from '../db/open.js';
import { serveJobs } from '../worker-pool.js';
import { readSeries, type SeriesSource } from './read-series.js';
import { renderHistoryChart } from './render/chart.js';
import { type PackedSeries, unpackSeries } from './render/packed-series.js';
import { type HistoryPeriod, type HistorySeries, hasData } from './series.js';

export type ChartJob = { name: string } & (
  | { kind: 'draw'; series: PackedSeries }
  | {
      kind: 'read';
      databasePath: string;
      serverId: string;
      period: HistoryPeriod;
      at: number;
      maxGapMs: number;
    }
);

/** The series as read, without its points (they stay here), and the picture when there is data. */
export interface ChartAnswer {
  series: HistorySeries;
  png: Uint8Array | undefined;
}

const connections = new Map<string, DatabaseHandle>();

function sourceFor(databasePath: string, maxGapMs: number): SeriesSource {
  let handle = connections.get(databasePath);
  if (!handle) {
    handle = openReadOnly(databasePath);
    connections.set(databasePath, handle);
  }
  return {
    store: createAsyncHistoryStore(handle.db),
    incidents: createIncidents(handle.db),
    maxGapMs,
  };
}

serveJobs<ChartJob, ChartAnswer>(async (job) => {
  const series =
    job.kind === 'draw'
      ? unpackSeries(job.series)
      : await readSeries(sourceFor(job.databasePath, job.maxGapMs), job.serverId, job.period, job.at);
  const png = hasData(series) ? await renderHistoryChart(series, job.name) : undefined;
  return { series: { ...series, points: [] }, png };
});
