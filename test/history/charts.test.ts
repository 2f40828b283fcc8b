import { describe, expect, it } from 'vitest';
import { createHistoryCharts, type HistoryChart, readThenDraw } from '../../src/history/charts.js';
import type { HistoryPeriod, HistorySeries } from '../../src/history/series.js';
import { syntheticSeries } from '../support/history-series.js';

const MINUTE = 60_000;

/** The bytes of a chart drawn here (`readThenDraw`). */
const pngOf = (chart: HistoryChart) =>
  chart.picture && 'png' in chart.picture ? chart.picture.png : undefined;
const GUILD = '111111111111111111';

function harness(series: (serverId: string, period: HistoryPeriod, now: number) => HistorySeries) {
  let now = Date.UTC(2026, 10, 23, 16, 0);
  const asked: Array<[string, HistoryPeriod, number]> = [];
  const rendered: Array<[string, string]> = [];
  const locales: string[] = [];
  const charts = createHistoryCharts({
    make: readThenDraw(
      (serverId, period, at) => {
        asked.push([serverId, period, at]);
        return series(serverId, period, at);
      },
      async (s, name, locale) => {
        rendered.push([s.serverId, name]);
        locales.push(locale);
        return Buffer.from(`${s.serverId} ${s.period} ${name} ${rendered.length}`);
      },
    ),
    ttlMs: MINUTE,
    now: () => now,
  });
  return {
    charts,
    asked,
    rendered,
    locales,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const withData = (serverId: string, period: HistoryPeriod, now: number) => ({
  ...syntheticSeries(period, { stepMs: 15 * MINUTE, to: now }),
  serverId,
});

describe('history charts', () => {
  it('renders a server and period once per refresh interval, then anew', async () => {
    const h = harness(withData);
    const first = await h.charts.chart('a', '24h', 'Alpha', GUILD, 'en-US');
    expect(pngOf(await h.charts.chart('a', '24h', 'Alpha', GUILD, 'en-US'))).toBe(pngOf(first));
    h.advance(MINUTE - 1);
    expect(pngOf(await h.charts.chart('a', '24h', 'Alpha', GUILD, 'en-US'))).toBe(pngOf(first));
    expect(h.rendered).toHaveLength(1);
    // Another period, another server: their own charts.
    await h.charts.chart('a', '7d', 'Alpha', GUILD, 'en-US');
    await h.charts.chart('b', '24h', 'Beta', GUILD, 'en-US');
    expect(h.rendered).toEqual([
      ['a', 'Alpha'],
      ['a', 'Alpha'],
      ['b', 'Beta'],
    ]);
    h.advance(1);
    const later = await h.charts.chart('a', '24h', 'Alpha', GUILD, 'en-US');
    expect(pngOf(later)?.toString()).toBe('a 24h Alpha 4');
    // The series is read for the time of the question, not of the first chart.
    expect(h.asked.at(-1)).toEqual(['a', '24h', Date.UTC(2026, 10, 23, 16, 1)]);
  });

  it("keeps one chart per language: its words are drawn in the reader's", async () => {
    const h = harness(withData);
    const english = await h.charts.chart('a', '24h', 'Alpha', GUILD, 'en-US');
    const german = await h.charts.chart('a', '24h', 'Alpha', GUILD, 'de');
    expect(pngOf(german)).not.toBe(pngOf(english));
    expect(pngOf(await h.charts.chart('a', '24h', 'Alpha', GUILD, 'de'))).toBe(pngOf(german));
    expect(pngOf(await h.charts.chart('a', '24h', 'Alpha', GUILD, 'en-US'))).toBe(pngOf(english));
    expect(h.locales).toEqual(['en-US', 'de']);
  });

  it('renders again when the server was renamed, and when the clock was set back', async () => {
    const h = harness(withData);
    await h.charts.chart('a', '24h', 'Alpha', GUILD, 'en-US');
    await h.charts.chart('a', '24h', 'Alpha SMP', GUILD, 'en-US');
    expect(h.rendered).toHaveLength(2);
    h.advance(-10 * MINUTE);
    await h.charts.chart('a', '24h', 'Alpha SMP', GUILD, 'en-US');
    expect(h.rendered).toHaveLength(3);
  });

  it('draws nothing for a server with no samples at all, but a chart for one that was only seen down', async () => {
    const empty = (serverId: string, period: HistoryPeriod, now: number): HistorySeries => ({
      ...withData(serverId, period, now),
      points: [],
      down: serverId === 'down' ? [{ from: now - 10 * MINUTE, to: now }] : [],
      uptime: serverId === 'down' ? 0 : null,
      incidentCount: 0,
    });
    const h = harness(empty);
    expect(pngOf(await h.charts.chart('new', '24h', 'New', GUILD, 'en-US'))).toBeUndefined();
    expect(pngOf(await h.charts.chart('down', '24h', 'Down', GUILD, 'en-US'))).toBeDefined();
    expect(h.rendered).toEqual([['down', 'Down']]);
  });

  it('gives questions arriving during a render that render, and forgets a render that failed', async () => {
    let fail = true;
    let renders = 0;
    const charts = createHistoryCharts({
      make: readThenDraw(withData, async () => {
        renders++;
        await new Promise((resolve) => setTimeout(resolve, 10));
        if (fail) throw new Error('encoder failed');
        return Buffer.from('png');
      }),
      ttlMs: MINUTE,
      now: () => Date.UTC(2026, 10, 23, 16, 0),
    });
    const both = [
      charts.chart('a', '24h', 'Alpha', GUILD, 'en-US'),
      charts.chart('a', '24h', 'Alpha', GUILD, 'en-US'),
    ];
    await expect(Promise.all(both)).rejects.toThrow('encoder failed');
    expect(renders).toBe(1);
    fail = false;
    expect(pngOf(await charts.chart('a', '24h', 'Alpha', GUILD, 'en-US'))?.toString()).toBe('png');
    expect(renders).toBe(2);
  });
});
