import type { APIEmbed } from 'discord.js';
import type { ActivityEntry } from '../../hosting/index.js';
import { literal, TIME_UNKNOWN, truncate } from '../format.js';
import { discordTime } from './records.js';

export interface ActivityView {
  serverName: string;
  entries: ActivityEntry[];
  /** 0-based; the newest entries are page 0. */
  page: number;
}

/** One line per entry: time, severity, category, title, source (spec, Activity entry). Pure. */
export function activityLine(entry: ActivityEntry): string {
  const time = discordTime(entry.createdAt) ?? TIME_UNKNOWN;
  return (
    `${time} · **${literal(entry.severity, 30)}** · ${literal(entry.category, 40)} — ` +
    `${literal(entry.title, 200)} _(${literal(entry.source, 30)})_`
  );
}

export function renderActivity(view: ActivityView): { embeds: APIEmbed[] } {
  const lines = view.entries.map(activityLine);
  return {
    embeds: [
      {
        title: truncate(`Activity — ${literal(view.serverName, 200)}`, 256),
        description: truncate(lines.join('\n') || 'No activity on this page.', 4096),
        footer: { text: `Page ${view.page + 1} · newest first` },
      },
    ],
  };
}
