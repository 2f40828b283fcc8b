/**
 * Discord formatting of outside text: shown literally, cut to Discord's limits, sizes and durations
 * in words. The checks that need no Discord library live in `src/outside-text.ts`.
 */
import { escapeMarkdown } from 'discord.js';
import { replaceControlCharacters } from '../outside-text.js';

const ZWSP = '\u200b';

/**
 * Outside text (server names, titles, game names) shown literally: markdown escaped, and a
 * zero-width space after `@` and `<` so `@everyone` or `<@&id>` neither pings (allowed mentions
 * already prevent that) nor renders as a mention. Control characters go; the length is capped.
 */
export function literal(text: string, max: number): string {
  // Escaping only lengthens text, and escapeMarkdown takes time quadratic in the length (~130 ms
  // for 5,000 characters): cut first, one character over the limit so the cut still shows as "…".
  const clean = replaceControlCharacters(text, ' ');
  const escaped = escapeMarkdown(clean.length > max + 1 ? clean.slice(0, max + 1) : clean)
    .replaceAll('@', `@${ZWSP}`)
    .replaceAll('<', `<${ZWSP}`);
  return truncate(escaped, max);
}

export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  // Never cut a surrogate pair or leave a dangling escape backslash.
  let cut = text.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  if (/(^|[^\\])\\$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Inline code for values members copy (addresses): backticks cannot be escaped inside it. */
export function code(text: string, max = 200): string {
  const clean = replaceControlCharacters(text, '').replaceAll('`', '');
  return clean === '' ? '—' : `\`${truncate(clean, max)}\``;
}

const BYTE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];

export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${BYTE_UNITS[unit]}`;
}

export function formatDuration(ms: number): string {
  const s = Math.floor(ms / 1000);
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d > 0) return `${d} d ${h} h`;
  if (h > 0) return `${h} h ${m} min`;
  if (m > 0) return `${m} min ${s % 60} s`;
  return `${s} s`;
}
