/**
 * The world of `bench:fleet`: a host's fleet at a given scale, in the project's fakes and written
 * straight into PostgreSQL through the schema's tables (seeding 50,000 servers through commands
 * would take longer than the benchmark).
 *
 * At scale 1: 10,000 guilds on 16 shards, 2 channels each (20,000), 50,000 servers at the
 * provider, each linked to one channel (2–3 per channel) and owned by that channel's guild, and
 * 2,000 boards, one in the first channel of each of the first 2,000 guilds.
 */
import pg from 'pg';
import type { FakeGuildConfig } from '../../test/support/fake-discord.js';
import type { ProviderSim, SimEvent } from '../../test/support/provider-sim.js';
import { BOT } from './shipped.js';

export const SHARD_COUNT = 16;
const FULL = { guilds: 10_000, channels: 20_000, servers: 50_000, boards: 2_000 };

export interface FleetSize {
  guilds: number;
  channels: number;
  servers: number;
  boards: number;
}

export function fleetSize(scale: number): FleetSize {
  const of = (n: number) => Math.max(1, Math.round(n * scale));
  const guilds = Math.max(SHARD_COUNT, of(FULL.guilds));
  return {
    guilds,
    channels: Math.max(guilds, of(FULL.channels)),
    servers: of(FULL.servers),
    boards: Math.min(guilds, of(FULL.boards)),
  };
}

// Snowflakes built from a counter in the timestamp part: unique, 19 digits, and a guild's shard is
// its index modulo 16 ((id >> 22) % 16, the base being a multiple of 16).
const GUILD_BASE = 100_000_000_000n;
const CHANNEL_BASE = 110_000_000_000n;
const idAt = (base: bigint, i: number) => (((base + BigInt(i)) << 22n) | (1n << 17n)).toString();

export interface Fleet {
  size: FleetSize;
  guildIds: string[];
  /** Channel j belongs to guild j % guilds. */
  channelIds: string[];
  /** Server k is linked to channel k % channels. */
  serverIds: string[];
  guildOfChannel(channel: number): number;
  shardOfGuild(guild: number): number;
  guildConfigs(): FakeGuildConfig[];
}

/** Ids for the fleet; `serverId(k)` is the provider's id of server k. */
export function planFleet(size: FleetSize, serverId: (k: number) => string): Fleet {
  const guildIds = Array.from({ length: size.guilds }, (_, i) => idAt(GUILD_BASE, i));
  const channelIds = Array.from({ length: size.channels }, (_, j) => idAt(CHANNEL_BASE, j));
  const serverIds = Array.from({ length: size.servers }, (_, k) => serverId(k));
  const guildOfChannel = (channel: number) => channel % size.guilds;
  return {
    size,
    guildIds,
    channelIds,
    serverIds,
    guildOfChannel,
    shardOfGuild: (guild) => guild % SHARD_COUNT,
    guildConfigs() {
      const channels: FakeGuildConfig['channels'][] = guildIds.map(() => []);
      for (const [j, id] of channelIds.entries())
        channels[guildOfChannel(j)]!.push({ id, name: `alerts-${j + 1}` });
      return guildIds.map((id, i) => ({ id, name: `Community ${i + 1}`, channels: channels[i]! }));
    },
  };
}

/**
 * The provider's side: `count` running servers the bot is installed on. Their installation events
 * are dated 15 days back, so the feed (which keeps 14 days) never hands them out.
 */
export function addProviderServers(sim: ProviderSim, count: number): string[] {
  const now = sim.clock.now();
  sim.clock.set(now - 15 * 86_400_000);
  const ids = Array.from({ length: count }, (_, k) => sim.addServer({ name: `Server ${k + 1}` }).id);
  sim.addBot({ token: BOT, installedOn: ids });
  sim.clock.set(now);
  return ids;
}

/**
 * A `server.activity` event for the bot, as the provider files it (also in its feed), whose title
 * carries `marker`; the virtual clock moves 1 ms per event so that events keep their order.
 */
export function activityEvent(sim: ProviderSim, serverId: string, marker: string): SimEvent {
  sim.clock.advance(1);
  const createdAt = new Date(sim.clock.now()).toISOString();
  return sim.pushEvent(BOT, {
    type: 'server.activity',
    serverId,
    createdAt,
    data: {
      id: `activity-${marker}`,
      serverId,
      category: 'power',
      type: 'restart',
      severity: 'warning',
      source: 'api',
      title: `Restart loop ${marker}`,
      createdAt,
    },
  });
}

/** Links, claims and boards, written in a few statements through the schema's columns. */
export async function seedFleet(databaseUrl: string, fleet: Fleet): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { channelIds, guildIds, serverIds, size } = fleet;
    const linkGuild = serverIds.map((_, k) => guildIds[fleet.guildOfChannel(k % size.channels)]!);
    const linkChannel = serverIds.map((_, k) => channelIds[k % size.channels]!);
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO claims (server_id, guild_id, claimed_by, how)
       SELECT s, g, 'bench', 'trusted' FROM unnest($1::text[], $2::text[]) AS t(s, g)`,
      [serverIds, linkGuild],
    );
    await client.query(
      `INSERT INTO links (guild_id, channel_id, server_id, created_by)
       SELECT g, c, s, 'bench' FROM unnest($1::text[], $2::text[], $3::text[]) AS t(g, c, s)`,
      [linkGuild, linkChannel, serverIds],
    );
    const boardGuilds = guildIds.slice(0, size.boards);
    // Channel i is the first channel of guild i (i < guilds).
    const boardChannels = channelIds.slice(0, size.boards);
    await client.query(
      `INSERT INTO boards (guild_id, channel_id, created_by)
       SELECT g, c, 'bench' FROM unnest($1::text[], $2::text[]) AS t(g, c)`,
      [boardGuilds, boardChannels],
    );
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}
