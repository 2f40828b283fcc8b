import { eq } from 'drizzle-orm';
import type { PgDb } from './postgres.js';
import { watchedServers } from './schema-postgres.js';
import type { WatchedServers } from './watched-servers.js';

/** The PostgreSQL twin of `createWatchedServers` (watched-servers.ts): the same statements, awaited. */
export function createPostgresWatchedServers(db: PgDb): WatchedServers {
  return {
    all: () => db.select().from(watchedServers),
    async get(serverId) {
      const [row] = await db.select().from(watchedServers).where(eq(watchedServers.serverId, serverId));
      return row;
    },
    async save(row) {
      const { serverId, ...rest } = row;
      await db
        .insert(watchedServers)
        .values(row)
        .onConflictDoUpdate({ target: watchedServers.serverId, set: rest });
    },
  };
}
