/**
 * Checks for outside text (server names, titles, values typed by members) that need no Discord
 * library, so every layer can use them: the database, the pipeline and the Discord face alike.
 */

/**
 * C0 and C1 control characters (NUL, newline, carriage return, escape, …): never shown, and never
 * passed to a console, where a newline would start a second command.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_RUNS = new RegExp(`${CONTROL_CHARACTER.source}+`, 'g');

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** Each run of control characters becomes `replacement`. */
export function replaceControlCharacters(text: string, replacement: string): string {
  return text.replace(CONTROL_RUNS, replacement);
}

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–202E, U+2066–2069): invisible, they
 * reorder the text shown after them, so a server name could make "restarted" read as something else.
 */
const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/** Outside text without direction controls (see above); everything else stays as it was. */
export function withoutDirectionControls(text: string): string {
  return text.replace(DIRECTION_CONTROLS, '');
}
