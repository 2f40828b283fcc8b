import type { AsyncHistoryStore, SampleRow } from '../db/history.js';
import { answeredAt, type GameStatus } from '../game-query/status.js';
import type { Logger } from '../logger.js';
import { slice, writeInSlices } from '../slices.js';
import type { Observed } from '../watch/observations.js';
import { codeOf } from './state-codes.js';

const KIB = 1024;

/**
 * One sample per server per refresh, in stored units (see history_samples). Network counters are
 * kept as the traffic since the previous sample: a counter lower than before means the server
 * restarted and counts from zero again, so the new value is the traffic since then (never a
 * negative rate); after a gap longer than `maxGapMs`, or without a previous reading, it is null.
 * A reading not later than the server's newest sample (the clock went back) is dropped: samples of
 * a server only move forward, so what was observed (and rolled up) is never rewritten.
 */
export function createSampleRecorder(deps: SampleRecorderDeps) {
  const state: RecorderState = { deps, keys: new Map(), last: new Map(), warnedClock: false };
  return {
    keyOf: (serverId: string) => keyOf(state, serverId),
    /** Drops what is kept in memory (after a failed write): read again from the table when needed. */
    forget(): void {
      state.last.clear();
    },
    /**
     * Stores what this refresh saw of these servers, with the players of the games that answered
     * it (`games`, a full cycle's); returns the samples stored.
     */
    record: (servers: readonly Observed[], games?: ReadonlyMap<string, GameStatus>) =>
      record(state, servers, games),
  };
}

interface SampleRecorderDeps {
  store: AsyncHistoryStore;
  maxGapMs: number;
  log: Logger;
}

/** The newest sample of a server: its second and its raw counters (null when not read). */
interface LastSample {
  at: number;
  rx: number | null;
  tx: number | null;
}

interface RecorderState {
  readonly deps: SampleRecorderDeps;
  readonly keys: Map<string, number>;
  /** Per server key. */
  readonly last: Map<number, LastSample>;
  /** A clock going back is logged once. */
  warnedClock: boolean;
}

async function keyOf(state: RecorderState, serverId: string): Promise<number> {
  let key = state.keys.get(serverId);
  if (key === undefined) {
    key = await state.deps.store.keyOf(serverId);
    state.keys.set(serverId, key);
  }
  return key;
}

async function previous(state: RecorderState, key: number): Promise<LastSample> {
  let seen = state.last.get(key);
  if (!seen) {
    const at = await state.deps.store.lastSampleAt(key);
    seen = { at: at ?? Number.NEGATIVE_INFINITY, rx: null, tx: null };
    state.last.set(key, seen);
  }
  return seen;
}

function delta(now: number | null, before: number | null, gapOk: boolean): number | null {
  if (now === null || before === null || !gapOk) return null;
  return now >= before ? now - before : now;
}

async function record(
  state: RecorderState,
  servers: readonly Observed[],
  games?: ReadonlyMap<string, GameStatus>,
): Promise<SampleRow[]> {
  const stored: SampleRow[] = [];
  for (const seen of servers) {
    await slice();
    const key = await keyOf(state, seen.serverId);
    const at = Math.floor(seen.observedAt / 1000);
    const before = await previous(state, key);
    if (at <= before.at) {
      if (at < before.at) warnClockWentBack(state, seen.serverId, at, before.at);
      continue;
    }
    const r = seen.resources;
    const reading: LastSample = { at, rx: r ? r.networkRxBytes : null, tx: r ? r.networkTxBytes : null };
    stored.push(sampleOf(state, seen, key, reading, before, games?.get(seen.serverId)));
    state.last.set(key, reading);
  }
  await writeInSlices(stored, (batch) => state.deps.store.addSamples(batch));
  return stored;
}

function warnClockWentBack(state: RecorderState, serverId: string, at: number, newest: number): void {
  if (state.warnedClock) return;
  state.warnedClock = true;
  state.deps.log.warn(
    { serverId, at, newest },
    'history: a reading older than the newest sample was dropped (the clock went back?)',
  );
}

/** The stored sample of one reading (`at` and its raw counters), its traffic counted since `before`. */
function sampleOf(
  state: RecorderState,
  seen: Observed,
  key: number,
  { at, rx, tx }: LastSample,
  before: LastSample,
  game: GameStatus | undefined,
): SampleRow {
  const r = seen.resources;
  const gapOk = (at - before.at) * 1000 <= state.deps.maxGapMs;
  // Players only from an answer of this very refresh: an older one would repeat a stale count.
  const players = answeredAt(game, seen.observedAt) ? game?.answer : null;
  return {
    serverKey: key,
    at,
    state: codeOf(seen.state.kind),
    cpuTenths: r ? Math.round(r.cpu * 10) : null,
    memoryKib: r ? Math.round(r.memoryBytes / KIB) : null,
    diskKib: r ? Math.round(r.diskBytes / KIB) : null,
    rxBytes: delta(rx, before.rx, gapOk),
    txBytes: delta(tx, before.tx, gapOk),
    memoryMb: seen.server?.memoryMb ?? null,
    playersOnline: players?.online ?? null,
    playersMax: players?.max ?? null,
  };
}

export type SampleRecorder = ReturnType<typeof createSampleRecorder>;
