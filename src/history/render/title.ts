import { replaceControlCharacters, withoutDirectionControls } from '../../outside-text.js';
import type { HistoryPeriod, HistorySeries } from '../series.js';

const MAX_NAME = 60;

/**
 * A server name as the chart draws it: outside text, drawn as pixels (no markdown to escape), but
 * control characters and direction overrides go, whitespace runs shrink, and long names are cut.
 */
export function chartName(name: string): string {
  const clean = withoutDirectionControls(replaceControlCharacters(name, ' ')).replace(/\s+/g, ' ').trim();
  const chars = [...clean];
  if (chars.length === 0) return 'Game server';
  return chars.length <= MAX_NAME ? clean : `${chars.slice(0, MAX_NAME - 1).join('')}…`;
}

const PERIOD_TEXT: Record<HistoryPeriod, string> = {
  '24h': 'last 24 hours',
  '7d': 'last 7 days',
  '30d': 'last 30 days',
};

/** Uptime as a person reads it: two decimals below 100 %, "no data" when nothing was observed. */
export function formatUptime(uptime: number | null): string {
  if (uptime === null) return 'no data';
  const percent = uptime * 100;
  // 99.996 % is not 100 %: round down, so a server that was down at all never shows as 100.00 %.
  const shown = Math.floor(percent * 100) / 100;
  return `${shown.toFixed(shown === 100 ? 0 : 2)} %`;
}

export function formatIncidents(count: number): string {
  return count === 1 ? '1 incident' : `${count} incidents`;
}

/** The most players online at once, or undefined when no game answered in the period. */
export function formatPeak(peak: number | null): string | undefined {
  if (peak === null) return undefined;
  return `peak ${peak} ${peak === 1 ? 'player' : 'players'}`;
}

/** The line under the name: period, uptime, incidents and the players' peak, like the caption. */
export function chartSubtitle(series: HistorySeries): string {
  const peak = formatPeak(series.playersPeak);
  return `${PERIOD_TEXT[series.period]} (UTC) · uptime ${formatUptime(series.uptime)} · ${formatIncidents(series.incidentCount)}${peak ? ` · ${peak}` : ''}`;
}
