import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createChartWorkers } from '../../src/history/chart-workers.js';
import { createHistoryCharts } from '../../src/history/charts.js';
import { renderHistoryChart } from '../../src/history/render/chart.js';
import type { HistorySeries } from '../../src/history/series.js';
import { syntheticSeries } from '../support/history-series.js';
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
// One worker for the file: its first chart loads the chart stack, which takes a while on a busy
// machine (idle workers exiting: test/worker-pool.test.ts).
const shared = createChartWorkers({ workers: 1 });
afterAll(() => shared.close());
const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe('chart workers', () => {
  it('draw in another process the picture this process would draw, while its event loop keeps turning', async () => {
    const pool = shared;
    let turns = 0;
    const ticker = setInterval(() => turns++, 1);
    let png: Buffer;
    try {
      // The first chart also loads chart.js, Skia and the font: hundreds of milliseconds, all on the worker.
      png = await pool.draw(month(), 'Survival', 'en-US', GUILD_A);
    } finally {
      clearInterval(ticker);
    }
    expect(pool.workers()).toBe(1);
    expect(png.equals(await renderHistoryChart(month(), 'Survival', 'en-US'))).toBe(true);
    // This thread was free: its timer ran all along (on a busy machine still far more than 10 times).
    expect(turns).toBeGreaterThan(10);
  });

  it('Discord servers take turns: one server’s pile of charts does not keep another’s waiting', async () => {
    const pool = shared;
    const done: string[] = [];
    const ask = (guild: string, label: string) =>
      pool.draw(month(label), label, 'en-US', guild).then(() => done.push(label));
    const pile = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map((label) => ask(GUILD_A, label));
    const other = ask(GUILD_B, 'b1');
    await Promise.all([...pile, other]);
    // a1 was being drawn and a2 already in line when b1 came: b1 is third, not last.
    expect(done.indexOf('b1')).toBeLessThanOrEqual(2);
  });

  it('questions asked together share one drawing', async () => {
    let read = 0;
    const charts = createHistoryCharts({
      make: shared.fromSeries((serverId) => {
        read++;
        return month(serverId);
      }),
      ttlMs: MINUTE,
      now: () => NOW,
    });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        charts.chart('srv-1', '30d', 'Survival', i % 2 ? GUILD_A : GUILD_B, 'en-US'),
      ),
    );
    expect(read).toBe(1);
    expect(new Set(answers.map((a) => a.picture)).size).toBe(1);
  });

  it('a chart that fails fails alone: the worker answers the next one', async () => {
    const pool = shared;
    const broken = { ...month(), points: undefined } as unknown as HistorySeries;
    await expect(pool.draw(broken, 'Broken', 'en-US', GUILD_A)).rejects.toThrow();
    const png = await pool.draw(month(), 'Survival', 'en-US', GUILD_A);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('reads the series from the SQLite file itself, draws it and sends it: what this process would read and draw', async () => {
    const h = startHistory();
    // Two hours of refreshes, a minute apart, the server down for twenty minutes of them.
    for (let i = 0; i < 2 * 60; i++) {
      h.clock.now = T0 + i * MIN;
      const state = i >= 50 && i < 70 ? 'down' : 'up';
      await h.history.record([observed('srv-1', h.clock.now, state, { cpu: 10 + (i % 40) })]);
    }
    const at = T0 + 2 * HOUR;
    await h.history.rollUpFor('srv-1', at);
    const fromFile = shared.fromFile(h.handle.sqlite.name, h.history.maxGapMs);
    const made = await fromFile('srv-1', '7d', 'Survival', at, GUILD_A, 'de');
    const here = await h.history.readSeries('srv-1', '7d', at);
    expect(here.points.length).toBeGreaterThanOrEqual(6);
    expect(made.series).toEqual({ ...here, points: [] });

    // The worker attaches the picture to the reply itself: a multipart edit, as discord.js sends one.
    const discord = await uploads();
    const payload = { content: '', attachments: [{ id: 0, filename: 'history-7d.png' }] };
    if (!made.picture || 'png' in made.picture) throw new Error('expected a picture kept by the worker');
    await made.picture.send({
      url: `${discord.url}/webhooks/1/token/messages/@original`,
      payload,
      fileName: 'history-7d.png',
    });
    expect(discord.received).toHaveLength(1);
    expect(discord.received[0]).toMatchObject({ method: 'PATCH', payload, name: 'history-7d.png' });
    expect(discord.received[0]!.file.equals(await renderHistoryChart(here, 'Survival', 'de'))).toBe(true);

    // A server never seen: nothing to draw, said without a picture.
    const none = await fromFile('nobody', '24h', 'New', at, GUILD_A, 'en-US');
    expect(none).toMatchObject({ picture: undefined, series: { uptime: null, points: [] } });
  });
});

/** A stand-in for Discord's interaction webhook: records each multipart edit it receives. */
async function uploads() {
  const received: Array<{ method: string; payload: unknown; name: string; file: Buffer }> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const form = await new Response(Buffer.concat(chunks), {
        headers: { 'content-type': String(req.headers['content-type']) },
      }).formData();
      const file = form.get('files[0]') as File;
      received.push({
        method: String(req.method),
        payload: JSON.parse(String(form.get('payload_json'))),
        name: file.name,
        file: Buffer.from(await file.arrayBuffer()),
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}
