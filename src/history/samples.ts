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
export function createSampleRecorder(deps: { store: AsyncHistoryStore; maxGapMs: number; log: Logger }) {
  const { store, log } = deps;
  const keys = new Map<string, number>();
  /** Per server key: the newest sample's second and its raw counters (null when not read). */
  const last = new Map<number, { at: number; rx: number | null; tx: number | null }>();
  let warnedClock = false;

  async function keyOf(serverId: string): Promise<number> {
    let key = keys.get(serverId);
    if (key === undefined) {
      key = await store.keyOf(serverId);
      keys.set(serverId, key);
    }
    return key;
  }

  async function previous(key: number) {
    let seen = last.get(key);
    if (!seen) {
      const at = await store.lastSampleAt(key);
      seen = { at: at ?? Number.NEGATIVE_INFINITY, rx: null, tx: null };
      last.set(key, seen);
    }
    return seen;
  }

  function delta(now: number | null, before: number | null, gapOk: boolean): number | null {
    if (now === null || before === null || !gapOk) return null;
    return now >= before ? now - before : now;
  }

  return {
    keyOf,
    /** Drops what is kept in memory (after a failed write): read again from the table when needed. */
    forget(): void {
      last.clear();
    },
    /**
     * Stores what this refresh saw of these servers, with the players of the games that answered
     * it (`games`, a full cycle's); returns the samples stored.
     */
    async record(
      servers: readonly Observed[],
      games?: ReadonlyMap<string, GameStatus>,
    ): Promise<SampleRow[]> {
      const stored: SampleRow[] = [];
      for (const seen of servers) {
        await slice();
        const key = await keyOf(seen.serverId);
        const at = Math.floor(seen.observedAt / 1000);
        const before = await previous(key);
        if (at <= before.at) {
          if (at < before.at && !warnedClock) {
            warnedClock = true;
            log.warn(
              { serverId: seen.serverId, at, newest: before.at },
              'history: a reading older than the newest sample was dropped (the clock went back?)',
            );
          }
          continue;
        }
        const r = seen.resources;
        const rx = r ? r.networkRxBytes : null;
        const tx = r ? r.networkTxBytes : null;
        const gapOk = (at - before.at) * 1000 <= deps.maxGapMs;
        // Players only from an answer of this very refresh: an older one would repeat a stale count.
        const game = games?.get(seen.serverId);
        const players = answeredAt(game, seen.observedAt) ? game?.answer : null;
        const row: SampleRow = {
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
        stored.push(row);
        last.set(key, { at, rx, tx });
      }
      await writeInSlices(stored, (batch) => store.addSamples(batch));
      return stored;
    },
  };
}

export type SampleRecorder = ReturnType<typeof createSampleRecorder>;
