import { eq } from 'drizzle-orm';
import type { watchedServers } from './schema.js';
import { type SqlOrDb, sqlOf } from './sqlite/sql.js';

export type WatchedServer = typeof watchedServers.$inferSelect;

/**
 * The last observation of each watched server (state, since when, when it was up or went down).
 * Each method is one statement (src/db/README.md).
 */
export interface WatchedServers {
  all(): Promise<WatchedServer[]>;
  get(serverId: string): Promise<WatchedServer | undefined>;
  /** Inserts the server's row or replaces what it holds. */
  save(row: WatchedServer): Promise<void>;
}

/** The SQLite watched servers. */
export function createWatchedServers(database: SqlOrDb): WatchedServers {
  const store = sqlOf(database);
  const { db } = store;
  const { watchedServers } = store.t;
  return {
    all: () => store.all(db.select().from(watchedServers)),
    get: (serverId) =>
      store.get(db.select().from(watchedServers).where(eq(watchedServers.serverId, serverId))),
    async save(row) {
      const { serverId, ...rest } = row;
      await store.run(
        db
          .insert(watchedServers)
          .values(row)
          .onConflictDoUpdate({ target: watchedServers.serverId, set: rest }),
      );
    },
  };
}
