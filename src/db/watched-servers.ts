import { eq } from 'drizzle-orm';
import type { watchedServers } from './schema.js';
import { type SqlOrDb, sqlOf } from './sqlite/sql.js';
import { replacedBy } from './upsert.js';

export type WatchedServer = typeof watchedServers.$inferSelect;

/** Every column of a row but the key takes the value being written. */
const REPLACE_WATCHED = [
  'state',
  'stateSince',
  'upSince',
  'downSince',
  'observedAt',
  'name',
] as const satisfies ReadonlyArray<Exclude<keyof WatchedServer, 'serverId'>>;

/**
 * The last observation of each watched server (state, since when, when it was up or went down).
 * Each method is one statement or one transaction (src/db/README.md).
 */
export interface WatchedServers {
  all(): Promise<WatchedServer[]>;
  get(serverId: string): Promise<WatchedServer | undefined>;
  /** Inserts each server's row or replaces what it holds, all in one transaction. */
  saveAll(rows: readonly WatchedServer[]): Promise<void>;
}

export function createWatchedServers(database: SqlOrDb): WatchedServers {
  const store = sqlOf(database);
  const { db } = store;
  const { watchedServers } = store.t;
  return {
    all: () => store.all(db.select().from(watchedServers)),
    get: (serverId) =>
      store.get(db.select().from(watchedServers).where(eq(watchedServers.serverId, serverId))),
    // Prepared once, and a refresh's rows committed together: one commit (one fsync) per row cost
    // about 2 ms each, a second for the 500 rows of a first refresh (bench:players' profile).
    saveAll: store.prepareRows(watchedServers, (d, values) =>
      d
        .insert(watchedServers)
        .values(values)
        .onConflictDoUpdate({
          target: watchedServers.serverId,
          set: replacedBy(watchedServers, REPLACE_WATCHED),
        }),
    ),
  };
}
