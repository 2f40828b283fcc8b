import { afterEach, describe, expect, it } from 'vitest';
import type { GameStatus } from '../../src/game-query/status.js';
import { useTempDir } from '../support/temp-dir.js';
import { waitFor } from '../support/wait-for.js';
import { watchWorld } from './support/watch-world.js';

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

/** One guild's board with one server, whose game answers when the test says. */
async function world() {
  const games = heldGames();
  const w = await watchWorld({ dir: tempDir(), closers, games });
  // Before the watch stops: a cycle still waiting for its game would hold the stop.
  closers.push(() => games.release());
  // The board is posted by the first cycle, which the test runs.
  return { ...w, server: w.servers[0]!, games };
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
