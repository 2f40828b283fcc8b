import { describe, expect, it } from 'vitest';
import { createGameQueries, type GameQueries, type GameStatusRow } from '../../src/db/game-queries.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { useDatabases } from '../support/databases.js';

const databases = useDatabases();

async function sqliteStore(): Promise<GameQueries> {
  return createGameQueries(databases.sqlite().db);
}

async function postgresStore(): Promise<GameQueries> {
  return createGameQueries(postgresSql((await databases.postgres()).db));
}

// Milliseconds past 2^31 on purpose: PostgreSQL stores them as bigint.
const T = 2_000_000_000_000;

const status = (serverId: string, change: Partial<GameStatusRow> = {}): GameStatusRow => ({
  serverId,
  state: 'answering',
  gameId: 'minecraft',
  port: 25565,
  checkedAt: T,
  answeredAt: T,
  failures: 0,
  error: null,
  answer: {
    online: 3,
    max: 20,
    names: ['Alex', '@everyone'],
    map: null,
    version: '1.21.1',
    title: 'Hi',
    latencyMs: 4,
  },
  ...change,
});

describe.each([
  ['SQLite', sqliteStore],
  ['PostgreSQL', postgresStore],
])('game queries on %s', (_name, open) => {
  it('set, replace and clear an admin setting', async () => {
    const store = await open();
    expect(await store.settings()).toEqual([]);
    const set = {
      serverId: 's1',
      mode: 'set',
      gameId: 'counterstrike2',
      port: 27016,
      updatedBy: 'u1',
      updatedAt: T,
    };
    await store.set(set);
    await store.set({ ...set, serverId: 's2', mode: 'off', gameId: null, port: null });
    expect(await store.setting('s1')).toEqual(set);
    await store.set({ ...set, gameId: 'rust', port: null, updatedAt: T + 1 });
    expect(await store.setting('s1')).toMatchObject({ gameId: 'rust', port: null, updatedAt: T + 1 });
    await store.clear('s1');
    expect(await store.setting('s1')).toBeUndefined();
    expect((await store.settings()).map((s) => s.serverId)).toEqual(['s2']);
  });

  it("store a cycle's statuses, each replacing the server's previous one, the answer kept as JSON", async () => {
    const store = await open();
    await store.saveStatuses([
      status('s1'),
      status('s2', { state: 'no-address', answer: null, answeredAt: null }),
    ]);
    expect(await store.status('s1')).toEqual(status('s1'));
    const failing = status('s1', {
      state: 'not-answering',
      checkedAt: T + 60_000,
      failures: 1,
      error: 'no answer in time',
    });
    await store.saveStatuses([failing]);
    expect(await store.status('s1')).toEqual(failing);
    expect((await store.statuses()).map((s) => s.serverId).sort()).toEqual(['s1', 's2']);
    // Five hundred at once (a big cycle) in one call.
    await store.saveStatuses(Array.from({ length: 500 }, (_, i) => status(`x${i}`)));
    expect(await store.statuses()).toHaveLength(502);
  });
});
