import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAudit } from '../../src/db/audit.js';
import { createBoards } from '../../src/db/boards.js';
import { createIncidents } from '../../src/db/incidents.js';
import { createLinks } from '../../src/db/links.js';
import { openDatabase } from '../../src/db/open.js';
import { createWatchedServers } from '../../src/db/watched-servers.js';
import type { DiscordMessages } from '../../src/discord/post-message.js';
import type { GameStatus } from '../../src/game-query/status.js';
import { createHostingClient } from '../../src/hosting/index.js';
import { createLogger } from '../../src/logger.js';
import { createWatch } from '../../src/watch/watch.js';
import { type ProviderSim, startProviderSim } from '../support/provider-sim.js';
import { useTempDir } from '../support/temp-dir.js';
import { waitFor } from '../support/wait-for.js';
import { displayTexts } from './support/board-world.js';

const BOT = 'zhb_test_slow_games_bot_token';
const tempDir = useTempDir();
const closers: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** A game watch whose answers the test gives, cycle by cycle, when it wants. */
function heldGames() {
  const known = new Map<string, GameStatus>();
  const asked: Array<(answers: Map<string, GameStatus>) => void> = [];
  return {
    probe: (): Promise<Map<string, GameStatus>> =>
      new Promise((resolve) =>
        asked.push((answers) => {
          for (const [id, status] of answers) known.set(id, status);
          resolve(answers);
        }),
      ),
    get: (serverId: string) => known.get(serverId),
    /** Answers the oldest cycle still waiting. */
    answer(serverId: string, at: number, online: number | null) {
      const status: GameStatus = {
        serverId,
        state: online === null ? 'not-answering' : 'answering',
        gameId: 'minecraft',
        port: 25565,
        checkedAt: at,
        answeredAt: online === null ? null : at,
        failures: online === null ? 1 : 0,
        error: online === null ? 'no answer in time' : null,
        answer:
          online === null
            ? null
            : { online, max: 20, names: [], map: null, version: null, title: null, latencyMs: 5 },
      };
      asked.shift()!(new Map([[serverId, status]]));
    },
    waiting: () => asked.length,
    /** Cycles still waiting get no answers (the watch stops). */
    release(): void {
      for (const resolve of asked.splice(0)) resolve(new Map());
    },
  };
}

/** The watch of one guild's board with one server, the provider simulated, Discord as a message store. */
async function world() {
  const sim: ProviderSim = await startProviderSim();
  closers.push(() => sim.close());
  const server = sim.addServer({ name: 'Survival', powerState: 'running', address: 'play.example.com' });
  sim.setResources(server.id, { state: 'running', cpu: 12.5, uptimeMs: 60_000 });
  sim.addBot({ token: BOT, installedOn: [server.id] });
  const handle = openDatabase(join(tempDir(), 'hostcord.db'));
  closers.push(() => handle.close());
  const links = createLinks(handle.db);
  await links.link({ guildId: 'g1', channelId: 'c-alerts', serverId: server.id, createdBy: 'u1' });
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
  const games = heldGames();
  const log = createLogger({ level: 'silent' });
  const watch = createWatch({
    repositories: {
      boards: createBoards(handle.db),
      incidents: createIncidents(handle.db),
      watchedServers: createWatchedServers(handle.db),
      audit: createAudit(handle.db),
    },
    links,
    hosting: createHostingClient({ baseUrl: sim.url, token: BOT, log, maxAttempts: 1, timeoutMs: 2000 }),
    messages,
    log,
    refreshIntervalMs: 3_600_000,
    graceMs: 90_000,
    games,
  });
  await watch.ready();
  closers.push(
    () => watch.stop(),
    () => games.release(),
  );
  await watch.createBoard({ guildId: 'g1', channelId: 'c-board', createdBy: 'u1' });
  const text = () =>
    [...shown.values()].flatMap((body) => displayTexts(body as { components: [] })).join('\n');
  return { sim, server, watch, games, text };
}

describe('a full cycle whose games answer slowly', () => {
  it('the board follows the panel at once; the players line follows when the game answers', async () => {
    const { sim, server, watch, games, text } = await world();
    /** The panel says the server runs or not; a cycle starts, whose game has not answered yet. */
    const panelSays = async (running: boolean, mark: string) => {
      server.powerState = running ? 'running' : 'offline';
      sim.setResources(server.id, {
        state: server.powerState,
        cpu: running ? 12.5 : 0,
        uptimeMs: running ? 1000 : 0,
      });
      const cycle = watch.refresher.runCycle();
      await waitFor(() => text().includes(mark), 10_000, `the board to show ${mark} while the game is asked`);
      expect(games.waiting()).toBe(1);
      return { cycle };
    };
    const first = watch.refresher.runCycle();
    await waitFor(() => games.waiting() === 1, 5000, 'the first cycle to ask the game');
    games.answer(server.id, Date.now(), 3);
    await first;
    await watch.idle();
    expect(text()).toContain('🟢');
    expect(text()).toContain('👥 3/20');

    // The server goes down; its game does not answer (yet) in the next cycle.
    const second = await panelSays(false, '🔴');
    expect(text()).toContain('👥 3/20'); // what the game said last, until it says more

    // The game's answer (none, at the timeout) comes later: the players line goes.
    games.answer(server.id, Date.now(), null);
    await second.cycle;
    await watch.idle();
    expect(text()).toContain('🔴');
    expect(text()).not.toContain('👥');

    // Up again: the board says so before the game answers, and the count follows.
    const third = await panelSays(true, '🟢');
    expect(text()).not.toContain('👥');
    games.answer(server.id, Date.now(), 7);
    await third.cycle;
    await watch.idle();
    expect(text()).toContain('👥 7/20');
  });
});
