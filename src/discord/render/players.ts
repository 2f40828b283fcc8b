import type { APIEmbed } from 'discord.js';
import type { GameStatusRow } from '../../db/game-queries.js';
import { gameName } from '../../game-query/games.js';
import { literal } from '../format.js';
import { NO_MENTIONS } from '../messages.js';

/** Names `/players` shows; the rest is "and N more". */
export const NAMES_SHOWN = 25;

const at = (ms: number) => `<t:${Math.floor(ms / 1000)}:R>`;

/** Counts are written `n/max` everywhere. */
export function playersCount(answer: { online: number; max: number }): string {
  return `${answer.online}/${answer.max}`;
}

/**
 * Why there is no player count, as a sentence for members; undefined when the game answered.
 * `game` is the provider's game text (outside text).
 */
export function noPlayersText(
  status: GameStatusRow | undefined,
  view: { enabled: boolean; serverName: string; game: string | null },
): string | undefined {
  const name = literal(view.serverName, 100);
  if (!view.enabled)
    return `Game queries are off on this hostcord (\`GAME_QUERY=off\`): nothing is asked of ${name}'s game.`;
  if (!status)
    return `hostcord has not asked ${name}'s game yet; it does at the next refresh (within a few minutes).`;
  switch (status.state) {
    case 'answering':
      return undefined;
    case 'no-address':
      return `${name} has no address at the provider, so its game cannot be asked who is playing.`;
    case 'unknown-game': {
      const game = view.game ? ` (the provider calls it "${literal(view.game, 60)}")` : '';
      return `hostcord does not know which game ${name} runs${game}, so it cannot ask it. An admin can tell it with \`/gamequery set\`.`;
    }
    case 'not-queryable':
      return `${name} runs ${literal(gameName(status.gameId ?? ''), 60)}, which hostcord cannot ask: ${status.error ?? 'its protocol is not supported'}.`;
    case 'off':
      return `Game queries are off for ${name} (\`/gamequery off\`); an admin can turn them on again with \`/gamequery auto\`.`;
    default: {
      const since =
        status.answeredAt === null ? 'it has not answered yet' : `last answer ${at(status.answeredAt)}`;
      return `${name}'s game does not answer (${since}; asked ${at(status.checkedAt)}: ${status.error ?? 'no answer'}).`;
    }
  }
}

/** `/players`: the count, up to 25 names and "and N more", map and version, and how old it is. Pure. */
export function renderPlayers(
  status: GameStatusRow | undefined,
  view: { enabled: boolean; serverName: string; game: string | null },
) {
  const missing = noPlayersText(status, view);
  if (missing || !status?.answer) {
    return { content: missing ?? 'No answer yet.', embeds: [], allowedMentions: NO_MENTIONS };
  }
  const { answer } = status;
  const shown = answer.names.slice(0, NAMES_SHOWN);
  const more = Math.max(answer.online, answer.names.length) - shown.length;
  const names =
    shown.length === 0
      ? answer.online > 0
        ? 'The game does not tell who is playing.'
        : 'Nobody is playing.'
      : `${shown.map((n) => literal(n, 40)).join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
  const fields: NonNullable<APIEmbed['fields']> = [];
  if (answer.map) fields.push({ name: 'Map', value: literal(answer.map, 200), inline: true });
  if (answer.version) fields.push({ name: 'Version', value: literal(answer.version, 200), inline: true });
  const embed: APIEmbed = {
    title: `${literal(view.serverName, 200)}: Players ${playersCount(answer)}`,
    description: `${names}\n\nAnswered by the game ${at(status.answeredAt ?? status.checkedAt)}.`,
    fields,
    color: 0x57d68d,
  };
  return { content: '', embeds: [embed], allowedMentions: NO_MENTIONS };
}
