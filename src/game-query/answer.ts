import type { GamedigResults } from 'gamedig';
import type { StoredGameAnswer } from '../db/schema.js';
import { replaceControlCharacters, withoutDirectionControls } from '../outside-text.js';

/** What a game said about itself, cleaned and bounded: what hostcord keeps (`game_status`) and shows. */
export type GameAnswer = StoredGameAnswer;

/** Names kept per answer: `/players` shows 25, the rest only as a count. */
export const MAX_NAMES = 100;
/** Player names are 16 characters in Minecraft and 32 on Steam; anything longer is cut. */
export const NAME_MAX = 32;
const TEXT_MAX = 100;
/** Player counts beyond this are not plausible for one game server: read as garbage. */
const COUNT_MAX = 100_000;

/** Minecraft's formatting codes: `§` and one character (colour, bold, reset, …). */
const MINECRAFT_CODES = /§./gu;

/**
 * Outside text from a game (player, map and server names, MOTDs): without Minecraft's `§` codes,
 * direction controls and control characters, spaces collapsed, cut to `max` characters (code
 * points, so no surrogate pair is split). Still outside text: Discord replies pass it through
 * `literal()`, which makes markdown and mentions inert.
 */
export function cleanGameText(text: unknown, max: number): string {
  if (typeof text !== 'string') return '';
  const bounded = text.length > max * 8 ? text.slice(0, max * 8) : text;
  const clean = withoutDirectionControls(replaceControlCharacters(bounded.replace(MINECRAFT_CODES, ''), ' '))
    .replace(/\s+/g, ' ')
    .trim();
  const points = [...clean];
  return points.length > max ? `${points.slice(0, max - 1).join('')}…` : clean;
}

/** A player count: a whole number, or its digits (Quake-style protocols such as FiveM's give text). */
function count(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= COUNT_MAX ? n : undefined;
}

/** Minecraft's version name, which gamedig's Java ping leaves in the raw status. */
function minecraftVersionOf(raw: unknown): unknown {
  return (raw as { version?: { name?: unknown } } | null)?.version?.name;
}

/** Minecraft's MOTD: a string, or a text component with `extra` parts (gamedig keeps it raw). */
function motdOf(raw: unknown): string {
  const description = (raw as { description?: unknown } | null)?.description;
  if (typeof description === 'string') return description;
  const parts: string[] = [];
  const stack: unknown[] = [description];
  // Bounded: a hostile status cannot make this walk forever.
  for (let steps = 0; stack.length > 0 && steps < 200; steps++) {
    const part = stack.pop() as { text?: unknown; extra?: unknown } | null;
    if (typeof part?.text === 'string') parts.push(part.text);
    if (Array.isArray(part?.extra)) stack.push(...[...part.extra].reverse().slice(0, 50));
  }
  return parts.join('');
}

/** gamedig's result as hostcord keeps it; throws when the counts are not plausible. */
export function answerOf(results: GamedigResults): GameAnswer {
  const players = Array.isArray(results.players) ? results.players : [];
  const names: string[] = [];
  for (const player of players) {
    if (names.length === MAX_NAMES) break;
    const name = cleanGameText(player?.name, NAME_MAX);
    if (name !== '') names.push(name);
  }
  // A count below the list of players the game gave is wrong (gamedig's FiveM reads it as 0).
  const online = Math.max(count(results.numplayers) ?? 0, Math.min(players.length, COUNT_MAX));
  const max = count(results.maxplayers);
  // Room for no player at all is what a lenient reader makes of bytes that were no answer.
  if (max === undefined || max === 0) throw new Error('the game answered an implausible player count');
  return {
    online,
    max,
    names,
    map: cleanGameText(results.map, TEXT_MAX) || null,
    version: cleanGameText(results.version || minecraftVersionOf(results.raw), TEXT_MAX) || null,
    title: cleanGameText(results.name || motdOf(results.raw), TEXT_MAX) || null,
    latencyMs:
      typeof results.ping === 'number' && Number.isFinite(results.ping) ? Math.round(results.ping) : 0,
  };
}
