import { createHistoryStore } from '../db/history.js';
import { createIncidents } from '../db/incidents.js';
import type { Db } from '../db/open.js';
import type { Logger } from '../logger.js';
import type { Observed } from '../watch/observations.js';
import { BUCKET_MS, floorToBucket } from './coverage.js';
import { RAW_KEEP_MS, ROLLUP_KEEP_MS, readSeries } from './read-series.js';
import { rollupsOf } from './rollup.js';
import { createSampleRecorder } from './samples.js';
import { HISTORY_PERIODS, type HistoryPeriod, type HistorySeries, PERIOD_MS } from './series.js';
import { ratioOf, type UptimeFigures } from './uptime.js';

export interface HistoryDeps {
  db: Db;
  /** The refresh loop's interval: samples further apart than two of them leave a gap (no data). */
  refreshIntervalMs: number;
  log: Logger;
  now?: () => number;
}

/**
 * A server's history: samples from every refresh, rolled up into 15-minute buckets once they are
 * settled, pruned with the other tables; uptime figures and chart series read from them.
 */
export function createHistory(deps: HistoryDeps) {
  const now = deps.now ?? Date.now;
  const store = createHistoryStore(deps.db);
  const incidents = createIncidents(deps.db);
  const maxGapMs = 2 * deps.refreshIntervalMs;
  /**
   * A bucket is settled (rolled up, counted in uptime) once no sample still to come can change it:
   * the next sample ends the last one's stretch within two intervals, plus one for a slow refresh.
   */
  const settleMs = 3 * deps.refreshIntervalMs;
  const recorder = createSampleRecorder({ store, maxGapMs, log: deps.log });
  /** Per server key: rolled up to here (ms, bucket-aligned). */
  const rolledUntil = new Map<number, number>();
  const uptimeCache = new Map<string, { end: number; figures: UptimeFigures }>();

  function rollUpServer(key: number, until: number): void {
    let start = rolledUntil.get(key);
    if (start === undefined) {
      const bucket = store.lastRollupBucket(key);
      const first = store.firstSampleAt(key);
      if (first === undefined) return;
      start = Math.max(bucket === undefined ? 0 : bucket * 1000 + BUCKET_MS, floorToBucket(first * 1000));
    }
    if (start >= until) return;
    const samples = store.samples(
      key,
      Math.floor((start - maxGapMs) / 1000),
      Math.ceil((until + maxGapMs) / 1000),
    );
    store.putRollups(rollupsOf(key, samples, start, until, maxGapMs));
    rolledUntil.set(key, until);
  }

  /** Rolls up every server's settled buckets. */
  function rollUp(at = now()): void {
    const until = floorToBucket(at - settleMs);
    for (const { id } of store.keys()) rollUpServer(id, until);
  }

  return {
    /** Stores one sample per server this refresh saw and rolls up the buckets it settled. */
    record(servers: readonly Observed[]): void {
      // One commit per refresh, not one per server. A failed write costs this sample, never the
      // refresh: the board and incidents go on, and what is in memory is read again from the table.
      try {
        deps.db.transaction(() => {
          for (const row of recorder.record(servers)) {
            rollUpServer(row.serverKey, floorToBucket(row.at * 1000 - settleMs));
          }
        });
      } catch (err) {
        recorder.forget();
        rolledUntil.clear();
        deps.log.error({ err }, 'history: storing the samples of a refresh failed');
      }
    },
    rollUp,
    /** Raw samples older than 48 h and rollups older than 90 days go (rolled up first). */
    prune(at = now()): { samples: number; rollups: number } {
      rollUp(at);
      return store.prune(Math.floor((at - RAW_KEEP_MS) / 1000), Math.floor((at - ROLLUP_KEEP_MS) / 1000));
    },
    /**
     * Uptime over 24 h, 7 d and 30 d from settled rollups, up to the last settled quarter hour: the
     * figures change at most every 15 minutes, so a board is not edited on every refresh. Null
     * when hostcord never observed the server.
     */
    uptime(serverId: string, at = now()): UptimeFigures | null {
      const key = store.findKey(serverId);
      if (key === undefined) return null;
      const end = floorToBucket(at - settleMs);
      const cached = uptimeCache.get(serverId);
      if (cached?.end === end) return cached.figures;
      rollUpServer(key, end);
      const figures = {} as UptimeFigures;
      for (const period of HISTORY_PERIODS) {
        const { upMs, observedMs } = store.uptimeSums(key, (end - PERIOD_MS[period]) / 1000, end / 1000);
        figures[period] = ratioOf(upMs, observedMs);
      }
      uptimeCache.set(serverId, { end, figures });
      return figures;
    },
    /** What `/history` draws for one server over a period ending now. */
    readSeries(serverId: string, period: HistoryPeriod, at = now()): Promise<HistorySeries> {
      const key = store.findKey(serverId);
      if (key !== undefined) rollUpServer(key, floorToBucket(at - settleMs));
      return readSeries({ store, incidents, maxGapMs }, serverId, period, at);
    },
    store,
  };
}

export type History = ReturnType<typeof createHistory>;
