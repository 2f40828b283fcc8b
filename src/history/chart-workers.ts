import { availableParallelism } from 'node:os';
import { createWorkerPool } from '../worker-pool.js';
import type { ChartAnswer, ChartJob, ChartSource } from './chart-worker.js';
import type { ChartMaker, ChartRenderer, SeriesSource } from './charts.js';
import { packSeries } from './render/packed-series.js';
import type { HistoryPeriod } from './series.js';

/** Long enough to serve a burst of questions with one worker, short enough to give memory back. */
export const CHART_WORKER_IDLE_MS = 20_000;

/**
 * Charts made in a worker process (chart-worker.ts) instead of on the event loop: reading a month
 * of samples, drawing it and uploading the picture cost tens of milliseconds of CPU, and 240
 * `/history` at once kept the event loop from answering webhooks for most of a second. One worker,
 * two on machines with more than two cores, so the event loop keeps a core; Discord servers take
 * turns for them. chart.js, Skia and the font load in the worker and go when it exits after
 * `idleMs` without a question.
 */
export function createChartWorkers(options: { workers?: number; idleMs?: number; keepMs?: number } = {}) {
  const pool = createWorkerPool<ChartJob, ChartAnswer>({
    entry: new URL(`./chart-worker.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url),
    workers: options.workers ?? Math.min(2, Math.max(1, availableParallelism() - 1)),
    idleMs: options.idleMs ?? CHART_WORKER_IDLE_MS,
    // A chart needs a few MB of heap.
    maxHeapMb: 128,
  });
  const keepMs = options.keepMs ?? 60_000;

  /** Charts whose series `sourceOf` says where to find; the worker keeps each picture and sends it. */
  function maker(
    sourceOf: (serverId: string, period: HistoryPeriod, at: number) => Promise<ChartSource>,
  ): ChartMaker {
    return async (serverId, period, name, at, guildId, locale) => {
      const chart = {
        key: `${serverId}\u0000${period}\u0000${at}\u0000${locale}\u0000${name}`,
        name,
        locale,
        source: await sourceOf(serverId, period, at),
        keepMs,
      };
      const made = await pool.run(guildId, { kind: 'make', ...chart });
      return {
        series: made.series,
        picture: made.drawn
          ? { send: async (reply) => void (await pool.run(guildId, { kind: 'send', ...chart, reply })) }
          : undefined,
      };
    };
  }

  return {
    /**
     * Reads from the SQLite file at `databasePath` in the worker. The caller rolls up the settled
     * buckets first (a write, which stays on the main connection).
     */
    fromFile: (databasePath: string, maxGapMs: number): ChartMaker =>
      maker(async (serverId, period, at) => ({ kind: 'read', databasePath, serverId, period, at, maxGapMs })),
    /** Series read here (PostgreSQL); their points cross packed into typed arrays. */
    fromSeries: (series: SeriesSource): ChartMaker =>
      maker(async (serverId, period, at) => ({
        kind: 'series',
        series: packSeries(await series(serverId, period, at)),
      })),
    /** Draws a series read here and hands back the PNG's bytes. */
    draw: (async (series, name, locale, guildId = '') => {
      const answer = await pool.run(guildId, {
        kind: 'make',
        key: `draw\u0000${Math.random()}`,
        name,
        locale,
        source: { kind: 'series', series: packSeries(series) },
        keepMs: 0,
        bytes: true,
      });
      if (!answer.png) throw new Error('the chart worker drew nothing');
      return Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength);
    }) satisfies ChartRenderer,
    workers: pool.size,
    close: pool.close,
  };
}

export type ChartWorkers = ReturnType<typeof createChartWorkers>;
