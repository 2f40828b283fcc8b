import { InteractionContextType, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { NO_MENTIONS, REFUSAL } from '../src/discord/messages.js';
import { unclaimedServers } from '../src/discord/server-option.js';
import { requireTokenTaken } from '../src/discord/token-refused.js';
import { UserError } from '../src/discord/user-error.js';
import { describeState } from '../src/hosting/describe-state.js';
import type { Server } from '../src/hosting/index.js';
import { t } from '../src/i18n/catalogue.js';
import type { Locale } from '../src/i18n/locale.js';
import { literal, truncate } from '../src/text/literal.js';

/** The parts of the context `/servers` uses. */
type Needs = 'provider' | 'links' | 'ownership';

/**
 * `/servers`: this guild's linked servers with status; admins of a trusted guild also see the
 * unclaimed servers they could link. Never another guild's servers.
 */
export const servers: Command<Needs> = {
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
    const locale = await ctx.languages.forReader(interaction);
    const linked = linkedIds.map((id) => {
      const server = visible.get(id);
      return server ? line(locale, server) : `• ${t(locale, 'links.notVisible', { server: id })}`;
    });
    const embeds = [
      {
        title: t(locale, 'links.linkedTitle'),
        description: truncate(linked.join('\n') || t(locale, 'links.noneYet'), 4096),
      },
    ];
    if (isAdmin) {
      const unlinked = (await unclaimedServers(ctx, interaction.guildId!))
        .filter((s) => !linkedIds.includes(s.id))
        .map((server) => line(locale, server));
      embeds.push({
        title: t(locale, 'links.unlinkedTitle'),
        description: truncate(unlinked.join('\n') || t(locale, 'links.noneLinkable'), 4096),
      });
    }
    await interaction.editReply({ embeds, allowedMentions: NO_MENTIONS });
  },
};

/** Status and power state are the provider's values, shown as they are. */
function line(locale: Locale, server: Server): string {
  return `• ${t(locale, 'links.serverLine', {
    server: literal(server.name, 100),
    status: literal(describeState(locale, server.status), 50),
    power: literal(
      server.powerState ? describeState(locale, server.powerState) : t(locale, 'status.unknown'),
      50,
    ),
  })}`;
}
