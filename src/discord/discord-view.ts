import type { Channel, Guild, REST } from 'discord.js';
import type { DiscordView } from './ports.js';
import type { ShardSessions } from './shard-sessions.js';

/**
 * One view across the Clients of the shards this instance runs: a guild is looked up in the
 * Client of its shard, a channel in each Client (at most a few), and the bot's user and
 * application come from any ready Client. Writes go through the one shared REST.
 */
export function createDiscordView(sessions: Pick<ShardSessions, 'readyClients' | 'clientOf'>, rest: REST) {
  const any = () => sessions.readyClients().values().next().value;
  const view: DiscordView = {
    rest,
    guilds: {
      cache: {
        get: (id: string): Guild | undefined => sessions.clientOf(id)?.guilds.cache.get(id),
        get size(): number {
          let size = 0;
          for (const client of sessions.readyClients().values()) size += client.guilds.cache.size;
          return size;
        },
      },
    },
    channels: {
      cache: {
        get(id: string): Channel | undefined {
          for (const client of sessions.readyClients().values()) {
            const channel = client.channels.cache.get(id);
            if (channel) return channel;
          }
          return undefined;
        },
      },
    },
    get user() {
      return any()?.user ?? null;
    },
    get application() {
      return any()?.application ?? null;
    },
  };
  return view;
}
