import type { AsyncHistoryStore } from '../db/history.js';
import type { Incidents } from '../db/incidents.js';
import type { GameStatus } from '../game-query/status.js';
import type { Logger } from '../logger.js';
import { slice, writeInSlices } from '../slices.js';
import type { Observed } from '../watch/observations.js';
import { BUCKET_MS, floorToBucket } from './coverage.js';
import { createPageUptime } from './page-uptime.js';
import { RAW_KEEP_MS, ROLLUP_KEEP_MS, readSeries } from './read-series.js';
import { rollupsOf } from './rollup.js';
import { createSampleRecorder, type SampleRecorder } from './samples.js';
import { HISTORY_PERIODS, type HistoryPeriod, type HistorySeries, PERIOD_MS } from './series.js';
import { ratioOf, type UptimeFigures } from './uptime.js';

export { DAY_MS, type DayUptime, type ServerUptime } from './page-uptime.js';

export interface HistoryDeps {
  /** Where samples and rollups are kept. */
  store: AsyncHistoryStore;
  /** Incidents count as downtime in uptime figures. */
  incidents: Pick<Incidents, 'overlapping'>;
  /** The refresh loop's interval: samples further apart than two of them leave a gap (no data). */
  refreshIntervalMs: number;
  log: Logger;
  now?: () => number;
}

/**
 * A server's history: samples from every refresh, rolled up into 15-minute buckets once they are
 * settled, pruned with the other tables; uptime figures and chart series read from them. Storage
 * goes through the promise-returning store only, so either database can serve it.
 */
export function createHistory(deps: HistoryDeps) {
  const now = deps.now ?? Date.now;
  const { store } = deps;
  const maxGapMs = 2 * deps.refreshIntervalMs;
  const settleMs = 3 * deps.refreshIntervalMs;
  const state: HistoryState = {
    deps,
    now,
    maxGapMs,
    settleMs,
    recorder: createSampleRecorder({ store, maxGapMs, log: deps.log }),
    rolledUntil: new Map(),
    uptimeCache: new Map(),
    recording: Promise.resolve(),
  };
  return {
    /**
     * Stores one sample per server this refresh saw and rolls up the buckets it settled. A full
     * cycle's samples wait for its game answers (`games`, the players), and the refreshes after it
     * wait their turn. Never rejects (a failure is logged); resolves once stored.
     */
    record(
      servers: readonly Observed[],
      games?: Promise<ReadonlyMap<string, GameStatus> | undefined>,
    ): Promise<void> {
      state.recording = state.recording.then(async () => recordNow(state, servers, await games));
      return state.recording;
    },
    /** Resolves once the refreshes handed to `record` so far are stored (before the database closes). */
    settled: (): Promise<void> => state.recording,
    /** Rolls up every server's settled buckets. */
    rollUp: (at = now()): Promise<void> => rollUp(state, at),
    /** Raw samples older than 48 h and rollups older than 90 days go (rolled up first). */
    prune: (at = now()): Promise<{ samples: number; rollups: number }> => prune(state, at),
    /**
     * Uptime over 24 h, 7 d and 30 d from settled rollups, up to the last settled quarter hour: the
     * figures change at most every 15 minutes, so a board is not edited on every refresh. Null
     * when hostcord never observed the server.
     */
    uptime: (serverId: string, at = now()): Promise<UptimeFigures | null> => uptime(state, serverId, at),
    /** For a status page, many servers at once (page-uptime.ts). */
    uptimeOfMany: createPageUptime({ store, settleMs, now }),
    /** What `/history` draws for one server over a period ending now. */
    async readSeries(serverId: string, period: HistoryPeriod, at = now()): Promise<HistorySeries> {
      await rollUpFor(state, serverId, at);
      return readSeries({ store, incidents: deps.incidents, maxGapMs }, serverId, period, at);
    },
    /**
     * Rolls up a server's settled buckets before its series is read at `at` (by `readSeries`, or
     * by a chart worker reading the file itself: chart-workers.ts).
     */
    rollUpFor: (serverId: string, at = now()): Promise<void> => rollUpFor(state, serverId, at),
    /** Samples further apart than this leave a gap (no data): two refresh intervals. */
    maxGapMs,
    store,
  };
}

