import type { HistoryPeriod } from '../series.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Spacing of the time axis labels: about eight per chart, on whole UTC hours or days. */
const STEP: Record<HistoryPeriod, number> = { '24h': 3 * HOUR, '7d': DAY, '30d': 5 * DAY };

/** The label positions within [from, to]: multiples of the period's step since the epoch (UTC). */
export function timeTicks(period: HistoryPeriod, from: number, to: number): number[] {
  const step = STEP[period];
  const ticks: number[] = [];
  for (let at = Math.ceil(from / step) * step; at <= to; at += step) ticks.push(at);
  return ticks;
}

/** A tick label in UTC: the hour over a day, the day over a week or a month. */
export function timeLabel(period: HistoryPeriod, at: number): string {
  const date = new Date(at);
  if (period === '24h') {
    return `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
  }
  if (period === '7d') return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()}`;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}
