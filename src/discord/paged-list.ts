import { type APIEmbed, InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { ServerDirectory } from '../hosting/directory.js';
import type { HostingClient, ListOptions, Page } from '../hosting/index.js';
import type { Locale } from '../i18n/locale.js';
import type { Command } from './command.js';
import type { ComponentIds } from './component-id.js';
import { NO_MENTIONS } from './messages.js';
import {
  type PagedView,
  type Pages,
  pageButtons,
  rememberNext,
  requirePage,
  showPage,
} from './page-store.js';
import { serverName } from './server-name.js';
import { autocompleteServers, resolveServer, serverOption } from './server-option.js';

const PER_PAGE = 10;

export interface PagedListSpec<T> {
  name: string;
  description: string;
  scopes: readonly string[];
  /** One page of the provider's list, from the cursor it handed out (opaque, passed back untouched). */
  fetch(hosting: HostingClient, serverId: string, options: ListOptions): Promise<Page<T>>;
  render(view: { serverName: string; items: T[]; page: number }, locale: Locale): { embeds: APIEmbed[] };
}

/**
 * A public `/<name> [server]` command that shows a provider list newest first, in the asker's language, with Older/Newer
 * buttons walking its cursors (kept in the page store: cursors are opaque and may not fit in a
 * custom id). Tenancy is checked when the command runs and on every press.
 */
export function pagedServerList<T>(spec: PagedListSpec<T>): Command<'provider' | 'links' | 'interactions'> {
  async function pageOf(
    ctx: {
      hosting: HostingClient;
      directory: Pick<ServerDirectory, 'name' | 'list'>;
      pages: Pick<Pages, 'save'>;
      componentIds: Pick<ComponentIds, 'forGuild'>;
    },
    viewId: string,
    view: PagedView,
    page: number,
    locale: Locale,
  ) {
    const result = await spec.fetch(ctx.hosting, view.serverId, {
      limit: PER_PAGE,
      cursor: view.cursors[page] ?? null,
    });
    if (rememberNext(view, page, result.nextCursor)) await ctx.pages.save(viewId, view);
    const name = await serverName(ctx.directory, view.serverId);
    return {
      ...spec.render({ serverName: name, items: result.data, page }, locale),
      components:
        page === 0 && result.nextCursor === null
          ? []
          : [
              pageButtons(
                ctx.componentIds.forGuild(view.guildId),
                [spec.name, 'page', viewId],
                page,
                result.nextCursor !== null,
                locale,
              ),
            ],
      allowedMentions: NO_MENTIONS,
    };
  }

  return {
    data: new SlashCommandBuilder()
      .setName(spec.name)
      .setDescription(spec.description)
      .setContexts(InteractionContextType.Guild)
      .addStringOption(serverOption()),
    scopes: spec.scopes,
    defer: 'public',
    async execute(interaction, ctx) {
      const serverId = await resolveServer(interaction, ctx);
      const view = await ctx.pages.open(interaction.id, { guildId: interaction.guildId!, serverId });
      const locale = await ctx.languages.forReader(interaction);
      await interaction.editReply(await pageOf(ctx, interaction.id, view, 0, locale));
    },
    autocomplete: (interaction, ctx) => autocompleteServers(interaction, ctx),
    async button(interaction, ctx, args) {
      const { viewId, view, page } = await requirePage(interaction, ctx, args);
      // The page is redrawn whole in the presser's language: one message, one language.
      const locale = await ctx.languages.forReader(interaction);
      await showPage(interaction, () => pageOf(ctx, viewId, view, page, locale));
    },
  };
}
