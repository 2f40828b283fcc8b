import {
  type APIActionRowComponent,
  type APIButtonComponent,
  type ButtonInteraction,
  ButtonStyle,
  ComponentType,
  MessageFlags,
} from 'discord.js';
import { describeHostingError, isHostingError } from '../hosting/index.js';
import { NO_MENTIONS } from './messages.js';
import { type ReplyContent, updateSource } from './reply.js';
import { resolveServer, type ServerLookup } from './server-option.js';
import { UserError } from './user-error.js';

/** How long Older/Newer keep working after the last press. */
const PAGE_TTL_MS = 60 * 60_000;
/** Views kept at most; the least recently used goes first. */
const MAX_VIEWS = 500;

/**
 * A paged list shown in one message. The provider's cursors are opaque and may be long (spec,
 * Endpoints → conventions), while a custom id holds 100 characters, so they stay here and the
 * buttons carry only the view's id and a page number.
 */
export interface PagedView {
  guildId: string;
  serverId: string;
  /** `cursors[n]` fetches page n: null for the first page, then each page's `nextCursor`. */
  cursors: (string | null)[];
}

export function createPageStore(now: () => number, ttlMs = PAGE_TTL_MS, maxViews = MAX_VIEWS) {
  const views = new Map<string, { view: PagedView; usedAt: number }>();

  function sweep(at: number): void {
    for (const [id, entry] of views) if (at - entry.usedAt > ttlMs) views.delete(id);
    while (views.size > maxViews) views.delete(views.keys().next().value as string);
  }

  return {
    /** A new view at its first page, under a short id (the command interaction's). */
    open(id: string, view: Omit<PagedView, 'cursors'>): PagedView {
      const at = now();
      const entry = { view: { ...view, cursors: [null] }, usedAt: at };
      views.set(id, entry);
      sweep(at);
      return entry.view;
    },
    get(id: string): PagedView | undefined {
      const at = now();
      const entry = views.get(id);
      if (!entry || at - entry.usedAt > ttlMs) {
        views.delete(id);
        return undefined;
      }
      // Re-inserted: the map's order is least recently used first.
      views.delete(id);
      views.set(id, { view: entry.view, usedAt: at });
      return entry.view;
    },
  };
}

export type PageStore = ReturnType<typeof createPageStore>;

export const PAGES_EXPIRED = 'These pages expired. Run the command again.';

/**
 * Guard for an Older/Newer press: the view exists, belongs to this guild, its server is still
 * linked here, and the page was reached before.
 */
export function requirePage(
  interaction: ButtonInteraction,
  ctx: ServerLookup & { pages: Pick<PageStore, 'get'> },
  [action, viewId, pageText]: string[],
): { viewId: string; view: PagedView; page: number } {
  const page = Number(pageText);
  if (action !== 'page' || !viewId || !Number.isInteger(page) || page < 0) throw new UserError(PAGES_EXPIRED);
  const view = ctx.pages.get(viewId);
  if (!view) throw new UserError(PAGES_EXPIRED);
  if (view.guildId !== interaction.guildId) throw new UserError(PAGES_EXPIRED);
  resolveServer(interaction, ctx, view.serverId);
  // A page is reachable once the page before it was shown (its cursor came from there).
  if (view.cursors[page] === undefined) throw new UserError(PAGES_EXPIRED);
  return { viewId, view, page };
}

/** Remembers where the page after `page` starts. */
export function rememberNext(view: PagedView, page: number, nextCursor: string | null): void {
  if (nextCursor !== null) view.cursors[page + 1] = nextCursor;
}

/**
 * Newer and Older for page `page` of a list shown newest first. Custom ids are `<prefix>:<n>` with the
 * page each button leads to; they stay distinct when a button is disabled.
 */
export function pageButtons(
  prefix: string,
  page: number,
  hasOlder: boolean,
): APIActionRowComponent<APIButtonComponent> {
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.Button,
        style: ButtonStyle.Secondary,
        custom_id: `${prefix}:${Math.max(0, page - 1)}`,
        label: '◀ Newer',
        disabled: page === 0,
      },
      {
        type: ComponentType.Button,
        style: ButtonStyle.Secondary,
        custom_id: `${prefix}:${page + 1}`,
        label: 'Older ▶',
        disabled: !hasOlder,
      },
    ],
  };
}

/**
 * A page button's answer: acknowledged at once, the page fetched and shown in place. A provider
 * error is told to the presser alone; the page everyone sees stays as it was.
 */
export async function showPage(
  interaction: ButtonInteraction,
  build: () => Promise<ReplyContent>,
): Promise<void> {
  await interaction.deferUpdate();
  let message: ReplyContent;
  try {
    message = await build();
  } catch (err) {
    if (!isHostingError(err)) throw err;
    await interaction.followUp({
      content: describeHostingError(err),
      flags: MessageFlags.Ephemeral,
      allowedMentions: NO_MENTIONS,
    });
    return;
  }
  await updateSource(interaction, message);
}
