import { eq } from 'drizzle-orm';
import { type gameQuerySettings, gameStatus } from './schema.js';
import { type SqlOrDb, sqlOf } from './sqlite/sql.js';
import { replacedBy } from './upsert.js';

export type GameQuerySetting = typeof gameQuerySettings.$inferSelect;
export type GameStatusRow = typeof gameStatus.$inferSelect;

/**
 * Game queries: what admins set per server (`/gamequery`), and what each game last said. Each
 * method is one statement or one transaction (src/db/README.md).
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
const REPLACE_STATUS = replacedBy(gameStatus, [
  'state',
  'gameId',
  'port',
  'checkedAt',
  'answeredAt',
  'failures',
  'error',
  'answer',
]);

export function createGameQueries(database: SqlOrDb): GameQueries {
  const store = sqlOf(database);
  const { db } = store;
  const { gameQuerySettings, gameStatus } = store.t;
  // Prepared once: a cycle writes a row per linked server, and building each statement anew cost
  // more than writing it (60–170 ms for 500 rows, bench:players' profile).
  const saveStatuses = store.prepareRows(gameStatus, (d, values) =>
    d
      .insert(gameStatus)
      .values(values)
      .onConflictDoUpdate({ target: gameStatus.serverId, set: REPLACE_STATUS }),
  );
  return {
    settings: () => store.all(db.select().from(gameQuerySettings)),
    setting: (serverId) =>
      store.get(db.select().from(gameQuerySettings).where(eq(gameQuerySettings.serverId, serverId))),
    async set(setting) {
      const { serverId, ...rest } = setting;
      await store.run(
        db
          .insert(gameQuerySettings)
          .values(setting)
          .onConflictDoUpdate({ target: gameQuerySettings.serverId, set: rest }),
      );
    },
    async clear(serverId) {
      await store.run(db.delete(gameQuerySettings).where(eq(gameQuerySettings.serverId, serverId)));
    },
    statuses: () => store.all(db.select().from(gameStatus)),
    status: (serverId) => store.get(db.select().from(gameStatus).where(eq(gameStatus.serverId, serverId))),
    saveStatuses,
  };
}
