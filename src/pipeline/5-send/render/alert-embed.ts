import type { APIEmbed } from 'discord.js';
import type { ActivityEntry, Installation } from '../../../hosting/index.js';
import { t } from '../../../i18n/catalogue.js';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locale.js';
import { literal } from '../../../text/literal.js';
import { delay, delayNote, eventTime, nonEmpty, serverLabel, sourceLabel, timeUnknown } from './parts.js';
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
  const locale = options.locale ?? DEFAULT_LOCALE;
  const late = delay(alert, options.now);
  const at = eventTime(alert, options.now);
  // Without a plausible time the embed carries none: Discord would refuse the whole message.
  const common =
    at === undefined
      ? { footer: { text: timeUnknown(locale) } }
      : {
          timestamp: new Date(at).toISOString(),
          ...(late !== undefined && { footer: { text: delayNote(locale, late) } }),
        };
  const { event } = alert;
  switch (event.type) {
    case 'server.activity':
      return { ...activityEmbed(alert, event.data, locale, titleMax), ...common };
    case 'installation.created':
      return { ...installedEmbed(alert, event.data, locale), ...common };
    case 'installation.deleted':
      return { ...removedEmbed(alert, locale), ...common };
    default:
      return event satisfies never;
  }
}

/** An activity entry: its title, coloured by severity, with where, what, how severe and who. */
function activityEmbed(alert: Alert, entry: ActivityEntry, locale: Locale, titleMax: number): APIEmbed {
  const style = severityStyle(entry.severity);
  return {
    title: nonEmpty(literal(entry.title, titleMax)),
    color: style.colour,
    fields: [
      {
        name: t(locale, 'alerts.field.server'),
        value: nonEmpty(serverLabel(alert, 100, locale)),
        inline: true,
      },
      {
        name: t(locale, 'alerts.field.event'),
        value: `${nonEmpty(literal(entry.category, 50))} / ${nonEmpty(literal(entry.type, 50))}`,
        inline: true,
      },
      {
        name: t(locale, 'alerts.field.severity'),
        value: `${style.emoji} ${nonEmpty(literal(entry.severity, 40))}`,
        inline: true,
      },
      { name: t(locale, 'alerts.field.source'), value: sourceLabel(locale, entry.source), inline: true },
    ],
  };
}

/** The bot was removed from the server: no more alerts from it until it is installed again. */
function removedEmbed(alert: Alert, locale: Locale): APIEmbed {
  const server = nonEmpty(serverLabel(alert, 100, locale));
  return {
    title: t(locale, 'alerts.removed.title', { server }),
    description: t(locale, 'alerts.removed.description'),
    color: REMOVED,
  };
}

/** The bot was installed on the server: with the scopes and events it was given. */
function installedEmbed(alert: Alert, installation: Installation, locale: Locale): APIEmbed {
  const server = nonEmpty(serverLabel(alert, 100, locale));
  return {
    title: t(locale, 'alerts.installed.title', { server }),
    color: INSTALLED,
    fields: [
      {
        name: t(locale, 'alerts.installed.scopes'),
        value: nonEmpty(literal(installation.grantedScopes.join(', '), 160)),
      },
      {
        name: t(locale, 'alerts.installed.events'),
        value: nonEmpty(literal(installation.eventTypes.join(', '), 100)),
      },
      {
        name: t(locale, 'alerts.installed.status'),
        value: nonEmpty(literal(installation.status, 40)),
        inline: true,
      },
    ],
  };
}
