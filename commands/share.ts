import { InteractionContextType, MessageFlags, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import { requireOwner } from '../src/discord/claim-flows.js';
import type { Command } from '../src/discord/command.js';
import { confirmationRow, newConfirmation, requireConfirmation } from '../src/discord/confirm.js';
import { code, literal } from '../src/discord/format.js';
import { NO_MENTIONS, staleButton } from '../src/discord/messages.js';
import { recordOwnership } from '../src/discord/ownership-events.js';
import { updateSource } from '../src/discord/reply.js';
import { cachedName } from '../src/discord/server-name.js';
import { autocompleteServers, resolveServer, serverOption } from '../src/discord/server-option.js';
import { UserError } from '../src/discord/user-error.js';

const ANSWERED = 'This question was already answered; no second code was made.';
const STALE = staleButton('/share');

/**
 * `/share server`: the owning guild's consent for one other guild to use a server. It asks first
 * (sharing hands out control), then shows a one-time code, valid 24 hours, for the other guild's
 * `/link … code:`.
 */
export const share: Command = {
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
    await interaction.reply({
      content:
        `Share **${name}** with another Discord server? Its admins can then link it, and its members use every command on it that their admins allow: restart, stop, console, backups. Its alerts are posted there too.\n` +
        `Only you can answer; the buttons work until <t:${confirmation.expiresAt}:T>.`,
      components: [
        confirmationRow(
          'share',
          confirmation,
          'Create share code',
          ctx.componentIds.forGuild(interaction.guildId!),
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
    if (ctx.confirmations.state(confirmation.originId) !== undefined) throw new UserError(ANSWERED);
    ctx.confirmations.finish(confirmation.originId);
    if (verb === 'no') {
      await updateSource(interaction, { content: 'Cancelled. No code was made.', components: [] });
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
      content: [
        `Share code for **${name}**: ${code(made, 64)}`,
        'Give it privately to an admin of the other Discord server. There, they run:',
        `\`/link server:${serverId} code:${made}\``,
        `It works once, until <t:${until}:f>. \`/links\` then shows the share here, and \`/unshare\` ends it at any time.`,
      ].join('\n'),
      components: [],
    });
  },
};
