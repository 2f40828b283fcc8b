import type { Interaction } from 'discord.js';
import type { Cooldowns } from '../db/cooldowns.js';
import { text } from '../i18n/catalogue.js';
import { type CooldownName, LIMITS, LimitReached } from '../limits.js';
import { UserError } from './user-error.js';

export { type Cooldowns, createCooldowns, POWER_COOLDOWN_MS } from '../db/cooldowns.js';

/** The cooldown key of the member behind an interaction: per guild, so servers do not share it. */
export function memberKey(interaction: Interaction): string {
  return `${interaction.guildId ?? '-'}:${interaction.user.id}`;
}

/** The cooldown key of the guild of an interaction: its members share it. */
export function guildKey(interaction: Interaction): string {
  return interaction.guildId ?? '-';
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
    throw new UserError(text('refusal.powerCooldown', { count: Math.ceil(left / 1000) }));
  }
}

/**
 * A cooldown in memory for asking what is free to ask but costs hostcord (a `/history` chart, a
 * guild's language change that re-renders its boards): one request per member and Discord server
 * (or per Discord server, with `guildKey`) every `LIMITS[name]`, counted from each one let through.
 * A guild's interactions reach the one instance running its shard, so memory is enough, and a
 * restart lifting it costs nothing. Throws `LimitReached` with the time left.
 */
export function createAskingCooldown(
  name: CooldownName,
  now: () => number,
  keyOf: (interaction: Interaction) => string = memberKey,
) {
  const windowMs = LIMITS[name];
  const asked = new Map<string, number>();
  return (interaction: Interaction): void => {
    const at = now();
    for (const [key, when] of asked) if (at - when >= windowMs) asked.delete(key);
    const key = keyOf(interaction);
    const last = asked.get(key);
    if (last !== undefined) throw new LimitReached(name, last + windowMs - at);
    asked.set(key, at);
  };
}
