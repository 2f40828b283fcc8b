import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { BotContext, Command } from '../src/discord/command.js';
import {
  type PagedView,
  pageButtons,
  rememberNext,
  requirePage,
  showPage,
} from '../src/discord/page-store.js';
import { renderActivity } from '../src/discord/render/activity.js';
import { NO_MENTIONS } from '../src/discord/reply.js';
import { serverName } from '../src/discord/server-name.js';
import { autocompleteServers, resolveServer, serverOption } from '../src/discord/server-option.js';

const PER_PAGE = 10;

/** `/activity [server]`: the newest activity entries, with Older/Newer through the provider's cursors. */
export const activity: Command = {
  data: new SlashCommandBuilder()
    .setName('activity')
    .setDescription("A game server's recent activity: power, backups, crashes and more")
    .setContexts(InteractionContextType.Guild)
    .addStringOption(serverOption()),
  scopes: ['servers:read'],
  defer: 'public',
  async execute(interaction, ctx) {
    const serverId = resolveServer(interaction, ctx);
    const view = ctx.pages.open(interaction.id, { guildId: interaction.guildId!, serverId });
    await interaction.editReply(await activityPage(ctx, interaction.id, view, 0));
  },
  autocomplete: (interaction, ctx) => autocompleteServers(interaction, ctx),
  async button(interaction, ctx, args) {
    const { viewId, view, page } = requirePage(interaction, ctx, args);
    await showPage(interaction, () => activityPage(ctx, viewId, view, page));
  },
};

async function activityPage(ctx: BotContext, viewId: string, view: PagedView, page: number) {
  const result = await ctx.hosting.listActivity(view.serverId, {
    limit: PER_PAGE,
    cursor: view.cursors[page] ?? null,
  });
  rememberNext(view, page, result.nextCursor);
  const name = await serverName(ctx, view.serverId);
  return {
    ...renderActivity({ serverName: name, entries: result.data, page }),
    components:
      page === 0 && result.nextCursor === null
        ? []
        : [pageButtons(`activity:page:${viewId}`, page, result.nextCursor !== null)],
    allowedMentions: NO_MENTIONS,
  };
}
