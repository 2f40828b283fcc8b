import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, useWorld } from '../support/bot-world.js';
import type { FakeInteraction } from '../support/fake-discord.js';
import { type FakeGameServer, startFakeA2S, startFakeMinecraft } from '../support/fake-game-servers.js';
import { answer, expectNoRejections } from '../support/interactions.js';
import { type BoardWorld, boardWorld } from '../watch/support/board-world.js';

// Real gamedig against fake games on 127.0.0.1, through the real app and the fake Discord.

const startWorld = useWorld();
const fakes: FakeGameServer[] = [];
afterEach(async () => {
  for (const fake of fakes.splice(0)) await fake.close();
});

async function games() {
  const survival = await startFakeMinecraft({ players: ['Alex', 'Steve'], max: 20 });
  const arena = await startFakeA2S({
    players: Array.from({ length: 30 }, (_, i) => `p${String(i + 1).padStart(2, '0')}`),
    max: 32,
    map: 'de_inferno',
  });
  const custom = await startFakeMinecraft({ max: 10 });
  const beta = await startFakeMinecraft({ players: ['Beta'] });
  fakes.push(survival, arena, custom, beta);
  return { survival, arena, custom, beta };
}

type Games = Awaited<ReturnType<typeof games>>;

function world(g: Games, env: Record<string, string> = { GAME_QUERY: 'on' }) {
  const address = (fake: FakeGameServer) => `127.0.0.1:${fake.port}`;
  return boardWorld(startWorld, {
    names: ['Survival', 'Arena', 'Custom'],
    env,
    gameQueryTimeoutMs: 300,
    serverFields: (name) =>
      ({
        Survival: {
          address: address(g.survival),
          game: { name: 'Minecraft', variant: 'Vanilla', version: '1.21.1' },
        },
        Arena: { address: address(g.arena), game: { name: 'Counter-Strike 2', variant: '', version: null } },
        Custom: {
          address: address(g.custom),
          game: { name: 'MyCustomPack', variant: 'Forge', version: null },
        },
        'Beta SMP': {
          address: address(g.beta),
          game: { name: 'Minecraft', variant: 'Paper', version: '1.21.1' },
        },
      })[name] ?? {},
  });
}

const serverId = (w: BoardWorld, name: string) => w.servers.find((s) => s.name === name)!.id;
const run = async (
  w: BoardWorld,
  name: string,
  options: Record<string, string | number>,
  subcommand?: string,
) => (await answer(w.command(name, { options, ...(subcommand && { subcommand }) }) as FakeInteraction)).text;

