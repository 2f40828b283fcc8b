import { describe, expect, it } from 'vitest';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { createWatchedServers, type WatchedServers } from '../../src/db/watched-servers.js';
import { useDatabases } from '../support/databases.js';

const databases = useDatabases();

async function sqliteStore(): Promise<WatchedServers> {
  const handle = databases.sqlite();
  return createWatchedServers(handle.db);
}

async function postgresStore(): Promise<WatchedServers> {
  const handle = await databases.postgres();
  return createWatchedServers(postgresSql(handle.db));
}

// Milliseconds past 2^31 on purpose: PostgreSQL stores them as bigint.
const T = 2_000_000_000_000;

describe.each([
  ['SQLite', sqliteStore],
  ['PostgreSQL', postgresStore],
])('watched servers on %s', (_name, open) => {
  it('save servers together, once each, and replace what they hold', async () => {
    const store = await open();
    expect(await store.all()).toEqual([]);
    expect(await store.get('s1')).toBeUndefined();

    const up = {
      serverId: 's1',
      state: 'up',
      stateSince: T,
      upSince: T - 60_000,
      downSince: null,
      observedAt: T,
      name: 'Survival',
    };
    await store.saveAll([up, { ...up, serverId: 's2', state: 'starting', upSince: null }]);
    expect(await store.get('s1')).toEqual(up);

    const down = {
      serverId: 's1',
      state: 'down',
      stateSince: T + 1000,
      upSince: null,
      downSince: T + 1000,
      observedAt: T + 1000,
      name: null,
    };
    await store.saveAll([down]);
    await store.saveAll([]);
    expect(await store.get('s1')).toEqual(down);
    const all = await store.all();
    expect(all.sort((a, b) => a.serverId.localeCompare(b.serverId))).toEqual([
      down,
      { ...up, serverId: 's2', state: 'starting', upSince: null },
    ]);
  });
});
