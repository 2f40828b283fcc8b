import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  CHART_HEIGHT,
  CHART_WIDTH,
  legendItems,
  renderHistoryChart,
} from '../../src/history/render/chart.js';
import { chartLines } from '../../src/history/render/lines.js';
import {
  CARD_BACKGROUND,
  DOWN_BAND_COLOR,
  INCIDENT_BAND_COLOR,
  NO_DATA_BAND_COLOR,
} from '../../src/history/render/palette.js';
import { timeLabel, timeTicks } from '../../src/history/render/time-axis.js';
import { chartName, chartSubtitle, formatUptime } from '../../src/history/render/title.js';
import type { HistorySeries } from '../../src/history/series.js';
import { t } from '../../src/i18n/catalogue.js';
import type { Locale } from '../../src/i18n/locale.js';
import { syntheticSeries } from '../support/history-series.js';

const MINUTE = 60_000;
const GIB = 1024 ** 3;

/** Decodes a PNG with the canvas library's own decoder and reads pixels from it. */
async function decode(png: Buffer) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const data = ctx.getImageData(0, 0, image.width, image.height).data;
  return {
    width: image.width,
    height: image.height,
    hex(x: number, y: number): string {
      const i = (Math.round(y) * image.width + Math.round(x)) * 4;
      return `#${[data[i], data[i + 1], data[i + 2]].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;
    },
    /** The rows of column x whose colour is `hex`. */
    rowsOf(x: number, hex: string): number[] {
      const rows: number[] = [];
      for (let y = 0; y < image.height; y++) if (this.hex(x, y) === hex) rows.push(y);
      return rows;
    },
    /** The columns of row y whose colour is `hex`. */
    columnsOf(y: number, hex: string): number[] {
      const columns: number[] = [];
      for (let x = 0; x < image.width; x++) if (this.hex(x, y) === hex) columns.push(x);
      return columns;
    },
  };
}

describe('renderHistoryChart', () => {
  // The middle third of the day down, the server's lines around it; an incident over the same time.
  const series = syntheticSeries('24h', {
    stepMs: MINUTE,
    down: [[1 / 3, 2 / 3]],
    incidents: [[1 / 3, 2 / 3]],
    noData: [[0.05, 0.15]],
  });

  it('draws a PNG of the chart size whose down interval has the band colour', async () => {
    const png = await renderHistoryChart(series, 'Survival', 'en-US');
    expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      true,
    );
    const image = await decode(png);
    expect([image.width, image.height]).toEqual([CHART_WIDTH, CHART_HEIGHT]);
    // Where the plot is: the rows of the down band in the middle column (the day's middle is down).
    const x = CHART_WIDTH / 2;
    const rows = image.rowsOf(x, DOWN_BAND_COLOR);
    expect(rows.length).toBeGreaterThan(CHART_HEIGHT / 2);
    // The band is one unbroken run under the incident strip, which is on top of it.
    expect(rows.at(-1)! - rows[0]! + 1).toBe(rows.length);
    expect(image.hex(x, rows[0]! - 2)).toBe(INCIDENT_BAND_COLOR);
    // Across the middle row: the band spans a third of the plot, the lines on either side are not band.
    const middle = (rows[0]! + rows.at(-1)!) / 2;
    const band = image.columnsOf(middle, DOWN_BAND_COLOR);
    const plot = image.columnsOf(middle, CARD_BACKGROUND);
    expect(band.length).toBeGreaterThan(0);
    const plotWidth = band.at(-1)! - band[0]!;
    expect(plotWidth).toBeGreaterThan(CHART_WIDTH * 0.25);
    expect(plotWidth).toBeLessThan(CHART_WIDTH * 0.34);
    expect(plot.length).toBeGreaterThan(0);
    // The stretch not observed is grey, left of the band.
    const grey = image.columnsOf(middle, NO_DATA_BAND_COLOR);
    expect(grey.length).toBeGreaterThan(CHART_WIDTH * 0.05);
    expect(grey.at(-1)!).toBeLessThan(band[0]!);
  });

  it('draws an up month with neither band colour, and stays far below 1 MB', async () => {
    const month = syntheticSeries('30d', { stepMs: 15 * MINUTE, uptime: 1 });
    const png = await renderHistoryChart(month, 'Creative', 'en-US');
    expect(png.length).toBeLessThan(1024 * 1024);
    const image = await decode(png);
    const rows = Array.from({ length: CHART_HEIGHT }, (_, y) => y);
    const withDown = rows.filter((y) => image.columnsOf(y, DOWN_BAND_COLOR).length > 0);
    // Only the legend's 14-pixel box has the colour, above the plot.
    expect(withDown.length).toBeGreaterThan(0);
    expect(withDown.length).toBeLessThanOrEqual(14);
    expect(withDown.at(-1)!).toBeLessThan(CHART_HEIGHT / 4);
  });

  it('draws a server re-linked after months: grey where it was not observed, its lines only at the end', async () => {
    const relinked = syntheticSeries('30d', { stepMs: 15 * MINUTE, noData: [[0, 0.97]], uptime: 1 });
    expect(relinked.points.every((p) => p.at >= relinked.noData[0]!.to)).toBe(true);
    const image = await decode(await renderHistoryChart(relinked, 'Old SMP', 'en-US'));
    const grey = image.columnsOf(CHART_HEIGHT * 0.6, NO_DATA_BAND_COLOR);
    expect(grey.length).toBeGreaterThan(CHART_WIDTH * 0.75);
  });

  it('draws any name: control characters, direction overrides and a long name do not break it', async () => {
    const hostile = `\u202eevil\u0000\n${'x'.repeat(500)}<@123> **bold**`;
    const png = await renderHistoryChart(series, hostile, 'en-US');
    expect((await decode(png)).width).toBe(CHART_WIDTH);
  });
});

describe('chart text', () => {
  it('strips control characters and direction overrides from the name and cuts it', () => {
    expect(chartName('Sur\u0000vi\u001bval\n\u202eSMP')).toBe('Sur vi val SMP');
    expect(chartName(' \u0007 ')).toBe('Game server');
    const long = chartName('ä'.repeat(80));
    expect([...long]).toHaveLength(60);
    expect(long.endsWith('…')).toBe(true);
  });

  it('says uptime with two decimals, rounded down, and no data as such', () => {
    expect(formatUptime(null)).toBe('no data');
    expect(formatUptime(1)).toBe('100%');
    expect(formatUptime(0.99996)).toBe('99.99%');
    expect(formatUptime(0.5)).toBe('50.00%');
    expect(formatUptime(0)).toBe('0.00%');
    expect(
      chartSubtitle({ ...syntheticSeries('7d', { stepMs: 15 * MINUTE }), uptime: null, incidentCount: 1 }),
    ).toBe('last 7 days (UTC) · uptime no data · 1 incident · peak 14 players');
    expect(
      chartSubtitle({
        ...syntheticSeries('7d', { stepMs: 15 * MINUTE }),
        incidentCount: 0,
        playersPeak: null,
      }),
    ).toBe('last 7 days (UTC) · uptime 95.00% · 0 incidents');
  });

  it('labels the time axis on whole UTC hours and days', () => {
    const to = Date.UTC(2026, 10, 23, 16, 20);
    const day = timeTicks('24h', to - 24 * 60 * MINUTE, to);
    expect(day.map((t) => timeLabel('24h', t))).toEqual([
      '18:00',
      '21:00',
      '00:00',
      '03:00',
      '06:00',
      '09:00',
      '12:00',
      '15:00',
    ]);
    const week = timeTicks('7d', to - 7 * 24 * 60 * MINUTE, to);
    expect(week.map((t) => timeLabel('7d', t))).toEqual([
      '17 Tue',
      '18 Wed',
      '19 Thu',
      '20 Fri',
      '21 Sat',
      '22 Sun',
      '23 Mon',
    ]);
    expect(timeLabel('30d', Date.UTC(2026, 0, 5))).toBe('Jan 5');
  });

  it.each<Locale>(['de', 'ru'])('draws its words in the reader’s language (%s)', (locale) => {
    const series = { ...syntheticSeries('7d', { stepMs: 15 * MINUTE }), incidentCount: 2 };
    const subtitle = chartSubtitle(series, locale);
    expect(subtitle).not.toBe(chartSubtitle(series, 'en-US'));
    for (const words of [
      t(locale, 'views.chart.period7d'),
      t(locale, 'views.incidents', { count: 2 }),
      t(locale, 'views.peak', { count: 14 }),
    ]) {
      expect(subtitle).toContain(words);
    }
    // Written the language's way: a decimal comma.
    expect(subtitle).toContain('95,00');
    expect(chartName(' ', locale)).toBe(t(locale, 'views.chart.fallbackName'));

    const legend = legendItems(locale, true).map((item) => item.text);
    expect(legend).toEqual(
      (['cpu', 'memoryPercent', 'down', 'incident', 'noData'] as const).map((key) =>
        t(locale, `views.chart.${key}`),
      ),
    );
    expect(legend).not.toEqual(legendItems('en-US', true).map((item) => item.text));
    expect(legendItems(locale, false)[1]!.text).toBe(t(locale, 'views.chart.memory'));

    const saturday = Date.UTC(2026, 10, 21);
    expect(timeLabel('7d', saturday, locale)).not.toBe(timeLabel('7d', saturday, 'en-US'));
    expect(timeLabel('30d', saturday, locale)).not.toBe(timeLabel('30d', saturday, 'en-US'));
    expect(timeLabel('24h', Date.UTC(2026, 10, 21, 15), locale)).toBe('15:00');
  });

  it('names months and weekdays as each language does', () => {
    expect(timeLabel('7d', Date.UTC(2026, 10, 21), 'de')).toBe('Sa., 21.');
    expect(timeLabel('30d', Date.UTC(2026, 0, 5), 'ru')).toBe('5 янв.');
  });
});

describe('chartLines', () => {
  const base = (points: HistorySeries['points'], extra: Partial<HistorySeries> = {}): HistorySeries => ({
    serverId: 's',
    period: '24h',
    from: 0,
    to: 100 * MINUTE,
    points,
    memoryLimitBytes: 4 * GIB,
    down: [],
    noData: [],
    incidents: [],
    uptime: 1,
    incidentCount: 0,
    playersPeak: null,
    ...extra,
  });
  const at = (minute: number, cpu: number | null = 10, memoryBytes: number | null = GIB) => ({
    at: minute * MINUTE,
    cpu,
    memoryBytes,
    players: null,
  });

  it('draws memory as a percent of the allocation, and in bytes when it is unknown', () => {
    const points = [at(0, 12.5, GIB), at(1, 200, 3 * GIB)];
    expect(chartLines(base(points))).toEqual({
      cpu: [
        { x: 0, y: 12.5 },
        { x: MINUTE, y: 200 },
      ],
      memory: [
        { x: 0, y: 25 },
        { x: MINUTE, y: 75 },
      ],
      memoryUnit: 'percent',
      players: [
        { x: 0, y: null },
        { x: MINUTE, y: null },
      ],
    });
    expect(chartLines(base(points, { memoryLimitBytes: null })).memory).toEqual([
      { x: 0, y: GIB },
      { x: MINUTE, y: 3 * GIB },
    ]);
  });

  it('breaks the lines where points are more than two spacings apart, across no data, and at unread values', () => {
    const points = [at(0), at(1), at(2), at(10), at(11), at(12), at(13, null, null), at(14)];
    const lines = chartLines(base(points, { noData: [{ from: 11.5 * MINUTE, to: 11.9 * MINUTE }] }));
    expect(lines.cpu.map((p) => [p.x / MINUTE, p.y])).toEqual([
      [0, 10],
      [1, 10],
      [2, 10],
      [6, null], // 8 minutes apart, spacing 1 minute
      [10, 10],
      [11, 10],
      [11.5, null], // a stretch not observed lies between
      [12, 10],
      [13, null], // not read
      [14, 10],
    ]);
    expect(lines.memory.filter((p) => p.y === null)).toHaveLength(3);
  });

  it('ignores values that are not numbers and points outside the period', () => {
    const lines = chartLines(base([at(-5), at(0, Number.NaN, Number.POSITIVE_INFINITY), at(101)]));
    expect(lines.cpu).toEqual([{ x: 0, y: null }]);
    expect(lines.memory).toEqual([{ x: 0, y: null }]);
  });
});
