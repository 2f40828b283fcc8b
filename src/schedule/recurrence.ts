import { Cron } from 'croner';
import { UserError } from '../discord/user-error.js';
import { t, text } from '../i18n/catalogue.js';
import type { Locale } from '../i18n/locale.js';

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
export function requireTime(typed: string): string {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(typed.trim());
  if (!match) {
    throw new UserError(text('schedule.badTime', { given: typed.trim().slice(0, 20) }));
  }
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}

/**
 * IANA's current names that ICU accepts but lists only under an older name: Node 20 (ICU 78.2,
 * tzdata 2025c) has `Asia/Calcutta` in `Intl.supportedValuesOf('timeZone')`, not `Asia/Kolkata`,
 * and resolves the new name to the old one. Found by trying every zone of tzdata's `zone.tab` the
 * list lacks; each old name here maps to the name IANA uses today. With an ICU that lists the
 * current names, this changes nothing.
 */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};
const OLD_NAMES = new Map(Object.entries(CURRENT_NAMES).map(([old, current]) => [current, old]));

const currentName = (zone: string) => CURRENT_NAMES[zone] ?? zone;

/** What autocomplete offers: ICU's zones under their current names, `UTC` first. */
const ZONES = [
  'UTC',
  ...[...new Set(Intl.supportedValuesOf('timeZone').map(currentName))].filter((z) => z !== 'UTC').sort(),
];

export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * Guard: any time zone ICU accepts (`Intl.DateTimeFormat` decides: current names and their old
 * aliases alike, any letter case), returned as one name for one zone: ICU's canonical name, under
 * IANA's current spelling (`asia/calcutta` and `Asia/Kolkata` both give `Asia/Kolkata`). croner
 * computes with the same ICU, so it takes every name this returns.
 */
export function requireTimeZone(typed: string | null | undefined): string {
  if (typed === null || typed === undefined || typed.trim() === '') return DEFAULT_TIME_ZONE;
  try {
    return currentName(new Intl.DateTimeFormat('en', { timeZone: typed.trim() }).resolvedOptions().timeZone);
  } catch {
    throw new UserError(text('schedule.badZone', { given: typed.trim().slice(0, 40) }));
  }
}

/** Autocomplete for the time zone option: names (or their old names) containing what was typed. */
export function timeZoneChoices(typed: string, max = 25): string[] {
  const needle = typed.trim().toLowerCase().replaceAll(' ', '_');
  const matches = (zone: string | undefined) => zone?.toLowerCase().includes(needle) ?? false;
  return ZONES.filter((z) => matches(z) || matches(OLD_NAMES.get(z))).slice(0, max);
}

const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
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
export function requireDays(typed: string | null | undefined): number[] {
  const words = (typed ?? '')
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
      throw new UserError(text('schedule.badDay', { given: word.slice(0, 20) }));
    }
    days.add(day);
  }
  return days.size === 7 ? [] : [...days].sort((a, b) => a - b);
}

/** A Sunday (1970-01-04), from which each weekday's short name is read in the reader's language. */
const A_SUNDAY = Date.UTC(1970, 0, 4);

/** "every day", "Mon, Wed, Fri" (in `locale`: "Mo., Mi., Fr."). */
export function daysInWords(locale: Locale, days: number[]): string {
  if (days.length === 0) return t(locale, 'schedule.everyDay');
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return days.map((d) => weekday.format(A_SUNDAY + d * 86_400_000)).join(', ');
}
