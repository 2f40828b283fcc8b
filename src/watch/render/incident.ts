import type { APIActionRowComponent, APIComponentInMessageActionRow, APIEmbed } from 'discord.js';
import type { Incident } from '../../db/incidents.js';
import type { MakeId } from '../../discord/component-id.js';
import { formatDuration, literal } from '../../discord/format.js';
import { renderServerControls } from '../../discord/render/alert-controls.js';

const DOWN = 0xe74c3c;
const RECOVERED = 0x2ecc71;
const SNOWFLAKE = /^\d{17,20}$/;

const at = (ms: number, style: 'R' | 'f') => `<t:${Math.floor(ms / 1000)}:${style}>`;

/**
 * A game that stopped answering while the panel says the server runs (a hung or deadlocked game):
 * "not answering" while it lasts, "answers again" once it does (the same message, edited).
 */
function unresponsiveEmbed(incident: Incident, name: string): APIEmbed {
  if (incident.closedAt !== null) {
    return {
      title: `Server ${name} answers again`,
      description: `The game answers again after ${formatDuration(incident.durationMs ?? 0)}: silent from ${at(incident.downSince, 'f')} to ${at(incident.closedAt, 'f')}.`,
      color: RECOVERED,
      timestamp: new Date(incident.closedAt).toISOString(),
    };
  }
  return {
    title: `Server ${name} is not answering`,
    description: `The panel says it is running, but the game has not answered since ${at(incident.downSince, 'f')} (${at(incident.downSince, 'R')}): nobody can join. No stop, kill or restart was sent through hostcord.`,
    color: DOWN,
    timestamp: new Date(incident.downSince).toISOString(),
  };
}

const ON_IT = 'On it';
const onIt = (userId: string, since: number) => `<@${userId}> since ${at(since, 'f')} (${at(since, 'R')})`;

/** Who pressed Acknowledge, as a field: a user mention in an embed pings nobody. */
function acknowledged(incident: Incident): APIEmbed['fields'] {
  const by = incident.acknowledgedBy;
  if (!by || !SNOWFLAKE.test(by) || incident.acknowledgedAt === null) return [];
  return [{ name: ON_IT, value: onIt(by, incident.acknowledgedAt) }];
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
}): {
  content?: string;
  embeds: APIEmbed[];
  allowed_mentions: { parse: []; roles?: string[] };
  components: APIActionRowComponent<APIComponentInMessageActionRow>[];
} {
  const { incident } = input;
  const name = literal(input.serverName, 200);
  const context = incident.lastActivityTitle
    ? [{ name: 'Last activity before it went down', value: literal(incident.lastActivityTitle, 1000) }]
    : [];
  const closed = incident.closedAt !== null;
  const embed: APIEmbed =
    incident.kind === 'unresponsive'
      ? unresponsiveEmbed(incident, name)
      : closed
        ? {
            title: `Server ${name} recovered`,
            description: `Recovered after ${formatDuration(incident.durationMs ?? 0)}: down from ${at(incident.downSince, 'f')} to ${at(incident.closedAt!, 'f')}.`,
            color: RECOVERED,
            fields: context,
            timestamp: new Date(incident.closedAt!).toISOString(),
          }
        : {
            title: `Server ${name} is down`,
            description: `Down since ${at(incident.downSince, 'f')} (${at(incident.downSince, 'R')}). No stop, kill or restart was sent through hostcord.`,
            color: DOWN,
            fields: context,
            timestamp: new Date(incident.downSince).toISOString(),
          };
  const ack = acknowledged(incident);
  if (ack?.length) embed.fields = [...(embed.fields ?? []), ...ack];
  const components = input.controls
    ? renderServerControls({
        makeId: input.controls.makeId,
        serverId: incident.serverId,
        incident: { id: incident.id, open: !closed },
        restartUnderway: input.controls.restartUnderway,
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
): string {
  if (incident.closedAt === null) {
    return `🚨 Incident open, alert sent ${at(incident.openedAt ?? incident.downSince, 'R')}`;
  }
  return `⚠️ Last incident ${at(incident.closedAt, 'R')}, down ${formatDuration(incident.durationMs ?? 0)}`;
}
