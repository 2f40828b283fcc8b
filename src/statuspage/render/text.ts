import { t } from '../../i18n/catalogue.js';
import { formatDuration, formatPercent, formatUptime } from '../../i18n/format.js';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/locale.js';
import type { StateKind } from '../../watch/state.js';
import type { UptimeWindow } from '../view.js';

/** The language a page is written in when none is given. */
export const DEFAULT_LANG: Locale = DEFAULT_LOCALE;

/**
 * The words of a status page in one language (the guild's): its sentences from the catalogue
 * (`statuspage.*` in src/i18n/locales), dates, times, relative times, durations and percentages by
 * Intl in that language. Plain text: the renderer escapes it.
 */
export interface PageText {
  lang: Locale;
  title: string;
  state: Record<StateKind, string>;
  windows: Record<UptimeWindow, string>;
  summary(up: number, total: number): string;
  /** `{ago}`: when, as a <time> element. */
  updated: string;
  neverUpdated: string;
  nothingShown: string;
  /** The name of a server the provider gives none. */
  unnamed: string;
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
  /** The badge: "status | 3/3 up". */
  badge: { label: string; up(up: number, total: number): string; none: string };
}

/**
 * `format` remembered for the last values asked (a few thousand): Intl's formatting costs a few
 * microseconds a call, and a page asks for the same dates, durations and figures on every render.
 */
function remembered<T>(format: (value: T) => string): (value: T) => string {
  const known = new Map<T, string>();
  return (value) => {
    let text = known.get(value);
    if (text === undefined) {
      if (known.size >= 4096) known.clear();
      text = format(value);
      known.set(value, text);
    }
    return text;
  };
}

type UptimeWords = Pick<
  PageText,
  | 'uptimeHeading'
  | 'barLabel'
  | 'dayTitle'
  | 'barStart'
  | 'barEnd'
  | 'incidentsHeading'
  | 'noIncidents'
  | 'incident'
  | 'legend'
>;
type Figures = Pick<PageText, 'percent' | 'duration' | 'dateTime' | 'day' | 'ago'>;

/** The page's words in `lang` from the catalogue (src/i18n), dates, times and figures by Intl. */
function catalogue(lang: Locale): PageText {
  return { lang, ...pageWords(lang), ...uptimeWords(lang), ...figures(lang) };
}

/** The sentences of the page's head, its servers and its badge. */
function pageWords(lang: Locale): Omit<PageText, 'lang' | keyof UptimeWords | keyof Figures> {
  // The sentences with HTML in a placeholder keep it, for the renderer's `fill`.
  return {
    title: t(lang, 'statuspage.title'),
    state: {
      up: t(lang, 'statuspage.state.up'),
      down: t(lang, 'statuspage.state.down'),
      starting: t(lang, 'statuspage.state.starting'),
      stopping: t(lang, 'statuspage.state.stopping'),
      unknown: t(lang, 'statuspage.state.unknown'),
    },
    windows: {
      '24h': t(lang, 'statuspage.window.24h'),
      '7d': t(lang, 'statuspage.window.7d'),
      '30d': t(lang, 'statuspage.window.30d'),
      '90d': t(lang, 'statuspage.window.90d'),
    },
    summary: (up, total) => t(lang, 'statuspage.summary', { up, count: total }),
    updated: t(lang, 'statuspage.updated', { ago: '{ago}' }),
    neverUpdated: t(lang, 'statuspage.neverUpdated'),
    nothingShown: t(lang, 'statuspage.nothingShown'),
    unnamed: t(lang, 'statuspage.unnamed'),
    since: t(lang, 'statuspage.since', { when: '{when}' }),
    players: (online, max) => t(lang, 'statuspage.players', { online, max }),
    playerNames: t(lang, 'statuspage.playerNames', { names: '{names}' }),
    footer: t(lang, 'statuspage.footer'),
    badge: {
      label: t(lang, 'statuspage.badgeLabel'),
      up: (up, total) => t(lang, 'statuspage.badgeUp', { up, total }),
      none: t(lang, 'statuspage.badgeNone'),
    },
  };
}

