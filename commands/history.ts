import {
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  InteractionContextType,
  MessageFlags,
  SlashCommandBuilder,
  SlashCommandStringOption,
} from 'discord.js';
import type { Command, ContextOf } from '../src/discord/command.js';
import { staleButton } from '../src/discord/messages.js';
import {
  renderHistoryNoData,
  renderHistoryPayload,
  renderHistoryReply,
} from '../src/discord/render/history.js';
import { originalReplyUrl } from '../src/discord/reply.js';
import { serverName } from '../src/discord/server-name.js';
import { autocompleteServers, resolveServer, serverOption } from '../src/discord/server-option.js';
import { UserError } from '../src/discord/user-error.js';
import { HISTORY_PERIODS, type HistoryPeriod } from '../src/history/series.js';

const PERIOD_NAMES: Record<HistoryPeriod, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};

/** The parts of the context `/history` uses. */
type Needs = 'provider' | 'links' | 'observed';

/** `/history [server] [period]`: for everyone. Uptime, CPU and memory over time as one picture. */
export const history: Command<Needs> = {
  data: new SlashCommandBuilder()
    .setName('history')
    .setDescription('Uptime, CPU and memory of a game server over time, as a chart')
    .setContexts(InteractionContextType.Guild)
    .addStringOption(serverOption())
    .addStringOption(
      new SlashCommandStringOption()
        .setName('period')
        .setDescription('How far back (default: the last 24 hours)')
        .addChoices(HISTORY_PERIODS.map((value) => ({ name: PERIOD_NAMES[value], value }))),
    ),
  // The server's name comes from the provider's server list.
  scopes: ['servers:read'],
  // Free to ask, costly to draw: one chart per member every few seconds (src/limits.ts).
  cooldown: 'history',
  defer: 'public',
  async execute(interaction, ctx) {
    const serverId = await resolveServer(interaction, ctx);
    await answerChart(interaction, ctx, serverId, periodOf(interaction.options.getString('period')));
  },
  autocomplete: (interaction, ctx) => autocompleteServers(interaction, ctx),
  /** History on an alert: the 24 h chart, answered to the member alone; the alert is never edited. */
  async button(interaction, ctx, [action, given]) {
    if (action !== 'show' || !given) throw new UserError(staleButton('/history'));
    const serverId = await resolveServer(interaction, ctx, given);
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    await answerChart(interaction, ctx, serverId, '24h');
  },
};

async function answerChart(
  interaction: ChatInputCommandInteraction | ButtonInteraction,
  ctx: ContextOf<Needs>,
  serverId: string,
  period: HistoryPeriod,
): Promise<void> {
  const locale = await ctx.languages.forReader(interaction);
  const name = await serverName(ctx.directory, serverId);
  const { series, picture } = await ctx.history.chart(serverId, period, name, interaction.guildId!, locale);
  if (!picture) await interaction.editReply(renderHistoryNoData(name, locale));
  else if ('png' in picture)
    await interaction.editReply(renderHistoryReply(name, series, picture.png, locale));
  // Drawn and kept by a chart worker, which attaches it to the reply itself.
  else
    await picture.send({ url: originalReplyUrl(interaction), ...renderHistoryPayload(name, series, locale) });
}

/** Discord only sends one of the choices; anything else (an old client) means the default. */
function periodOf(value: string | null): HistoryPeriod {
  return HISTORY_PERIODS.find((p) => p === value) ?? '24h';
}
