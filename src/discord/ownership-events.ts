import type { Client, Interaction } from 'discord.js';
import type { Audit } from '../db/audit.js';
import type { ServerDirectory } from '../hosting/directory.js';
import type { Logger } from '../logger.js';
import { literal } from './format.js';
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
  client: Pick<Client, 'guilds'>;
  directory: Pick<ServerDirectory, 'name' | 'list'>;
}

/** A guild's name as shown to another guild's members: escaped, or its id when the bot left it. */
export function guildName({ client }: Pick<OwnershipRecorder, 'client'>, guildId: string): string {
  const name = client.guilds.cache.get(guildId)?.name;
  return name === undefined
    ? `a Discord server the bot is no longer in (${guildId})`
    : `**${literal(name, 100)}**`;
}

/** The notice for the owning guild's first linked channel, and which guild that is. */
function noticeOf(
  ctx: OwnershipRecorder,
  interaction: Interaction,
  event: OwnershipEvent,
): { guildId: string; text: string } | undefined {
  const here = interaction.guildId ?? '';
  const server = `**${literal(cachedName(ctx.directory, event.serverId), 100)}**`;
  const who = literal(interaction.user.username, 64);
  switch (event.kind) {
    case 'claim':
      return {
        guildId: here,
        text: `🔒 ${server} now belongs to this Discord server (${event.how === 'proof' ? 'control proven at the provider' : 'linked here'} by ${who}). Other Discord servers can use it only with a share code from \`/share\`.`,
      };
    case 'share':
      return {
        guildId: event.ownerGuildId,
        text: `🔗 ${server} is now shared with ${guildName(ctx, here)} (share code redeemed by ${who}): its members can use it with the permissions their admins set. \`/unshare\` ends it.`,
      };
    case 'unshare':
      return {
        guildId: here,
        text: `${server} is no longer shared with ${guildName(ctx, event.guildId)} (ended by ${who}).`,
      };
    case 'release': {
      const ended = event.sharesEnded.length;
      return {
        guildId: here,
        text: `${server} no longer belongs to this Discord server: ${who} removed its last link here${ended ? `, which also ended its share with ${ended} other Discord server${ended === 1 ? '' : 's'}` : ''}.`,
      };
    }
    default:
      return undefined;
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
  if (notice) void ctx.notice(notice.guildId, notice.text);
}
