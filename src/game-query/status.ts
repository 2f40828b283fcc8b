import type { GameAnswer } from './answer.js';

/**
 * Where a server's game query stands: `answering` (its last query got an answer), `not-answering`,
 * `no-address` (the provider gives none), `unknown-game` (no detection, no `/gamequery set`),
 * `not-queryable` (a game whose protocol hostcord does not run), `off` (`/gamequery off`).
 */
export type GameState =
  | 'answering'
  | 'not-answering'
  | 'no-address'
  | 'unknown-game'
  | 'not-queryable'
  | 'off';

/** A server's game as the last cycle left it; stored in `game_status` for every instance to read. */
export interface GameStatus {
  serverId: string;
  state: GameState;
  gameId: string | null;
  /** The query port (the host is the provider's address host, never shown or stored). */
  port: number | null;
  /** When the game was last asked (or found not to be asked). */
  checkedAt: number;
  /** When it last answered; kept while it does not. */
  answeredAt: number | null;
  /** Failed queries in a row. */
  failures: number;
  /** Why it got no answer (a sentence part), or why it is not asked. */
  error: string | null;
  /** The last answer, kept while the game does not answer. */
  answer: GameAnswer | null;
}

/** Whether the game answered the query made at `at` (this cycle), not only some time before. */
export function answeredAt(status: GameStatus | undefined, at: number): boolean {
  return status?.state === 'answering' && status.answeredAt === at;
}
