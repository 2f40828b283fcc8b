import type { Interaction } from 'discord.js';
import type { Audit } from '../db/audit.js';
import type { ServerDirectory } from '../hosting/directory.js';
import { t } from '../i18n/catalogue.js';
import type { Languages } from '../i18n/languages.js';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.js';
import type { Logger } from '../logger.js';
import { literal } from '../text/literal.js';
import type { DiscordView } from './ports.js';
import { cachedName } from './server-name.js';

/** What can happen to a server's ownership; each is an audit row, most also a notice to the owner. */
export type OwnershipEvent =
  | { kind: 'claim'; serverId: string; how: 'trusted' | 'proof' }
  | { kind: 'verify'; serverId: string; found: boolean }
  | { kind: 'share-code'; serverId: string; expiresAt: number }
  | { kind: 'share'; serverId: string; ownerGuildId: string }
  | { kind: 'unshare'; serverId: string; guildId: string }
  | { kind: 'release'; serverId: string; sharesEnded: string[] };

const ACTIONS: Record<OwnershipEvent['kind'], string> = {
  claim: 'claim',
  verify: 'claim:verify',
  'share-code': 'share:code',
  share: 'share',
  unshare: 'unshare',
  release: 'release',
};

/** What recording an ownership event takes: the audit, the log, the notice poster and names. */
export interface OwnershipRecorder {
  audit: Pick<Audit, 'record'>;
  log: Logger;
  notice: (guildId: string, content: string) => Promise<void>;
  client: Pick<DiscordView, 'guilds'>;
  directory: Pick<ServerDirectory, 'name' | 'list'>;
  /** A notice is written in the language of the guild it is posted in (English without). */
  languages?: Pick<Languages, 'guildLanguage'>;
}

/** A guild's name as shown to another guild's members: escaped, or its id when the bot left it. */
export function guildName(
  { client }: Pick<OwnershipRecorder, 'client'>,
  guildId: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const name = client.guilds.cache.get(guildId)?.name;
  return name === undefined ? t(locale, 'boards.guildGone', { id: guildId }) : `**${literal(name, 100)}**`;
}

/** The notice for the owning guild's first linked channel, which guild that is, and its text in a language. */
function noticeOf(
  ctx: OwnershipRecorder,
  interaction: Interaction,
  event: OwnershipEvent,
): { guildId: string; text: (locale: Locale) => string } | undefined {
  const here = interaction.guildId ?? '';
  const server = `**${literal(cachedName(ctx.directory, event.serverId), 100)}**`;
  const member = literal(interaction.user.username, 64);
  switch (event.kind) {
    case 'claim': {
      const key = event.how === 'proof' ? 'boards.claimedProof' : 'boards.claimedLinked';
      return { guildId: here, text: (l) => t(l, key, { server, member }) };
    }
    case 'share':
      return {
        guildId: event.ownerGuildId,
        text: (l) => t(l, 'boards.shared', { server, member, guild: guildName(ctx, here, l) }),
      };
    case 'unshare':
      return {
        guildId: here,
        text: (l) => t(l, 'boards.unshared', { server, member, guild: guildName(ctx, event.guildId, l) }),
      };
    case 'release': {
      const count = event.sharesEnded.length;
      return {
        guildId: here,
        text: (l) =>
          count > 0
            ? t(l, 'boards.releasedShares', { server, member, count })
            : t(l, 'boards.released', { server, member }),
      };
    }
    default:
      return undefined;
  }
}

/** The language of the guild a notice goes to; English when it cannot be read (the notice still goes). */
async function languageOf(ctx: OwnershipRecorder, guildId: string): Promise<Locale> {
  try {
    return (await ctx.languages?.guildLanguage(guildId)) ?? DEFAULT_LOCALE;
  } catch (err) {
    ctx.log.warn({ err, guildId }, 'could not read the language of a guild for an ownership notice');
    return DEFAULT_LOCALE;
  }
}

/**
 * Writes the audit row of an ownership event and posts its notice. A failing audit write is
 * logged, never allowed to undo what already happened.
 */
export async function recordOwnership(
  ctx: OwnershipRecorder,
  interaction: Interaction,
  event: OwnershipEvent,
): Promise<void> {
  const { kind, serverId, ...detail } = event;
  const found = event.kind === 'verify' ? event.found : true;
  try {
    await ctx.audit.record({
      guildId: interaction.guildId ?? '',
      userId: interaction.user.id,
      action: ACTIONS[kind],
      serverId,
      idempotencyKey: null,
      result: found ? 'accepted' : 'error',
      errorCode: found ? null : 'CODE_NOT_IN_NAME',
      detail,
    });
  } catch (err) {
    ctx.log.error({ err, kind, serverId }, 'could not write the audit row of an ownership change');
  }
  ctx.log.info({ kind, serverId, ...detail }, found ? 'ownership event' : 'ownership proof not found');
  const notice = noticeOf(ctx, interaction, event);
  if (notice) void ctx.notice(notice.guildId, notice.text(await languageOf(ctx, notice.guildId)));
}
