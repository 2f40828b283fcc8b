import { InteractionContextType, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import { audited, idempotencyKey } from '../src/discord/audited.js';
import type { Command, ContextOf } from '../src/discord/command.js';
import { NO_MENTIONS, staleButton } from '../src/discord/messages.js';
import { pageButtons, showPage } from '../src/discord/page-store.js';
import { renderBackupCreated, renderBackupList } from '../src/discord/render/backups.js';
import { serverName } from '../src/discord/server-name.js';
import { autocompleteServers, resolveServer, serverOption } from '../src/discord/server-option.js';
import { UserError } from '../src/discord/user-error.js';
import type { Locale } from '../src/i18n/locale.js';

/** The parts of the context `/backup` uses. */
type Needs = 'provider' | 'links' | 'control' | 'interactions';

/** `/backup create|list [server]`: start a backup now, or page through the existing ones. */
export const backup: Command<Needs> = {
  data: new SlashCommandBuilder()
    .setName('backup')
    .setDescription("Create or list a game server's backups")
    .setContexts(InteractionContextType.Guild)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addSubcommand((s) =>
      s.setName('create').setDescription('Start a backup now').addStringOption(serverOption()),
    )
    .addSubcommand((s) =>
      s
        .setName('list')
        .setDescription('The backups, newest first; locked ones marked')
        .addStringOption(serverOption()),
    ),
  scopes: ['backups:read', 'backups:write'],
  defer: 'ephemeral',
  async execute(interaction, ctx) {
    const serverId = await resolveServer(interaction, ctx);
    if (interaction.options.getSubcommand() === 'create') {
      const key = idempotencyKey(interaction.id, 'backup');
      const created = await audited(
        interaction,
        ctx,
        { action: 'backup:create', serverId, idempotencyKey: key },
        () => ctx.hosting.createBackup(serverId, undefined, { idempotencyKey: key }),
        (record) => (typeof record.id === 'string' ? { backupId: record.id } : {}),
      );
      const locale = await ctx.languages.forReader(interaction);
      await interaction.editReply({
        ...renderBackupCreated(locale, await serverName(ctx.directory, serverId), created.data),
        allowedMentions: NO_MENTIONS,
      });
      return;
    }
    const locale = await ctx.languages.forReader(interaction);
    await interaction.editReply(await backupPage(ctx, locale, interaction.guildId!, serverId, 0));
  },
  autocomplete: (interaction, ctx) => autocompleteServers(interaction, ctx),
  // `backup:page:<server id>:<n>`: the list has no cursor (spec, endpoint 8), so a page is re-read whole.
  async button(interaction, ctx, [action, serverId, pageText]) {
    const page = Number(pageText);
    if (action !== 'page' || !serverId || !Number.isInteger(page) || page < 0) {
      throw new UserError(staleButton('/backup list'));
    }
    await resolveServer(interaction, ctx, serverId);
    const locale = await ctx.languages.forReader(interaction);
    await showPage(interaction, () => backupPage(ctx, locale, interaction.guildId!, serverId, page));
  },
};

async function backupPage(
  ctx: ContextOf<Needs>,
  locale: Locale,
  guildId: string,
  serverId: string,
  page: number,
) {
  const { data } = await ctx.hosting.listBackups(serverId);
  const view = renderBackupList({
    serverName: await serverName(ctx.directory, serverId),
    backups: data,
    page,
    locale,
  });
  const shown = Math.min(page, view.pages - 1);
  return {
    embeds: view.embeds,
    components:
      view.pages > 1
        ? [
            pageButtons(
              ctx.componentIds.forGuild(guildId),
              ['backup', 'page', serverId],
              shown,
              shown < view.pages - 1,
              locale,
            ),
          ]
        : [],
    allowedMentions: NO_MENTIONS,
  };
}
