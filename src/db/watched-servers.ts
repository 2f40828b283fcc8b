import { eq } from 'drizzle-orm';
import { placeholdersOf } from './hot-statement.js';
import type { Db } from './open.js';
import { watchedServers } from './schema.js';
import { replacedBy } from './upsert.js';

export type WatchedServer = typeof watchedServers.$inferSelect;

/** Every column of a row but the key takes the value being written. */
export const REPLACE_WATCHED = [
  'state',
  'stateSince',
  'upSince',
  'downSince',
  'observedAt',
  'name',
] as const satisfies ReadonlyArray<Exclude<keyof WatchedServer, 'serverId'>>;

/**
 * The last observation of each watched server (state, since when, when it was up or went down).
 * Each method is one statement or one transaction (src/db/README.md, 1.);
 * `watched-servers-postgres.ts` is the PostgreSQL twin.
 */
export interface WatchedServers {
  all(): Promise<WatchedServer[]>;
  get(serverId: string): Promise<WatchedServer | undefined>;
  /** Inserts each server's row or replaces what it holds, all in one transaction. */
  saveAll(rows: readonly WatchedServer[]): Promise<void>;
}

/** The SQLite watched servers. */
export function createWatchedServers(db: Db): WatchedServers {
  // Prepared once, and a refresh's rows committed together: one commit (one fsync) per row cost
  // about 2 ms each, a second for the 500 rows of a first refresh (bench:players' profile).
  const save = db
    .insert(watchedServers)
    .values(placeholdersOf(watchedServers))
    .onConflictDoUpdate({ target: watchedServers.serverId, set: replacedBy(watchedServers, REPLACE_WATCHED) })
    .prepare();
  return {
    all: async () => db.select().from(watchedServers).all(),
    get: async (serverId) =>
      db.select().from(watchedServers).where(eq(watchedServers.serverId, serverId)).get(),
    async saveAll(rows) {
      db.transaction(() => {
        for (const row of rows) save.run(row);
      });
    },
  };
}
