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
