import type { APIEmbed } from 'discord.js';
import { t } from '../../../i18n/catalogue.js';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locale.js';
import { MESSAGE_TEXT_MAX, packLines } from '../../../text/embed-lines.js';
import { literal } from '../../../text/literal.js';
import { delay, discordTime, eventTime, serverLabel } from './parts.js';
import { alertStyle, NEUTRAL, severityStyle } from './severity.js';
import type { Alert, AlertEvent, RenderOptions } from './types.js';

/** Room kept for the first embed's title, written once the count is known, and the message's marker (marker.ts). */
const TITLE_RESERVE = 160;
/** A line never exceeds this, so every digest has room for at least one. */
export const LINE_MAX = 300;

/**
 * Many alerts as a compact digest, one line per alert, oldest first, packed into as many embeds as
 * Discord's limits allow. Returns the embeds and how many of `alerts` (from the start) they hold;
 * the rest go into the next message.
 */
export function renderDigest(
  alerts: readonly Alert[],
  options: RenderOptions,
): { embeds: APIEmbed[]; count: number } {
  const servers = new Set(alerts.map((a) => a.event.serverId));
  const perLineServer = servers.size > 1;
  // A line and its newline take at least 2 characters: no more than this many can ever fit.
  const lines = alerts
    .slice(0, MESSAGE_TEXT_MAX / 2)
    .map((alert) => renderDigestLine(alert, { ...options, withServer: perLineServer }));
  const { groups, count } = packLines(lines, TITLE_RESERVE);
  let rank = NEUTRAL;
  for (const alert of alerts.slice(0, count)) {
    const style = alertStyle(alert.event);
    if (style.rank > rank.rank) rank = style;
  }
  const first = alerts[0];
  const locale = options.locale ?? DEFAULT_LOCALE;
  const title =
    !perLineServer && first
      ? t(locale, 'alerts.digest.titleOf', { count, server: serverLabel(first, 100, locale) })
      : t(locale, 'alerts.digest.title', { count });
  const embeds = groups.map(
    (group, i): APIEmbed => ({
      ...(i === 0 && { title }),
      description: group.join('\n'),
      color: rank.colour,
    }),
  );
  return { embeds, count };
}

/** One digest line: mark, time, [server,] category/type, title, and whether it is late. */
export function renderDigestLine(alert: Alert, options: RenderOptions & { withServer: boolean }): string {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const late = delay(alert, options.now) !== undefined;
  const time = discordTime(eventTime(alert, options.now), late ? 'f' : 'T', locale);
  const server = options.withServer ? `**${serverLabel(alert, 40, locale)}** · ` : '';
  const suffix = late ? ` · *${t(locale, 'alerts.digest.delayed')}*` : '';
  const { mark, text } = digestWords(alert.event, locale);
  const line = `${mark} ${time} ${server}${text}${suffix}`;
  return line.length <= LINE_MAX ? line : `${line.slice(0, LINE_MAX - 1)}…`;
}

/** What a digest line says of each type of event, and its mark. */
function digestWords(event: AlertEvent, locale: Locale): { mark: string; text: string } {
  switch (event.type) {
    case 'server.activity': {
      const entry = event.data;
      return {
        mark: severityStyle(entry.severity).emoji,
        text: `${literal(entry.category, 30)}/${literal(entry.type, 30)} · ${literal(entry.title, 150)}`,
      };
    }
    case 'installation.created':
      return { mark: '🟢', text: t(locale, 'alerts.digest.installed') };
    case 'installation.deleted':
      return { mark: NEUTRAL.emoji, text: t(locale, 'alerts.digest.removed') };
    default:
      return event satisfies never;
  }
}
