import { type ButtonInteraction, ButtonStyle, MessageFlags } from 'discord.js';
import type { PagedView, Pages } from '../db/pages.js';
import { describeHostingError, isHostingError } from '../hosting/index.js';
import { t, text, translate } from '../i18n/catalogue.js';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.js';
import type { MakeId } from './component-id.js';
import { NO_MENTIONS } from './messages.js';
import { type ButtonRow, button, buttonRow } from './render/buttons.js';
import { type ReplyContent, updateSource } from './reply.js';
import { resolveServer, type ServerLookup } from './server-option.js';
import { UserError } from './user-error.js';

export type { PagedView, Pages } from '../db/pages.js';

const EXPIRED = text('links.pagesExpired');

/** The same in English (what tests compare with). */
export const PAGES_EXPIRED = translate('en-US', EXPIRED);

/**
 * Guard for an Older/Newer press: the view exists, belongs to this guild, its server is still
 * linked here, and the page was reached before.
 */
export async function requirePage(
  interaction: ButtonInteraction,
  ctx: ServerLookup & { pages: Pick<Pages, 'get'> },
  [action, viewId, pageText]: string[],
): Promise<{ viewId: string; view: PagedView; page: number }> {
  const page = Number(pageText);
  if (action !== 'page' || !viewId || !Number.isInteger(page) || page < 0) throw new UserError(EXPIRED);
  const view = await ctx.pages.get(viewId);
  if (!view) throw new UserError(EXPIRED);
  if (view.guildId !== interaction.guildId) throw new UserError(EXPIRED);
  await resolveServer(interaction, ctx, view.serverId);
  // A page is reachable once the page before it was shown (its cursor came from there).
  if (view.cursors[page] === undefined) throw new UserError(EXPIRED);
  return { viewId, view, page };
}

/** Remembers where the page after `page` starts; true when that is new (to be saved). */
export function rememberNext(view: PagedView, page: number, nextCursor: string | null): boolean {
  if (nextCursor === null || view.cursors[page + 1] === nextCursor) return false;
  view.cursors[page + 1] = nextCursor;
  return true;
}

/**
 * Newer and Older for page `page` of a list shown newest first. Custom ids are `<prefix…>:<n>` with
 * the page each button leads to; they stay distinct when a button is disabled.
 */
export function pageButtons(
  makeId: MakeId,
  prefix: readonly [command: string, ...args: string[]],
  page: number,
  hasOlder: boolean,
  locale: Locale = DEFAULT_LOCALE,
): ButtonRow {
  const newer = makeId(...prefix, String(Math.max(0, page - 1)));
  const older = makeId(...prefix, String(page + 1));
  return buttonRow(
    { ...button(newer, t(locale, 'links.pageNewer'), ButtonStyle.Secondary), disabled: page === 0 },
    { ...button(older, t(locale, 'links.pageOlder'), ButtonStyle.Secondary), disabled: !hasOlder },
  );
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
