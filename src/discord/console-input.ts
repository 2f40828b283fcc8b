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
export function requireConsoleCommand(text: string, prefix = ''): string {
  if (hasControlCharacters(text) || LINE_SEPARATORS.test(text)) {
    throw new UserError(
      'Not sent: the text contains a line break or another control character, which the console would ' +
        'treat as the start of a second command. Send a single line of plain text.',
    );
  }
  if (text.trim() === '') throw new UserError('Not sent: the text is empty.');
  const command = `${prefix}${text}`;
  const length = consoleLength(command);
  if (length > MAX_CONSOLE_COMMAND) {
    const counted = prefix ? ` including \`${prefix.trim()}\` and its space` : '';
    throw new UserError(
      `Not sent: a console command is at most ${MAX_CONSOLE_COMMAND} characters${counted}; this one has ${length}.`,
    );
  }
  return command;
}
