import type { GameStatus } from '../game-query/status.js';
import type { StateKind } from './state.js';

/**
 * A count that changes at every refresh waits this long for its board edit: Discord allows few
 * edits of a message older than an hour (30046), and a busy server's count moves all the time.
 */
export const PLAYERS_EDIT_MS = 60_000;

/** A board entry's players line: `👥 3/20` while the game answers, a note while it is silent. Pure. */
export function renderPlayersLine(
  status: GameStatus | undefined,
  state: StateKind | undefined,
): string | undefined {
  if (status?.state === 'answering' && status.answer)
    return `👥 ${status.answer.online}/${status.answer.max}`;
  if (status?.state === 'not-answering' && state === 'up' && status.answeredAt !== null) {
    return `🧊 Game not answering since <t:${Math.floor(status.answeredAt / 1000)}:R>`;
  }
  return undefined;
}

const COUNT = /^👥 /;

/**
 * The players line as boards show it: a change of the count is shown at most once per
 * PLAYERS_EDIT_MS per server (every board shows the same value); a game that falls silent or
 * answers again is shown at once.
 */
export function createPlayersLine(deps: {
  status: (serverId: string) => GameStatus | undefined;
  state: (serverId: string) => StateKind | undefined;
  now: () => number;
}) {
  const shown = new Map<string, { text: string | undefined; at: number }>();
  return (serverId: string): string | undefined => {
    const wanted = renderPlayersLine(deps.status(serverId), deps.state(serverId));
    const before = shown.get(serverId);
    if (before?.text === wanted) return wanted;
    const countOnly =
      before?.text !== undefined && wanted !== undefined && COUNT.test(before.text) && COUNT.test(wanted);
    if (before && countOnly && deps.now() - before.at < PLAYERS_EDIT_MS) return before.text;
    shown.set(serverId, { text: wanted, at: deps.now() });
    return wanted;
  };
}
