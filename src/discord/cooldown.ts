import type { Interaction } from 'discord.js';
import type { Cooldowns } from '../db/cooldowns.js';
import { UserError } from './user-error.js';

export { type Cooldowns, createCooldowns, POWER_COOLDOWN_MS } from '../db/cooldowns.js';

/** The cooldown key of the member behind an interaction: per guild, so servers do not share it. */
export function memberKey(interaction: Interaction): string {
  return `${interaction.guildId ?? '-'}:${interaction.user.id}`;
}

/**
 * Guard: refuses while the member's power cooldown runs, saying how long is left. The router runs it
 * before every command that declares `cooldown: 'power'`; a button of the question that started the
 * cooldown (`origin`) passes.
 */
export async function requireCooldownOver(
  interaction: Interaction,
  cooldowns: Pick<Cooldowns, 'remainingMs'>,
  origin?: string,
): Promise<void> {
  const left = await cooldowns.remainingMs(memberKey(interaction), origin);
  if (left > 0) {
    const seconds = Math.ceil(left / 1000);
    throw new UserError(
      `You sent a power action moments ago. Wait ${seconds} second${seconds === 1 ? '' : 's'} before the next one.`,
    );
  }
}
