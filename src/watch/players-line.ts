import type { GameStatus } from '../game-query/status.js';
import { t } from '../i18n/catalogue.js';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.js';
import type { StateKind } from './state.js';

/**
 * A count that changes at every refresh waits this long for its board edit: Discord allows few
 * edits of a message older than an hour (30046), and a busy server's count moves all the time.
 */
export const PLAYERS_EDIT_MS = 60_000;

/** What a board entry's players line shows: the count, or since when the game is silent. */
export type PlayersShown =
  | { kind: 'count'; online: number; max: number }
  | { kind: 'silent'; since: number }
  | undefined;

/** The players line's figures: the count while the game answers, since when while it is silent. Pure. */
export function playersShown(status: GameStatus | undefined, state: StateKind | undefined): PlayersShown {
  if (status?.state === 'answering' && status.answer)
    return { kind: 'count', online: status.answer.online, max: status.answer.max };
  if (status?.state === 'not-answering' && state === 'up' && status.answeredAt !== null) {
    return { kind: 'silent', since: status.answeredAt };
  }
  return undefined;
}

/** The line itself, in the board's language: `👥 3/20`, or "game not answering since …". Pure. */
export function playersText(shown: PlayersShown, locale: Locale = DEFAULT_LOCALE): string | undefined {
  if (shown?.kind === 'count') return t(locale, 'boards.players', { online: shown.online, max: shown.max });
  if (shown?.kind === 'silent')
    return t(locale, 'boards.gameSilent', { since: `<t:${Math.floor(shown.since / 1000)}:R>` });
  return undefined;
}

/** A board entry's players line: `👥 3/20` while the game answers, a note while it is silent. Pure. */
export function renderPlayersLine(
  status: GameStatus | undefined,
  state: StateKind | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string | undefined {
  return playersText(playersShown(status, state), locale);
}

const sameShown = (a: PlayersShown, b: PlayersShown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The players line as boards show it: a change of the count is shown at most once per
 * PLAYERS_EDIT_MS per server (every board shows the same value); a game that falls silent or
 * answers again is shown at once. The figures are held back, not the text, so each board writes
 * them in its own guild's language.
 */
export function createPlayersLine(deps: {
  status: (serverId: string) => GameStatus | undefined;
  state: (serverId: string) => StateKind | undefined;
  now: () => number;
}) {
  const shown = new Map<string, { value: PlayersShown; at: number }>();
  function figures(serverId: string): PlayersShown {
    const wanted = playersShown(deps.status(serverId), deps.state(serverId));
    const before = shown.get(serverId);
    if (before && sameShown(before.value, wanted)) return wanted;
    const countOnly = before?.value?.kind === 'count' && wanted?.kind === 'count';
    if (before && countOnly && deps.now() - before.at < PLAYERS_EDIT_MS) return before.value;
    shown.set(serverId, { value: wanted, at: deps.now() });
    return wanted;
  }
  return (serverId: string, locale: Locale = DEFAULT_LOCALE): string | undefined =>
    playersText(figures(serverId), locale);
}
