import { createAudit } from '../db/audit.js';
import { createBoards } from '../db/boards.js';
import { createClaims } from '../db/claims.js';
import { createCodes } from '../db/codes.js';
import { createCooldowns } from '../db/cooldowns.js';
import { createGameQueries } from '../db/game-queries.js';
import { createAsyncHistoryStore } from '../db/history.js';
import { createIncidents } from '../db/incidents.js';
import { createInstallations } from '../db/installations.js';
import { createKv } from '../db/kv.js';
import { createLeases } from '../db/leases.js';
import { createLinks } from '../db/links.js';
import { createOwnership } from '../db/ownership.js';
import { createPageReads } from '../db/page-reads.js';
import { createPages } from '../db/pages.js';
import { postgresSql } from '../db/postgres/sql.js';
import type { PgDb } from '../db/postgres.js';
import { createPublishedBoards } from '../db/published-boards.js';
import { createRestartRuns } from '../db/restart-runs.js';
import { createRestartSchedules } from '../db/restart-schedules.js';
import { createSeenValues } from '../db/seen-values.js';
import { createPostgresSeenRecorder } from '../db/seen-values-postgres.js';
import { createWatchedServers } from '../db/watched-servers.js';
import { createPostgresEventStore } from '../pipeline/2-inbox/event-store-postgres.js';
import { createInbox } from '../pipeline/2-inbox/inbox.js';
import { createPostgresRouting } from '../pipeline/3-dispatch/routing-postgres.js';
import { createPostgresOutbox } from '../pipeline/4-outbox/outbox-postgres.js';
import type { Repositories, RepositoryOptions } from './repositories.js';

/**
 * The repositories on PostgreSQL (the twins of `createSqliteRepositories`). A module of its own,
 * loaded only when `DATABASE_URL` is set (open.ts): on SQLite, node-postgres and the PostgreSQL
 * twins would hold 3.3 MB of heap (imported alone, after a forced GC) that nothing uses.
 */
export function createPostgresRepositories(db: PgDb, options: RepositoryOptions = {}): Repositories {
  const now = options.now ?? Date.now;
  const sql = postgresSql(db);
  const kv = createKv(sql);
  // Shared by the event store (filing unwanted activity) and routing: one cache of stored values.
  const seenRecorder = createPostgresSeenRecorder();
  return {
    links: createLinks(sql),
    claims: createClaims(sql),
    codes: createCodes(sql, now),
    ownership: createOwnership(sql, now),
    audit: createAudit(sql),
    kv,
    seen: createSeenValues(kv),
    cooldowns: createCooldowns(sql, now),
    pages: createPages(sql, { now }),
    boards: createBoards(sql),
    publishedBoards: createPublishedBoards(sql),
    pageReads: createPageReads(sql),
    incidents: createIncidents(sql),
    watchedServers: createWatchedServers(sql),
    gameQueries: createGameQueries(sql),
    restartRuns: createRestartRuns(sql),
    restartSchedules: createRestartSchedules(sql),
    leases: createLeases(sql, options.leases),
    history: createAsyncHistoryStore(sql),
    events: createPostgresEventStore(db, { seen: seenRecorder }),
    inbox: createInbox(sql),
    routing: createPostgresRouting(db, seenRecorder),
    outbox: createPostgresOutbox(db),
    installations: createInstallations(sql),
  };
}
