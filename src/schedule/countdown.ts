/**
 * The countdown before a planned restart: what is said in game, and when. Pure, so the sequence
 * and its texts are tested without a clock.
 */

import { t } from '../i18n/catalogue.js';
import type { Locale } from '../i18n/locale.js';

/** Announcements, in seconds before the restart: 15 min, 5 min, 1 min, 10 s. */
export const ANNOUNCE_OFFSETS = [900, 300, 60, 10] as const;

/** The restart itself, as a step: 0 seconds before. */
export const RESTART_STEP = 0;

/**
 * An announcement is made only close to its time: when hostcord was down at that moment, saying
 * "in 15 minutes" with 8 left would be wrong, so it is left out (the next one follows on time).
 */
export const ANNOUNCE_LATE_MS = 30_000;

/**
 * A restart is made at most this long after its time; later, hostcord was offline and the run is
 * skipped and reported, never run late by surprise.
 */
export const RESTART_LATE_MS = 5 * 60_000;

export interface Step {
  /** Seconds before the restart; 0 is the restart. */
  offset: number;
  at: number;
}

const stepAt = (runAt: number, offset: number) => runAt - offset * 1000;

/** The first step of a run at `runAt` planned at `now`: the first announcement not yet past. */
export function firstStep(runAt: number, now: number): Step {
  const offset = ANNOUNCE_OFFSETS.find((o) => stepAt(runAt, o) >= now) ?? RESTART_STEP;
  return { offset, at: stepAt(runAt, offset) };
}

/** The step after `offset`: the next announcement, or the restart. */
export function stepAfter(runAt: number, offset: number): Step {
  const next = ANNOUNCE_OFFSETS.find((o) => o < offset) ?? RESTART_STEP;
  return { offset: next, at: stepAt(runAt, next) };
}

/** The announcements a run at `runAt` planned at `now` makes, in seconds before it. */
export function plannedAnnouncements(runAt: number, now: number): number[] {
  return ANNOUNCE_OFFSETS.filter((o) => stepAt(runAt, o) >= now);
}

/**
 * Whether the announcement due at `offset` is still worth making at `now`: within
 * `ANNOUNCE_LATE_MS` of its time, and before the next step is due.
 */
export function announcementStillTimely(runAt: number, offset: number, now: number): boolean {
  const due = stepAt(runAt, offset);
  const next = stepAfter(runAt, offset).at;
  return now >= due && now < Math.min(due + ANNOUNCE_LATE_MS, next);
}

/**
 * "15 minutes", "1 minute", "10 seconds", "1 hour 30 minutes", in `locale`: each unit from the
 * catalogue (in the form said after "in"), joined the language's way for units.
 */
export function inWords(locale: Locale, seconds: number): string {
  const units = [
    ['schedule.hours', Math.floor(seconds / 3600)],
    ['schedule.minutes', Math.floor((seconds % 3600) / 60)],
    ['schedule.seconds', seconds % 60],
  ] as const;
  const parts = units.filter(([, count]) => count > 0).map(([key, count]) => t(locale, key, { count }));
  if (parts.length === 0) return t(locale, 'schedule.seconds', { count: 0 });
  return new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format(parts);
}

/**
 * The line said in game (after `say `) `offset` seconds before the restart, in the guild's
 * language; the member's message, as typed, follows it.
 */
export function announcementText(locale: Locale, offset: number, message: string | null): string {
  const said = t(locale, 'schedule.countdown', { duration: inWords(locale, offset) });
  return message ? `${said} ${message}` : said;
}

/** Said in game when a restart players were told about is called off. */
export function cancelAnnouncement(locale: Locale): string {
  return t(locale, 'schedule.countdownCancelled');
}
