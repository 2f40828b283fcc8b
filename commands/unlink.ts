import {
  type ChatInputCommandInteraction,
  InteractionContextType,
  PermissionFlagsBits,
  SlashCommandBuilder,
} from 'discord.js';
import type { Command, ContextOf } from '../src/discord/command.js';
import { NO_MENTIONS } from '../src/discord/messages.js';
import { recordOwnership } from '../src/discord/ownership-events.js';
import { shownName } from '../src/discord/server-name.js';
import { autocompleteServers, resolveServer, serverOption } from '../src/discord/server-option.js';
import { UserError } from '../src/discord/user-error.js';
import { t, text } from '../src/i18n/catalogue.js';

/** The parts of the context `/unlink` uses. */
type Needs = 'provider' | 'links' | 'ownership' | 'control';

/**
 * `/unlink server [channel]`: removes the server's links in this guild (or only one channel's). The
 * owner's last link going releases the server: its shares end, and any guild may claim it again.
 */
export const unlink: Command<Needs> = {
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
    const { serverId, stale } = await serverToUnlink(interaction, ctx);
    const channelId = interaction.options.getChannel('channel')?.id;
    const result = await ctx.links.unlink({
      guildId: interaction.guildId!,
      serverId,
      channelId,
      by: interaction.user.id,
    });
    if (result.removed === 0)
      throw new UserError(text('links.notLinkedToChannel', { channel: `<#${channelId}>` }));
    ctx.log.info({ serverId, channelId, removed: result.removed }, 'server unlinked');
    if (result.released) {
      await recordOwnership(ctx, interaction, { kind: 'release', serverId, sharesEnded: result.sharesEnded });
    }
    const locale = await ctx.languages.forReader(interaction);
    const server = stale ? serverId : await shownName(ctx.directory, serverId, 200);
    const lines = [
      channelId
        ? t(locale, 'links.unlinkedFrom', { server, channel: `<#${channelId}>` })
        : t(locale, 'links.unlinkedFromChannels', { server, count: result.removed }),
    ];
    if (result.released) {
      const count = result.sharesEnded.length;
      lines.push(count ? t(locale, 'links.releasedShares', { count }) : t(locale, 'links.released'));
    }
    await interaction.editReply({ content: lines.join('\n'), allowedMentions: NO_MENTIONS });
  },
  autocomplete: (interaction, ctx) => autocompleteServers(interaction, ctx),
};

/**
 * A server linked here, or the id of one of this guild's own links that stopped working (a share
 * ended): those can still be removed, and name nothing the guild did not know.
 */
async function serverToUnlink(
  interaction: ChatInputCommandInteraction,
  ctx: ContextOf<Needs>,
): Promise<{ serverId: string; stale: boolean }> {
  try {
    return { serverId: await resolveServer(interaction, ctx), stale: false };
  } catch (err) {
    const typed = interaction.options.getString('server', true).trim();
    const own = (await ctx.links.unusableForGuild(interaction.guildId!)).some((l) => l.serverId === typed);
    if (own) return { serverId: typed, stale: true };
    throw err;
  }
}