describe('players online, from the game itself', () => {
  it('shows players in /players, /status, the board and history; /gamequery set|show|off|auto; only servers linked here', async () => {
    const g = await games();
    const w = await world(g);
    await w.createBoard();
    await w.cycle();

    const survival = await run(w, 'players', { server: serverId(w, 'Survival') });
    expect(survival).toContain('Players 2/20');
    expect(survival).toMatch(/Alex, Steve/);
    expect(survival).toContain('1.21.1');
    const arena = await run(w, 'players', { server: serverId(w, 'Arena') });
    expect(arena).toContain('Players 30/32');
    expect(arena).toContain('and 5 more');
    expect(arena).toContain('de\\\\_inferno');
    expect(arena.match(/p\d\d/g)).toHaveLength(25);
    expect(await run(w, 'players', { server: serverId(w, 'Custom') })).toMatch(
      /does not know which game Custom runs \(the provider calls it "MyCustomPack"\).*\/gamequery set/,
    );
    expect(await run(w, 'status', { server: serverId(w, 'Survival') })).toContain('Players 2/20');
    expect(w.text()).toContain('👥 2/20');
    expect(w.text()).toContain('👥 30/32');

    // History keeps what each game answered with each sample.
    const history = w.app.serverHistory.store;
    const key = (await history.findKey(serverId(w, 'Arena')))!;
    const samples = await history.samples(key, 0, Number.MAX_SAFE_INTEGER);
    expect(samples.at(-1)).toMatchObject({ playersOnline: 30, playersMax: 32 });

    // The game option offers gamedig's ids as you type, and a typed id is taken as it is.
    const offered = await w.fake
      .interact({
        type: 'autocomplete',
        name: 'gamequery',
        subcommand: 'set',
        guildId: w.guild.id,
        options: { server: serverId(w, 'Custom'), game: 'counter' },
        focused: 'game',
        member: { permissions: ADMIN },
      })
      .choices();
    expect(offered.map((c) => c.value)).toContain('counterstrike2');

    // Told which game it is, the custom server is asked from the next refresh.
    expect(await run(w, 'gamequery', { server: serverId(w, 'Custom'), game: 'minecraft' }, 'set')).toContain(
      'hostcord asks it as Minecraft (`minecraft`)',
    );
    await w.cycle();
    expect(await run(w, 'players', { server: serverId(w, 'Custom') })).toMatch(
      /Players 0\/10.*Nobody is playing/,
    );
    const shown = await run(w, 'gamequery', { server: serverId(w, 'Custom') }, 'show');
    expect(shown).toContain('`minecraft` (Minecraft), set by an admin');
    expect(shown).toContain(`Query port: ${g.custom.port}`);
    expect(shown).toContain('players 0/10');
    await run(w, 'gamequery', { server: serverId(w, 'Custom') }, 'off');
    const asked = g.custom.requests();
    await w.cycle();
    expect(g.custom.requests()).toBe(asked);
    expect(await run(w, 'players', { server: serverId(w, 'Custom') })).toContain(
      'Game queries are off for Custom',
    );
    expect(await run(w, 'gamequery', { server: serverId(w, 'Custom') }, 'auto')).toContain(
      'hostcord does not know the provider',
    );

    // Hostile names are shown literally and ping nobody.
    g.survival.set({ players: ['@everyone', '**bold**', '§cRed§r', 'a\u202eb', 'x'.repeat(80)] });
    await w.cycle();
    const hostile = await run(w, 'players', { server: serverId(w, 'Survival') });
    expect(hostile).toContain('@\u200beveryone');
    expect(hostile).toContain('\\\\*\\\\*bold\\\\*\\\\*');
    expect(hostile).toContain('Red');
    expect(hostile).not.toContain('§');
    expect(hostile).not.toContain('\u202e');
    expect(hostile).not.toContain('x'.repeat(33));
    expectNoRejections(w.fake);

    // A count that changes waits up to a minute for its board edit.
    expect(w.text()).toContain('👥 2/20');
    w.advance(61_000);
    await w.cycle();
    expect(w.text()).toContain('👥 5/20');
    g.survival.set({ players: ['Alex'] });
    w.advance(30_000);
    await w.cycle();
    expect(w.text()).toContain('👥 5/20');
    w.advance(31_000);
    await w.cycle();
    expect(w.text()).toContain('👥 1/20');

    // Another guild's server is answered like an unknown one, and nothing is asked of it for that.
    const betaAsked = g.beta.requests();
    const unknown = await run(w, 'players', { server: 'no-such-server' });
    expect(await run(w, 'players', { server: w.otherServer.id })).toBe(unknown);
    const unknownSet = await run(w, 'gamequery', { server: 'no-such-server', game: 'minecraft' }, 'set');
    expect(await run(w, 'gamequery', { server: w.otherServer.id, game: 'minecraft' }, 'set')).toBe(
      unknownSet,
    );
    expect(await run(w, 'gamequery', { server: w.otherServer.id }, 'show')).toBe(
      await run(w, 'gamequery', { server: 'no-such-server' }, 'show'),
    );
    expect(g.beta.requests()).toBe(betaAsked);
    expect(await w.app.store.repositories.gameQueries.setting(w.otherServer.id)).toBeUndefined();

    const metrics = await w.app.metrics.registry.metrics();
    expect(metrics).toMatch(/hostcord_game_queries_total\{result="answered"[^}]*\} [1-9]/);
    expect(metrics).toMatch(/hostcord_game_query_duration_seconds_count\{[^}]*\} [1-9]/);
  });

  it('a running server whose game stops answering opens one "not answering" incident, edited when it answers again', async () => {
    const g = await games();
    g.custom.set({ mode: 'silent' });
    const w = await world(g);
    // The general channel takes only down incidents: the hung one is not for it.
    await w.app.links.link({
      guildId: w.guild.id,
      channelId: w.guild.general,
      serverId: serverId(w, 'Survival'),
      createdBy: 'test',
      filters: { types: ['server.down'] },
    });
    const hung = (channelId: string) =>
      w.fake
        .messagesIn(channelId)
        .filter((m) => m.embeds.some((e) => /not answering|answers again/.test(e.title ?? '')));

    g.survival.set({ mode: 'silent' });
    w.advance(30_000);
    await w.cycle();
    expect(hung(w.guild.alerts)).toEqual([]);
    w.advance(70_000);
    await w.cycle();
    await w.cycle();
    const alerts = hung(w.guild.alerts);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.embeds[0]!.title).toBe('Server Survival is not answering');
    expect(hung(w.guild.general)).toEqual([]);

    g.survival.set({ mode: 'answer' });
    w.advance(10_000);
    await w.cycle();
    await w.fake.waitFor(() => hung(w.guild.alerts)[0]?.embeds[0]?.title === 'Server Survival answers again');
    expect(hung(w.guild.alerts)).toHaveLength(1);

    // A restart sent through hostcord explains a silent game: no incident.
    await w.app.store.repositories.audit.record({
      guildId: w.guild.id,
      userId: 'u1',
      action: 'power:restart',
      serverId: serverId(w, 'Survival'),
      idempotencyKey: null,
      result: 'accepted',
      at: w.now(),
    });
    g.survival.set({ mode: 'silent' });
    for (let i = 0; i < 2; i++) {
      w.advance(60_000);
      await w.cycle();
    }
    expect(hung(w.guild.alerts)).toHaveLength(1);

    // Down in the panel is a down incident, not a hung game; a game that never answered opens none.
    g.arena.set({ mode: 'silent' });
    w.setState(serverId(w, 'Arena'), 'offline');
    for (let i = 0; i < 3; i++) {
      w.advance(60_000);
      await w.cycle();
    }
    expect(hung(w.guild.alerts)).toHaveLength(1);
    expect(w.fake.messagesIn(w.guild.alerts).some((m) => m.embeds[0]?.title === 'Server Arena is down')).toBe(
      true,
    );
    expect((await w.app.store.repositories.incidents.forServer(serverId(w, 'Custom'))).length).toBe(0);
  });

  it('GAME_QUERY=off asks no game and opens no incident', async () => {
    const g = await games();
    const w = await world(g, { GAME_QUERY: 'off' });
    g.survival.set({ mode: 'silent' });
    for (let i = 0; i < 3; i++) {
      w.advance(60_000);
      await w.cycle();
    }
    for (const fake of Object.values(g)) expect(fake.requests()).toBe(0);
    expect(await run(w, 'players', { server: serverId(w, 'Survival') })).toContain(
      'Game queries are off on this hostcord',
    );
    expect(await w.app.store.repositories.incidents.forServer(serverId(w, 'Survival'))).toEqual([]);
  });
});
