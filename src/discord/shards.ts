import type { ShardPlan } from '../config.js';

/** Discord's global limit: requests per second per bot, across all its processes (Rate Limits › Global). */
export const DISCORD_REQUESTS_PER_SECOND = 50;

/** What discord.js is given: its shard ids and total (`auto` asks GET /gateway/bot for the count). */
export function shardOptions(plan: ShardPlan): { shards: number[] | 'auto'; shardCount: number } {
  // With `auto` discord.js ignores shardCount and sets it from Discord's answer.
  if (plan.count === 'auto') return { shards: 'auto', shardCount: 1 };
  return { shards: [...plan.ids], shardCount: plan.count };
}

/**
 * This instance's part of the 50 requests/s: as many fiftieths as it runs shards, at least 1. The
 * parts of instances that together run every shard once add up to at most 50. `auto` runs them all.
 */
export function restBudget(plan: ShardPlan): number {
  if (plan.count === 'auto') return DISCORD_REQUESTS_PER_SECOND;
  return Math.max(1, Math.floor((DISCORD_REQUESTS_PER_SECOND * plan.ids.length) / plan.count));
}

/** Slash commands are registered by one instance of the bot: the one running shard 0. */
export function registersCommands(plan: ShardPlan): boolean {
  return plan.count === 'auto' || plan.ids.includes(0);
}

/** `0,1/4`: shards 0 and 1 of 4 (`auto` until Discord said how many); the `shards` label of `/metrics`. */
export function shardsLabel(plan: ShardPlan): string {
  return plan.count === 'auto' ? 'auto' : `${plan.ids.join(',')}/${plan.count}`;
}