/** The uptime section: its bars, their legend and the incidents under them. */
function uptimeWords(lang: Locale): UptimeWords {
  const days = (count: number) => t(lang, 'statuspage.days', { count });
  /** The bars' thresholds, written the language's way. */
  const threshold = (percent: number) => formatPercent(lang, percent, percent % 1 === 0 ? 0 : 1);
  const highest = threshold(99.9);
  // A page asks for the same few labels and incidents on every render: each made once.
  const barLabel = remembered((key: string) => {
    const [count, figure, bad, noData] = key.split('\n') as [string, string, string, string];
    return t(lang, 'statuspage.barLabel', {
      count: Number(count),
      figure,
      bad: days(Number(bad)),
      noData: days(Number(noData)),
      threshold: highest,
    });
  });
  const incident = remembered((key: string) => {
    const [from, to, lasted] = key.split('\n') as [string, string, string];
    return to === ''
      ? t(lang, 'statuspage.incidentOpen', { from, lasted })
      : t(lang, 'statuspage.incidentClosed', { from, to, lasted });
  });
  return {
    uptimeHeading: t(lang, 'statuspage.uptimeHeading'),
    barLabel: (count, figure, bad, noData) => barLabel(`${count}\n${figure}\n${bad}\n${noData}`),
    dayTitle(date, figure, incidents, downFor) {
      let title = t(lang, 'statuspage.dayFigure', { date, figure });
      if (downFor) title += ` · ${t(lang, 'statuspage.dayDown', { duration: downFor })}`;
      if (incidents > 0) title += ` · ${t(lang, 'statuspage.dayIncidents', { count: incidents })}`;
      return title;
    },
    barStart: (count) => t(lang, 'statuspage.barStart', { count }),
    barEnd: t(lang, 'statuspage.barEnd'),
    incidentsHeading: (count) => t(lang, 'statuspage.incidentsHeading', { count }),
    noIncidents: (count) => t(lang, 'statuspage.noIncidents', { count }),
    incident: (from, to, lasted) => incident(`${from}\n${to ?? ''}\n${lasted}`),
    legend: {
      heading: t(lang, 'statuspage.legendHeading'),
      a: t(lang, 'statuspage.legendAtLeast', { threshold: highest }),
      b: t(lang, 'statuspage.legendBetween', { from: threshold(99), to: highest }),
      c: t(lang, 'statuspage.legendBetween', { from: threshold(95), to: threshold(99) }),
      d: t(lang, 'statuspage.legendBelow', { threshold: threshold(95) }),
      n: t(lang, 'statuspage.legendNoData'),
    },
  };
}

/** Percentages, durations, dates and relative times, by Intl in `lang`. */
function figures(lang: Locale): Figures {
  const dateTime = new Intl.DateTimeFormat(lang, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  const day = new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  return {
    percent: remembered((ratio: number | null) =>
      ratio === null ? t(lang, 'statuspage.noData') : formatUptime(lang, ratio),
    ),
    duration: remembered((ms: number) => formatDuration(lang, ms)),
    dateTime: remembered((ms: number) => dateTime.format(ms)),
    day: remembered((ms: number) => day.format(ms)),
    ago(ms, now) {
      const seconds = Math.round((ms - now) / 1000);
      if (seconds > -60) return relative.format(Math.min(seconds, 0), 'second');
      if (seconds > -3600) return relative.format(Math.round(seconds / 60), 'minute');
      if (seconds > -86_400) return relative.format(Math.round(seconds / 3600), 'hour');
      return relative.format(Math.round(seconds / 86_400), 'day');
    },
  };
}

/** Each language's words, made on first use. */
const catalogues = new Map<Locale, PageText>();

/** The page's words in `lang`, or in English (`lang` then says en-US) for a language hostcord does not speak. */
export function pageText(lang: string = DEFAULT_LANG): PageText {
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  let text = catalogues.get(locale);
  if (!text) {
    text = catalogue(locale);
    catalogues.set(locale, text);
  }
  return text;
}
