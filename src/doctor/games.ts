import type { GameQueries } from '../db/game-queries.js';
import type { Links } from '../db/links.js';
import { type Shown, shownFor } from './shown.js';
import { type Finding, finding } from './types.js';

export interface GameCheckDeps {
  /** GAME_QUERY, and the statuses the instance that asks the games stored. */
  games?: { enabled: boolean; queries: Pick<GameQueries, 'statuses'> } | undefined;
  links: Pick<Links, 'all' | 'forGuild'> | undefined;
  names: { name(serverId: string): string | undefined };
  guildId?: string | undefined;
}

/** Each linked server's game query: answering, or why not with the fix. */
export async function checkGames(deps: GameCheckDeps): Promise<Finding[]> {
  if (!deps.games || !deps.links) return [];
  const area = 'game query';
  if (!deps.games.enabled)
    return [finding('ok', area, 'off (GAME_QUERY=off): no game is asked who is playing')];
  const shown = shownFor(deps.guildId === undefined ? 'terminal' : 'discord');
  const links = deps.guildId === undefined ? await deps.links.all() : await deps.links.forGuild(deps.guildId);
  const statuses = new Map((await deps.games.queries.statuses()).map((s) => [s.serverId, s]));
  return [...new Set(links.map((l) => l.serverId))].map((serverId) => {
    const server = `server ${shown.named(deps.names.name(serverId), serverId)}`;
    return gameFinding(area, server, statuses.get(serverId), shown);
  });
}

type Status = Awaited<ReturnType<GameQueries['statuses']>>[number];

function gameFinding(area: string, server: string, status: Status | undefined, shown: Shown): Finding {
  const set = '/gamequery set';
  if (!status) return finding('ok', area, `${server}: not asked yet; hostcord asks it at its next refresh`);
  switch (status.state) {
    case 'answering':
      return finding(
        'ok',
        area,
        `${server}: answering (${status.gameId} on port ${status.port}, players ${status.answer?.online}/${status.answer?.max})`,
      );
    case 'no-address':
      return finding('warning', area, `${server}: no address at the provider, so there is nothing to ask`);
    case 'unknown-game':
      return finding('warning', area, `${server}: game not known; tell hostcord which it is with ${set}`);
    case 'not-queryable':
      return finding(
        'warning',
        area,
        `${server}: ${status.gameId} cannot be asked (${shown.text(status.error ?? '', 200)}); /gamequery off silences this`,
      );
    case 'off':
      return finding('ok', area, `${server}: off (/gamequery off)`);
    default:
      return finding(
        'warning',
        area,
        `${server}: not answering (${status.gameId} on port ${status.port}: ${shown.text(status.error ?? 'no answer', 200)}); check that the game's query is on and that hostcord may reach that port (UDP and TCP), or give the right port with ${set}`,
      );
  }
}
