import { Cron } from 'croner';
import { UserError } from '../discord/user-error.js';

/**
 * When a schedule's restarts fall: a time of day in an IANA time zone, every day or on chosen
 * weekdays. croner does the calendar work, daylight-saving changes included (a time that does not
 * exist that night runs at the first minute after the gap; one that happens twice runs once).
 */
export interface Recurrence {
  /** `HH:MM`, 24-hour clock. */
  time: string;
  timeZone: string;
  /** 0 = Sunday … 6 = Saturday; empty means every day. */
  days: number[];
}

/** The first run strictly after `after` (ms). */
export function nextRunAfter(rule: Recurrence, after: number): number {
  const [hour, minute] = rule.time.split(':').map(Number);
  const days = rule.days.length > 0 ? rule.days.join(',') : '*';
  const next = new Cron(`${minute} ${hour} * * ${days}`, { timezone: rule.timeZone, paused: true }).nextRun(
    new Date(after),
  );
  // A daily or weekly pattern always has a next run.
  if (!next) throw new Error(`no next run for ${rule.time} ${rule.timeZone} ${days}`);
  return next.getTime();
}

/** Guard: `HH:MM` (or `H:MM`) on a 24-hour clock, returned as `HH:MM`. */
export function requireTime(text: string): string {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  if (!match) {
    throw new UserError(
      `Not scheduled: \`${text.trim().slice(0, 20)}\` is not a time of day. Write it as HH:MM on a 24-hour clock, e.g. \`04:00\` or \`23:30\`.`,
    );
  }
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}

/** Node's IANA names; `UTC` is added (ICU lists only `Etc/UTC`-style aliases under other names). */
const ZONES = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')];
const BY_LOWER = new Map(ZONES.map((z) => [z.toLowerCase(), z]));

export const DEFAULT_TIME_ZONE = 'UTC';

/** Guard: an IANA time zone name (any letter case), returned as written in the list. */
export function requireTimeZone(text: string | null | undefined): string {
  if (text === null || text === undefined || text.trim() === '') return DEFAULT_TIME_ZONE;
  const zone = BY_LOWER.get(text.trim().toLowerCase());
  if (!zone) {
    throw new UserError(
      `Not scheduled: \`${text.trim().slice(0, 40)}\` is not a time zone hostcord knows. Pick one from the list: an IANA name such as \`Europe/Berlin\` or \`America/New_York\` (default \`UTC\`).`,
    );
  }
  return zone;
}

/** Autocomplete for the time zone option: names containing what was typed, at most `max`. */
export function timeZoneChoices(typed: string, max = 25): string[] {
  const needle = typed.trim().toLowerCase().replaceAll(' ', '_');
  return ZONES.filter((z) => z.toLowerCase().includes(needle)).slice(0, max);
}

const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const GROUPS: Record<string, number[]> = {
  daily: [],
  everyday: [],
  weekdays: [1, 2, 3, 4, 5],
  weekends: [0, 6],
};

/**
 * Guard for the `days` option: weekday names (`mon`, `Monday`, …), `weekdays`, `weekends` or
 * `daily`, separated by commas or spaces. Empty or every day → `[]` (daily).
 */
export function requireDays(text: string | null | undefined): number[] {
  const words = (text ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const days = new Set<number>();
  for (const word of words) {
    const group = GROUPS[word];
    if (group) {
      if (group.length === 0) return [];
      for (const d of group) days.add(d);
      continue;
    }
    const day = word.length >= 3 ? DAY_NAMES.findIndex((name) => name.startsWith(word)) : -1;
    if (day < 0) {
      throw new UserError(
        `Not scheduled: \`${word.slice(0, 20)}\` is not a day. Write weekdays like \`mon, wed, fri\`, or \`weekdays\`, \`weekends\`, \`daily\`.`,
      );
    }
    days.add(day);
  }
  return days.size === 7 ? [] : [...days].sort((a, b) => a - b);
}

/** "every day", "Mon, Wed, Fri". */
export function daysInWords(days: number[]): string {
  return days.length === 0 ? 'every day' : days.map((d) => SHORT[d]).join(', ');
}
