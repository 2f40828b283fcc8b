import { createCanvas } from '@napi-rs/canvas';
import {
  Chart,
  type ChartArea,
  type ChartConfiguration,
  type ChartItem,
  type ChartOptions,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  type Plugin,
  PointElement,
  type Scale,
  SubTitle,
  Title,
} from 'chart.js';
import { t } from '../../i18n/catalogue.js';
import { formatNumber, formatPercent } from '../../i18n/format.js';
import type { Locale } from '../../i18n/locale.js';
import type { HistorySeries, Interval } from '../series.js';
import { CHART_FONT, registerChartFont } from './font.js';
import { chartLines, type LinePoint } from './lines.js';
import {
  CARD_BACKGROUND,
  CPU_LINE_COLOR,
  DOWN_BAND_COLOR,
  GRID_COLOR,
  INCIDENT_BAND_COLOR,
  MEMORY_LINE_COLOR,
  MUTED_TEXT_COLOR,
  NO_DATA_BAND_COLOR,
  TEXT_COLOR,
} from './palette.js';
import { hasPlayers, playersDataset, playersLegendItem, playersScale } from './players.js';
import { timeLabel, timeTicks } from './time-axis.js';
import { chartName, chartSubtitle } from './title.js';

/** Pixel size of a chart: wide enough for a month at a glance, small enough to stay far under 1 MB. */
export const CHART_WIDTH = 800;
export const CHART_HEIGHT = 400;
/** Height of the incident strip along the top of the plot. */
const INCIDENT_STRIP = 10;

Chart.register(LineController, LineElement, PointElement, LinearScale, Legend, Title, SubTitle);
// Every text of every chart (ticks included) in the registered font, never a system fallback.
Chart.defaults.font.family = CHART_FONT;
Chart.defaults.font.size = 13;

/**
 * One history chart as a PNG: CPU and memory lines over the period, down intervals as full-height
 * bands, incidents as a strip along the top, time not observed as a grey band, gaps as gaps, its
 * words in `locale`. Pure: the same series, name and locale give the same picture.
 *
 * Drawing runs on the calling thread; PNG encoding, the larger half of the time, runs on libuv's
 * thread pool (`encode`), so the bot's event loop is busy only while chart.js draws.
 */
export async function renderHistoryChart(
  series: HistorySeries,
  serverName: string,
  locale: Locale,
): Promise<Buffer> {
  registerChartFont();
  const canvas = createCanvas(CHART_WIDTH, CHART_HEIGHT);
  // chart.js draws on anything with a 2D context; @napi-rs/canvas is one, without the DOM types.
  const chart = new Chart(canvas as unknown as ChartItem, configuration(series, serverName, locale));
  try {
    return await canvas.encode('png');
  } finally {
    // Only now: destroying a chart clears its canvas.
    chart.destroy();
  }
}

/** The lines a chart draws and the unit its memory line is in, as `chartLines` makes them. */
type Lines = ReturnType<typeof chartLines>;

/** chart.js's configuration of one history chart: its lines, its axes, its titles and legend, its bands. */
function configuration(
  series: HistorySeries,
  serverName: string,
  locale: Locale,
): ChartConfiguration<'line', LinePoint[]> {
  const lines = chartLines(series);
  return {
    type: 'line',
    data: { datasets: datasets(lines, locale) },
    options: {
      responsive: false,
      animation: false,
      devicePixelRatio: 1,
      events: [],
      normalized: true,
      layout: { padding: { left: 16, right: 20, top: 12, bottom: 12 } },
      color: TEXT_COLOR,
      scales: scales(series, lines, locale),
      plugins: headings(series, serverName, lines, locale),
    },
    plugins: [cardBackground, bands(series)],
  };
}

/** CPU and memory (on the percent axis, or on its own in bytes), and players where a game answered. */
function datasets(lines: Lines, locale: Locale) {
  const line = { borderWidth: 2, pointRadius: 0, tension: 0, spanGaps: false, parsing: false } as const;
  return [
    {
      ...line,
      label: t(locale, 'views.chart.cpu'),
      data: lines.cpu,
      borderColor: CPU_LINE_COLOR,
      yAxisID: 'y',
    },
    {
      ...line,
      label: memoryLabel(locale, lines.memoryUnit === 'percent'),
      data: lines.memory,
      borderColor: MEMORY_LINE_COLOR,
      yAxisID: lines.memoryUnit === 'percent' ? 'y' : 'memory',
    },
    ...(hasPlayers(lines.players) ? [playersDataset(lines.players, locale)] : []),
  ];
}

/** Time along the bottom, percent on the left, memory in bytes and players on the right when shown. */
function scales(series: HistorySeries, lines: Lines, locale: Locale) {
  const percentMax = niceMax(
    Math.max(100, ...maxOf(lines.cpu), ...(lines.memoryUnit === 'percent' ? maxOf(lines.memory) : [])),
  );
  const memoryStep = lines.memoryUnit === 'bytes' ? bytesStep(maxOf(lines.memory)) : undefined;
  return {
    x: {
      type: 'linear',
      min: series.from,
      max: series.to,
      grid: { color: GRID_COLOR },
      border: { color: GRID_COLOR },
      afterBuildTicks: (scale: Scale) => {
        scale.ticks = timeTicks(series.period, series.from, series.to).map((value) => ({ value }));
      },
      ticks: {
        color: MUTED_TEXT_COLOR,
        maxRotation: 0,
        autoSkip: false,
        callback: (value: number | string) => timeLabel(series.period, Number(value), locale),
      },
    },
    y: {
      type: 'linear',
      min: 0,
      max: percentMax,
      grid: { color: GRID_COLOR },
      border: { color: GRID_COLOR },
      ticks: {
        color: MUTED_TEXT_COLOR,
        stepSize: percentMax / 4,
        callback: (value: number | string) => formatPercent(locale, Number(value), 0),
      },
    },
    memory: {
      type: 'linear',
      display: lines.memoryUnit === 'bytes',
      position: 'right',
      min: 0,
      ...(memoryStep && { max: memoryStep * 4 }),
      grid: { display: false },
      border: { color: GRID_COLOR },
      ticks: {
        color: MUTED_TEXT_COLOR,
        ...(memoryStep && { stepSize: memoryStep }),
        callback: (value: number | string) => bytesLabel(Number(value), locale),
      },
    },
    players: playersScale(lines.players, locale),
  } satisfies ChartOptions<'line'>['scales'];
}

