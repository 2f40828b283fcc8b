import { t } from '../../i18n/catalogue.js';
import { formatUptime as formatPercentUp } from '../../i18n/format.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale.js';
import { replaceControlCharacters, withoutDirectionControls } from '../../outside-text.js';
import type { HistoryPeriod, HistorySeries } from '../series.js';

const MAX_NAME = 60;

/**
 * A server name as the chart draws it: outside text, drawn as pixels (no markdown to escape), but
 * control characters and direction overrides go, whitespace runs shrink, and long names are cut.
 */
export function chartName(name: string, locale: Locale = DEFAULT_LOCALE): string {
  const clean = withoutDirectionControls(replaceControlCharacters(name, ' ')).replace(/\s+/g, ' ').trim();
  const chars = [...clean];
  if (chars.length === 0) return t(locale, 'views.chart.fallbackName');
  return chars.length <= MAX_NAME ? clean : `${chars.slice(0, MAX_NAME - 1).join('')}…`;
}

const PERIOD_TEXT = {
  '24h': 'views.chart.period24h',
  '7d': 'views.chart.period7d',
  '30d': 'views.chart.period30d',
} as const satisfies Record<HistoryPeriod, string>;

/** Uptime as a person reads it: two decimals below 100 %, "no data" when nothing was observed. */
export function formatUptime(uptime: number | null, locale: Locale = DEFAULT_LOCALE): string {
  return uptime === null ? t(locale, 'status.noData') : formatPercentUp(locale, uptime, 2);
}

/** The line under the name: period, uptime, incidents and the players' peak, like the caption. */
export function chartSubtitle(series: HistorySeries, locale: Locale = DEFAULT_LOCALE): string {
  const period = t(locale, PERIOD_TEXT[series.period]);
  const uptime = formatUptime(series.uptime, locale);
  const incidents = t(locale, 'views.incidents', { count: series.incidentCount });
  if (series.playersPeak === null) return t(locale, 'views.chart.subtitle', { period, uptime, incidents });
  const peak = t(locale, 'views.peak', { count: series.playersPeak });
  return t(locale, 'views.chart.subtitlePeak', { period, uptime, incidents, peak });
}
