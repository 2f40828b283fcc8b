import type { GameQueries } from '../db/game-queries.js';
import type { Links } from '../db/links.js';
import { t, text } from '../i18n/catalogue.js';
import { type Shown, shownFor } from './shown.js';
import { type Finding, finding } from './types.js';

export interface GameCheckDeps {
  /** GAME_QUERY, and the statuses the instance that asks the games stored. */
  games?: { enabled: boolean; queries: Pick<GameQueries, 'statuses'> } | undefined;
  links: Pick<Links, 'all' | 'forGuild'> | undefined;
  names: { name(serverId: string): string | undefined };
  guildId?: string | undefined;
}

const AREA = text('doctor.area.gameQuery');

/** Each linked server's game query: answering, or why not with the fix. */
export async function checkGames(deps: GameCheckDeps): Promise<Finding[]> {
  if (!deps.games || !deps.links) return [];
  if (!deps.games.enabled) return [finding('ok', AREA, text('doctor.games.off'))];
  const shown = shownFor(deps.guildId === undefined ? 'terminal' : 'discord');
  const links = deps.guildId === undefined ? await deps.links.all() : await deps.links.forGuild(deps.guildId);
  const statuses = new Map((await deps.games.queries.statuses()).map((s) => [s.serverId, s]));
  return [...new Set(links.map((l) => l.serverId))].map((serverId) => {
    const server = shown.named(deps.names.name(serverId), serverId);
    return gameFinding(server, statuses.get(serverId), shown);
  });
}

type Status = Awaited<ReturnType<GameQueries['statuses']>>[number];

function gameFinding(server: string, status: Status | undefined, shown: Shown): Finding {
  if (!status) return finding('ok', AREA, text('doctor.games.notAsked', { server }));
  const error =
    status.error === null || status.error === undefined ? undefined : shown.text(status.error, 200);
  switch (status.state) {
    case 'answering':
      return finding(
        'ok',
        AREA,
        text('doctor.games.answering', {
          server,
          game: String(status.gameId),
          port: String(status.port),
          online: String(status.answer?.online),
          max: String(status.answer?.max),
        }),
      );
    case 'no-address':
      return finding('warning', AREA, text('doctor.games.noAddress', { server }));
    case 'unknown-game':
      return finding(
        'warning',
        AREA,
        text('doctor.games.unknownGame', { server, command: '/gamequery set' }),
      );
    case 'not-queryable':
      return finding(
        'warning',
        AREA,
        text('doctor.games.notQueryable', {
          server,
          game: String(status.gameId),
          error: error ?? '',
          command: '/gamequery off',
        }),
      );
    case 'off':
      return finding('ok', AREA, text('doctor.games.queryOff', { server, command: '/gamequery off' }));
    default:
      // The game library's own words for the failure (English, as in the log).
      return finding('warning', AREA, (locale) =>
        t(locale, 'doctor.games.notAnswering', {
          server,
          game: String(status.gameId),
          port: String(status.port),
          error: error ?? t(locale, 'doctor.games.noAnswer'),
          command: '/gamequery set',
        }),
      );
  }
}
