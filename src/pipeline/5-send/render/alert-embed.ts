import type { APIEmbed } from 'discord.js';
import { literal, TIME_UNKNOWN } from '../../../discord/format.js';
import { delay, delayNote, eventTime, nonEmpty, serverLabel, sourceLabel } from './parts.js';
import { severityStyle } from './severity.js';
import type { Alert, RenderOptions } from './types.js';

/**
 * Sizes are capped so that ten embeds always fit Discord's 6,000 characters per message: the
 * title is at most `titleMax` and everything else at most `EMBED_BODY_MAX`.
 */
export const EMBED_BODY_MAX = 390;
export const SINGLE_TITLE_MAX = 256;
export const MULTI_TITLE_MAX = 200;

const INSTALLED = 0x2ecc71;
const REMOVED = 0x95a5a6;

/** One alert as a rich embed: title, what, how severe, who did it, where, and when it happened. */
export function renderAlertEmbed(alert: Alert, options: RenderOptions & { titleMax?: number }): APIEmbed {
  const titleMax = options.titleMax ?? SINGLE_TITLE_MAX;
  const late = delay(alert, options.now);
  const at = eventTime(alert, options.now);
  // Without a plausible time the embed carries none: Discord would refuse the whole message.
  const common =
    at === undefined
      ? { footer: { text: TIME_UNKNOWN } }
      : {
          timestamp: new Date(at).toISOString(),
          ...(late !== undefined && { footer: { text: delayNote(late) } }),
        };
  const { event } = alert;
  if (event.type === 'server.activity') {
    const entry = event.data;
    const style = severityStyle(entry.severity);
    return {
      title: nonEmpty(literal(entry.title, titleMax)),
      color: style.colour,
      fields: [
        { name: 'Server', value: nonEmpty(serverLabel(alert, 100)), inline: true },
        {
          name: 'Event',
          value: `${nonEmpty(literal(entry.category, 50))} / ${nonEmpty(literal(entry.type, 50))}`,
          inline: true,
        },
        { name: 'Severity', value: `${style.emoji} ${nonEmpty(literal(entry.severity, 40))}`, inline: true },
        { name: 'Source', value: sourceLabel(entry.source), inline: true },
      ],
      ...common,
    };
  }
  const installation = event.data;
  const server = nonEmpty(serverLabel(alert, 100));
  if (event.type === 'installation.deleted') {
    return {
      title: `hostcord was removed from ${server}`,
      description: 'Alerts for this server stop here until the bot is installed on it again.',
      color: REMOVED,
      ...common,
    };
  }
  return {
    title: `hostcord was installed on ${server}`,
    color: INSTALLED,
    fields: [
      { name: 'Scopes', value: nonEmpty(literal(installation.grantedScopes.join(', '), 160)) },
      { name: 'Events', value: nonEmpty(literal(installation.eventTypes.join(', '), 100)) },
      { name: 'Status', value: nonEmpty(literal(installation.status, 40)), inline: true },
    ],
    ...common,
  };
}
