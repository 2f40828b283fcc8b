import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGameQuerier, GameQueryError } from '../../src/game-query/querier.js';
import {
  type FakeGameServer,
  startFakeA2S,
  startFakeFiveM,
  startFakeMinecraft,
} from '../support/fake-game-servers.js';

// Real gamedig against the suite's fake games on 127.0.0.1.
describe('game querier', () => {
  const querier = createGameQuerier({ timeoutMs: 800, maxBytes: 64 * 1024 });
  let minecraft: FakeGameServer;
  let valve: FakeGameServer;
  beforeAll(async () => {
    minecraft = await startFakeMinecraft({ players: ['Alex', 'Steve'], max: 20, title: '§aHello §lworld' });
    valve = await startFakeA2S({ players: ['one', 'two', 'three'], max: 24, map: 'de_inferno' });
  });
  afterAll(async () => {
    await querier.close();
    await minecraft.close();
    await valve.close();
  });

  const mc = () => ({ gameId: 'minecraft', host: '127.0.0.1', port: minecraft.port });
  const cs = () => ({ gameId: 'counterstrike2', host: '127.0.0.1', port: valve.port });

  it('reads a Minecraft Java server list ping: players, names, version, MOTD without colour codes', async () => {
    minecraft.set({ mode: 'answer' });
    const answer = await querier.query(mc());
    expect(answer).toMatchObject({
      online: 2,
      max: 20,
      names: ['Alex', 'Steve'],
      version: '1.21.1',
      title: 'Hello world',
    });
  });

  it('reads Valve A2S through the challenge: info, then players', async () => {
    valve.set({ mode: 'answer' });
    const answer = await querier.query(cs());
    expect(answer).toMatchObject({ online: 3, max: 24, map: 'de_inferno' });
    expect([...answer.names].sort()).toEqual(['one', 'three', 'two']);
  });

  it('sees changed players at the next query', async () => {
    valve.set({ players: ['solo'] });
    minecraft.set({ players: [], online: 0 });
    expect((await querier.query(cs())).online).toBe(1);
    expect((await querier.query(mc())).online).toBe(0);
    minecraft.set({ online: undefined });
  });

  it.each(['silent', 'garbage', 'flood'] as const)(
    'a game that answers %s fails within the timeout',
    async (mode) => {
      minecraft.set({ mode });
      valve.set({ mode });
      const started = Date.now();
      const failures = await Promise.all(
        [mc(), cs()].map((t) =>
          querier.query(t).then(
            () => undefined,
            (err: unknown) => err,
          ),
        ),
      );
      for (const failure of failures) expect(failure).toBeInstanceOf(GameQueryError);
      expect(Date.now() - started).toBeLessThan(5_000);
      if (mode === 'silent') expect((failures[0] as GameQueryError).kind).toBe('timeout');
      if (mode === 'flood') for (const f of failures) expect((f as GameQueryError).kind).toBe('too_large');
      minecraft.set({ mode: 'answer' });
      valve.set({ mode: 'answer' });
    },
  );

  it('reads FiveM over UDP and HTTP, and cuts an endless player list at the byte budget', async () => {
    const fivem = await startFakeFiveM({ players: ['Niko', 'Lamar'], max: 48, map: 'fivem-map' });
    try {
      const target = { gameId: 'gta5f', host: '127.0.0.1', port: fivem.port };
      expect(await querier.query(target)).toMatchObject({
        online: 2,
        max: 48,
        names: ['Niko', 'Lamar'],
        map: 'fivem-map',
      });
      fivem.set({ mode: 'flood' });
      // gamedig takes a failed player list as none: the count stays, the endless names are cut
      // once the budget (64 KiB here) is read: the game got rid of ~4 MB (socket buffers) where an
      // unbounded read took 25 MB in the same time.
      expect(await querier.query(target)).toMatchObject({ max: 48, names: [] });
      expect(fivem.flooded()).toBeLessThan(16 * 1024 * 1024);
    } finally {
      await fivem.close();
    }
  });
});
