import { and, asc, eq, inArray } from 'drizzle-orm';
import { downWithin } from './incidents.js';
import type { PageReads } from './page-reads.js';
import type { PgDb } from './postgres.js';
import { gameStatus, incidents, watchedServers } from './schema-postgres.js';

/** The PostgreSQL twin of `createPageReads` (page-reads.ts): the same queries, awaited. */
export function createPostgresPageReads(db: PgDb): PageReads {
  return {
    async servers(serverIds) {
      if (serverIds.length === 0) return [];
      return db
        .select({
          serverId: watchedServers.serverId,
          name: watchedServers.name,
          state: watchedServers.state,
          stateSince: watchedServers.stateSince,
          upSince: watchedServers.upSince,
          downSince: watchedServers.downSince,
          gameState: gameStatus.state,
          answer: gameStatus.answer,
        })
        .from(watchedServers)
        .leftJoin(gameStatus, eq(gameStatus.serverId, watchedServers.serverId))
        .where(inArray(watchedServers.serverId, serverIds));
    },
    async incidents(serverIds, from, to) {
      if (serverIds.length === 0) return [];
      return db
        .select({
          serverId: incidents.serverId,
          downSince: incidents.downSince,
          closedAt: incidents.closedAt,
        })
        .from(incidents)
        .where(and(inArray(incidents.serverId, serverIds), downWithin(incidents, from, to)))
        .orderBy(asc(incidents.downSince), asc(incidents.id));
    },
  };
}
