import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { BotContext, Command } from '../src/discord/command.js';
import {
  type PagedView,
  pageButtons,
  rememberNext,
  requirePage,
  showPage,
} from '../src/discord/page-store.js';
import { renderDeployments } from '../src/discord/render/deployments.js';
import { NO_MENTIONS } from '../src/discord/reply.js';
import { serverName } from '../src/discord/server-name.js';
import { autocompleteServers, resolveServer, serverOption } from '../src/discord/server-option.js';

const PER_PAGE = 10;

/** `/deployments [server]`: the git deployment history, with Older/Newer. */
export const deployments: Command = {
  data: new SlashCommandBuilder()
    .setName('deployments')
    .setDescription("A game server's git deployments: status, phase and errors")
    .setContexts(InteractionContextType.Guild)
    .addStringOption(serverOption()),
  scopes: ['git:read'],
  defer: 'public',
  async execute(interaction, ctx) {
    const serverId = resolveServer(interaction, ctx);
    const view = ctx.pages.open(interaction.id, { guildId: interaction.guildId!, serverId });
    await interaction.editReply(await deploymentsPage(ctx, interaction.id, view, 0));
  },
  autocomplete: (interaction, ctx) => autocompleteServers(interaction, ctx),
  async button(interaction, ctx, args) {
    const { viewId, view, page } = requirePage(interaction, ctx, args);
    await showPage(interaction, () => deploymentsPage(ctx, viewId, view, page));
  },
};

async function deploymentsPage(ctx: BotContext, viewId: string, view: PagedView, page: number) {
  const result = await ctx.hosting.listDeployments(view.serverId, {
    limit: PER_PAGE,
    cursor: view.cursors[page] ?? null,
  });
  rememberNext(view, page, result.nextCursor);
  const name = await serverName(ctx, view.serverId);
  return {
    ...renderDeployments({ serverName: name, deployments: result.data, page }),
    components:
      page === 0 && result.nextCursor === null
        ? []
        : [pageButtons(`deployments:page:${viewId}`, page, result.nextCursor !== null)],
    allowedMentions: NO_MENTIONS,
  };
}
