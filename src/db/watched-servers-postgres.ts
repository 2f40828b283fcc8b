import { eq } from 'drizzle-orm';
import type { PgDb } from './postgres.js';
import { watchedServers } from './schema-postgres.js';
import { replacedBy } from './upsert.js';
import { REPLACE_WATCHED, type WatchedServers } from './watched-servers.js';

/** The PostgreSQL twin of `createWatchedServers` (watched-servers.ts): the same statements, awaited. */
export function createPostgresWatchedServers(db: PgDb): WatchedServers {
  return {
    all: () => db.select().from(watchedServers),
    async get(serverId) {
      const [row] = await db.select().from(watchedServers).where(eq(watchedServers.serverId, serverId));
      return row;
    },
    async saveAll(rows) {
      if (rows.length === 0) return;
      await db
        .insert(watchedServers)
        .values([...rows])
        .onConflictDoUpdate({
          target: watchedServers.serverId,
          set: replacedBy(watchedServers, REPLACE_WATCHED),
        });
    },
  };
}
