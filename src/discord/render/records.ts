import { code, formatBytes, literal, plausibleTime, TIME_UNKNOWN } from '../format.js';

// Backup and deployment records have no published field list (spec, "Records without a full field
// list"), so they are shown from whatever fields are present, looked up by name, never assumed.

export type Scalar = string | number | boolean;
type AnyRecord = Record<string, unknown>;

/**
 * A date-time as Discord's timestamp markup (shown in each member's time zone), "time unknown" for a
 * date that is not plausible, or undefined when the value is no date at all.
 */
export function discordTime(
  value: unknown,
  style: 'f' | 'R' | 'd' = 'f',
  now = Date.now(),
): string | undefined {
  if (typeof value !== 'string') return undefined;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) return undefined;
  const shown = plausibleTime(ms, now);
  return shown === undefined ? TIME_UNKNOWN : `<t:${Math.floor(shown / 1000)}:${style}>`;
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

/** One field's value for members: dates as timestamps, sizes in units, ids copyable, text literal. */
export function formatValue(key: string, value: unknown, max = 200): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') {
    return /bytes$/i.test(key) && Number.isFinite(value) ? formatBytes(value) : String(value);
  }
  if (typeof value === 'string') {
    if (/(At|Date|Time)$/.test(key)) return discordTime(value) ?? literal(value, max);
    if (/^id$|Id$/.test(key)) return code(value, max);
    return literal(value, max);
  }
  return literal(JSON.stringify(value) ?? '', max);
}

/** Fields of a record for an embed, in the record's order: scalars and nulls, at most `max`. */
export function recordFields(
  record: AnyRecord,
  max = 12,
): { name: string; value: string; inline: boolean }[] {
  return Object.entries(record)
    .filter(([, value]) => value === null || isScalar(value))
    .slice(0, max)
    .map(([key, value]) => ({
      name: literal(humanise(key), 256),
      value: formatValue(key, value, 1000),
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