interface HistoryState {
  readonly deps: HistoryDeps;
  readonly now: () => number;
  readonly maxGapMs: number;
  /**
   * A bucket is settled (rolled up, counted in uptime) once no sample still to come can change it:
   * the next sample ends the last one's stretch within two intervals, plus one for a slow refresh.
   */
  readonly settleMs: number;
  readonly recorder: SampleRecorder;
  /** Per server key: rolled up to here (ms, bucket-aligned). */
  readonly rolledUntil: Map<number, number>;
  readonly uptimeCache: Map<string, { end: number; figures: UptimeFigures }>;
  /** Refreshes are recorded one after the other, in order: the last one handed over. */
  recording: Promise<void>;
}

/**
 * The rollups of a server's buckets settled up to `until` and not yet rolled up; undefined when
 * there is nothing to roll up. Marked rolled up by the caller once they are stored.
 */
async function pendingRollups(state: HistoryState, key: number, until: number) {
  const { store } = state.deps;
  const { rolledUntil, maxGapMs } = state;
  let start = rolledUntil.get(key);
  if (start === undefined) {
    const bucket = await store.lastRollupBucket(key);
    const first = await store.firstSampleAt(key);
    if (first === undefined) return undefined;
    start = Math.max(bucket === undefined ? 0 : bucket * 1000 + BUCKET_MS, floorToBucket(first * 1000));
    // Nothing before it is left to roll up: kept, so the next refreshes do not ask again.
    if (!rolledUntil.has(key)) rolledUntil.set(key, start);
  }
  if (start >= until) return undefined;
  const samples = await store.samples(
    key,
    Math.floor((start - maxGapMs) / 1000),
    Math.ceil((until + maxGapMs) / 1000),
  );
  return rollupsOf(key, samples, start, until, maxGapMs);
}

async function rollUpServer(state: HistoryState, key: number, until: number): Promise<void> {
  const rows = await pendingRollups(state, key, until);
  if (!rows) return;
  await state.deps.store.putRollups(rows);
  state.rolledUntil.set(key, until);
}

async function rollUp(state: HistoryState, at: number): Promise<void> {
  const until = floorToBucket(at - state.settleMs);
  for (const { id } of await state.deps.store.keys()) await rollUpServer(state, id, until);
}

async function rollUpFor(state: HistoryState, serverId: string, at: number): Promise<void> {
  const key = await state.deps.store.findKey(serverId);
  if (key !== undefined) await rollUpServer(state, key, floorToBucket(at - state.settleMs));
}

async function prune(state: HistoryState, at: number): Promise<{ samples: number; rollups: number }> {
  await rollUp(state, at);
  return state.deps.store.prune(
    Math.floor((at - RAW_KEEP_MS) / 1000),
    Math.floor((at - ROLLUP_KEEP_MS) / 1000),
  );
}

async function recordNow(
  state: HistoryState,
  servers: readonly Observed[],
  games: ReadonlyMap<string, GameStatus> | undefined,
): Promise<void> {
  // A failed write costs this sample, never the refresh: the board and incidents go on, and what
  // is in memory is read again from the tables (a rollup written again replaces itself). The
  // samples go 100 to a transaction (src/slices.ts); the rollups they settle, of every server,
  // after them, the same way (they never need the new samples: a bucket settles three intervals
  // after its end, and reads two past it).
  try {
    const rows = await state.recorder.record(servers, games);
    const rollups = [];
    const rolled: Array<[key: number, until: number]> = [];
    for (const row of rows) {
      await slice();
      const until = floorToBucket(row.at * 1000 - state.settleMs);
      const pending = await pendingRollups(state, row.serverKey, until);
      if (!pending) continue;
      rollups.push(...pending);
      rolled.push([row.serverKey, until]);
    }
    await writeInSlices(rollups, (batch) => state.deps.store.putRollups(batch));
    for (const [key, until] of rolled) state.rolledUntil.set(key, until);
  } catch (err) {
    state.recorder.forget();
    state.rolledUntil.clear();
    state.deps.log.error({ err }, 'history: storing the samples of a refresh failed');
  }
}

async function uptime(state: HistoryState, serverId: string, at: number): Promise<UptimeFigures | null> {
  const { store } = state.deps;
  const end = floorToBucket(at - state.settleMs);
  const cached = state.uptimeCache.get(serverId);
  if (cached?.end === end) return cached.figures;
  const key = await store.findKey(serverId);
  if (key === undefined) return null;
  await rollUpServer(state, key, end);
  const figures = {} as UptimeFigures;
  for (const period of HISTORY_PERIODS) {
    const { upMs, observedMs } = await store.uptimeSums(key, (end - PERIOD_MS[period]) / 1000, end / 1000);
    figures[period] = ratioOf(upMs, observedMs);
  }
  state.uptimeCache.set(serverId, { end, figures });
  return figures;
}

export type History = ReturnType<typeof createHistory>;
