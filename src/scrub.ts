/**
 * Removing secret values from text that came from outside or goes out (log lines, provider answers).
 * A provider may echo a token as written, JSON-escaped (`zhb\u005f…`) or percent-encoded (`zhb%5F…`),
 * any character in any of the three forms, so each character of a secret is matched in all three.
 */

export const REDACTED = '[redacted]';

function hex(code: number, digits: number): string {
  // Both cases of each hex letter: `%5f` and `%5F`, `\u005f` and `\u005F`.
  return [...code.toString(16).padStart(digits, '0')]
    .map((d) => (/[a-f]/.test(d) ? `[${d}${d.toUpperCase()}]` : d))
    .join('');
}

function charForms(char: string): string {
  const code = char.charCodeAt(0);
  const literal = char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  // One backslash in raw JSON; two where that text was itself written as JSON (a log line).
  const escaped = `\\\\{1,2}u${hex(code, 4)}`;
  return code < 0x100 ? `(?:${literal}|%${hex(code, 2)}|${escaped})` : `(?:${literal}|${escaped})`;
}

export interface Scrubber {
  /** `text` with every form of every secret replaced by `[redacted]`. */
  text(text: string): string;
  /** A copy of a parsed value (strings, arrays, plain objects, keys too) scrubbed the same way. */
  deep<T>(value: T): T;
}

/** A scrubber for the given secrets; values shorter than 8 characters are ignored (too common). */
export function createScrubber(secrets: readonly string[]): Scrubber {
  const kept = secrets.filter((s) => s.length >= 8);
  const encoded =
    kept.length === 0
      ? undefined
      : new RegExp(kept.map((secret) => [...secret].map(charForms).join('')).join('|'), 'g');

  function text(input: string): string {
    let out = input;
    for (const secret of kept) out = out.replaceAll(secret, REDACTED);
    // The encoded forms can only be there when an escape is: most text skips the second pass.
    if (encoded && (out.includes('%') || out.includes('\\u'))) out = out.replace(encoded, REDACTED);
    return out;
  }

  function deep<T>(value: T): T {
    if (typeof value === 'string') return text(value) as T;
    if (Array.isArray(value)) return value.map(deep) as T;
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [text(k), deep(v)])) as T;
    }
    return value;
  }

  return { text, deep };
}
