import { games } from 'gamedig';

/**
 * Which game a server runs, as gamedig names it, and where its query answers. The provider gives
 * each server `game.name` and `game.variant` as free text (spec, Server), so names are compared
 * without case, spaces or punctuation ("Counter-Strike 2", "counter strike 2" and "CS2" alike).
 */

/**
 * The games most often hosted, most first: `/gamequery set` offers them before gamedig's others.
 * Ids are gamedig 5's (its games list, `games.ts`); a test checks every id is in that list and that
 * each game is found by the names providers give it.
 */
const MOST_HOSTED: readonly string[] = [
  ...['minecraft', 'mbe', 'rust', 'ase', 'asa', 'valheim', 'counterstrike2', 'csgo', 'counterstrike16'],
  ...['garrysmod', 'palworld', 'sdtd', 'projectzomboid', 'dayz', 'unturned', 'satisfactory'],
  ...['terrariatshock', 'factorio', 'teamfortress2', 'arma3', 'conanexiles', 'vrising', 'enshrouded'],
  ...['spaceengineers', 'gta5f', 'rdr2r', 'sotf', 'theforest', 'l4d2', 'insurgencysandstorm', 'dst'],
  ...['egs', 'corekeeper', 'barotrauma', 'soulmask', 'mordhau', 'killingfloor2', 'icarus', 'theisle'],
  ...['abioticfactor', 'starbound', 'ror2', 'vintagestory', 'mumble'],
];

/**
 * Names providers give a game besides its name in gamedig's list (found by that name already):
 * short names, an edition, the mod a server runs. These win over gamedig's names.
 */
const OTHER_NAMES: Readonly<Record<string, readonly string[]>> = {
  minecraft: ['Minecraft Java', 'Minecraft: Java Edition'],
  mbe: ['Minecraft Bedrock', 'Bedrock'],
  ase: ['ARK'],
  counterstrike2: ['CS2'],
  csgo: ['CS:GO'],
  counterstrike16: ['Counter-Strike'],
  garrysmod: ['GMod'],
  sdtd: ['7DTD', 'Seven Days to Die'],
  terrariatshock: ['Terraria', 'TShock'],
  teamfortress2: ['TF2'],
  arma3: ['ARMA III'],
  gta5f: ['FiveM', 'GTA V FiveM'],
  rdr2r: ['RedM'],
  l4d2: ['L4D2'],
  dst: ['DST'],
  egs: ['Empyrion'],
};

/** Minecraft variants that are Bedrock servers; every other Minecraft variant (Paper, Vanilla, …) is Java. */
const BEDROCK_VARIANTS = new Set(['bedrock', 'bds', 'nukkit', 'pocketmine', 'pocketminemp', 'mbe']);

/**
 * gamedig protocols hostcord runs: each talks only to the address it is given and needs no
 * account; `querier.ts` bounds what each socket may read. Other protocols ask another host (a
 * matchmaking service: Factorio, Epic games such as ARK: Survival Ascended) or need the server's
 * admin credentials (Palworld's REST API, TShock's token): their games are known, and
 * `/gamequery show` says why they are not queried. Protocols read before being added here.
 */
export const QUERYABLE_PROTOCOLS = new Set([
  'valve',
  'fivem',
  'satisfactory',
  'dayz',
  'sdtd',
  'minecraft',
  'mumbleping',
  'gamespy1',
  'gamespy2',
  'gamespy3',
  'quake1',
  'quake2',
  'quake3',
  'unreal2',
  'ase',
  'doom3',
  'openttd',
]);

const WHY_NOT: Record<string, string> = {
  factorio: "gamedig asks Factorio's matchmaking service, not your server",
  epic: 'gamedig asks Epic Online Services, not your server',
  asa: 'gamedig asks Epic Online Services, not your server',
  squad: 'gamedig asks Epic Online Services, not your server',
  palworld: "it answers only on its REST API, with the server's admin password",
  terraria: "it answers only on TShock's REST API, with a token",
};

const normal = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const BY_NAME = new Map<string, string>();
for (const [gameId, names] of Object.entries(OTHER_NAMES))
  for (const name of names) BY_NAME.set(normal(name), gameId);
// Every game of gamedig's list by its full name ("Valheim", "Killing Floor 2", …).
for (const [gameId, game] of Object.entries(games)) {
  if (!BY_NAME.has(normal(game.name))) BY_NAME.set(normal(game.name), gameId);
}

/** The gamedig id of a provider's game (name, variant), or undefined when it is not known. */
export function detectGame(game: { name: string | null; variant: string | null }): string | undefined {
  const name = normal(game.name ?? '');
  if (name === '') return undefined;
  const variant = normal(game.variant ?? '');
  if (name.startsWith('minecraft') && BEDROCK_VARIANTS.has(variant)) return 'mbe';
  return BY_NAME.get(name) ?? (name.startsWith('minecraft') ? 'minecraft' : undefined);
}

/** Whether gamedig knows this id. */
export function isGameId(gameId: string): boolean {
  return Object.hasOwn(games, gameId);
}

/** The game's name in gamedig's list, for members to read. */
export function gameName(gameId: string): string {
  return Object.hasOwn(games, gameId) ? games[gameId]!.name : gameId;
}

/** The protocol hostcord runs for a game: Minecraft's own ping (Java) or RakNet ping (Bedrock), else gamedig's. */
export function protocolOf(gameId: string): string {
  if (gameId === 'minecraft') return 'minecraftvanilla';
  if (gameId === 'mbe') return 'minecraftbedrock';
  return games[gameId]?.options.protocol ?? 'unknown';
}

/** Why hostcord does not query this game (a sentence part), or undefined when it does. */
export function notQueryable(gameId: string): string | undefined {
  const protocol = games[gameId]?.options.protocol;
  if (!protocol) return 'gamedig does not know this game';
  if (QUERYABLE_PROTOCOLS.has(protocol)) return undefined;
  return WHY_NOT[protocol] ?? `hostcord does not run gamedig's \`${protocol}\` protocol`;
}

/**
 * Where the game answers its query, from gamedig's list: on the game port, on the game port plus an
 * offset (Valheim +1, DayZ +24714), or on a fixed port (ARK 27015). An admin's port wins.
 */
export function queryPortOf(gameId: string, gamePort: number): number {
  const options = games[gameId]?.options;
  const offset = options?.port_query_offset;
  if (offset !== undefined) return gamePort + (Array.isArray(offset) ? (offset[0] ?? 0) : offset);
  return options?.port_query ?? gamePort;
}

/** Ids offered by `/gamequery set`'s autocomplete: matching ids or names, the table's games first. */
export function searchGames(typed: string, limit: number): Array<{ id: string; name: string }> {
  const wanted = normal(typed);
  const all = [...new Set([...MOST_HOSTED, ...Object.keys(games)])];
  return all
    .filter((id) => wanted === '' || id.includes(wanted) || normal(gameName(id)).includes(wanted))
    .slice(0, limit)
    .map((id) => ({ id, name: gameName(id) }));
}

/** The address of a server as the provider gives it ("host:port", spec Server.address), split. */
export function splitAddress(address: string | null): { host: string; port: number } | undefined {
  if (!address) return undefined;
  const match = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(address.trim());
  if (!match) return undefined;
  const port = Number(match[2]);
  if (port < 1 || port > 65535) return undefined;
  return { host: match[1]!, port };
}