/** The server's name, the period's subtitle and the legend, over the plot. */
function headings(series: HistorySeries, serverName: string, lines: Lines, locale: Locale) {
  return {
    title: {
      display: true,
      text: chartName(serverName, locale),
      color: TEXT_COLOR,
      align: 'start',
      font: { family: CHART_FONT, size: 22, weight: 'bold' },
      padding: { top: 4, bottom: 2 },
    },
    subtitle: {
      display: true,
      text: chartSubtitle(series, locale),
      color: MUTED_TEXT_COLOR,
      align: 'start',
      font: { family: CHART_FONT, size: 14 },
      padding: { bottom: 8 },
    },
    legend: {
      align: 'start',
      labels: {
        color: TEXT_COLOR,
        boxWidth: 14,
        boxHeight: 14,
        font: { family: CHART_FONT, size: 13 },
        generateLabels: () => [
          ...legendItems(locale, lines.memoryUnit === 'percent'),
          ...(hasPlayers(lines.players) ? [playersLegendItem(locale)] : []),
        ],
      },
    },
    tooltip: { enabled: false },
  } satisfies ChartOptions<'line'>['plugins'];
}

function memoryLabel(locale: Locale, percent: boolean): string {
  return t(locale, percent ? 'views.chart.memoryPercent' : 'views.chart.memory');
}

/** The legend: the lines and the bands' colours, in the reader's words. */
export function legendItems(locale: Locale, memoryPercent: boolean) {
  const item = (text: string, color: string) => ({
    text,
    fillStyle: color,
    strokeStyle: color,
    lineWidth: 0,
    fontColor: TEXT_COLOR,
    hidden: false,
  });
  return [
    item(t(locale, 'views.chart.cpu'), CPU_LINE_COLOR),
    item(memoryLabel(locale, memoryPercent), MEMORY_LINE_COLOR),
    item(t(locale, 'views.chart.down'), DOWN_BAND_COLOR),
    item(t(locale, 'views.chart.incident'), INCIDENT_BAND_COLOR),
    item(t(locale, 'views.chart.noData'), NO_DATA_BAND_COLOR),
  ];
}

const cardBackground: Plugin<'line'> = {
  id: 'hostcordCard',
  beforeDraw(chart) {
    const { ctx, width, height } = chart;
    ctx.save();
    ctx.fillStyle = CARD_BACKGROUND;
    ctx.fillRect(0, 0, width, height);
    ctx.restore();
  },
};

/** Bands go over the grid and under the lines: opaque, so their colour is exact where no line is. */
function bands(series: HistorySeries): Plugin<'line'> {
  return {
    id: 'hostcordBands',
    beforeDatasetsDraw(chart) {
      const { ctx, chartArea } = chart;
      const x = chart.scales.x!;
      const fill = (intervals: readonly Interval[], color: string, top: number, height: number) => {
        ctx.fillStyle = color;
        for (const { from, to } of intervals) {
          const left = Math.max(chartArea.left, x.getPixelForValue(from));
          const right = Math.min(chartArea.right, x.getPixelForValue(to));
          // At least a pixel wide: a one-minute outage over 30 days still shows.
          if (right >= left) ctx.fillRect(left, top, Math.max(1, right - left), height);
        }
      };
      const area: ChartArea = chartArea;
      ctx.save();
      fill(series.noData, NO_DATA_BAND_COLOR, area.top, area.bottom - area.top);
      fill(series.down, DOWN_BAND_COLOR, area.top, area.bottom - area.top);
      fill(series.incidents, INCIDENT_BAND_COLOR, area.top, INCIDENT_STRIP);
      ctx.restore();
    },
  };
}

function maxOf(points: readonly LinePoint[]): number[] {
  let max = Number.NEGATIVE_INFINITY;
  for (const p of points) if (p.y !== null && p.y > max) max = p.y;
  return Number.isFinite(max) ? [max] : [];
}

/** The percent axis: 100 unless a value goes past it, then the next multiple of 100. */
function niceMax(value: number): number {
  return Math.ceil(value / 100) * 100;
}

const MIB = 1024 * 1024;

/** A memory axis label: the steps are powers of two of MiB, so MiB below a GiB, GiB above. */
function bytesLabel(bytes: number, locale: Locale): string {
  if (bytes === 0) return '0';
  if (bytes < 1024 * MIB) return `${formatNumber(locale, Math.round(bytes / MIB))} MiB`;
  const gib = bytes / (1024 * MIB);
  return `${formatNumber(locale, gib, Number.isInteger(gib) ? 0 : 1)} GiB`;
}

/** The memory axis in bytes (allocation unknown): four steps of a power-of-two number of MiB. */
function bytesStep(max: number[]): number | undefined {
  const top = max[0];
  if (top === undefined || top <= 0) return undefined;
  let step = 64 * MIB;
  while (step * 4 < top) step *= 2;
  return step;
}
