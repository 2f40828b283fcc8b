import { InteractionContextType, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { literal, truncate } from '../src/discord/format.js';
import { NO_MENTIONS, REFUSAL } from '../src/discord/messages.js';
import { unclaimedServers } from '../src/discord/server-option.js';
import { requireTokenTaken } from '../src/discord/token-refused.js';
import { UserError } from '../src/discord/user-error.js';
import type { Server } from '../src/hosting/index.js';

/**
 * `/servers`: this guild's linked servers with status; admins of a trusted guild also see the
 * unclaimed servers they could link. Never another guild's servers.
 */
export const servers: Command = {
  data: new SlashCommandBuilder()
    .setName('servers')
    .setDescription('List the game servers linked here, with their status')
    .setContexts(InteractionContextType.Guild),
  scopes: ['servers:read'],
  defer: 'ephemeral',
  async execute(interaction, ctx) {
    const linkedIds = await ctx.links.serverIds(interaction.guildId!);
    const isAdmin = interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false;
    if (linkedIds.length === 0 && !isAdmin) throw new UserError(REFUSAL.noneLinked);
    await ctx.directory.refresh();
    requireTokenTaken(ctx.provider);
    const visible = new Map((await ctx.directory.list()).map((s) => [s.id, s]));
    const linked = linkedIds.map((id) => {
      const server = visible.get(id);
      return server ? line(server) : `• ${id} — not visible to the bot any more (was it uninstalled?)`;
    });
    const embeds = [
      { title: 'Linked servers', description: truncate(linked.join('\n') || 'None yet.', 4096) },
    ];
    if (isAdmin) {
      const unlinked = (await unclaimedServers(ctx, interaction.guildId!))
        .filter((s) => !linkedIds.includes(s.id))
        .map(line);
      embeds.push({
        title: 'Not linked anywhere yet (use /link)',
        description: truncate(
          unlinked.join('\n') ||
            "None you can link directly. To link a server of yours, run `/link` with its id (from the provider's panel): hostcord asks you to prove you control it. A server another Discord server uses needs a share code from its admins.",
          4096,
        ),
      });
    }
    await interaction.editReply({ embeds, allowedMentions: NO_MENTIONS });
  },
};

function line(server: Server): string {
  return `• **${literal(server.name, 100)}** — ${literal(server.status, 50)}, power ${literal(server.powerState ?? 'unknown', 50)}`;
}
