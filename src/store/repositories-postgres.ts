import { createPostgresAudit } from '../db/audit-postgres.js';
import { createPostgresBoards } from '../db/boards-postgres.js';
import { createClaims } from '../db/claims.js';
import { createCodes } from '../db/codes.js';
import { createPostgresCooldowns } from '../db/cooldowns-postgres.js';
import { createPostgresGameQueries } from '../db/game-queries-postgres.js';
import { createPostgresHistoryStore } from '../db/history-postgres.js';
import { createPostgresIncidents } from '../db/incidents-postgres.js';
import { createPostgresInstallations } from '../db/installations-postgres.js';
import { createKv } from '../db/kv.js';
import { createPostgresLeases } from '../db/leases-postgres.js';
import { createLinks } from '../db/links.js';
import { createOwnership } from '../db/ownership.js';
import { createPostgresPageReads } from '../db/page-reads-postgres.js';
import { createPostgresPages } from '../db/pages-postgres.js';
import { postgresSql } from '../db/postgres/sql.js';
import type { PgDb } from '../db/postgres.js';
import { createPostgresPublishedBoards } from '../db/published-boards-postgres.js';
import { createPostgresRestartRuns } from '../db/restart-runs-postgres.js';
import { createPostgresRestartSchedules } from '../db/restart-schedules-postgres.js';
import { createSeenValues } from '../db/seen-values.js';
import { createPostgresSeenRecorder } from '../db/seen-values-postgres.js';
import { createPostgresWatchedServers } from '../db/watched-servers-postgres.js';
import { createPostgresEventStore } from '../pipeline/2-inbox/event-store-postgres.js';
import { createPostgresInbox } from '../pipeline/2-inbox/inbox-postgres.js';
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
    audit: createPostgresAudit(db),
    kv,
    seen: createSeenValues(kv),
    cooldowns: createPostgresCooldowns(db, now),
    pages: createPostgresPages(db, { now }),
    boards: createPostgresBoards(db),
    publishedBoards: createPostgresPublishedBoards(db),
    pageReads: createPostgresPageReads(db),
    incidents: createPostgresIncidents(db),
    watchedServers: createPostgresWatchedServers(db),
    gameQueries: createPostgresGameQueries(db),
    restartRuns: createPostgresRestartRuns(db),
    restartSchedules: createPostgresRestartSchedules(db),
    leases: createPostgresLeases(db, options.leases),
    history: createPostgresHistoryStore(db),
    events: createPostgresEventStore(db, { seen: seenRecorder }),
    inbox: createPostgresInbox(db),
    routing: createPostgresRouting(db, seenRecorder),
    outbox: createPostgresOutbox(db),
    installations: createPostgresInstallations(db),
  };
}
