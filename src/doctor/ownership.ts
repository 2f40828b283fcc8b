import type { Config } from '../config.js';
import type { Claims } from '../db/claims.js';
import type { ReadyDiscordView } from '../discord/ports.js';
import { t, text } from '../i18n/catalogue.js';
import type { Locale } from '../i18n/locale.js';
import { shownFor } from './shown.js';
import { type Finding, finding } from './types.js';

// Who may use which server: the doctor's view of claims, shares and who can add the bot.

/** Who may claim servers without proof, and the warning for a public bot that serves every guild. */
export async function checkAccess(config: Config, discord: ReadyDiscordView | Error): Promise<Finding[]> {
  const area = text('doctor.area.access');
  if (config.allowedGuildIds) {
    return [finding('ok', area, text('doctor.access.allowed', { count: config.allowedGuildIds.length }))];
  }
  if (discord instanceof Error) return [];
  try {
    const application = await discord.application.fetch();
    if (application.botPublic) return [finding('warning', area, text('doctor.access.publicBot'))];
    return [finding('ok', area, text('doctor.access.private'))];
  } catch {
    return [finding('warning', area, text('doctor.access.unreadable'))];
  }
}

/**
 * Every current share, for review: those made from links older than claims in particular, which no
 * owner ever agreed to. `/doctor` lists only the shares of the guild that owns the servers.
 */
export async function checkShares(
  claims: Claims | undefined,
  discord: ReadyDiscordView | Error,
  guildId?: string | undefined,
  names?: { name(serverId: string): string | undefined },
): Promise<Finding[]> {
  if (!claims) return [];
  const shown = shownFor(guildId === undefined ? 'terminal' : 'discord');
  const label = (locale: Locale, id: string) => {
    const name = discord instanceof Error ? undefined : discord.guilds.cache.get(id)?.name;
    return name === undefined ? t(locale, 'doctor.shares.guild', { id }) : shown.named(name, id);
  };
  const area = text('doctor.area.shares');
  return (await claims.currentShares(guildId)).map((s) => {
    const server = shown.named(names?.name(s.serverId), s.serverId);
    const key = s.createdBy === 'migration' ? 'doctor.shares.migrated' : 'doctor.shares.code';
    return finding(s.createdBy === 'migration' ? 'warning' : 'ok', area, (locale) =>
      t(locale, key, {
        server,
        owner: label(locale, s.ownerGuildId),
        guild: label(locale, s.guildId),
        command: '/unshare',
      }),
    );
  });
}
