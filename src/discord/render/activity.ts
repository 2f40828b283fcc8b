import type { APIEmbed } from 'discord.js';
import type { ActivityEntry } from '../../hosting/index.js';
import { t } from '../../i18n/catalogue.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale.js';
import { literal } from '../../text/literal.js';
import { renderListPage } from './list-page.js';
import { discordTime } from './records.js';

export interface ActivityView {
  serverName: string;
  entries: ActivityEntry[];
  /** 0-based; the newest entries are page 0. */
  page: number;
}

/**
 * One line per entry: time, severity, category, title, source (spec, Activity entry). Severity,
 * category and source are the provider's values, shown as they are. Pure.
 */
export function activityLine(entry: ActivityEntry, locale: Locale = DEFAULT_LOCALE): string {
  const time = discordTime(entry.createdAt, 'f', Date.now(), locale) ?? t(locale, 'views.timeUnknown');
  return (
    `${time} · **${literal(entry.severity, 30)}** · ${literal(entry.category, 40)} — ` +
    `${literal(entry.title, 200)} _(${literal(entry.source, 30)})_`
  );
}

/** The `/activity` page in the reader's language. Pure. */
export function renderActivity(view: ActivityView, locale: Locale = DEFAULT_LOCALE): { embeds: APIEmbed[] } {
  const lines = view.entries.map((entry) => activityLine(entry, locale));
  return renderListPage('activity', view, lines, locale);
}
