import { eq, sql } from 'drizzle-orm';
import { placeholdersOf } from './hot-statement.js';
import type { Db } from './open.js';
import { gameQuerySettings, gameStatus } from './schema.js';

export type GameQuerySetting = typeof gameQuerySettings.$inferSelect;
export type GameStatusRow = typeof gameStatus.$inferSelect;

/**
 * Game queries: what admins set per server (`/gamequery`), and what each game last said. Each
 * method is one statement or one transaction (src/db/README.md, 1.); `game-queries-postgres.ts` is
 * the PostgreSQL twin.
 */
export interface GameQueries {
  settings(): Promise<GameQuerySetting[]>;
  setting(serverId: string): Promise<GameQuerySetting | undefined>;
  /** Sets (or replaces) a server's setting. */
  set(setting: GameQuerySetting): Promise<void>;
  /** Back to detection from the provider's game. */
  clear(serverId: string): Promise<void>;
  statuses(): Promise<GameStatusRow[]>;
  status(serverId: string): Promise<GameStatusRow | undefined>;
  /** Stores a cycle's statuses, each replacing the server's previous one, in one transaction. */
  saveStatuses(rows: GameStatusRow[]): Promise<void>;
}

/** Every column of a status row but the key takes the value being written. */
const REPLACE_STATUS = Object.fromEntries(
  (['state', 'gameId', 'port', 'checkedAt', 'answeredAt', 'failures', 'error', 'answer'] as const).map(
    (key) => [key, sql.raw(`excluded.${gameStatus[key].name}`)],
  ),
);

/** The SQLite game queries. */
export function createGameQueries(db: Db): GameQueries {
  // Prepared once: a cycle writes a row per linked server, and building each statement anew cost
  // more than writing it (60–170 ms for 500 rows, bench:players' profile).
  const saveStatus = db
    .insert(gameStatus)
    .values(placeholdersOf(gameStatus))
    .onConflictDoUpdate({ target: gameStatus.serverId, set: REPLACE_STATUS })
    .prepare();
  return {
    settings: async () => db.select().from(gameQuerySettings).all(),
    setting: async (serverId) =>
      db.select().from(gameQuerySettings).where(eq(gameQuerySettings.serverId, serverId)).get(),
    async set(setting) {
      const { serverId, ...rest } = setting;
      db.insert(gameQuerySettings)
        .values(setting)
        .onConflictDoUpdate({ target: gameQuerySettings.serverId, set: rest })
        .run();
    },
    async clear(serverId) {
      db.delete(gameQuerySettings).where(eq(gameQuerySettings.serverId, serverId)).run();
    },
    statuses: async () => db.select().from(gameStatus).all(),
    status: async (serverId) => db.select().from(gameStatus).where(eq(gameStatus.serverId, serverId)).get(),
    async saveStatuses(rows) {
      db.transaction(() => {
        for (const row of rows) saveStatus.run(row);
      });
    },
  };
}
