import { describe, expect, it } from 'vitest';
import { createGameQueries } from '../../src/db/game-queries.js';
import { createGameWatch } from '../../src/game-query/game-watch.js';
import type { QueryTarget } from '../../src/game-query/querier.js';
import { createCallBudget, type Server } from '../../src/hosting/index.js';
import { createLogger } from '../../src/logger.js';
import { useDatabases } from '../support/databases.js';

const databases = useDatabases();
const T = 2_000_000_000_000;

function server(i: number): Server {
  return {
    id: `s${String(i).padStart(2, '0')}`,
    name: `S${i}`,
    address: `10.0.0.${i}:25565`,
    game: { name: 'Minecraft', variant: 'Paper', version: null },
  } as unknown as Server;
}

describe('game queries within GAME_QUERIES_PER_SECOND', () => {
  it('ask the games of servers on boards every cycle and first, the others in turns, never faster than the rate', async () => {
    const asked: { host: string; at: number }[] = [];
    const querier = {
      async query(target: QueryTarget) {
        asked.push({ host: target.host, at: performance.now() });
        return { online: 1, max: 10, names: [], map: null, version: null, title: null, latencyMs: 1 };
      },
      close: async () => undefined,
    };
    // 20 a second over a 1 s interval: 20 games a cycle, 5 on boards and 15 of the other 30.
    const budget = createCallBudget({ ratePerSecond: 20, concurrency: 16 });
    const watch = createGameWatch({
      store: createGameQueries(databases.sqlite().db),
      querier: async () => querier,
      intervalMs: 1_000,
      log: createLogger({ level: 'silent' }),
      budget,
    });
    const servers = Array.from({ length: 35 }, (_, i) => server(i));
    const onBoards = new Set(servers.slice(30).map((s) => s.id));
    const boardHosts = new Set(servers.slice(30).map((s) => s.address!.split(':')[0]));

    const cycles: string[][] = [];
    for (let cycle = 0; cycle < 2; cycle++) {
      asked.length = 0;
      const statuses = await watch.probe(servers, T + cycle, onBoards);
      cycles.push(asked.map((a) => a.host));
      // Every server has a status: those left out keep their last one (none yet in the first cycle).
      expect(statuses.size).toBe(cycle === 0 ? 20 : 35);
      expect(watch.wanted()).toBe(35);
      expect(asked).toHaveLength(20);
      // The games of the servers on boards first (starts are spaced: asked in the order queued).
      expect(asked.slice(0, 5).every((a) => boardHosts.has(a.host))).toBe(true);
      expect(asked.filter((a) => boardHosts.has(a.host))).toHaveLength(5);
      // Spaced by the rate: 20 starts take at least 19 spacings of 50 ms.
      expect(asked.at(-1)!.at - asked[0]!.at).toBeGreaterThanOrEqual(19 * 50 - 5);
    }
    // The others in turns: the second cycle asks the 15 the first left out.
    const others = (hosts: string[]) => new Set(hosts.filter((h) => !boardHosts.has(h)));
    const [first, second] = cycles.map(others);
    expect(new Set([...first!, ...second!]).size).toBe(30);
  });

  it('a cycle given up (its instance lost `watch`) asks no more games and stores nothing', async () => {
    const asked: string[] = [];
    const controller = new AbortController();
    const querier = {
      async query(target: QueryTarget) {
        asked.push(target.host);
        if (asked.length === 3) controller.abort();
        return { online: 1, max: 10, names: [], map: null, version: null, title: null, latencyMs: 1 };
      },
      close: async () => undefined,
    };
    // The floor share of an instance that lost `watch`: 20 games would take 10 s.
    const store = createGameQueries(databases.sqlite().db);
    const watch = createGameWatch({
      store,
      querier: async () => querier,
      intervalMs: 60_000,
      log: createLogger({ level: 'silent' }),
      budget: createCallBudget({ ratePerSecond: 2, concurrency: 16 }),
    });
    const servers = Array.from({ length: 20 }, (_, i) => server(i));
    await watch.probe(servers, T, new Set(servers.map((s) => s.id)), controller.signal);
    // The three asked before the abort; the others' turns were given up, not waited for.
    expect(asked).toHaveLength(3);
    expect(await store.statuses()).toEqual([]);
  });
});
