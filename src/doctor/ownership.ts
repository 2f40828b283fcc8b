import type { Client } from 'discord.js';
import type { Config } from '../config.js';
import type { Claims } from '../db/claims.js';
import { PUBLIC_BOT_WARNING } from '../discord/trust.js';
import { shownFor } from './shown.js';
import { type Finding, finding } from './types.js';

// Who may use which server: the doctor's view of claims, shares and who can add the bot.

/** Who may claim servers without proof, and the warning for a public bot that serves every guild. */
export async function checkAccess(config: Config, discord: Client<true> | Error): Promise<Finding[]> {
  const area = 'access';
  if (config.allowedGuildIds) {
    const n = config.allowedGuildIds.length;
    return [
      finding(
        'ok',
        area,
        `only the ${n} Discord server${n === 1 ? '' : 's'} in ALLOWED_GUILD_IDS ${n === 1 ? 'is' : 'are'} served, and may link unclaimed game servers directly`,
      ),
    ];
  }
  if (discord instanceof Error) return [];
  try {
    const application = await discord.application.fetch();
    if (application.botPublic) return [finding('warning', area, PUBLIC_BOT_WARNING)];
    return [
      finding(
        'ok',
        area,
        "the bot is private; Discord servers where the application's owner (or team) is a member link unclaimed game servers directly, others prove control at the provider or use a share code",
      ),
    ];
  } catch {
    return [
      finding(
        'warning',
        area,
        'could not read the Discord application to see whether it is public; run the doctor again',
      ),
    ];
  }
}

/**
 * Every current share, for review: those made from links older than claims in particular, which no
 * owner ever agreed to. `/doctor` lists only the shares of the guild that owns the servers.
 */
export async function checkShares(
  claims: Claims | undefined,
  discord: Client<true> | Error,
  guildId?: string | undefined,
  names?: { name(serverId: string): string | undefined },
): Promise<Finding[]> {
  if (!claims) return [];
  const shown = shownFor(guildId === undefined ? 'terminal' : 'discord');
  const label = (id: string) => {
    const name = discord instanceof Error ? undefined : discord.guilds.cache.get(id)?.name;
    return name === undefined ? `Discord server ${id}` : shown.named(name, id);
  };
  return (await claims.currentShares(guildId)).map((s) =>
    s.createdBy === 'migration'
      ? finding(
          'warning',
          'shares',
          `server ${shown.named(names?.name(s.serverId), s.serverId)} (owned by ${label(s.ownerGuildId)}) is shared with ${label(s.guildId)} because both linked it before claims existed; review it, and end it with /unshare in the owning Discord server if that was not meant`,
        )
      : finding(
          'ok',
          'shares',
          `server ${shown.named(names?.name(s.serverId), s.serverId)} (owned by ${label(s.ownerGuildId)}) is shared with ${label(s.guildId)} by a share code; /unshare in the owning Discord server ends it`,
        ),
  );
}
