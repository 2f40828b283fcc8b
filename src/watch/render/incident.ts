import type { APIActionRowComponent, APIComponentInMessageActionRow, APIEmbed } from 'discord.js';
import type { Incident } from '../../db/incidents.js';
import type { MakeId } from '../../discord/component-id.js';
import { renderServerControls } from '../../discord/render/alert-controls.js';
import { t } from '../../i18n/catalogue.js';
import { formatDuration } from '../../i18n/format.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale.js';
import { literal } from '../../text/literal.js';

const DOWN = 0xe74c3c;
const RECOVERED = 0x2ecc71;
const SNOWFLAKE = /^\d{17,20}$/;

const at = (ms: number, style: 'R' | 'f') => `<t:${Math.floor(ms / 1000)}:${style}>`;

/** Each kind's title and description: while it lasts, and once it closed (the same message, edited). */
const TEXTS = {
  /** The server is down; "recovered after …" once it is up again. */
  incident: {
    open: ['boards.downTitle', 'boards.down'],
    closed: ['boards.recoveredTitle', 'boards.recovered'],
  },
  /**
   * A game that stopped answering while the panel says the server runs (a hung or deadlocked
   * game); "answers again" once it does.
   */
  unresponsive: {
    open: ['boards.silentTitle', 'boards.silent'],
    closed: ['boards.answersTitle', 'boards.answers'],
  },
} as const;

/** The incident as one embed, written in the guild's language. */
function embedOf(incident: Incident, server: string, locale: Locale): APIEmbed {
  const down = incident.kind !== 'unresponsive';
  const texts = down ? TEXTS.incident : TEXTS.unresponsive;
  // What happened just before the server went down (a hung game has no such moment).
  const activity = incident.lastActivityTitle
    ? [{ name: t(locale, 'boards.lastActivity'), value: literal(incident.lastActivityTitle, 1000) }]
    : [];
  const fields = down ? { fields: activity } : {};
  if (incident.closedAt !== null) {
    const [title, description] = texts.closed;
    return {
      title: t(locale, title, { server }),
      description: t(locale, description, {
        duration: formatDuration(locale, incident.durationMs ?? 0),
        from: at(incident.downSince, 'f'),
        to: at(incident.closedAt, 'f'),
      }),
      color: RECOVERED,
      ...fields,
      timestamp: new Date(incident.closedAt).toISOString(),
    };
  }
  const [title, description] = texts.open;
  return {
    title: t(locale, title, { server }),
    description: t(locale, description, {
      since: at(incident.downSince, 'f'),
      ago: at(incident.downSince, 'R'),
    }),
    color: DOWN,
    ...fields,
    timestamp: new Date(incident.downSince).toISOString(),
  };
}

/** Who pressed Acknowledge, as a field: a user mention in an embed pings nobody. */
function acknowledged(incident: Incident, locale: Locale): APIEmbed['fields'] {
  const by = incident.acknowledgedBy;
  const since = incident.acknowledgedAt;
  if (!by || !SNOWFLAKE.test(by) || since === null) return [];
  const value = t(locale, 'boards.onItSince', {
    member: `<@${by}>`,
    since: at(since, 'f'),
    ago: at(since, 'R'),
  });
  return [{ name: t(locale, 'boards.onIt'), value }];
}

/**
 * An incident's alert: "Server X is down" while it lasts, "recovered after …" once closed (the same
 * message, edited). The role of the link is mentioned like other error alerts; the edit pings
 * nobody again.
 */
export function renderIncidentAlert(input: {
  incident: Incident;
  serverName: string;
  mentionRoleId: string | null;
  /** The guild of the alert's channel: the message carries controls made for it. */
  controls?: { makeId: MakeId; restartUnderway: boolean } | undefined;
  /** The language of the channel's guild: the whole message is written in it (English when not given). */
  locale?: Locale;
}): {
  content?: string;
  embeds: APIEmbed[];
  allowed_mentions: { parse: []; roles?: string[] };
  components: APIActionRowComponent<APIComponentInMessageActionRow>[];
} {
  const { incident } = input;
  const locale = input.locale ?? DEFAULT_LOCALE;
  const name = literal(input.serverName, 200);
  const closed = incident.closedAt !== null;
  const embed = embedOf(incident, name, locale);
  const ack = acknowledged(incident, locale);
  if (ack?.length) embed.fields = [...(embed.fields ?? []), ...ack];
  const components = input.controls
    ? renderServerControls({
        makeId: input.controls.makeId,
        serverId: incident.serverId,
        incident: { id: incident.id, open: !closed },
        restartUnderway: input.controls.restartUnderway,
        locale,
      })
    : [];
  const role = input.mentionRoleId && SNOWFLAKE.test(input.mentionRoleId) ? input.mentionRoleId : null;
  if (!role) return { embeds: [embed], allowed_mentions: { parse: [] }, components };
  return {
    content: `<@&${role}>`,
    embeds: [embed],
    allowed_mentions: closed ? { parse: [] } : { parse: [], roles: [role] },
    components,
  };
}

/** The board's line of a server's newest incident: open, or how long the last one lasted. */
export function incidentBoardLine(
  incident: Pick<Incident, 'openedAt' | 'downSince' | 'closedAt' | 'durationMs'>,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (incident.closedAt === null) {
    return t(locale, 'boards.incidentOpen', { since: at(incident.openedAt ?? incident.downSince, 'R') });
  }
  return t(locale, 'boards.incidentLast', {
    when: at(incident.closedAt, 'R'),
    duration: formatDuration(locale, incident.durationMs ?? 0),
  });
}
