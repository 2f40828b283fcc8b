import type { ServerDirectory } from '../hosting/directory.js';
import { literal } from '../text/literal.js';

type Names = Pick<ServerDirectory, 'name' | 'list'>;

/**
 * A server's name for a reply, from the directory's cache (no provider call of its own). When the
 * cache has not been filled yet (just after a start), it is filled first, within the directory's
 * short cold wait; for a question that must answer at once, see `cachedName`.
 */
export async function serverName(directory: Names, serverId: string): Promise<string> {
  if (directory.name(serverId) === undefined) await directory.list();
  return directory.name(serverId) ?? serverId;
}

/** Without waiting (a question answered within Discord's 3 s): the cached name, or the id. */
export function cachedName(directory: Names, serverId: string): string {
  const name = directory.name(serverId);
  if (name === undefined) void directory.list();
  return name ?? serverId;
}

/** The server's name shown literally (markdown and mentions escaped). */
export async function shownName(directory: Names, serverId: string, max = 100): Promise<string> {
  return literal(await serverName(directory, serverId), max);
}
