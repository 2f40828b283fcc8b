import { InteractionContextType, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { NO_MENTIONS } from '../src/discord/messages.js';
import { shownName } from '../src/discord/server-name.js';
import { autocompleteServers, resolveServer, serverOption } from '../src/discord/server-option.js';
import { UserError } from '../src/discord/user-error.js';

/** `/unlink server [channel]`: removes the server's links in this guild (or only one channel's). */
export const unlink: Command = {
  data: new SlashCommandBuilder()
    .setName('unlink')
    .setDescription('Unlink a game server from this Discord server (or from one channel)')
    .setContexts(InteractionContextType.Guild)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addStringOption(serverOption(true))
    .addChannelOption((o) => o.setName('channel').setDescription('Only unlink it from this channel')),
  scopes: [],
  defer: 'ephemeral',
  async execute(interaction, ctx) {
    const serverId = resolveServer(interaction, ctx);
    const channelId = interaction.options.getChannel('channel')?.id;
    const { removed } = ctx.links.unlink({ guildId: interaction.guildId!, serverId, channelId });
    if (removed === 0) throw new UserError(`That server is not linked to <#${channelId}>.`);
    ctx.log.info({ serverId, channelId, removed }, 'server unlinked');
    const name = await shownName(ctx.directory, serverId, 200);
    const where = channelId ? `<#${channelId}>` : `${removed} channel${removed === 1 ? '' : 's'}`;
    await interaction.editReply({
      content: `Unlinked **${name}** from ${where}.`,
      allowedMentions: NO_MENTIONS,
    });
  },
  autocomplete: (interaction, ctx) => autocompleteServers(interaction, ctx),
};
