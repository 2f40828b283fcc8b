import type { DoctorFinding } from '../discord/ports.js';
import { type Text, translate } from '../i18n/catalogue.js';
import type { Locale } from '../i18n/locale.js';

/** What the doctor reports, shared by `npm run doctor` and `/doctor` without loading the checks. */
export type Level = DoctorFinding['level'];

/**
 * A finding's words, written once for both readers: a catalogue text (key and params), or one made
 * of several in the reader's language (a duration, a provider error inside). `/doctor` says them in
 * the member's language, `npm run doctor` in English (the operator's console).
 */
export type Words = Text | ((locale: Locale) => string);

/** One line of the report: what was checked, how it went, and what to do about it. */
export type Finding = DoctorFinding;

export const finding = (level: Level, area: Words, message: Words): Finding => ({ level, area, message });

export function wordsIn(locale: Locale, words: Words): string {
  return typeof words === 'function' ? words(locale) : translate(locale, words);
}
