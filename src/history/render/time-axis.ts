import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale.js';
import type { HistoryPeriod } from '../series.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Spacing of the time axis labels: about eight per chart, on whole UTC hours or days. */
const STEP: Record<HistoryPeriod, number> = { '24h': 3 * HOUR, '7d': DAY, '30d': 5 * DAY };

/** The label positions within [from, to]: multiples of the period's step since the epoch (UTC). */
export function timeTicks(period: HistoryPeriod, from: number, to: number): number[] {
  const step = STEP[period];
  const ticks: number[] = [];
  for (let at = Math.ceil(from / step) * step; at <= to; at += step) ticks.push(at);
  return ticks;
}

/** Each period's label: the hour over a day, the weekday and day over a week, month and day over a month. */
const LABEL: Record<HistoryPeriod, Intl.DateTimeFormatOptions> = {
  '24h': { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  '7d': { weekday: 'short', day: 'numeric' },
  '30d': { month: 'short', day: 'numeric' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** A tick label in UTC, in the reader's language and order (`Sa., 21.`, `21 нояб.`). */
export function timeLabel(period: HistoryPeriod, at: number, locale: Locale = DEFAULT_LOCALE): string {
  const key = `${locale}|${period}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...LABEL[period] });
    formats.set(key, format);
  }
  return format.format(at);
}
