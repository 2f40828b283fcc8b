import { InteractionContextType, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import type { Share } from '../src/db/claims.js';
import { requireOwner } from '../src/discord/claim-flows.js';
import type { Command, ContextOf } from '../src/discord/command.js';
import { NO_MENTIONS } from '../src/discord/messages.js';
import { guildName, recordOwnership } from '../src/discord/ownership-events.js';
import { cachedName } from '../src/discord/server-name.js';
import { autocompleteServers, resolveServer, serverOption } from '../src/discord/server-option.js';
import { UserError } from '../src/discord/user-error.js';
import { t, text } from '../src/i18n/catalogue.js';
import { literal, truncate } from '../src/text/literal.js';

/** The parts of the context `/unshare` uses. */
type Needs = 'provider' | 'links' | 'ownership' | 'control';

/** `/unshare server guild`: ends a share at once; the other guild's links stop working. */
export const unshare: Command<Needs> = {
  data: new SlashCommandBuilder()
    .setName('unshare')
    .setDescription('Stop sharing a game server with another Discord server')
    .setContexts(InteractionContextType.Guild)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addStringOption(serverOption(true))
    .addStringOption((o) =>
      o
        .setName('guild')
        .setDescription('The Discord server it is shared with (start typing its name)')
        .setRequired(true)
        .setAutocomplete(true)
        .setMaxLength(100),
    ),
  scopes: [],
  defer: 'ephemeral',
  async execute(interaction, ctx) {
    const guildId = interaction.guildId!;
    const serverId = await resolveServer(interaction, ctx);
    const name = literal(cachedName(ctx.directory, serverId), 100);
    await requireOwner(ctx, guildId, serverId, name);
    const share = await pickShare(ctx, serverId, interaction.options.getString('guild', true));
    if (!share) throw new UserError(text('links.notSharedWith', { server: name }));
    await ctx.claims.unshare({
      serverId,
      ownerGuildId: guildId,
      guildId: share.guildId,
      by: interaction.user.id,
    });
    await recordOwnership(ctx, interaction, { kind: 'unshare', serverId, guildId: share.guildId });
    const locale = await ctx.languages.forReader(interaction);
    await interaction.editReply({
      content: t(locale, 'links.unshared', { server: name, guild: guildName(ctx, share.guildId) }),
      allowedMentions: NO_MENTIONS,
    });
  },
  async autocomplete(interaction, ctx) {
    const focused = interaction.options.getFocused(true);
    if (focused.name !== 'guild') return autocompleteServers(interaction, ctx);
    const guildId = interaction.guildId ?? '';
    const serverId = interaction.options.getString('server') ?? '';
    // Asked at once: one round trip's wait, well inside Discord's 3 s for an answer.
    const [linked, owner, shares] = await Promise.all([
      ctx.links.isLinked(guildId, serverId),
      ctx.claims.ownerOf(serverId),
      ctx.claims.sharesOf(serverId),
    ]);
    if (!linked || owner?.guildId !== guildId) return interaction.respond([]);
    const typed = String(focused.value).toLowerCase();
    const choices = shares
      .map((s) => ({ name: truncate(plainName(ctx, s.guildId), 100), value: s.guildId }))
      .filter((c) => c.name.toLowerCase().includes(typed) || c.value.startsWith(typed))
      .slice(0, 25);
    await interaction.respond(choices);
  },
};

function plainName(ctx: ContextOf<Needs>, guildId: string): string {
  return ctx.client.guilds.cache.get(guildId)?.name ?? guildId;
}

/** The share meant by the option: a guild id from the list, or a name typed in full. */
async function pickShare(ctx: ContextOf<Needs>, serverId: string, typed: string): Promise<Share | undefined> {
  const shares = await ctx.claims.sharesOf(serverId);
  const value = typed.trim();
  const byId = shares.find((s) => s.guildId === value);
  if (byId) return byId;
  const byName = shares.filter((s) => plainName(ctx, s.guildId).toLowerCase() === value.toLowerCase());
  return byName.length === 1 ? byName[0] : undefined;
}
