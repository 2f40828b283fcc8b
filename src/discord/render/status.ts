import { type APIEmbed, ButtonStyle, ComponentType } from 'discord.js';
import { hasUptime, type UptimeFigures, uptimeFiguresText } from '../../history/uptime.js';
import type { Resources, Server } from '../../hosting/index.js';
import { code, formatBytes, formatDuration, literal } from '../format.js';

const MB = 1024 * 1024;

const COLOURS = {
  running: 0x2ecc71,
  stopped: 0x95a5a6,
  transition: 0xf1c40f,
  problem: 0xe74c3c,
  unknown: 0x5865f2,
};

/** Colour by state; the provider does not publish its state values, so unknown ones are neutral. */
function colourOf(state: string | null | undefined, suspended: boolean): number {
  if (suspended) return COLOURS.problem;
  switch (state?.toLowerCase()) {
    case 'running':
    case 'online':
      return COLOURS.running;
    case 'offline':
    case 'stopped':
      return COLOURS.stopped;
    case 'starting':
    case 'stopping':
    case 'restarting':
      return COLOURS.transition;
    case 'crashed':
    case 'error':
      return COLOURS.problem;
    default:
      return COLOURS.unknown;
  }
}

export interface StatusView {
  /** The Refresh button's signed custom id (`status:refresh:<server id>`). */
  refreshId: string;
  server: Server;
  resources?: Resources | undefined;
  /** Why live usage is missing (a sentence for members), when the resources call failed. */
  resourcesMissing?: string | undefined;
  /** Uptime as hostcord observed it (history); null when it never observed the server. */
  uptime?: UptimeFigures | null;
  /** The game's last answer (src/game-query): "Players 3/20" and the map; absent when none. */
  players?: { online: number; max: number; map: string | null } | undefined;
  now?: Date;
}

/** The `/status` message: one embed and a Refresh button. Pure. */
export function renderStatus(view: StatusView) {
  const { server, resources } = view;
  const game = [server.game.name, server.game.variant, server.game.version].filter(Boolean).join(' · ');
  const fields: NonNullable<APIEmbed['fields']> = [
    { name: 'Game', value: literal(game || 'unknown', 1024), inline: true },
    { name: 'Status', value: literal(server.status, 1024), inline: true },
    { name: 'Power', value: literal(resources?.state ?? server.powerState ?? 'unknown', 1024), inline: true },
    { name: 'Address', value: server.address ? code(server.address) : '—', inline: true },
    { name: 'Location', value: server.location ? literal(server.location, 1024) : '—', inline: true },
  ];
  if (resources) {
    fields.push(
      { name: 'CPU', value: `${resources.cpu.toFixed(1)} % of ${server.cpuPercent} %`, inline: true },
      {
        name: 'Memory',
        value: `${formatBytes(resources.memoryBytes)} of ${formatBytes(server.memoryMb * MB)}`,
        inline: true,
      },
      {
        name: 'Disk',
        value: `${formatBytes(resources.diskBytes)} of ${formatBytes(server.diskMb * MB)}`,
        inline: true,
      },
      {
        name: 'Network',
        value: `↓ ${formatBytes(resources.networkRxBytes)} · ↑ ${formatBytes(resources.networkTxBytes)}`,
        inline: true,
      },
      {
        name: 'Uptime',
        value: resources.uptimeMs > 0 ? formatDuration(resources.uptimeMs) : '—',
        inline: true,
      },
    );
    if (resources.isSuspended)
      fields.push({ name: 'Suspended', value: 'The server is suspended at the provider.' });
  } else {
    fields.push({
      name: 'Live usage',
      value: literal(`Not available: ${view.resourcesMissing ?? 'the panel did not answer.'}`, 1024),
    });
  }

  if (view.players) {
    const { map } = view.players;
    fields.push({
      name: 'Players',
      value: `Players ${view.players.online}/${view.players.max}${map ? ` · map ${literal(map, 100)}` : ''}`,
      inline: true,
    });
  }

  if (view.uptime !== undefined) {
    fields.push({
      name: 'Uptime seen by hostcord',
      value: hasUptime(view.uptime)
        ? uptimeFiguresText(view.uptime)
        : 'No data yet: hostcord has not watched this server long enough. Check back in a few minutes.',
    });
  }

  const embed: APIEmbed = {
    title: literal(server.name, 256),
    color: colourOf(resources?.state ?? server.powerState, resources?.isSuspended ?? false),
    fields,
    footer: { text: `Server ${server.id}` },
    timestamp: (view.now ?? new Date()).toISOString(),
  };
  return {
    embeds: [embed],
    components: [
      {
        type: ComponentType.ActionRow as const,
        components: [
          {
            type: ComponentType.Button as const,
            style: ButtonStyle.Secondary as const,
            custom_id: view.refreshId,
            label: 'Refresh',
          },
        ],
      },
    ],
  };
}
