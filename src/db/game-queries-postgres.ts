import { eq, sql } from 'drizzle-orm';
import type { GameQueries } from './game-queries.js';
import type { PgDb } from './postgres.js';
import { gameQuerySettings, gameStatus } from './schema-postgres.js';

/** Every column of a status row but the key takes the value being written. */
const REPLACE_STATUS = Object.fromEntries(
  (['state', 'gameId', 'port', 'checkedAt', 'answeredAt', 'failures', 'error', 'answer'] as const).map(
    (key) => [key, sql.raw(`excluded.${gameStatus[key].name}`)],
  ),
);

/** The PostgreSQL twin of `createGameQueries` (game-queries.ts): a cycle's statuses in one statement per 200. */
export function createPostgresGameQueries(db: PgDb): GameQueries {
  return {
    settings: () => db.select().from(gameQuerySettings),
    async setting(serverId) {
      const [row] = await db.select().from(gameQuerySettings).where(eq(gameQuerySettings.serverId, serverId));
      return row;
    },
    async set(setting) {
      const { serverId, ...rest } = setting;
      await db
        .insert(gameQuerySettings)
        .values(setting)
        .onConflictDoUpdate({ target: gameQuerySettings.serverId, set: rest });
    },
    async clear(serverId) {
      await db.delete(gameQuerySettings).where(eq(gameQuerySettings.serverId, serverId));
    },
    statuses: () => db.select().from(gameStatus),
    async status(serverId) {
      const [row] = await db.select().from(gameStatus).where(eq(gameStatus.serverId, serverId));
      return row;
    },
    async saveStatuses(rows) {
      for (let i = 0; i < rows.length; i += 200) {
        await db
          .insert(gameStatus)
          .values(rows.slice(i, i + 200))
          .onConflictDoUpdate({ target: gameStatus.serverId, set: REPLACE_STATUS });
      }
    },
  };
}
