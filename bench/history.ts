/**
 * History chart benchmark (`npm run bench:history`). Not a test: prints figures for the README.
 *
 * Measures the render function alone, in this process: `renderHistoryChart(series, name)` from a
 * series already in memory to PNG bytes (chart.js layout and drawing on @napi-rs/canvas, PNG
 * encoding). Not measured here: reading the series from the database, and Discord's upload.
 *   - 24 h: raw samples one a minute, 30 d: 15-minute rollups; in both, 5 % of the period down (idle
 *     points, 0 % CPU) with an incident, and 5 % not observed (no points): 1,368 and 2,736 points.
 * 10 warm-up renders, then ROUNDS renders one after another; p50 / p99 / max of the wall time from
 * the call to the PNG bytes, how long the calling thread (the bot's event loop) is busy of it (the
 * drawing; the PNG encoding runs on libuv's thread pool), and PNG bytes. Then the bytes per server
 * per day that history takes in SQLite (bench/support/history-storage.ts).
 */
import { cpus, loadavg } from 'node:os';
import { renderHistoryChart } from '../src/history/render/chart.js';
import { syntheticSeries } from '../test/support/history-series.js';
import { measureHistoryStorage } from './support/history-storage.js';
import { fmt, pct } from './support/stats.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const MINUTE = 60_000;
const shape = () => ({
  down: [[0.4, 0.45]] as Array<[number, number]>,
  incidents: [[0.395, 0.47]] as Array<[number, number]>,
  noData: [[0.7, 0.75]] as Array<[number, number]>,
  whileDown: 'idle points' as const,
});

const cases = [
  { label: '24h, a sample a minute', series: syntheticSeries('24h', { stepMs: MINUTE, ...shape() }) },
  { label: '30d, 15-minute rollups', series: syntheticSeries('30d', { stepMs: 15 * MINUTE, ...shape() }) },
];

console.log(`bench:history: renderHistoryChart in-process, ${ROUNDS} rounds each, ${cpus().length} CPUs`);
for (const { label, series } of cases) {
  let png = await renderHistoryChart(series, 'Bench server', 'en-US');
  for (let i = 0; i < 10; i++) png = await renderHistoryChart(series, 'Bench server', 'en-US');
  const wall: number[] = [];
  const thread: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    const rendering = renderHistoryChart(series, 'Bench server', 'en-US');
    // The call returns once chart.js has drawn and the encoding is handed to the thread pool.
    thread.push(performance.now() - started);
    png = await rendering;
    wall.push(performance.now() - started);
  }
  console.log(
    `  ${label.padEnd(24)} (${series.points.length} points): series → PNG p50 ${fmt(pct(wall, 50))} ms, ` +
      `p99 ${fmt(pct(wall, 99))} ms, max ${fmt(Math.max(...wall))} ms; event loop busy p50 ` +
      `${fmt(pct(thread, 50))} ms, p99 ${fmt(pct(thread, 99))} ms; PNG ${png.length.toLocaleString('en')} bytes`,
  );
}
console.log(
  `  load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

// Storage through the real recorder and rollups (bench/support/history-storage.ts); 20 servers
// give the per-server figures of 100 within about 2 % in a fifth of the time.
const storage = await measureHistoryStorage({ servers: 20 });
console.log(
  `  storage on SQLite (${storage.servers} servers, a sample every ${storage.refreshSeconds} s): raw samples ` +
    `${fmt(storage.rawBytesPerServerPerDay / 1024)} KB per server per day, rollups ` +
    `${fmt(storage.rollupBytesPerServerPerDay / 1024)} KB per server per day; at full retention ` +
    `${fmt(storage.bytesPerServerAtRest / 1024)} KB per server`,
);
