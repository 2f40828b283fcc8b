import { join } from 'node:path';
import { createAudit } from '../../../src/db/audit.js';
import { createBoards } from '../../../src/db/boards.js';
import { createIncidents } from '../../../src/db/incidents.js';
import { createLinks } from '../../../src/db/links.js';
import { openDatabase } from '../../../src/db/open.js';
import { createWatchedServers } from '../../../src/db/watched-servers.js';
import type { DiscordMessages } from '../../../src/discord/writing/post-message.js';
import { createHostingClient } from '../../../src/hosting/index.js';
import { createLogger } from '../../../src/logger.js';
import { createWatch, type WatchDeps } from '../../../src/watch/watch.js';
import { type ProviderSim, type SimServer, startProviderSim } from '../../support/provider-sim.js';
import { displayTexts } from './board-world.js';

const BOT = 'zhb_test_watch_world_bot_token';

export interface WatchWorldOptions {
  /** A temporary directory for the SQLite file. */
  dir: string;
  /** Registers what to close after the test (last registered, first closed). */
  closers: Array<() => unknown>;
  /** Running servers, linked round-robin in the guilds (default 1). */
  servers?: number;
  /** Guilds, each with its status board, posted by the first full cycle (default 1). */
  guilds?: number;
  games?: WatchDeps['games'];
}

/**
 * The watch alone on a real SQLite file: the provider simulated, Discord a store of the messages
 * it was given, refresh cycles run by the test (the loop's own interval is an hour).
 */
export async function watchWorld(options: WatchWorldOptions) {
  const { closers } = options;
  const sim: ProviderSim = await startProviderSim();
  closers.push(() => sim.close());
  const servers: SimServer[] = [];
  for (let i = 0; i < (options.servers ?? 1); i++) {
    const server = sim.addServer({
      name: `Server ${i}`,
      powerState: 'running',
      address: `play${i}.example.com`,
    });
    sim.setResources(server.id, { state: 'running', cpu: 12.5, uptimeMs: 60_000 });
    servers.push(server);
  }
  sim.addBot({ token: BOT, installedOn: servers.map((s) => s.id) });
  const handle = openDatabase(join(options.dir, 'hostcord.db'));
  closers.push(() => handle.close());
  const links = createLinks(handle.db);
  const boards = createBoards(handle.db);
  const guilds = options.guilds ?? 1;
  for (const [i, server] of servers.entries())
    await links.link({
      guildId: `g${i % guilds}`,
      channelId: 'c-alerts',
      serverId: server.id,
      createdBy: 'u1',
    });
  for (let g = 0; g < guilds; g++)
    await boards.create({ guildId: `g${g}`, channelId: `c-board-${g}`, createdBy: 'u1' });
  const shown = new Map<string, Record<string, unknown>>();
  let posted = 0;
  const messages: DiscordMessages = {
    async post(_channelId, body) {
      const id = `m${++posted}`;
      shown.set(id, body);
      return { id };
    },
    async edit(_channelId, messageId, body) {
      shown.set(messageId, body);
    },
    exists: async (_channelId, messageId) => ({ exists: shown.has(messageId) }),
    async remove(_channelId, messageId) {
      shown.delete(messageId);
    },
  };
  const log = createLogger({ level: 'silent' });
  const watch = createWatch({
    repositories: {
      boards,
      incidents: createIncidents(handle.db),
      watchedServers: createWatchedServers(handle.db),
      audit: createAudit(handle.db),
    },
    links,
    hosting: createHostingClient({ baseUrl: sim.url, token: BOT, log, maxAttempts: 1, timeoutMs: 5000 }),
    messages,
    boardMessages: messages,
    // Buttons are not pressed here: ids need no signature.
    customIds:
      () =>
      (command, ...args) =>
        [command, ...args].join(':'),
    log,
    refreshIntervalMs: 3_600_000,
    graceMs: 90_000,
    ...(options.games && { games: options.games }),
  });
  await watch.ready();
  closers.push(() => watch.stop());
  const text = () =>
    [...shown.values()].flatMap((body) => displayTexts(body as { components: [] })).join('\n');
  return { sim, servers, watch, text, messages: () => shown.size };
}
