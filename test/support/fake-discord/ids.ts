// Snowflake ids shaped like Discord's: @discordjs/rest buckets requests by 17–19 digit ids, so short
// made-up ids would silently share one rate-limit bucket.
const DISCORD_EPOCH = 1_420_070_400_000n;
let increment = 0n;

/** A fresh 19-digit snowflake for the current time (unique within this process). */
export function snowflake(at: number = Date.now()): string {
  increment = (increment + 1n) & 0xfffn;
  return (((BigInt(at) - DISCORD_EPOCH) << 22n) | (1n << 17n) | increment).toString();
}

/** Several fresh snowflakes at once, e.g. `const [guildId, channelId] = snowflakes(2)`. */
export function snowflakes(count: number): string[] {
  return Array.from({ length: count }, () => snowflake());
}

/** Obviously fake interaction tokens: never mistakable for a real Discord credential. */
export function fakeInteractionToken(id: string): string {
  return `fake-interaction-token-${id}`;
}

/** The shard that receives a guild's events (Gateway › Sharding: `(guild_id >> 22) % num_shards`). */
export function shardOf(guildId: string, shardCount: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

/** A fresh guild-shaped snowflake whose events go to `shard` of `shardCount`. */
export function snowflakeOnShard(shard: number, shardCount: number): string {
  for (;;) {
    const id = snowflake(Date.now() - Math.floor(Math.random() * 1_000_000));
    if (shardOf(id, shardCount) === shard) return id;
  }
}
