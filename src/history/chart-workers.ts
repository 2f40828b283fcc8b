import { availableParallelism } from 'node:os';
import { createWorkerPool } from '../worker-pool.js';
import type { ChartAnswer, ChartJob } from './chart-worker.js';
import type { ChartMaker, ChartRenderer } from './charts.js';
import { packSeries } from './render/packed-series.js';

/** Long enough to serve a burst of questions with one worker, short enough to give memory back. */
export const CHART_WORKER_IDLE_MS = 20_000;

/**
 * Charts made in a worker process (chart-worker.ts) instead of on the event loop: reading a month
 * of samples and drawing it cost tens of milliseconds of CPU, and 240 `/history` at once kept the
 * event loop from answering webhooks for most of a second. One worker, two on machines with more
 * than two cores, so the event loop keeps a core; Discord servers take turns for them. chart.js,
 * Skia and the font load in the worker and go when it exits after `idleMs` without a question.
 */
export function createChartWorkers(options: { workers?: number; idleMs?: number } = {}) {
  const pool = createWorkerPool<ChartJob, ChartAnswer>({
    entry: new URL(`./chart-worker.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url),
    workers: options.workers ?? Math.min(2, Math.max(1, availableParallelism() - 1)),
    idleMs: options.idleMs ?? CHART_WORKER_IDLE_MS,
    // A chart needs a few MB of heap.
    maxHeapMb: 128,
  });
  const bytes = (png: Uint8Array | undefined) =>
    png && Buffer.from(png.buffer, png.byteOffset, png.byteLength);

  /** Draws a series read on this thread. */
  const draw: ChartRenderer = async (series, name, guildId = '') => {
    const answer = await pool.run(guildId, { kind: 'draw', series: packSeries(series), name });
    if (!answer.png) throw new Error('the chart worker drew nothing');
    return bytes(answer.png)!;
  };

  /**
   * Reads the series from the SQLite file at `databasePath` and draws it, both in the worker. The
   * caller rolls up the settled buckets first (a write, which stays on the main connection).
   */
  function readAndDraw(databasePath: string, maxGapMs: number): ChartMaker {
    return async (serverId, period, name, at, guildId) => {
      const answer = await pool.run(guildId, {
        kind: 'read',
        databasePath,
        serverId,
        period,
        at,
        maxGapMs,
        name,
      });
      return { series: answer.series, png: bytes(answer.png) };
    };
  }

  return { draw, readAndDraw, workers: pool.size, close: pool.close };
}

export type ChartWorkers = ReturnType<typeof createChartWorkers>;
