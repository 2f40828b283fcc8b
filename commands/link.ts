import {
  ChannelType,
  type ChatInputCommandInteraction,
  InteractionContextType,
  PermissionFlagsBits,
  PermissionsBitField,
  SlashCommandBuilder,
} from 'discord.js';
import type { BotContext, Command } from '../src/discord/command.js';
import { literal } from '../src/discord/format.js';
import { NO_MENTIONS } from '../src/discord/messages.js';
import { autocompleteServers, serverOption } from '../src/discord/server-option.js';
import { UserError } from '../src/discord/user-error.js';
import { HostingApiError } from '../src/hosting/index.js';

/** What the bot needs in a channel to post alerts there. */
const POST_PERMISSIONS = [
  ['View Channel', PermissionFlagsBits.ViewChannel],
  ['Send Messages', PermissionFlagsBits.SendMessages],
  ['Embed Links', PermissionFlagsBits.EmbedLinks],
] as const;

/** `/link server [channel]`: admins connect a server the bot can see to this guild and a channel. */
export const link: Command = {
  data: new SlashCommandBuilder()
    .setName('link')
    .setDescription('Link a game server to this Discord server and a channel for its alerts')
    .setContexts(InteractionContextType.Guild)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addStringOption(serverOption(true, 'A server the bot can see (start typing its name)'))
    .addChannelOption((o) =>
      o
        .setName('channel')
        .setDescription('Where its alerts go (default: this channel)')
        .addChannelTypes(ChannelType.GuildText, ChannelType.GuildAnnouncement),
    ),
  scopes: ['servers:read'],
  defer: 'ephemeral',
  async execute(interaction, ctx) {
    const serverId = await visibleServerId(interaction.options.getString('server', true), ctx);
    const server = await ctx.hosting.getServer(serverId).catch((err: unknown) => {
      if (err instanceof HostingApiError && err.status === 404) {
        throw new UserError(
          "The bot can't see that server. Check the id, and that the server owner installed the bot on it.",
        );
      }
      throw err;
    });
    ctx.directory.remember(server);
    const channelId = interaction.options.getChannel('channel')?.id ?? interaction.channelId;
    const { created } = ctx.links.link({
      guildId: interaction.guildId!,
      channelId,
      serverId: server.id,
      createdBy: interaction.user.id,
    });
    ctx.log.info({ serverId: server.id, channelId, created }, 'server linked');
    const lines = [
      `${created ? 'Linked' : 'Link renewed:'} **${literal(server.name, 200)}** → <#${channelId}>. Its alerts are posted there, and commands in this Discord server can use it.`,
    ];
    const missing = missingPermissions(interaction, channelId);
    if (missing.length > 0) {
      lines.push(
        `⚠️ The bot lacks ${missing.join(', ')} in <#${channelId}>, so alerts cannot be posted there yet. Grant them in the channel's permissions.`,
      );
    }
    await interaction.editReply({ content: lines.join('\n'), allowedMentions: NO_MENTIONS });
  },
  autocomplete: (interaction, ctx) => autocompleteServers(interaction, ctx, 'visible'),
};

/** An id, or the exact name of one server the bot can see (typed without picking from the list). */
async function visibleServerId(value: string, ctx: BotContext): Promise<string> {
  const typed = value.trim();
  const byName = (await ctx.directory.list()).filter((s) => s.name.toLowerCase() === typed.toLowerCase());
  return byName.length === 1 ? byName[0]!.id : typed;
}

function missingPermissions(interaction: ChatInputCommandInteraction, channelId: string): string[] {
  const channel = interaction.guild?.channels.cache.get(channelId);
  const me = interaction.guild?.members.me;
  const granted = channel && me ? channel.permissionsFor(me) : new PermissionsBitField();
  return POST_PERMISSIONS.filter(([, bit]) => !granted.has(bit)).map(([name]) => name);
}
