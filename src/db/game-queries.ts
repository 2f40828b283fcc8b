import { eq } from 'drizzle-orm';
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

/** The SQLite game queries. */
export function createGameQueries(db: Db): GameQueries {
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
      db.transaction((tx) => {
        for (const row of rows) {
          const { serverId, ...rest } = row;
          tx.insert(gameStatus)
            .values(row)
            .onConflictDoUpdate({ target: gameStatus.serverId, set: rest })
            .run();
        }
      });
    },
  };
}
