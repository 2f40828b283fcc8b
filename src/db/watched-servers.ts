import { eq } from 'drizzle-orm';
import type { Db } from './open.js';
import { watchedServers } from './schema.js';

export type WatchedServer = typeof watchedServers.$inferSelect;

/** The last observation of each watched server (state, since when, when it was up or went down). */
export function createWatchedServers(db: Db) {
  return {
    all(): WatchedServer[] {
      return db.select().from(watchedServers).all();
    },
    get(serverId: string): WatchedServer | undefined {
      return db.select().from(watchedServers).where(eq(watchedServers.serverId, serverId)).get();
    },
    save(row: WatchedServer): void {
      const { serverId, ...rest } = row;
      db.insert(watchedServers)
        .values(row)
        .onConflictDoUpdate({ target: watchedServers.serverId, set: rest })
        .run();
    },
  };
}

export type WatchedServers = ReturnType<typeof createWatchedServers>;
