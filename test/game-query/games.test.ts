import { games as gamedigGames } from 'gamedig';
import { describe, expect, it } from 'vitest';
import { cleanGameText } from '../../src/game-query/answer.js';
import {
  detectGame,
  notQueryable,
  protocolOf,
  queryPortOf,
  searchGames,
  splitAddress,
} from '../../src/game-query/games.js';

describe('which game a server runs, and where it answers', () => {
  it("maps the provider's game names to gamedig ids, Minecraft's variant deciding Java or Bedrock", () => {
    expect(detectGame({ name: 'Minecraft', variant: 'Paper' })).toBe('minecraft');
    expect(detectGame({ name: 'Minecraft', variant: 'Vanilla' })).toBe('minecraft');
    expect(detectGame({ name: 'minecraft', variant: 'Bedrock' })).toBe('mbe');
    expect(detectGame({ name: 'Counter-Strike 2', variant: '' })).toBe('counterstrike2');
    expect(detectGame({ name: "Garry's Mod", variant: null })).toBe('garrysmod');
    expect(detectGame({ name: 'ARK: Survival Evolved', variant: null })).toBe('ase');
    expect(detectGame({ name: '7 Days to Die', variant: null })).toBe('sdtd');
    // A game of gamedig's list that the table does not name, by its full name.
    expect(detectGame({ name: 'Killing Floor 2', variant: null })).toBe('killingfloor2');
    expect(detectGame({ name: 'MyCustomPack', variant: 'Forge' })).toBeUndefined();
    expect(detectGame({ name: '', variant: null })).toBeUndefined();
  });

  it('knows at least the 30 games most often hosted, each an id of gamedig 5', () => {
    const names = [
      'Minecraft',
      'Minecraft Bedrock',
      'Rust',
      'ARK',
      'Valheim',
      'Counter-Strike 2',
      "Garry's Mod",
      'Palworld',
      '7 Days to Die',
      'Project Zomboid',
      'DayZ',
      'Unturned',
      'Satisfactory',
      'Terraria',
      'Factorio',
      'Team Fortress 2',
      'Arma 3',
      'Conan Exiles',
      'V Rising',
      'Enshrouded',
      'Space Engineers',
      'FiveM',
      'Sons Of The Forest',
      'The Forest',
      'Left 4 Dead 2',
      'Insurgency: Sandstorm',
      "Don't Starve Together",
      'Empyrion',
      'Core Keeper',
      'Barotrauma',
      'Soulmask',
      'Mordhau',
      'Icarus',
      'The Isle',
      'RedM',
    ];
    for (const name of names) {
      const id = detectGame({ name, variant: null });
      expect(id, name).toBeDefined();
      expect(Object.hasOwn(gamedigGames, id!), `${name} → ${id}`).toBe(true);
    }
  });

  it("takes each game's query port from gamedig's list: the game port, an offset, or a fixed port", () => {
    expect(queryPortOf('counterstrike2', 27015)).toBe(27015);
    expect(queryPortOf('minecraft', 25600)).toBe(25600);
    expect(queryPortOf('valheim', 2456)).toBe(2457);
    expect(queryPortOf('dayz', 2302)).toBe(2302 + 24714);
    expect(queryPortOf('vrising', 9876)).toBe(9877);
    expect(queryPortOf('ase', 7777)).toBe(27015);
  });

  it('runs only protocols that ask the given host and need no account, and says why not otherwise', () => {
    expect(protocolOf('minecraft')).toBe('minecraftvanilla');
    expect(protocolOf('mbe')).toBe('minecraftbedrock');
    expect(notQueryable('counterstrike2')).toBeUndefined();
    expect(notQueryable('minecraft')).toBeUndefined();
    expect(notQueryable('factorio')).toMatch(/matchmaking/);
    expect(notQueryable('asa')).toMatch(/Epic/);
    expect(notQueryable('palworld')).toMatch(/password/);
  });

  it('splits the provider address into host and port, IPv6 included', () => {
    expect(splitAddress('play.example.com:25565')).toEqual({ host: 'play.example.com', port: 25565 });
    expect(splitAddress('[2001:db8::1]:27015')).toEqual({ host: '2001:db8::1', port: 27015 });
    expect(splitAddress('no-port')).toBeUndefined();
    expect(splitAddress('host:70000')).toBeUndefined();
    expect(splitAddress(null)).toBeUndefined();
  });

  it('offers matching ids first from the table, and finds a typed id', () => {
    expect(searchGames('minecraft', 25)[0]).toEqual({ id: 'minecraft', name: 'Minecraft' });
    expect(searchGames('counter', 25).map((g) => g.id)).toContain('counterstrike2');
    expect(searchGames('', 25)).toHaveLength(25);
  });

  it("cleans a game's text: Minecraft colour codes, controls and direction overrides go, names are cut", () => {
    expect(cleanGameText('§aGreen §lbold§r', 32)).toBe('Green bold');
    expect(cleanGameText('a\u202eb\u0000c\nd', 32)).toBe('ab c d');
    expect(cleanGameText('x'.repeat(100), 32)).toBe(`${'x'.repeat(31)}…`);
    expect(cleanGameText({ not: 'text' }, 32)).toBe('');
  });
});
