import type { RestartRun } from '../db/restart-runs.js';
import { ANNOUNCE_OFFSETS, inWords, plannedAnnouncements } from '../schedule/countdown.js';
import { literal } from './format.js';

/** What members read about a restart planned with `/restart in:`; `name` is already literal. */

const at = (ms: number, style: 'T' | 'R' | 'f') => `<t:${Math.floor(ms / 1000)}:${style}>`;

/** "15 minutes, 5 minutes, 1 minute and 10 seconds". */
export function warningsInWords(offsets: readonly number[]): string {
  const words = offsets.map(inWords);
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function warnings(runAt: number, from: number): string {
  const offsets = plannedAnnouncements(runAt, from);
  return offsets.length === 0
    ? 'Players are not warned in game.'
    : `Players are warned in game ${warningsInWords(offsets)} before.`;
}

/**
 * What `/schedule restart` promises: the warnings its first run will make (from the step it was
 * planned with: fewer when it is minutes away), and those of the runs after it (every warning).
 */
export function scheduleWarnings(first: Pick<RestartRun, 'nextOffset'>): string {
  const made = ANNOUNCE_OFFSETS.filter((o) => o <= first.nextOffset);
  const all = warningsInWords(ANNOUNCE_OFFSETS);
  if (made.length === ANNOUNCE_OFFSETS.length)
    return `Players are warned in game ${all} before each restart.`;
  const now =
    made.length === 0
      ? 'This first restart comes too soon to warn players in game'
      : `Players are warned in game ${warningsInWords(made)} before this first restart`;
  return `${now}; the following runs will warn them ${all} before.`;
}

function messageLine(message: string | null): string {
  return message ? `\nWith the message: ${literal(message, 300)}` : '';
}

/** The question; its buttons work until `expiresAt` (Unix seconds). */
export function laterQuestionText(
  name: string,
  delayMs: number,
  message: string | null,
  expiresAt: number,
): string {
  return (
    `Restart **${name}** in ${inWords(delayMs / 1000)}? The countdown starts when you confirm. ` +
    `${warnings(delayMs, 0)} Players are disconnected while it restarts.${messageLine(message)}\n` +
    `Only you can answer; the buttons work until <t:${expiresAt}:T> (<t:${expiresAt}:R>).`
  );
}

export const LATER_CONFIRMED =
  '✅ Scheduled. The restart and its **Cancel** button are in the message below.';
export const LATER_ALREADY = 'This was already confirmed; nothing was scheduled again.';

/** The public message with the time (each reader's own time zone) and the Cancel button. */
export function scheduledText(name: string, run: RestartRun, confirmedAt: number): string {
  return (
    `⏲️ **${name}** restarts ${at(run.runAt, 'T')} (${at(run.runAt, 'R')}), asked by <@${run.requestedBy}>. ` +
    `${warnings(run.runAt, confirmedAt)}${messageLine(run.message)}\n` +
    'Members who may use `/restart` can cancel it until then.'
  );
}

export function cancelledText(name: string, run: RestartRun, by: string): string {
  return `🛑 The restart of **${name}** planned for ${at(run.runAt, 'f')} was cancelled by <@${by}>.`;
}

export const REFUSED: Record<'ran' | 'cancelled' | 'skipped', string> = {
  ran: 'This restart already ran (or is being sent now): there is nothing to cancel. `/activity` shows how it went.',
  cancelled: 'This restart was already cancelled.',
  skipped: 'This restart was skipped (hostcord was offline at its time): there is nothing to cancel.',
};
