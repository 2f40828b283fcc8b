import { text } from '../i18n/catalogue.js';
import { hasControlCharacters } from '../outside-text.js';
import { UserError } from './user-error.js';

/** Spec, Limits: a console command is 1 to 1024 characters. */
export const MAX_CONSOLE_COMMAND = 1024;

/** What `/say` and the restart countdown put in front of their line: a line in the game's chat. */
export const SAY_PREFIX = 'say ';

/** Line and paragraph separators: not C0/C1, but some consoles end a line there too. */
const LINE_SEPARATORS = /[\u2028\u2029]/;

/** Counted in code points, as the provider counts (and the hosting client checks) them. */
export function consoleLength(command: string): number {
  return [...command].length;
}

/**
 * Guard for text bound for a game console, checked before any call: a newline (or any other control
 * character) would end the command and start a second one the member never saw (DESIGN, Discord
 * face). `prefix` is what the command adds in front (`say `), counted in the limit.
 */
export function requireConsoleCommand(typed: string, prefix = ''): string {
  if (hasControlCharacters(typed) || LINE_SEPARATORS.test(typed)) {
    throw new UserError(text('schedule.consoleControl'));
  }
  if (typed.trim() === '') throw new UserError(text('schedule.consoleEmpty'));
  const command = `${prefix}${typed}`;
  const length = consoleLength(command);
  if (length > MAX_CONSOLE_COMMAND) {
    // Plain digits, as the counts members compare with their text (`1024`, not `1,024`).
    const counts = { max: String(MAX_CONSOLE_COMMAND), length: String(length) };
    throw new UserError(
      prefix
        ? text('schedule.consoleTooLongPrefix', { ...counts, prefix: prefix.trim() })
        : text('schedule.consoleTooLong', counts),
    );
  }
  return command;
}
