import type { BotContext } from './command.js';
import { literal } from './format.js';

/**
 * A server's name for a reply, from the directory's cache (no provider call of its own). When the
 * cache has not been filled yet (just after a start), it is filled first, within the directory's
 * short cold wait; for a question that must answer at once, see `cachedName`.
 */
export async function serverName(ctx: BotContext, serverId: string): Promise<string> {
  if (ctx.directory.name(serverId) === undefined) await ctx.directory.list();
  return ctx.directory.name(serverId) ?? serverId;
}

/** Without waiting (a question answered within Discord's 3 s): the cached name, or the id. */
export function cachedName(ctx: BotContext, serverId: string): string {
  const name = ctx.directory.name(serverId);
  if (name === undefined) void ctx.directory.list();
  return name ?? serverId;
}

/** The server's name shown literally (markdown and mentions escaped). */
export async function shownName(ctx: BotContext, serverId: string, max = 100): Promise<string> {
  return literal(await serverName(ctx, serverId), max);
}
