/**
 * Outside text in Discord's markdown: shown literally (`literal`), as inline code (`code`), cut to a
 * limit (`truncate`). Plain string work, no Discord library, so every renderer can use it; the checks
 * of outside text that are not about markdown live in `src/outside-text.ts`.
 */
import { replaceControlCharacters, withoutDirectionControls } from '../outside-text.js';

const ZWSP = '\u200b';

/**
 * One pass over outside text, left to right: a URL (kept whole), an invite written without a
 * scheme, or a single character Discord reads as markup or a mention. Every alternative is
 * anchored on its first characters and a URL's scan never overlaps another's, so the pass is
 * linear in the length (escapeMarkdown is quadratic).
 */
const OUTSIDE_TOKEN =
  /(?:https?|steam):\/\/[^\s<>]*[^\s<>.,:;"')\]]|discord(?:app)?(?=\.(?:gg|io|me|li|com\/invite)\/)|[\\*_~|`[\]@<]/gi;

const URL_START = /^<(?:https?|steam):\/\//i;

/** Markers that only count at the start of a line: headings, subtext, lists, block quotes. */
const LINE_START_MARKER = /^(\s*)(?:([#>+-])|(\d+)\.(?=\s))/;

function neutralise(text: string): string {
  const inline = text.replace(OUTSIDE_TOKEN, (token) => {
    // A URL from outside stays readable and clickable but gets no preview embed; its characters
    // are not escaped (a backslash would become part of the link).
    if (token.length > 1 && token.includes('://')) return `<${token}>`;
    // discord.gg/… and discord.com/invite/… make Discord show a join card for any server.
    if (token.length > 1) return `${token}${ZWSP}`;
    // `@everyone`, `<@&id>`, `<t:…>`, `<#id>`: a zero-width space keeps them from being read.
    if (token === '@' || token === '<') return `${token}${ZWSP}`;
    return `\\${token}`;
  });
  return inline.replace(LINE_START_MARKER, (_all, space: string, marker?: string, digits?: string) =>
    marker ? `${space}\\${marker}` : `${space}${digits}\\.`,
  );
}

/**
 * Outside text (server names, titles, game names, provider messages) shown literally: every
 * markdown feature Discord renders (emphasis, spoilers, code, masked links, headings, subtext,
 * lists, block quotes) is escaped, mentions, timestamps and emoji are defused, URLs are wrapped in
 * `<…>` (no preview) and invites broken up. Control characters become spaces (so a line-start
 * marker can only stand at the start) and direction overrides go (they would reorder what follows);
 * the length is capped at `max`, marked with "…".
 */
export function literal(text: string, max: number): string {
  // Neutralising only lengthens text: what lies past `max` + 1 characters can never be shown, so it
  // is cut first (one over, so the cut still shows as "…").
  const clean = withoutDirectionControls(replaceControlCharacters(text, ' '));
  return truncate(neutralise(clean.length > max + 1 ? clean.slice(0, max + 1) : clean), max);
}

/**
 * Cuts to `max` characters ending in "…". Never cuts a surrogate pair, never leaves an escape
 * backslash dangling (it would escape the "…"), and drops a `<url>` the cut would leave unclosed.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const open = cut.lastIndexOf('<');
  if (open >= 0 && !cut.includes('>', open) && URL_START.test(cut.slice(open, open + 10))) {
    cut = cut.slice(0, open);
  }
  let backslashes = 0;
  while (cut[cut.length - 1 - backslashes] === '\\') backslashes++;
  if (backslashes % 2 === 1) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Inline code for values members copy (addresses): backticks cannot be escaped inside it. */
export function code(text: string, max = 200): string {
  const clean = withoutDirectionControls(replaceControlCharacters(text, '')).replaceAll('`', '');
  return clean === '' ? '—' : `\`${truncate(clean, max)}\``;
}
