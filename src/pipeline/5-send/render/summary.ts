import type { APIEmbed } from 'discord.js';
import type { MakeId } from '../../../discord/component-id.js';
import { renderServerControls } from '../../../discord/render/alert-controls.js';
import { t } from '../../../i18n/catalogue.js';
import { formatDuration, formatNumber } from '../../../i18n/format.js';
import type { Locale } from '../../../i18n/locale.js';
import { literal } from '../../../text/literal.js';
import { discordTime, serverLabel } from './parts.js';
import { alertStyle, NEUTRAL } from './severity.js';
import type { Alert, AlertEvent, AlertMessageBody } from './types.js';

/** Kinds of alert listed by name; the rest are counted together. */
const KINDS_SHOWN = 15;
const INCIDENT_EMOJI = '🚨';

/** An incident whose message a silence held (src/watch/held-incidents.ts), as the summary names it. */
export interface HeldIncident {
  /** `incident` (down) or `unresponsive` (the game did not answer). */
  kind: string;
  serverId: string;
  serverName: string | null;
  downSince: number;
  closedAt: number | null;
  durationMs: number | null;
}

export interface SummaryOptions {
  from: number;
  to: number | null;
  now: number;
  makeId?: MakeId | undefined;
  /** The guild's language: the summary and its controls. */
  locale: Locale;
}

/**
 * One message for everything a silence held (src/db/silences.ts), posted when it ends: how many
 * alerts of each kind, marked by their most severe one, and each incident with how long it lasted
 * (an incident still open is posted after it, its controls within reach). Nobody is mentioned:
 * the silence was asked for.
 */
export function renderSilenceSummary(
  held: { alerts: readonly Alert[]; incidents?: readonly HeldIncident[] },
  silence: SummaryOptions,
): AlertMessageBody {
  const { alerts, incidents = [] } = held;
  const { locale } = silence;
  const first = alerts[0];
  const serverId = first ? (first.event.serverId ?? first.event.data.serverId) : incidents[0]?.serverId;
  const server = first
    ? serverLabel(first, 100, locale)
    : literal(incidents[0]?.serverName ?? serverId ?? '', 100);
  const embed: APIEmbed = {
    title: t(locale, 'controls.summaryTitle', { count: alerts.length + incidents.length, server }),
    description: [
      t(locale, 'controls.summaryHeld', {
        from: discordTime(silence.from, 'f', locale),
        to: discordTime(silence.to ?? silence.now, 'f', locale),
      }),
      ...incidents.map((incident) => `${INCIDENT_EMOJI} ${incidentLine(incident, locale)}`),
      ...alertLines(alerts, locale),
    ].join('\n'),
    color: NEUTRAL.colour,
  };
  return {
    embeds: [embed],
    allowed_mentions: { parse: [] },
    ...(silence.makeId !== undefined &&
      serverId && { components: renderServerControls({ makeId: silence.makeId, serverId, locale }) }),
  };
}

function incidentLine(incident: HeldIncident, locale: Locale): string {
  const hung = incident.kind === 'unresponsive';
  if (incident.closedAt === null) {
    const since = discordTime(incident.downSince, 'f', locale);
    return t(locale, hung ? 'controls.summaryStillNotAnswering' : 'controls.summaryStillDown', { since });
  }
  return t(locale, hung ? 'controls.summaryNotAnswering' : 'controls.summaryDown', {
    from: discordTime(incident.downSince, 'f', locale),
    to: discordTime(incident.closedAt, 'f', locale),
    duration: formatDuration(locale, incident.durationMs ?? incident.closedAt - incident.downSince),
  });
}

/** The kind an alert is counted under: activity by its category and type, installations by what changed. */
function kindName(event: AlertEvent, locale: Locale): string {
  switch (event.type) {
    case 'server.activity':
      return `${literal(event.data.category, 30)}/${literal(event.data.type, 30)}`;
    case 'installation.created':
      return t(locale, 'controls.summaryInstalled');
    case 'installation.deleted':
      return t(locale, 'controls.summaryRemoved');
    default:
      return event satisfies never;
  }
}

/** One line per kind of alert, most frequent first; past `KINDS_SHOWN`, the rest counted in one. */
function alertLines(alerts: readonly Alert[], locale: Locale): string[] {
  const kinds = new Map<string, { count: number; rank: number; emoji: string }>();
  for (const { event } of alerts) {
    const style = alertStyle(event);
    const name = kindName(event, locale);
    const kind = kinds.get(name) ?? { count: 0, rank: -1, emoji: style.emoji };
    kind.count += 1;
    if (style.rank > kind.rank) Object.assign(kind, { rank: style.rank, emoji: style.emoji });
    kinds.set(name, kind);
  }
  const sorted = [...kinds].sort((a, b) => b[1].count - a[1].count);
  const lines = sorted
    .slice(0, KINDS_SHOWN)
    .map(([name, k]) => `${k.emoji} ${formatNumber(locale, k.count)} × ${name}`);
  const rest = sorted.slice(KINDS_SHOWN).reduce((n, [, k]) => n + k.count, 0);
  if (rest > 0) lines.push(t(locale, 'controls.summaryMore', { count: rest }));
  return lines;
}
