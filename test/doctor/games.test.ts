import { describe, expect, it } from 'vitest';
import { createGameQueries } from '../../src/db/game-queries.js';
import { createLinks } from '../../src/db/links.js';
import { checkGames } from '../../src/doctor/games.js';
import { wordsIn } from '../../src/doctor/types.js';
import { useDatabases } from '../support/databases.js';

const databases = useDatabases();
const T = 2_000_000_000_000;

describe('doctor: game queries', () => {
  it("lists each linked server's query state with the fix, for its own guild only", async () => {
    const { db } = databases.sqlite();
    const links = createLinks(db);
    const queries = createGameQueries(db);
    for (const serverId of ['ok', 'noaddr', 'custom', 'silent']) {
      await links.link({ guildId: 'g1', channelId: 'c1', serverId, createdBy: 'u' });
    }
    await links.link({ guildId: 'g2', channelId: 'c2', serverId: 'theirs', createdBy: 'u' });
    const base = {
      gameId: null,
      port: null,
      checkedAt: T,
      answeredAt: null,
      failures: 0,
      error: null,
      answer: null,
    };
    await queries.saveStatuses([
      {
        ...base,
        serverId: 'ok',
        state: 'answering',
        gameId: 'minecraft',
        port: 25565,
        answeredAt: T,
        answer: { online: 3, max: 20, names: [], map: null, version: null, title: null, latencyMs: 2 },
      },
      { ...base, serverId: 'noaddr', state: 'no-address' },
      { ...base, serverId: 'custom', state: 'unknown-game' },
      {
        ...base,
        serverId: 'silent',
        state: 'not-answering',
        gameId: 'rust',
        port: 28015,
        failures: 3,
        error: 'no answer in time',
      },
    ]);
    const names = { name: (id: string) => (id === 'ok' ? 'Survival' : undefined) };
    const findings = await checkGames({ games: { enabled: true, queries }, links, names, guildId: 'g1' });
    expect(findings.map((f) => `${f.level} ${wordsIn('en-US', f.message)}`)).toEqual([
      'ok server Survival (ok): answering (minecraft on port 25565, players 3/20)',
      'warning server noaddr: no address at the provider, so there is nothing to ask',
      'warning server custom: game not known; tell hostcord which it is with /gamequery set',
      "warning server silent: not answering (rust on port 28015: no answer in time); check that the game's query is on and that hostcord may reach that port (UDP and TCP), or give the right port with /gamequery set",
    ]);
    const off = await checkGames({ games: { enabled: false, queries }, links, names });
    expect(off.map((f) => wordsIn('en-US', f.message))).toEqual([
      'off (GAME_QUERY=off): no game is asked who is playing',
    ]);
  });
});
