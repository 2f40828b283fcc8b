import { type FakeGuildConfig, snowflake, snowflakeOnShard } from './fake-discord.js';

/** A guild on `shard` of `count`, with `channels` text channels (`alerts-0`, …). */
export function guildOn(shard: number, count: number, channels = 1): FakeGuildConfig {
  return {
    id: snowflakeOnShard(shard, count),
    name: `Shard ${shard}`,
    channels: Array.from({ length: channels }, (_, i) => ({ id: snowflake(), name: `alerts-${i}` })),
  };
}

/** The most of `times` (ms) any window of `windowMs` holds (sliding, so no boundary can hide a burst). */
export function busiestWindow(times: readonly number[], windowMs = 1000): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  let first = 0;
  for (let last = 0; last < sorted.length; last += 1) {
    while ((sorted[last] ?? 0) - (sorted[first] ?? 0) >= windowMs) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}
