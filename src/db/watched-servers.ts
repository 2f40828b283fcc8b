import { eq } from 'drizzle-orm';
import type { Db } from './open.js';
import { watchedServers } from './schema.js';

export type WatchedServer = typeof watchedServers.$inferSelect;

/**
 * The last observation of each watched server (state, since when, when it was up or went down).
 * Each method is one statement (src/db/README.md, 1.); `watched-servers-postgres.ts` is the
 * PostgreSQL twin.
 */
export interface WatchedServers {
  all(): Promise<WatchedServer[]>;
  get(serverId: string): Promise<WatchedServer | undefined>;
  /** Inserts the server's row or replaces what it holds. */
  save(row: WatchedServer): Promise<void>;
}

/** The SQLite watched servers. */
export function createWatchedServers(db: Db): WatchedServers {
  return {
    all: async () => db.select().from(watchedServers).all(),
    get: async (serverId) =>
      db.select().from(watchedServers).where(eq(watchedServers.serverId, serverId)).get(),
    async save(row) {
      const { serverId, ...rest } = row;
      db.insert(watchedServers)
        .values(row)
        .onConflictDoUpdate({ target: watchedServers.serverId, set: rest })
        .run();
    },
  };
}
