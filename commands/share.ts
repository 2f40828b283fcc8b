import { InteractionContextType, MessageFlags, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import { requireOwner } from '../src/discord/claim-flows.js';
import type { Command } from '../src/discord/command.js';
import { confirmationRow, newConfirmation, requireConfirmation } from '../src/discord/confirm.js';
import { NO_MENTIONS, staleButton } from '../src/discord/messages.js';
import { recordOwnership } from '../src/discord/ownership-events.js';
import { updateSource } from '../src/discord/reply.js';
import { cachedName } from '../src/discord/server-name.js';
import { autocompleteServers, resolveServer, serverOption } from '../src/discord/server-option.js';
import { UserError } from '../src/discord/user-error.js';
import { t, text } from '../src/i18n/catalogue.js';
import { code, literal } from '../src/text/literal.js';

const STALE = staleButton('/share');

/** The parts of the context `/share` uses. */
type Needs = 'provider' | 'links' | 'ownership' | 'control' | 'interactions';

/**
 * `/share server`: the owning guild's consent for one other guild to use a server. It asks first
 * (sharing hands out control), then shows a one-time code, valid 24 hours, for the other guild's
 * `/link … code:`.
 */
export const share: Command<Needs> = {
  data: new SlashCommandBuilder()
    .setName('share')
    .setDescription('Let another Discord server use one of your game servers: makes a one-time code')
    .setContexts(InteractionContextType.Guild)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addStringOption(serverOption(true)),
  scopes: [],
  // The question is answered at once; the code is made only after Create.
  defer: false,
  async execute(interaction, ctx) {
    const serverId = await resolveServer(interaction, ctx);
    const name = literal(cachedName(ctx.directory, serverId), 100);
    await requireOwner(ctx, interaction.guildId!, serverId, name);
    const confirmation = newConfirmation(interaction, ctx.now(), [serverId]);
    const locale = await ctx.languages.forReader(interaction);
    await interaction.reply({
      content: t(locale, 'links.shareAsk', { server: name, time: `<t:${confirmation.expiresAt}:T>` }),
      components: [
        confirmationRow(
          'share',
          confirmation,
          t(locale, 'links.shareCreate'),
          ctx.componentIds.forGuild(interaction.guildId!),
          locale,
        ),
      ],
      flags: MessageFlags.Ephemeral,
      allowedMentions: NO_MENTIONS,
    });
  },
  autocomplete: (interaction, ctx) => autocompleteServers(interaction, ctx),
  async button(interaction, ctx, parts) {
    const { verb, confirmation } = requireConfirmation(interaction, ctx.now(), parts);
    const [serverId, ...rest] = confirmation.args;
    if (!serverId || rest.length > 0) throw new UserError(STALE);
    await resolveServer(interaction, ctx, serverId);
    const name = literal(cachedName(ctx.directory, serverId), 100);
    await requireOwner(ctx, interaction.guildId!, serverId, name);
    if (ctx.confirmations.state(confirmation.originId) !== undefined)
      throw new UserError(text('links.shareAnswered'));
    ctx.confirmations.finish(confirmation.originId);
    const locale = await ctx.languages.forReader(interaction);
    if (verb === 'no') {
      await updateSource(interaction, { content: t(locale, 'links.shareCancelled'), components: [] });
      return;
    }
    const { code: made, expiresAt } = await ctx.codes
      .issue({
        kind: 'share',
        serverId,
        guildId: interaction.guildId!,
        userId: null,
        createdBy: interaction.user.id,
      })
      .catch((err: unknown) => {
        // No code was made (a limit, the database): the question stands, to be answered again.
        ctx.confirmations.restore(confirmation.originId, undefined);
        throw err;
      });
    await recordOwnership(ctx, interaction, { kind: 'share-code', serverId, expiresAt });
    const until = Math.floor(expiresAt / 1000);
    await updateSource(interaction, {
      content: t(locale, 'links.shareCode', {
        server: name,
        code: code(made, 64),
        command: `/link server:${serverId} code:${made}`,
        time: `<t:${until}:f>`,
      }),
      components: [],
    });
  },
};
