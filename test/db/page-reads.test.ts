import { describe, expect, it } from 'vitest';
import { createGameQueries } from '../../src/db/game-queries.js';
import { createIncidents } from '../../src/db/incidents.js';
import { createPageReads } from '../../src/db/page-reads.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { createWatchedServers } from '../../src/db/watched-servers.js';
import { useDatabases } from '../support/databases.js';

const databases = useDatabases();

const sqlite = async () => {
  const { db } = databases.sqlite();
  return {
    reads: createPageReads(db),
    watched: createWatchedServers(db),
    games: createGameQueries(db),
    incidents: createIncidents(db),
  };
};

const postgres = async () => {
  const { db } = await databases.postgres();
  return {
    reads: createPageReads(postgresSql(db)),
    watched: createWatchedServers(postgresSql(db)),
    games: createGameQueries(postgresSql(db)),
    incidents: createIncidents(postgresSql(db)),
  };
};

const T = 1_800_000_000_000;
const H = 3_600_000;

describe.each([
  ['SQLite', sqlite],
  ['PostgreSQL', postgres],
])('status page reads on %s', (_name, open) => {
  it('read the stored state with the game’s answer, and the incidents down within a range, for many servers at once', async () => {
    const { reads, watched, games, incidents } = await open();
    const observation = { stateSince: T, upSince: T, downSince: null, observedAt: T };
    await watched.saveAll([
      { serverId: 'a', state: 'up', name: 'Alpha', ...observation },
      {
        serverId: 'b',
        state: 'down',
        name: null,
        ...observation,
        upSince: null,
        downSince: T,
      },
      { serverId: 'c', state: 'up', name: 'Not asked for', ...observation },
    ]);
    const answer = { online: 2, max: 20, names: ['x'], map: null, version: null, title: null, latencyMs: 3 };
    await games.saveStatuses([
      {
        serverId: 'a',
        state: 'answering',
        gameId: 'minecraft',
        port: 1,
        checkedAt: T,
        answeredAt: T,
        failures: 0,
        error: null,
        answer,
      },
    ]);
    const rows = (await reads.servers(['a', 'b', 'never-seen'])).sort((x, y) =>
      x.serverId.localeCompare(y.serverId),
    );
    expect(rows).toEqual([
      {
        serverId: 'a',
        name: 'Alpha',
        state: 'up',
        stateSince: T,
        upSince: T,
        downSince: null,
        gameState: 'answering',
        answer,
      },
      {
        serverId: 'b',
        name: null,
        state: 'down',
        stateSince: T,
        upSince: null,
        downSince: T,
        gameState: null,
        answer: null,
      },
    ]);
    expect(await reads.servers([])).toEqual([]);

    const open_ = (serverId: string, downSince: number) =>
      incidents.open({
        serverId,
        downSince,
        openedAt: downSince,
        serverName: null,
        lastActivityTitle: null,
        targets: [],
      });
    const old = await open_('a', T - 10 * H);
    await incidents.close(old!.id, T - 9 * H);
    const recent = await open_('a', T - 2 * H);
    await incidents.close(recent!.id, T - H);
    await open_('b', T - 3 * H);
    await incidents.recordRestart('a', T - 30 * 60_000, T - 29 * 60_000);
    await open_('c', T - 2 * H);
    expect(await reads.incidents(['a', 'b'], T - 5 * H, T)).toEqual([
      { serverId: 'b', downSince: T - 3 * H, closedAt: null },
      { serverId: 'a', downSince: T - 2 * H, closedAt: T - H },
    ]);
  });
});
