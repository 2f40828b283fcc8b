import type { APIEmbed } from 'discord.js';
import type { MakeId } from '../../../discord/component-id.js';
import { literal } from '../../../discord/format.js';
import { renderServerControls } from '../../../discord/render/alert-controls.js';
import { discordTime, serverLabel } from './parts.js';
import { NEUTRAL, severityStyle } from './severity.js';
import type { Alert, AlertMessageBody } from './types.js';

/** Kinds of alert listed by name; the rest are counted together. */
const KINDS_SHOWN = 15;

const TEXT = {
  title: (count: number, server: string) =>
    `${count} ${count === 1 ? 'alert' : 'alerts'} of ${server} held while silenced`,
  held: (from: string, to: string) => `Silenced from ${from} to ${to}. What happened meanwhile:`,
  more: (kinds: number, count: number) => `…and ${kinds} more kinds (${count} alerts)`,
  installed: 'hostcord was installed',
  removed: 'hostcord was removed',
};

/**
 * One message for every alert a silence held (src/db/silences.ts), posted when it ends: how many
 * of each kind, marked by their most severe one. Nobody is mentioned: the silence was asked for.
 */
export function renderSilenceSummary(
  alerts: readonly Alert[],
  silence: { from: number; to: number | null; now: number; makeId?: MakeId | undefined },
): AlertMessageBody {
  const kinds = new Map<string, { count: number; rank: number; emoji: string }>();
  for (const alert of alerts) {
    const { event } = alert;
    const style = event.type === 'server.activity' ? severityStyle(event.data.severity) : NEUTRAL;
    const name =
      event.type === 'server.activity'
        ? `${literal(event.data.category, 30)}/${literal(event.data.type, 30)}`
        : event.type === 'installation.created'
          ? TEXT.installed
          : TEXT.removed;
    const kind = kinds.get(name) ?? { count: 0, rank: -1, emoji: style.emoji };
    kind.count += 1;
    if (style.rank > kind.rank) Object.assign(kind, { rank: style.rank, emoji: style.emoji });
    kinds.set(name, kind);
  }
  const sorted = [...kinds].sort((a, b) => b[1].count - a[1].count);
  const lines = sorted.slice(0, KINDS_SHOWN).map(([name, k]) => `${k.emoji} ${k.count} × ${name}`);
  const rest = sorted.slice(KINDS_SHOWN);
  if (rest.length > 0)
    lines.push(
      TEXT.more(
        rest.length,
        rest.reduce((n, [, k]) => n + k.count, 0),
      ),
    );
  const first = alerts[0];
  const server = first ? serverLabel(first, 100) : '';
  const embed: APIEmbed = {
    title: TEXT.title(alerts.length, server),
    description: [
      TEXT.held(discordTime(silence.from, 'f'), discordTime(silence.to ?? silence.now, 'f')),
      ...lines,
    ].join('\n'),
    color: NEUTRAL.colour,
  };
  const serverId = first && (first.event.serverId ?? first.event.data.serverId);
  return {
    embeds: [embed],
    allowed_mentions: { parse: [] },
    ...(silence.makeId !== undefined &&
      serverId && { components: renderServerControls({ makeId: silence.makeId, serverId }) }),
  };
}
