import type { Locale } from './locale.js';

/**
 * Numbers, sizes, percentages and durations written the reader's way (`1,5 GiB`, `99,8 %`,
 * `3 Std., 12 Min.`), all by `Intl`: no language's separators or unit names live in hostcord.
 */

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

export function formatNumber(locale: Locale, value: number, fractionDigits = 0): string {
  return numberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** A percentage given in percent (`42.5` → `42,5 %` in German): one decimal, as the panel reports it. */
export function formatPercent(locale: Locale, percent: number, fractionDigits = 1): string {
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(percent / 100);
}

/**
 * A ratio of time up, rounded down to `digits` decimals: a server is shown at 100 % only when it
 * was never seen down (99.996 % is not 100 %).
 */
export function formatUptime(locale: Locale, ratio: number, digits = 1): string {
  const scale = 10 ** digits;
  const shown = Math.floor(ratio * 100 * scale) / scale;
  return formatPercent(locale, shown, shown >= 100 ? 0 : digits);
}

/** Binary units (KiB, MiB, …) are symbols; only the number is written the language's way. */
const BYTE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];

/** A size in the largest binary unit under 1024, with one decimal below 100 (`1.5 GiB`, `512 B`). */
export function byteScale(bytes: number): { value: number; unit: string; digits: number } {
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return { value, unit: BYTE_UNITS[unit]!, digits: unit === 0 || value >= 100 ? 0 : 1 };
}

export function formatBytes(locale: Locale, bytes: number): string {
  const { value, unit, digits } = byteScale(bytes);
  return `${formatNumber(locale, value, digits)} ${unit}`;
}

type TimeUnit = 'day' | 'hour' | 'minute' | 'second';

function unit(locale: Locale, name: TimeUnit, value: number, display: 'short' | 'long'): string {
  return numberFormat(locale, { style: 'unit', unit: name, unitDisplay: display }).format(value);
}

/** Seconds in words, for a sentence: `5 Sekunden`, `1 seconde`. */
export function formatSeconds(locale: Locale, seconds: number): string {
  return unit(locale, 'second', seconds, 'long');
}

/** A duration by its two largest units (`2 d 2 h`, `2 min 5 s`), in the reader's units. */
export function formatDuration(locale: Locale, ms: number): string {
  const s = Math.floor(ms / 1000);
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const parts: Array<[TimeUnit, number]> =
    d > 0
      ? [
          ['day', d],
          ['hour', h],
        ]
      : h > 0
        ? [
            ['hour', h],
            ['minute', m],
          ]
        : m > 0
          ? [
              ['minute', m],
              ['second', s % 60],
            ]
          : [['second', s]];
  const list = new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' });
  return list.format(parts.map(([name, value]) => unit(locale, name, value, 'short')));
}

/** `Manage Server and Administrator`, joined the language's way. */
export function formatList(locale: Locale, items: readonly string[]): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}
