import { t } from '../i18n/catalogue.js';
import { formatUptime } from '../i18n/format.js';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.js';
import type { HistoryPeriod } from './series.js';

/** Uptime over the last 24 h, 7 d and 30 d: time up / time observed, null when nothing was observed. */
export type UptimeFigures = Record<HistoryPeriod, number | null>;

const LABELS: Record<HistoryPeriod, string> = { '24h': '24 h', '7d': '7 d', '30d': '30 d' };

/** The ratio, or null when nothing was observed (no data is never up nor down). */
export function ratioOf(upMs: number, observedMs: number): number | null {
  return observedMs > 0 ? upMs / observedMs : null;
}

/** "99.8 %": rounded down, so a server is shown at 100 % only when it was never seen down. */
export function percentText(ratio: number | null): string {
  if (ratio === null) return 'no data';
  if (ratio >= 1) return '100 %';
  return `${(Math.floor(ratio * 1000) / 10).toFixed(1)} %`;
}

/** "24 h 99.8 % · 7 d 97.1 % · 30 d no data" */
export function uptimeFiguresText(figures: UptimeFigures): string {
  return (Object.keys(LABELS) as HistoryPeriod[])
    .map((period) => `${LABELS[period]} ${percentText(figures[period])}`)
    .join(' · ');
}

/** Whether any of the windows observed anything. */
export function hasUptime(figures: UptimeFigures | null): figures is UptimeFigures {
  return figures !== null && Object.values(figures).some((r) => r !== null);
}

/** The board's line in its guild's language: "📈 Uptime 24 h 99.8% · …"; none while nothing was observed at all. */
export function uptimeLine(
  figures: UptimeFigures | null,
  locale: Locale = DEFAULT_LOCALE,
): string | undefined {
  if (!hasUptime(figures)) return undefined;
  return localUptimeText(locale, 'boards.uptime', figures);
}

/**
 * The three windows in the reader's language ("99,8 %", or "no data" for a window never observed),
 * put into the sentence `key` of the board or of `/status`.
 */
export function localUptimeText(
  locale: Locale,
  key: 'boards.uptime' | 'status.uptimeFigures',
  figures: UptimeFigures,
): string {
  const text = (ratio: number | null) =>
    ratio === null ? t(locale, 'status.noData') : formatUptime(locale, ratio);
  return t(locale, key, {
    day: text(figures['24h']),
    week: text(figures['7d']),
    month: text(figures['30d']),
  });
}
