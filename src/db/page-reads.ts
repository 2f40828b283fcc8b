import { and, asc, eq, sql } from 'drizzle-orm';
import { downWithin } from './incidents.js';
import type { StoredGameAnswer } from './schema.js';
import { type SqlOrDb, sqlOf } from './sqlite/sql.js';

/** A server as the refresh loop last stored it, with what its game last said. */
export interface PageServerRow {
  serverId: string;
  name: string | null;
  /** up | starting | stopping | down | unknown */
  state: string;
  stateSince: number;
  upSince: number | null;
  downSince: number | null;
  /** game_status.state, null when the game was never asked. */
  gameState: string | null;
  answer: StoredGameAnswer | null;
}

export interface PageIncidentRow {
  serverId: string;
  downSince: number;
  closedAt: number | null;
}

/**
 * What a status page reads, for all of a board's servers at once (one query each, whatever their
 * number): src/statuspage renders them.
 */
export interface PageReads {
  /** The stored observation of each of these servers; one never observed is left out. */
  servers(serverIds: string[]): Promise<PageServerRow[]>;
  /** Their incidents (down, not restarts) down at some time within `[from, to)`, oldest first. */
  incidents(serverIds: string[], from: number, to: number): Promise<PageIncidentRow[]>;
}

/** The page reads, each statement prepared once (its text the same for any number of servers). */
export function createPageReads(database: SqlOrDb): PageReads {
  const store = sqlOf(database);
  const { db } = store;
  const { gameStatus, incidents, watchedServers } = store.t;
  const servers = store.prepare(
    'page_servers',
    db
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
      .where(store.inList(watchedServers.serverId, 'ids')),
  );
  const downs = store.prepare(
    'page_incidents',
    db
      .select({
        serverId: incidents.serverId,
        downSince: incidents.downSince,
        closedAt: incidents.closedAt,
      })
      .from(incidents)
      .where(
        and(
          store.inList(incidents.serverId, 'ids'),
          downWithin(incidents, sql.placeholder('from'), sql.placeholder('to')),
        ),
      )
      .orderBy(asc(incidents.downSince), asc(incidents.id)),
  );
  return {
    async servers(serverIds) {
      if (serverIds.length === 0) return [];
      return servers({ ids: serverIds });
    },
    async incidents(serverIds, from, to) {
      if (serverIds.length === 0) return [];
      return downs({ ids: serverIds, from, to });
    },
  };
}
