import type { APIEmbed } from 'discord.js';
import type { Incident } from '../../db/incidents.js';
import { formatDuration, literal } from '../../discord/format.js';

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

/**
 * An incident's alert: "Server X is down" while it lasts, "recovered after …" once closed (the same
 * message, edited). The role of the link is mentioned like other error alerts; the edit pings
 * nobody again.
 */
export function renderIncidentAlert(input: {
  incident: Incident;
  serverName: string;
  mentionRoleId: string | null;
}): { content?: string; embeds: APIEmbed[]; allowed_mentions: { parse: []; roles?: string[] } } {
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
  const role = input.mentionRoleId && SNOWFLAKE.test(input.mentionRoleId) ? input.mentionRoleId : null;
  if (!role) return { embeds: [embed], allowed_mentions: { parse: [] } };
  return {
    content: `<@&${role}>`,
    embeds: [embed],
    allowed_mentions: closed ? { parse: [] } : { parse: [], roles: [role] },
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
