import { LIMITS, type LimitReached } from '../limits.js';

const seconds = (ms: number) => {
  const s = Math.max(1, Math.ceil(ms / 1000));
  return `${s} second${s === 1 ? '' : 's'}`;
};

/**
 * What a member is told when a request passes one of the limits (src/limits.ts): which limit, its
 * value, and what to do. README, "Limits per community", lists the same texts.
 */
export function limitAnswer(err: LimitReached): string {
  switch (err.limit) {
    case 'boardsPerGuild':
      return `Limit reached: status boards per Discord server (${LIMITS.boardsPerGuild}). This Discord server has that many already; remove one with \`/board remove\` first. One board shows every linked server.`;
    case 'schedulesPerServer':
      return `Limit reached: schedules per server (${LIMITS.schedulesPerServer}). This server has that many schedules in this Discord server already: \`/schedule list\` shows them, \`/schedule remove\` makes room.`;
    case 'schedulesPerGuild':
      return `Limit reached: schedules per Discord server (${LIMITS.schedulesPerGuild}). This Discord server has that many already: \`/schedule list\` shows them, \`/schedule remove\` makes room.`;
    case 'draftsPerMember':
      return `Limit reached: open restart questions per member (${LIMITS.draftsPerMember}). Answer one of your \`/restart in:\` questions (Schedule restart or Cancel), or wait a minute until they expire.`;
    case 'proofCodesPerMember':
      return `Limit reached: open ownership codes per member (${LIMITS.proofCodesPerMember}). Use one of your codes (put it into the server's name, then press Verify), or wait until they expire, 15 minutes after you asked.`;
    case 'proofCodesPerGuild':
      return `Limit reached: open ownership codes per Discord server (${LIMITS.proofCodesPerGuild}). Use one of this Discord server's codes, or wait until they expire, 15 minutes after they were asked for.`;
    case 'shareCodesPerMember':
      return `Limit reached: open share codes per member (${LIMITS.shareCodesPerMember}). Wait until one of your share codes is used or expires, 24 hours after it was made.`;
    case 'shareCodesPerGuild':
      return `Limit reached: open share codes per Discord server (${LIMITS.shareCodesPerGuild}). Wait until one of this Discord server's share codes is used or expires, 24 hours after it was made.`;
    case 'codeCooldownMs':
      return `Limit reached: one code per member every ${seconds(LIMITS.codeCooldownMs)}. Wait ${seconds(err.retryAfterMs)}, then ask again.`;
    case 'historyCooldownMs':
      return `Limit reached: one chart per member every ${seconds(LIMITS.historyCooldownMs)}. Wait ${seconds(err.retryAfterMs)}, then ask again.`;
    default:
      return err.limit satisfies never;
  }
}
