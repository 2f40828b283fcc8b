/**
 * Storage of server history on SQLite, for `npm run bench:history` and docs/status-board.md: one day
 * of samples of 100 servers at the default refresh (60 s) through the real recorder, each running
 * server's game answering with its players, rolled up, then 90 days of rollups; bytes counted per
 * table with SQLite's dbstat (pages in use, b-tree overhead included), divided per server and day.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAsyncHistoryStore } from '../../src/db/history.js';
import { createIncidents } from '../../src/db/incidents.js';
import { openDatabase } from '../../src/db/open.js';
import { BUCKET_MS } from '../../src/history/coverage.js';
import { createHistory } from '../../src/history/history.js';
import { createLogger } from '../../src/logger.js';
import type { Observed } from '../../src/watch/observations.js';
import { classifyState } from '../../src/watch/state.js';

export interface HistoryStorage {
  servers: number;
  refreshSeconds: number;
  /** history_samples bytes per server per day of samples (kept 48 h, so twice this at rest). */
  rawBytesPerServerPerDay: number;
  /** history_rollups bytes per server per day (kept 90 days). */
  rollupBytesPerServerPerDay: number;
  /** What one server costs at rest: 2 days of samples and 90 days of rollups. */
  bytesPerServerAtRest: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const GIB = 1024 ** 3;

/** A small deterministic generator, so two runs store the same values. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export async function measureHistoryStorage(
  options: { servers?: number; refreshSeconds?: number; migrationsFolder?: string } = {},
) {
  const servers = options.servers ?? 100;
  const refreshSeconds = options.refreshSeconds ?? 60;
  const dir = mkdtempSync(join(tmpdir(), 'hostcord-history-'));
  const handle = openDatabase(
    join(dir, 'hostcord.db'),
    options.migrationsFolder ? { migrationsFolder: options.migrationsFolder } : {},
  );
  // Durability does not change sizes; without it the day of refreshes is written in seconds.
  handle.sqlite.pragma('synchronous = OFF');
  try {
    const start = Date.UTC(2026, 0, 1);
    let now = start;
    const history = createHistory({
      store: createAsyncHistoryStore(handle.db),
      incidents: createIncidents(handle.db),
      refreshIntervalMs: refreshSeconds * 1000,
      log: createLogger({ level: 'silent' }),
      now: () => now,
    });
    const next = random(42);
    const counters = Array.from({ length: servers }, () => ({ rx: 0, tx: 0 }));
    for (let t = start; t < start + DAY_MS; t += refreshSeconds * 1000) {
      now = t;
      const batch: Observed[] = counters.map((c, i) => {
        c.rx += Math.floor(next() * 5_000_000);
        c.tx += Math.floor(next() * 2_000_000);
        const down = next() < 0.01;
        const online = Math.floor(next() * 21);
        return {
          serverId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          state: classifyState(down ? 'offline' : 'running'),
          stateSince: start,
          upSince: null,
          downSince: null,
          observedAt: t,
          fresh: true,
          name: null,
          server: { memoryMb: 4096 } as Observed['server'],
          resources: {
            state: down ? 'offline' : 'running',
            isSuspended: false,
            cpu: next() * 150,
            memoryBytes: Math.floor((1 + next() * 2) * GIB),
            diskBytes: Math.floor((5 + next()) * GIB),
            networkRxBytes: c.rx,
            networkTxBytes: c.tx,
            uptimeMs: 0,
          },
          // A game answers while its server runs: the samples then hold players online and the maximum.
          ...(!down && {
            game: {
              serverId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
              state: 'answering',
              gameId: 'minecraft',
              port: 25565,
              checkedAt: t,
              answeredAt: t,
              failures: 0,
              error: null,
              answer: { online, max: 20, names: [], map: null, version: null, title: null, latencyMs: 5 },
            },
          }),
        };
      });
      await history.record(batch);
    }
    now = start + DAY_MS + DAY_MS / 2;
    await history.rollUp(now);
    /** A table's pages, with those of its primary key's index when it has a rowid. */
    const bytes = (table: string) =>
      (
        handle.sqlite
          .prepare(
            "SELECT COALESCE(SUM(pgsize), 0) AS size FROM dbstat WHERE name = ? OR name LIKE 'sqlite_autoindex_' || ? || '_%'",
          )
          .get(table, table) as { size: number }
      ).size;
    const rawBytes = bytes('history_samples');

    // 89 more days of rollups like the first day's (copied in SQL: the figure is about size), then
    // the table as it stands at full retention.
    const { store } = history;
    const firstDayEnd = (start + DAY_MS) / 1000;
    handle.sqlite.prepare('DELETE FROM history_rollups WHERE bucket >= ?').run(firstDayEnd);
    // Every column as the schema has it now, the bucket moved by a day at a time.
    const columns = (handle.sqlite.pragma('table_info(history_rollups)') as Array<{ name: string }>).map(
      ({ name }) => (name === 'bucket' ? 'bucket + ?' : name),
    );
    const copy = handle.sqlite.prepare(
      `INSERT INTO history_rollups SELECT ${columns.join(', ')} FROM history_rollups WHERE bucket < ?`,
    );
    handle.sqlite.transaction(() => {
      for (let d = 1; d < 90; d++) copy.run((d * DAY_MS) / 1000, firstDayEnd);
    })();
    const [first] = await store.keys();
    const rolledDays = ((await store.rollups(first!.id, 0, 2 ** 40)).length * BUCKET_MS) / DAY_MS;
    const rollupBytes = bytes('history_rollups');
    const rawBytesPerServerPerDay = Math.round(rawBytes / servers);
    const rollupBytesPerServerPerDay = Math.round(rollupBytes / servers / rolledDays);
    return {
      servers,
      refreshSeconds,
      rawBytesPerServerPerDay,
      rollupBytesPerServerPerDay,
      bytesPerServerAtRest: 2 * rawBytesPerServerPerDay + 90 * rollupBytesPerServerPerDay,
    } satisfies HistoryStorage;
  } finally {
    handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// Run alone (`npx tsx bench/support/history-storage.ts`): print the figures.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await measureHistoryStorage());
}
