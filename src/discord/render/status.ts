import { type APIEmbed, ButtonStyle, ComponentType } from 'discord.js';
import { hasUptime, localUptimeText, type UptimeFigures } from '../../history/uptime.js';
import { describeState, type Resources, type Server } from '../../hosting/index.js';
import { t } from '../../i18n/catalogue.js';
import { formatBytes, formatDuration, formatPercent } from '../../i18n/format.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale.js';
import { code, literal } from '../../text/literal.js';

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
  /** Why live usage is missing (a sentence in the reader's language), when the resources call failed. */
  resourcesMissing?: string | undefined;
  /** Uptime as hostcord observed it (history); null when it never observed the server. */
  uptime?: UptimeFigures | null;
  /** The game's last answer (src/game-query): "Players 3/20" and the map; absent when none. */
  players?: { online: number; max: number; map: string | null } | undefined;
  now?: Date;
}

function usageFields(locale: Locale, server: Server, resources: Resources): NonNullable<APIEmbed['fields']> {
  const bytes = (n: number) => formatBytes(locale, n);
  const ofLimit = (used: string, limit: string) => t(locale, 'status.ofLimit', { used, limit });
  const fields: NonNullable<APIEmbed['fields']> = [
    {
      name: t(locale, 'status.cpu'),
      value: ofLimit(formatPercent(locale, resources.cpu), formatPercent(locale, server.cpuPercent, 0)),
      inline: true,
    },
    {
      name: t(locale, 'status.memory'),
      value: ofLimit(bytes(resources.memoryBytes), bytes(server.memoryMb * MB)),
      inline: true,
    },
    {
      name: t(locale, 'status.disk'),
      value: ofLimit(bytes(resources.diskBytes), bytes(server.diskMb * MB)),
      inline: true,
    },
    {
      name: t(locale, 'status.network'),
      value: `↓ ${bytes(resources.networkRxBytes)} · ↑ ${bytes(resources.networkTxBytes)}`,
      inline: true,
    },
    {
      name: t(locale, 'status.uptime'),
      value: resources.uptimeMs > 0 ? formatDuration(locale, resources.uptimeMs) : '—',
      inline: true,
    },
  ];
  if (resources.isSuspended)
    fields.push({ name: t(locale, 'status.suspended'), value: t(locale, 'status.suspendedText') });
  return fields;
}

/** The `/status` message in the reader's language: one embed and a Refresh button. Pure. */
export function renderStatus(view: StatusView, locale: Locale = DEFAULT_LOCALE) {
  const { server, resources } = view;
  const game = [server.game.name, server.game.variant, server.game.version].filter(Boolean).join(' · ');
  const unknown = t(locale, 'status.unknown');
  const fields: NonNullable<APIEmbed['fields']> = [
    { name: t(locale, 'status.game'), value: literal(game || unknown, 1024), inline: true },
    {
      name: t(locale, 'status.status'),
      value: literal(describeState(locale, server.status), 1024),
      inline: true,
    },
    {
      name: t(locale, 'status.power'),
      value: literal(describeState(locale, resources?.state ?? server.powerState ?? unknown), 1024),
      inline: true,
    },
    { name: t(locale, 'status.address'), value: server.address ? code(server.address) : '—', inline: true },
    {
      name: t(locale, 'status.location'),
      value: server.location ? literal(server.location, 1024) : '—',
      inline: true,
    },
  ];
  if (resources) {
    fields.push(...usageFields(locale, server, resources));
  } else {
    const reason = view.resourcesMissing ?? t(locale, 'status.panelSilent');
    fields.push({
      name: t(locale, 'status.liveUsage'),
      value: literal(t(locale, 'status.notAvailable', { reason }), 1024),
    });
  }

  if (view.players) {
    const { online, max, map } = view.players;
    fields.push({
      name: t(locale, 'status.players'),
      value: map
        ? t(locale, 'status.playersOnMap', { online, max, map: literal(map, 100) })
        : t(locale, 'status.playersOnline', { online, max }),
      inline: true,
    });
  }

  if (view.uptime !== undefined) {
    fields.push({
      name: t(locale, 'status.uptimeSeen'),
      value: hasUptime(view.uptime)
        ? localUptimeText(locale, 'status.uptimeFigures', view.uptime)
        : t(locale, 'status.noUptimeYet'),
    });
  }

  const embed: APIEmbed = {
    title: literal(server.name, 256),
    color: colourOf(resources?.state ?? server.powerState, resources?.isSuspended ?? false),
    fields,
    footer: { text: t(locale, 'status.footer', { id: server.id }) },
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
            label: t(locale, 'status.refresh'),
          },
        ],
      },
    ],
  };
}
