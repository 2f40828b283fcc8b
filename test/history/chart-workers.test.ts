import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createChartWorkers } from '../../src/history/chart-workers.js';
import { createHistoryCharts, readThenDraw } from '../../src/history/charts.js';
import { renderHistoryChart } from '../../src/history/render/chart.js';
import type { HistorySeries } from '../../src/history/series.js';
import { syntheticSeries } from '../support/history-series.js';
import { waitFor } from '../support/wait-for.js';
import { HOUR, MIN, observed, T0, useHistory } from './support.js';

// Finding 3 of the adversarial test: charts were drawn on the event loop, so a burst of /history
// kept it from answering webhooks. They are drawn on a worker thread now (src/history/chart-workers.ts).

const MINUTE = MIN;
const NOW = Date.UTC(2026, 10, 23, 16, 0);
const GUILD_A = '111111111111111111';
const GUILD_B = '222222222222222222';

const month = (serverId = 'srv-1'): HistorySeries => ({
  ...syntheticSeries('30d', { stepMs: 15 * MINUTE, to: NOW, down: [[0.4, 0.45]], incidents: [[0.4, 0.46]] }),
  serverId,
});

const startHistory = useHistory();
// One worker for the file (its first chart loads the chart stack, which takes a while on a busy
// machine); the test of idle workers makes its own.
const shared = createChartWorkers({ workers: 1 });
afterAll(() => shared.close());
const pools: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});
function workers(options: Parameters<typeof createChartWorkers>[0]) {
  const pool = createChartWorkers(options);
  pools.push(pool);
  return pool;
}

describe('chart workers', () => {
  it('draw on another thread the picture this thread would draw, while this thread’s event loop keeps turning', async () => {
    const pool = shared;
    let turns = 0;
    const ticker = setInterval(() => turns++, 1);
    let png: Buffer;
    try {
      // The first chart also loads chart.js, Skia and the font: hundreds of milliseconds, all on the worker.
      png = await pool.draw(month(), 'Survival', GUILD_A);
    } finally {
      clearInterval(ticker);
    }
    expect(pool.workers()).toBe(1);
    expect(png.equals(await renderHistoryChart(month(), 'Survival'))).toBe(true);
    // This thread was free: its timer ran all along (on a busy machine still far more than 10 times).
    expect(turns).toBeGreaterThan(10);
  });

  it('Discord servers take turns: one server’s pile of charts does not keep another’s waiting', async () => {
    const pool = shared;
    const done: string[] = [];
    const ask = (guild: string, label: string) =>
      pool.draw(month(label), label, guild).then(() => done.push(label));
    const pile = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map((label) => ask(GUILD_A, label));
    const other = ask(GUILD_B, 'b1');
    await Promise.all([...pile, other]);
    // a1 was being drawn and a2 already in line when b1 came: b1 is third, not last.
    expect(done.indexOf('b1')).toBeLessThanOrEqual(2);
  });

  it('questions asked together share one drawing', async () => {
    const pool = shared;
    let drawn = 0;
    const charts = createHistoryCharts({
      make: readThenDraw(
        (serverId) => month(serverId),
        (series, name, guild) => {
          drawn++;
          return pool.draw(series, name, guild);
        },
      ),
      ttlMs: MINUTE,
      now: () => NOW,
    });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        charts.chart('srv-1', '30d', 'Survival', i % 2 ? GUILD_A : GUILD_B),
      ),
    );
    expect(drawn).toBe(1);
    expect(new Set(answers.map((a) => a.png)).size).toBe(1);
  });

  it('a worker idle for a while exits (its memory with it); the next question starts another', async () => {
    const pool = workers({ workers: 1, idleMs: 200 });
    await pool.draw(month(), 'Survival', GUILD_A);
    expect(pool.workers()).toBe(1);
    await waitFor(() => pool.workers() === 0, 5_000, 'the idle worker to exit');
    const png = await pool.draw(month(), 'Survival', GUILD_A);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('a chart that fails fails alone: the worker answers the next one', async () => {
    const pool = shared;
    const broken = { ...month(), points: undefined } as unknown as HistorySeries;
    await expect(pool.draw(broken, 'Broken', GUILD_A)).rejects.toThrow();
    const png = await pool.draw(month(), 'Survival', GUILD_A);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('reads the series from the SQLite file itself and draws it: what this thread would read and draw', async () => {
    const h = startHistory();
    // Six hours of refreshes, a minute apart, the server down for twenty minutes of them.
    for (let i = 0; i < 6 * 60; i++) {
      h.clock.now = T0 + i * MIN;
      const state = i >= 200 && i < 220 ? 'down' : 'up';
      await h.history.record([observed('srv-1', h.clock.now, state, { cpu: 10 + (i % 40) })]);
    }
    const at = T0 + 6 * HOUR;
    const pool = shared;
    await h.history.rollUpFor('srv-1', at);
    const made = await pool.readAndDraw(h.handle.sqlite.name, h.history.maxGapMs)(
      'srv-1',
      '7d',
      'Survival',
      at,
      GUILD_A,
    );
    const here = await h.history.readSeries('srv-1', '7d', at);
    expect(here.points.length).toBeGreaterThan(20);
    expect(made.series).toEqual({ ...here, points: [] });
    expect(made.png?.equals(await renderHistoryChart(here, 'Survival'))).toBe(true);
    // A server never seen: nothing to draw, said without a picture.
    const none = await pool.readAndDraw(h.handle.sqlite.name, h.history.maxGapMs)(
      'nobody',
      '24h',
      'New',
      at,
      GUILD_A,
    );
    expect(none).toMatchObject({ png: undefined, series: { uptime: null, points: [] } });
  });
});
