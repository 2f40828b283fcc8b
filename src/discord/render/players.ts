import type { APIEmbed } from 'discord.js';
import type { GameStatusRow } from '../../db/game-queries.js';
import { gameName } from '../../game-query/games.js';
import { t } from '../../i18n/catalogue.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale.js';
import { literal } from '../../text/literal.js';
import { NO_MENTIONS } from '../messages.js';

/** Names `/players` shows; the rest is "and N more". */
export const NAMES_SHOWN = 25;

const at = (ms: number) => `<t:${Math.floor(ms / 1000)}:R>`;

/** Counts are written `n/max` everywhere. */
export function playersCount(answer: { online: number; max: number }): string {
  return `${answer.online}/${answer.max}`;
}

/**
 * Why there is no player count, as a sentence for members in their language; undefined when the
 * game answered. `game` is the provider's game text (outside text); a query's error is the game
 * library's own words (English), quoted as they are.
 */
export function noPlayersText(
  status: GameStatusRow | undefined,
  view: { enabled: boolean; serverName: string; game: string | null },
  locale: Locale = DEFAULT_LOCALE,
): string | undefined {
  const server = literal(view.serverName, 100);
  if (!view.enabled) return t(locale, 'views.queriesOff', { server });
  if (!status) return t(locale, 'views.notAskedYet', { server });
  switch (status.state) {
    case 'answering':
      return undefined;
    case 'no-address':
      return t(locale, 'views.noAddress', { server });
    case 'unknown-game':
      return view.game
        ? t(locale, 'views.unknownGameCalled', { server, game: literal(view.game, 60) })
        : t(locale, 'views.unknownGame', { server });
    case 'not-queryable':
      return t(locale, 'views.notQueryable', {
        server,
        game: literal(gameName(status.gameId ?? ''), 60),
        reason: status.error ?? t(locale, 'views.protocolUnsupported'),
      });
    case 'off':
      return t(locale, 'views.queriesOffFor', { server });
    default: {
      const asked = at(status.checkedAt);
      const error = status.error ?? t(locale, 'views.noAnswer');
      return status.answeredAt === null
        ? t(locale, 'views.silentNever', { server, asked, error })
        : t(locale, 'views.silentSince', { server, answered: at(status.answeredAt), asked, error });
    }
  }
}

/** Who is playing: up to 25 names and "and N more", or why there are none. */
function namesText(locale: Locale, answer: NonNullable<GameStatusRow['answer']>): string {
  const shown = answer.names.slice(0, NAMES_SHOWN);
  if (shown.length === 0) return t(locale, answer.online > 0 ? 'views.namesHidden' : 'views.nobody');
  const names = shown.map((n) => literal(n, 40)).join(', ');
  const more = Math.max(answer.online, answer.names.length) - shown.length;
  return more > 0 ? t(locale, 'views.andMore', { names, count: more }) : names;
}

/**
 * `/players` in the reader's language: the count, up to 25 names and "and N more", map and version,
 * and how old it is. Pure.
 */
export function renderPlayers(
  status: GameStatusRow | undefined,
  view: { enabled: boolean; serverName: string; game: string | null },
  locale: Locale = DEFAULT_LOCALE,
) {
  const missing = noPlayersText(status, view, locale);
  if (missing || !status?.answer) {
    return { content: missing ?? t(locale, 'views.noAnswerYet'), embeds: [], allowedMentions: NO_MENTIONS };
  }
  const { answer } = status;
  const fields: NonNullable<APIEmbed['fields']> = [];
  if (answer.map)
    fields.push({ name: t(locale, 'views.map'), value: literal(answer.map, 200), inline: true });
  if (answer.version)
    fields.push({ name: t(locale, 'views.version'), value: literal(answer.version, 200), inline: true });
  const embed: APIEmbed = {
    title: t(locale, 'views.playersTitle', {
      server: literal(view.serverName, 200),
      players: playersCount(answer),
    }),
    description: `${namesText(locale, answer)}\n\n${t(locale, 'views.answeredAt', { time: at(status.answeredAt ?? status.checkedAt) })}`,
    fields,
    color: 0x57d68d,
  };
  return { content: '', embeds: [embed], allowedMentions: NO_MENTIONS };
}
