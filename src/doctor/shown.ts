import { replaceControlCharacters } from '../outside-text.js';
import { literal, truncate } from '../text/literal.js';

/**
 * Outside text in a finding (server, guild and channel names, filter values typed by members):
 * escaped for Discord in `/doctor`, and without control characters in the terminal, where an
 * escape sequence in a server's name could rewrite what the operator reads.
 */
export interface Shown {
  text(value: string, max?: number): string;
  /** A named thing with its id: `"Survival" (id)` in the terminal, `Survival (id)` in Discord. */
  named(name: string | undefined, id: string): string;
}

export function shownFor(where: 'discord' | 'terminal'): Shown {
  const text =
    where === 'discord'
      ? (value: string, max = 100) => literal(value, max)
      : (value: string, max = 100) => truncate(replaceControlCharacters(value, ' '), max);
  return {
    text,
    named(name, id) {
      if (name === undefined || name === id) return id;
      return where === 'discord' ? `${text(name)} (${id})` : `"${text(name)}" (${id})`;
    },
  };
}
