import {
  InteractionContextType,
  MessageFlags,
  SlashCommandBuilder,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { Command, ContextOf } from '../src/discord/command.js';
import { NO_MENTIONS, staleButton } from '../src/discord/messages.js';
import { renderStatus } from '../src/discord/render/status.js';
import { updateSource } from '../src/discord/reply.js';
import { autocompleteServers, resolveServer, serverOption } from '../src/discord/server-option.js';
import { UserError } from '../src/discord/user-error.js';
import { describeHostingError } from '../src/hosting/index.js';
import type { Locale } from '../src/i18n/locale.js';
import { pickServer } from './alert-controls.js';

/** The parts of the context `/status` uses. */
type Needs = 'provider' | 'links' | 'observed' | 'alerts' | 'interactions';

/** `/status [server]`: for everyone. Server and live usage fetched together; one embed. */
export const status: Command<Needs> = {
  data: new SlashCommandBuilder()
    .setName('status')
    .setDescription('Is the game server up? Status, address and live usage')
    .setContexts(InteractionContextType.Guild)
    .addStringOption(serverOption()),
  scopes: ['servers:read'],
  defer: 'public',
  async execute(interaction, ctx) {
    const serverId = await resolveServer(interaction, ctx);
    await interaction.editReply(
      await statusMessage(interaction.guildId!, serverId, ctx, await ctx.languages.forReader(interaction)),
    );
  },
  autocomplete: (interaction, ctx) => autocompleteServers(interaction, ctx),
  select,
  async button(interaction, ctx, [action, serverId]) {
    if (action === 'show' && serverId) {
      // Status on an alert: answered to the member alone; the alert is never edited.
      const id = await resolveServer(interaction, ctx, serverId);
      await interaction.deferReply({ flags: MessageFlags.Ephemeral });
      await interaction.editReply(
        await statusMessage(interaction.guildId!, id, ctx, await ctx.languages.forReader(interaction)),
      );
      return;
    }
    if (action !== 'refresh' || !serverId) throw new UserError(staleButton('/status'));
    // Still linked here? A link removed since the message was posted ends the refreshes.
    await resolveServer(interaction, ctx, serverId);
    await interaction.deferUpdate();
    await updateSource(
      interaction,
      await statusMessage(interaction.guildId!, serverId, ctx, await ctx.languages.forReader(interaction)),
    );
  },
};

/** The server select of a digest about several servers (src/discord/alert-actions.ts). */
async function select(interaction: StringSelectMenuInteraction, ctx: ContextOf<Needs>, [action]: string[]) {
  if (action !== 'pick') throw new UserError(staleButton('/status'));
  await pickServer(interaction, ctx);
}

async function statusMessage(guildId: string, serverId: string, ctx: ContextOf<Needs>, locale: Locale) {
  const [server, resources, game] = await Promise.allSettled([
    ctx.hosting.getServer(serverId),
    ctx.hosting.getResources(serverId),
    ctx.games.enabled ? ctx.games.queries.status(serverId) : undefined,
  ]);
  if (server.status === 'rejected') throw server.reason;
  ctx.directory.remember(server.value);
  return {
    ...renderStatus(
      {
        server: server.value,
        refreshId: ctx.componentIds.make(guildId, 'status', 'refresh', serverId),
        resources: resources.status === 'fulfilled' ? resources.value : undefined,
        resourcesMissing:
          resources.status === 'rejected' ? describeHostingError(resources.reason, locale) : undefined,
        uptime: await ctx.uptime(serverId),
        players:
          game.status === 'fulfilled' && game.value?.state === 'answering'
            ? (game.value.answer ?? undefined)
            : undefined,
      },
      locale,
    ),
    allowedMentions: NO_MENTIONS,
  };
}
