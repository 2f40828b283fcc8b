import { t } from '../../i18n/catalogue.js';
import { formatBytes } from '../../i18n/format.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale.js';
import { code, literal } from '../../text/literal.js';
import { plausibleTime } from '../../text/plausible-time.js';

// Backup and deployment records have no published field list (spec, "Records without a full field
// list"), so they are shown from whatever fields are present, looked up by name, never assumed.

export type Scalar = string | number | boolean;
type AnyRecord = Record<string, unknown>;

/**
 * A date-time as Discord's timestamp markup (shown in each member's time zone), "time unknown" (in
 * the reader's language) for a date that is not plausible, or undefined when the value is no date.
 */
export function discordTime(
  value: unknown,
  style: 'f' | 'R' | 'd' = 'f',
  now = Date.now(),
  locale: Locale = DEFAULT_LOCALE,
): string | undefined {
  if (typeof value !== 'string') return undefined;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) return undefined;
  const shown = plausibleTime(ms, now);
  return shown === undefined ? t(locale, 'views.timeUnknown') : `<t:${Math.floor(shown / 1000)}:${style}>`;
}

/** The first field whose name matches one of `names` (case-insensitive) with a non-empty scalar. */
export function pick(
  record: AnyRecord,
  names: readonly string[],
): { key: string; value: Scalar } | undefined {
  for (const wanted of names) {
    for (const [key, value] of Object.entries(record)) {
      if (key.toLowerCase() !== wanted.toLowerCase() || !isScalar(value)) continue;
      if (typeof value === 'string' && value.trim() === '') continue;
      return { key, value };
    }
  }
  return undefined;
}

export function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** `errorMessage` → `Error message`. */
export function humanise(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * One field's value for members: dates as timestamps, sizes in units (numbers the reader's way), ids
 * copyable, text literal. Other numbers are shown as the provider sent them (ids, counts, codes).
 */
export function formatValue(key: string, value: unknown, max = 200, locale: Locale = DEFAULT_LOCALE): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return t(locale, value ? 'views.yes' : 'views.no');
  if (typeof value === 'number') {
    return /bytes$/i.test(key) && Number.isFinite(value) ? formatBytes(locale, value) : String(value);
  }
  if (typeof value === 'string') {
    if (/(At|Date|Time)$/.test(key))
      return discordTime(value, 'f', Date.now(), locale) ?? literal(value, max);
    if (/^id$|Id$/.test(key)) return code(value, max);
    return literal(value, max);
  }
  return literal(JSON.stringify(value) ?? '', max);
}

/** Fields of a record for an embed, in the record's order: scalars and nulls, at most `max`. */
export function recordFields(
  record: AnyRecord,
  max = 12,
  locale: Locale = DEFAULT_LOCALE,
): { name: string; value: string; inline: boolean }[] {
  return Object.entries(record)
    .filter(([, value]) => value === null || isScalar(value))
    .slice(0, max)
    .map(([key, value]) => ({
      name: literal(humanise(key), 256),
      value: formatValue(key, value, 1000, locale),
      inline: true,
    }));
}

/** Milliseconds of the record's creation time, when it has a readable one. */
export function createdMs(record: AnyRecord): number | undefined {
  const found = pick(record, ['createdAt', 'created_at', 'startedAt', 'date']);
  const ms = typeof found?.value === 'string' ? Date.parse(found.value) : Number.NaN;
  return Number.isFinite(ms) ? ms : undefined;
}

/** Newest first by creation time; records without one keep their order, after the dated ones. */
export function newestFirst<T extends AnyRecord>(records: readonly T[]): T[] {
  return records
    .map((record, index) => ({ record, index, at: createdMs(record) }))
    .sort((a, b) => {
      if (a.at !== undefined && b.at !== undefined && a.at !== b.at) return b.at - a.at;
      if (a.at === undefined && b.at !== undefined) return 1;
      if (a.at !== undefined && b.at === undefined) return -1;
      return a.index - b.index;
    })
    .map((entry) => entry.record);
}
