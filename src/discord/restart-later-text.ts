import type { RestartRun } from '../db/restart-runs.js';
import { type Text, t, text } from '../i18n/catalogue.js';
import type { Locale } from '../i18n/locale.js';
import { ANNOUNCE_OFFSETS, inWords, plannedAnnouncements } from '../schedule/countdown.js';
import { literal } from '../text/literal.js';
import { onlyYouText } from './power-text.js';

/**
 * What members read about a restart planned with `/restart in:`, in `locale` (the asking member's
 * for the question, the guild's for the public message); `name` is already literal.
 */

const at = (ms: number, style: 'T' | 'R' | 'f') => `<t:${Math.floor(ms / 1000)}:${style}>`;

/**
 * "15 minutes, 5 minutes, 1 minute and 10 seconds". hostcord's English writes lists without the
 * serial comma (as en-GB does), as it always has; every other language by its own rules.
 */
export function warningsInWords(locale: Locale, offsets: readonly number[]): string {
  const list = new Intl.ListFormat(locale === 'en-US' ? 'en-GB' : locale, { type: 'conjunction' });
  return list.format(offsets.map((o) => inWords(locale, o)));
}

function warnings(locale: Locale, runAt: number, from: number): string {
  const offsets = plannedAnnouncements(runAt, from);
  return offsets.length === 0
    ? t(locale, 'schedule.notWarned')
    : t(locale, 'schedule.warned', { warnings: warningsInWords(locale, offsets) });
}

/**
 * What `/schedule restart` promises: the warnings its first run will make (from the step it was
 * planned with: fewer when it is minutes away), and those of the runs after it (every warning).
 */
export function scheduleWarnings(locale: Locale, first: Pick<RestartRun, 'nextOffset'>): string {
  const made = ANNOUNCE_OFFSETS.filter((o) => o <= first.nextOffset);
  const all = warningsInWords(locale, ANNOUNCE_OFFSETS);
  if (made.length === ANNOUNCE_OFFSETS.length) return t(locale, 'schedule.warnedEach', { warnings: all });
  return made.length === 0
    ? t(locale, 'schedule.warnedNoneFirst', { warnings: all })
    : t(locale, 'schedule.warnedFirst', { first: warningsInWords(locale, made), warnings: all });
}

function messageLine(locale: Locale, message: string | null): string {
  return message ? `\n${t(locale, 'schedule.withMessage', { message: literal(message, 300) })}` : '';
}

/** The question; its buttons work until `expiresAt` (Unix seconds). */
export function laterQuestionText(
  locale: Locale,
  name: string,
  delayMs: number,
  message: string | null,
  expiresAt: number,
): string {
  const asked = t(locale, 'schedule.laterQuestion', {
    server: name,
    duration: inWords(locale, delayMs / 1000),
    warnings: warnings(locale, delayMs, 0),
  });
  return `${asked}${messageLine(locale, message)}\n${onlyYouText(locale, expiresAt)}`;
}

/** The public message with the time (each reader's own time zone) and the Cancel button. */
export function scheduledText(locale: Locale, name: string, run: RestartRun, confirmedAt: number): string {
  const scheduled = t(locale, 'schedule.scheduled', {
    server: name,
    time: at(run.runAt, 'T'),
    relative: at(run.runAt, 'R'),
    member: `<@${run.requestedBy}>`,
    warnings: warnings(locale, run.runAt, confirmedAt),
  });
  return `${scheduled}${messageLine(locale, run.message)}\n${t(locale, 'schedule.mayCancel', { command: '/restart' })}`;
}

export function cancelledText(locale: Locale, name: string, run: RestartRun, by: string): string {
  return t(locale, 'schedule.cancelledBy', { server: name, time: at(run.runAt, 'f'), member: `<@${by}>` });
}

export const REFUSED: Record<'ran' | 'cancelled' | 'skipped', Text> = {
  ran: text('schedule.refusedRan', { command: '/activity' }),
  cancelled: text('schedule.refusedCancelled'),
  skipped: text('schedule.refusedSkipped'),
};
