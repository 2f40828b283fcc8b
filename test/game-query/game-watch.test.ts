import { describe, expect, it } from 'vitest';
import { createGameQueries } from '../../src/db/game-queries.js';
import { createGameWatch } from '../../src/game-query/game-watch.js';
import { GameQueryError, type QueryTarget } from '../../src/game-query/querier.js';
import type { Server } from '../../src/hosting/index.js';
import { createLogger } from '../../src/logger.js';
import { useDatabases } from '../support/databases.js';

const databases = useDatabases();
const MIN = 60_000;
const T = 2_000_000_000_000;

function server(id: string, address: string | null, game = 'Minecraft'): Server {
  return {
    id,
    name: id,
    address,
    game: { name: game, variant: 'Paper', version: null },
  } as unknown as Server;
}

/** A querier standing in for gamedig: answers the hosts in `answering`, times out the others. */
function querier(answering: Set<string>) {
  const asked: QueryTarget[] = [];
  let active = 0;
  let most = 0;
  return {
    asked,
    most: () => most,
    async query(target: QueryTarget) {
      asked.push(target);
      active += 1;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active -= 1;
      if (!answering.has(target.host)) throw new GameQueryError('timeout', 'no answer in time');
      return { online: 1, max: 10, names: [], map: null, version: null, title: null, latencyMs: 1 };
    },
    close: async () => undefined,
  };
}

describe('the game watch', () => {
  it('asks at most 16 at once, answering games first, a silent game twice, and never one without an address', async () => {
    const answering = new Set(Array.from({ length: 40 }, (_, i) => `10.0.0.${i}`));
    const fake = querier(answering);
    const store = createGameQueries(databases.sqlite().db);
    const watch = createGameWatch({
      store,
      querier: async () => fake,
      intervalMs: MIN,
      log: createLogger({ level: 'silent' }),
    });
    const servers = [
      ...Array.from({ length: 40 }, (_, i) => server(`ok${i}`, `10.0.0.${i}:25565`)),
      ...Array.from({ length: 10 }, (_, i) => server(`dead${i}`, `10.9.9.${i}:25565`)),
      server('none', null),
      server('custom', '10.0.0.99:1', 'MyCustomPack'),
    ];
    const first = await watch.probe(servers, T);
    expect(fake.most()).toBeLessThanOrEqual(16);
    expect(first.get('ok3')).toMatchObject({ state: 'answering', answeredAt: T });
    expect(first.get('dead0')).toMatchObject({ state: 'not-answering', failures: 1 });
    expect(first.get('none')?.state).toBe('no-address');
    expect(first.get('custom')?.state).toBe('unknown-game');
    // One retry per silent game; nothing sent without an address or a known game.
    expect(fake.asked.filter((t) => t.host === '10.9.9.0')).toHaveLength(2);
    expect(fake.asked.some((t) => t.host === '10.0.0.99')).toBe(false);

    // Next cycle: answering games go first; a game that never answered rests (back-off).
    fake.asked.length = 0;
    await watch.probe(servers, T + MIN);
    expect(fake.asked.slice(0, 40).every((t) => t.host.startsWith('10.0.0.'))).toBe(true);
    expect(fake.asked.filter((t) => t.host === '10.9.9.0')).toHaveLength(2);
    fake.asked.length = 0;
    await watch.probe(servers, T + 2 * MIN + 1);
    expect(fake.asked.filter((t) => t.host === '10.9.9.0')).toHaveLength(0);
    expect((await store.status('dead0'))?.failures).toBe(2);
    // Statuses are stored for every instance to read.
    expect((await store.status('ok0'))?.answer?.online).toBe(1);
  });

  it("asks nothing of a server an admin turned off, and the admin's game and port otherwise", async () => {
    const fake = querier(new Set(['10.0.0.1', '10.0.0.2']));
    const store = createGameQueries(databases.sqlite().db);
    await store.set({ serverId: 'a', mode: 'off', gameId: null, port: null, updatedBy: 'u', updatedAt: T });
    await store.set({
      serverId: 'b',
      mode: 'set',
      gameId: 'counterstrike2',
      port: 27020,
      updatedBy: 'u',
      updatedAt: T,
    });
    const watch = createGameWatch({
      store,
      querier: async () => fake,
      intervalMs: MIN,
      log: createLogger({ level: 'silent' }),
    });
    const result = await watch.probe(
      [server('a', '10.0.0.1:25565'), server('b', '10.0.0.2:27015', 'MyCustomPack')],
      T,
    );
    expect(result.get('a')?.state).toBe('off');
    expect(fake.asked).toEqual([{ gameId: 'counterstrike2', host: '10.0.0.2', port: 27020 }]);
  });
});
