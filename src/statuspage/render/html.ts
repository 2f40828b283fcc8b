import { replaceControlCharacters, withoutDirectionControls } from '../../outside-text.js';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text for HTML, in element content and in double-quoted attribute values alike: the five
 * characters that could end either are written as entities. Every value the page writes passes
 * here, hostcord's own words too, so no context is ever left to chance.
 */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/**
 * Outside text (server and player names) for the page: control characters become spaces and
 * direction overrides go (they would reorder what follows), then it is escaped like the rest.
 */
export function outside(text: string): string {
  return esc(withoutDirectionControls(replaceControlCharacters(text, ' ')).trim());
}

/**
 * A sentence of the catalogue with HTML in its `{placeholders}` (a <time> element, names escaped
 * one by one): the sentence is escaped first, so only the parts given here are markup.
 */
export function fill(template: string, parts: Record<string, string>): string {
  return esc(template).replace(/\{(\w+)\}/g, (whole, name: string) => parts[name] ?? whole);
}
