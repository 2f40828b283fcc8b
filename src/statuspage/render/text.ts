import { percentText } from '../../history/uptime.js';
import type { StateKind } from '../../watch/state.js';
import type { UptimeWindow } from '../view.js';

/** The language a page is written in when none is chosen (hostcord speaks English only for now). */
export const DEFAULT_LANG = 'en-US';

/**
 * The words of a status page in one language. Plain text: the renderer escapes it. Dates, times and
 * relative times come from Intl in the page's language; the sentences are English today, and a
 * catalogue per language plugs in here (issue #32).
 */
export interface PageText {
  lang: string;
  title: string;
  state: Record<StateKind, string>;
  windows: Record<UptimeWindow, string>;
  summary(up: number, total: number): string;
  /** `{ago}`: when, as a <time> element. */
  updated: string;
  neverUpdated: string;
  nothingShown: string;
  /** `{when}`: since when, as a <time> element. */
  since: string;
  players(online: number, max: number): string;
  /** `{names}`: the names, each escaped. */
  playerNames: string;
  uptimeHeading: string;
  barLabel(days: number, figure: string, bad: number, noData: number): string;
  dayTitle(date: string, figure: string, incidents: number, downFor: string | null): string;
  barStart(days: number): string;
  barEnd: string;
  incidentsHeading(days: number): string;
  noIncidents(days: number): string;
  incident(from: string, to: string | null, lasted: string): string;
  legend: { heading: string; a: string; b: string; c: string; d: string; n: string };
  footer: string;
  percent(ratio: number | null): string;
  /** "1 hr 54 min". */
  duration(ms: number): string;
  /** "May 3, 2025, 2:05 PM UTC". */
  dateTime(ms: number): string;
  /** "May 3". */
  day(ms: number): string;
  /** "3 minutes ago". */
  ago(ms: number, now: number): string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * `format` remembered for the last values asked (a few thousand): Intl's formatting costs a few
 * microseconds a call, and a page asks for the same dates and durations on every render.
 */
function remembered(format: (ms: number) => string): (ms: number) => string {
  const known = new Map<number, string>();
  return (ms) => {
    let text = known.get(ms);
    if (text === undefined) {
      if (known.size >= 4096) known.clear();
      text = format(ms);
      known.set(ms, text);
    }
    return text;
  };
}

/** English, with the dates, times and units of `lang`. */
function english(lang: string): PageText {
  const dateTime = new Intl.DateTimeFormat(lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  const day = new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const unit = (u: 'day' | 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(lang, { style: 'unit', unit: u, unitDisplay: 'short' });
  const units = { day: unit('day'), hour: unit('hour'), minute: unit('minute'), second: unit('second') };
  return {
    lang,
    title: 'Game server status',
    state: { up: 'Up', down: 'Down', starting: 'Starting', stopping: 'Stopping', unknown: 'Unknown' },
    windows: { '24h': '24 hours', '7d': '7 days', '30d': '30 days', '90d': '90 days' },
    summary: (up, total) => `${up} of ${plural(total, 'server', 'servers')} up`,
    updated: 'Updated {ago}',
    neverUpdated: 'Not read yet',
    nothingShown: 'No game server is shown here yet.',
    since: 'since {when}',
    players: (online, max) => `Players ${online}/${max}`,
    playerNames: 'Online: {names}',
    uptimeHeading: 'Uptime',
    barLabel: (days, figure, bad, noData) =>
      `Uptime by day, last ${days} days: ${figure} in all; ${plural(bad, 'day', 'days')} below 99.9 %, ${plural(noData, 'day', 'days')} without data.`,
    dayTitle: (date, figure, incidents, downFor) =>
      [
        `${date}: ${figure}`,
        downFor && `down ${downFor}`,
        incidents > 0 && plural(incidents, 'incident', 'incidents'),
      ]
        .filter(Boolean)
        .join(' · '),
    barStart: (days) => `${days} days ago`,
    barEnd: 'Today',
    incidentsHeading: (days) => `Incidents, last ${days} days`,
    noIncidents: (days) => `No incidents in the last ${days} days.`,
    incident: (from, to, lasted) =>
      to === null ? `Down since ${from} (${lasted} so far)` : `Down from ${from} to ${to} (${lasted})`,
    legend: {
      heading: 'Colours of the daily bars',
      a: '99.9 % or more up',
      b: '99 to 99.9 %',
      c: '95 to 99 %',
      d: 'below 95 %',
      n: 'no data (hostcord was not watching)',
    },
    footer: 'Times in UTC. Uptime as hostcord observed it.',
    percent: percentText,
    duration: remembered((ms) => {
      const minutes = Math.floor(ms / 60_000);
      const d = Math.floor(minutes / 1440);
      const h = Math.floor((minutes % 1440) / 60);
      const m = minutes % 60;
      if (d > 0) return `${units.day.format(d)} ${units.hour.format(h)}`;
      if (h > 0) return `${units.hour.format(h)} ${units.minute.format(m)}`;
      return m > 0 ? units.minute.format(m) : units.second.format(Math.floor(ms / 1000));
    }),
    dateTime: remembered((ms) => `${dateTime.format(ms)} UTC`),
    day: remembered((ms) => day.format(ms)),
    ago(ms, now) {
      const seconds = Math.round((ms - now) / 1000);
      if (seconds > -60) return relative.format(Math.min(seconds, 0), 'second');
      if (seconds > -3600) return relative.format(Math.round(seconds / 60), 'minute');
      if (seconds > -86_400) return relative.format(Math.round(seconds / 3600), 'hour');
      return relative.format(Math.round(seconds / 86_400), 'day');
    },
  };
}

/** One catalogue per language; a language without one gets the default (and says so in `lang`). */
const catalogues: Record<string, PageText> = { [DEFAULT_LANG]: english(DEFAULT_LANG) };

/** The page's words in `lang`, or in English (`lang` then says en-US) until its catalogue exists. */
export function pageText(lang: string = DEFAULT_LANG): PageText {
  return catalogues[lang] ?? catalogues[DEFAULT_LANG]!;
}
