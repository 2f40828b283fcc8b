import type { Interaction } from 'discord.js';
import { UserError } from './user-error.js';

/** Between two power actions of one member: a double click or a nervous repeat never queues two. */
export const POWER_COOLDOWN_MS = 5_000;
/** Entries are swept once the map grows past this; they expire anyway. */
const SWEEP_AT = 1_000;

/** Per-key cooldowns in memory (a restart forgets them, which is harmless for a few seconds). */
export function createCooldowns(now: () => number, windowMs = POWER_COOLDOWN_MS) {
  const until = new Map<string, number>();
  return {
    /** Milliseconds left before `key` may act again; 0 when it may. */
    remainingMs(key: string): number {
      return Math.max(0, (until.get(key) ?? 0) - now());
    },
    start(key: string): void {
      const at = now();
      if (until.size >= SWEEP_AT) for (const [k, end] of until) if (end <= at) until.delete(k);
      until.set(key, at + windowMs);
    },
  };
}

export type Cooldowns = ReturnType<typeof createCooldowns>;

/** The cooldown key of the member behind an interaction: per guild, so servers do not share it. */
export function memberKey(interaction: Interaction): string {
  return `${interaction.guildId ?? '-'}:${interaction.user.id}`;
}

/**
 * Guard: refuses while the member's power cooldown runs, saying how long is left. The router runs it
 * before every command that declares `cooldown: 'power'`.
 */
export function requireCooldownOver(
  interaction: Interaction,
  cooldowns: Pick<Cooldowns, 'remainingMs'>,
): void {
  const left = cooldowns.remainingMs(memberKey(interaction));
  if (left > 0) {
    const seconds = Math.ceil(left / 1000);
    throw new UserError(
      `You sent a power action moments ago. Wait ${seconds} second${seconds === 1 ? '' : 's'} before the next one.`,
    );
  }
}
