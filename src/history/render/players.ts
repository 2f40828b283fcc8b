import { t } from '../../i18n/catalogue.js';
import { formatNumber } from '../../i18n/format.js';
import type { Locale } from '../../i18n/locale.js';
import type { LinePoint } from './lines.js';
import { GRID_COLOR, MUTED_TEXT_COLOR, PLAYERS_LINE_COLOR, TEXT_COLOR } from './palette.js';

/**
 * Players online as a series of its own, on its own axis at the left of the plot: a count, not a
 * percentage, so it never shares the CPU and memory scale. Drawn only when a game answered.
 */
export function hasPlayers(players: readonly LinePoint[]): boolean {
  return players.some((p) => p.y !== null);
}

export function playersDataset(players: LinePoint[], locale: Locale) {
  return {
    borderWidth: 2,
    pointRadius: 0,
    tension: 0,
    spanGaps: false,
    parsing: false,
    stepped: 'before',
    label: t(locale, 'views.chart.players'),
    data: players,
    borderColor: PLAYERS_LINE_COLOR,
    yAxisID: 'players',
  } as const;
}

/** The players' axis: whole numbers from 0 to a round top above the peak. */
export function playersScale(players: readonly LinePoint[], locale: Locale) {
  let peak = 0;
  for (const p of players) if (p.y !== null && p.y > peak) peak = p.y;
  const step = Math.max(1, Math.ceil(peak / 4));
  return {
    type: 'linear',
    display: hasPlayers(players),
    position: 'left',
    min: 0,
    max: step * 4,
    grid: { display: false },
    border: { color: GRID_COLOR },
    ticks: {
      color: MUTED_TEXT_COLOR,
      stepSize: step,
      precision: 0,
      callback: (value: number | string) => formatNumber(locale, Number(value)),
    },
    title: { display: true, text: t(locale, 'views.chart.playersAxis'), color: MUTED_TEXT_COLOR },
  } as const;
}

export function playersLegendItem(locale: Locale) {
  return {
    text: t(locale, 'views.chart.players'),
    fillStyle: PLAYERS_LINE_COLOR,
    strokeStyle: PLAYERS_LINE_COLOR,
    lineWidth: 0,
    fontColor: TEXT_COLOR,
    hidden: false,
  };
}
