import { t } from '../../../i18n/catalogue.js';
import { formatDuration } from '../../../i18n/format.js';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locale.js';
import { literal } from '../../../text/literal.js';
import { plausibleTime } from '../../../text/plausible-time.js';
import type { Alert } from './types.js';

/** Older than this when posted, an alert says it is late (the feed alone adds 30–45 s). */
export const DELAYED_AFTER_MS = 5 * 60 * 1000;

/**
 * The event's own time: it may reach us late and out of order (spec, Delivery and retries 1).
 * Undefined when it is not plausible (see `plausibleTime`).
 */
export function eventTime(alert: Alert, now: number): number | undefined {
  return plausibleTime(Date.parse(alert.event.createdAt), now);
}

/** How late the alert is, or undefined when it is not (or its time is unknown). */
export function delay(alert: Alert, now: number): number | undefined {
  const at = eventTime(alert, now);
  const late = at === undefined ? 0 : now - at;
  return late > DELAYED_AFTER_MS ? late : undefined;
}

export function delayNote(locale: Locale, ms: number): string {
  return t(locale, 'alerts.delayed', { duration: formatDuration(locale, ms) });
}

/** Shown instead of a time that cannot be true or that Discord cannot display. */
export function timeUnknown(locale: Locale): string {
  return t(locale, 'alerts.timeUnknown');
}

export function serverLabel(alert: Alert, max: number, locale: Locale = DEFAULT_LOCALE): string {
  return literal(alert.serverName ?? alert.event.serverId ?? t(locale, 'alerts.unknownServer'), max);
}

/** Spec, Activity entry: `api` means a personal token (the panel or a script), `bot` a bot. */
export function sourceLabel(locale: Locale, source: string): string {
  const normalized = source.trim().toLowerCase();
  if (normalized === 'api') return t(locale, 'alerts.source.api');
  // hostcord's own name, in every language.
  if (normalized === 'bot') return 'hostcord';
  return nonEmpty(literal(source, 40));
}

/** Embed field values must not be empty. */
export function nonEmpty(text: string): string {
  return text.trim() === '' ? '—' : text;
}

/** Discord renders `<t:unix:style>` in each reader's own time zone. */
export function discordTime(
  ms: number | undefined,
  style: 'T' | 'f',
  locale: Locale = DEFAULT_LOCALE,
): string {
  return ms === undefined ? timeUnknown(locale) : `<t:${Math.floor(ms / 1000)}:${style}>`;
}
