import { InteractionContextType, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import type { Link } from '../src/db/links.js';
import type { Command } from '../src/discord/command.js';
import { literal, truncate } from '../src/discord/format.js';
import { NO_MENTIONS, NONE_LINKED } from '../src/discord/messages.js';
import { UserError } from '../src/discord/user-error.js';

const STATE_NOTES: Record<string, string> = {
  active: '',
  inactive: ' · ⏸️ inactive: the bot was uninstalled from this server at the provider',
  broken: ' · ⚠️ broken: Discord refused our messages in this channel; fix permissions, then `/link` again',
};

/** `/links`: this guild's links with their channel, filters and state. */
export const links: Command = {
  data: new SlashCommandBuilder()
    .setName('links')
    .setDescription("List this Discord server's linked game servers and where their alerts go")
    .setContexts(InteractionContextType.Guild)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild),
  scopes: [],
  defer: 'ephemeral',
  async execute(interaction, ctx) {
    const rows = ctx.links.forGuild(interaction.guildId!);
    if (rows.length === 0) throw new UserError(NONE_LINKED);
    await ctx.directory.list();
    const lines = rows.map((row) => describeLink(row, ctx.directory.name(row.serverId)));
    await interaction.editReply({
      embeds: [{ title: 'Linked servers', description: truncate(lines.join('\n'), 4096) }],
      allowedMentions: NO_MENTIONS,
    });
  },
};

function describeLink(row: Link, name: string | undefined): string {
  const filters = [
    row.categories.length > 0 && `categories ${row.categories.join(', ')}`,
    row.types.length > 0 && `types ${row.types.join(', ')}`,
    row.severities.length > 0 && `severities ${row.severities.join(', ')}`,
  ].filter(Boolean);
  const filterText = filters.length > 0 ? literal(filters.join('; '), 300) : 'all alerts';
  const reason = row.state !== 'active' && row.stateReason ? ` (${literal(row.stateReason, 200)})` : '';
  return `• **${literal(name ?? row.serverId, 100)}** → <#${row.channelId}> · ${filterText}${STATE_NOTES[row.state] ?? ` · ${row.state}`}${reason}`;
}
