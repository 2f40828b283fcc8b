import { type Audit, createAudit } from '../db/audit.js';
import { createPostgresAudit } from '../db/audit-postgres.js';
import { type Boards, createBoards } from '../db/boards.js';
import { createPostgresBoards } from '../db/boards-postgres.js';
import { type Claims, createClaims } from '../db/claims.js';
import { createPostgresClaims } from '../db/claims-postgres.js';
import { type Codes, createCodes } from '../db/codes.js';
import { createPostgresCodes } from '../db/codes-postgres.js';
import { type Cooldowns, createCooldowns } from '../db/cooldowns.js';
import { createPostgresCooldowns } from '../db/cooldowns-postgres.js';
import { type AsyncHistoryStore, createAsyncHistoryStore } from '../db/history.js';
import { createPostgresHistoryStore } from '../db/history-postgres.js';
import { createIncidents, type Incidents } from '../db/incidents.js';
import { createPostgresIncidents } from '../db/incidents-postgres.js';
import { createInstallations, type Installations } from '../db/installations.js';
import { createPostgresInstallations } from '../db/installations-postgres.js';
import { createKv, createSqliteKvSync, type Kv } from '../db/kv.js';
import { createPostgresKv } from '../db/kv-postgres.js';
import { createLeases, type LeaseOptions, type Leases } from '../db/leases.js';
import { createPostgresLeases } from '../db/leases-postgres.js';
import { createLinks, type Links, prepareLinksByServer } from '../db/links.js';
import { createPostgresLinks } from '../db/links-postgres.js';
import type { Db } from '../db/open.js';
import { createOwnership, type Ownership } from '../db/ownership.js';
import { createPostgresOwnership } from '../db/ownership-postgres.js';
import { createPages, type Pages } from '../db/pages.js';
import { createPostgresPages } from '../db/pages-postgres.js';
import type { PgDb } from '../db/postgres.js';
import { createRestartRuns, type RestartRuns } from '../db/restart-runs.js';
import { createPostgresRestartRuns } from '../db/restart-runs-postgres.js';
import { createRestartSchedules, type RestartSchedules } from '../db/restart-schedules.js';
import { createPostgresRestartSchedules } from '../db/restart-schedules-postgres.js';
import { createSeenRecorder, createSeenValues, type SeenValueStore } from '../db/seen-values.js';
import { createPostgresSeenRecorder } from '../db/seen-values-postgres.js';
import { createWatchedServers, type WatchedServers } from '../db/watched-servers.js';
import { createPostgresWatchedServers } from '../db/watched-servers-postgres.js';
import type { EventStore } from '../pipeline/2-inbox/event-store.js';
import { createSqliteEventStore } from '../pipeline/2-inbox/event-store.js';
import { createPostgresEventStore } from '../pipeline/2-inbox/event-store-postgres.js';
import { createInbox, createInboxStatements, type Inbox } from '../pipeline/2-inbox/inbox.js';
import { createPostgresInbox } from '../pipeline/2-inbox/inbox-postgres.js';
import { createSqliteRouting, type RoutingStore } from '../pipeline/3-dispatch/routing.js';
import { createPostgresRouting } from '../pipeline/3-dispatch/routing-postgres.js';
import { createOutbox, type Outbox } from '../pipeline/4-outbox/outbox.js';
import { createPostgresOutbox } from '../pipeline/4-outbox/outbox-postgres.js';

/**
 * Every repository of one opened database, behind the interfaces whose methods return promises
 * (src/db/README.md, 1.): the rest of hostcord is written once against these and never sees which
 * database it runs on.
 */
export interface Repositories {
  links: Links;
  claims: Claims;
  codes: Codes;
  ownership: Ownership;
  audit: Audit;
  kv: Kv;
  seen: SeenValueStore;
  cooldowns: Cooldowns;
  pages: Pages;
  boards: Boards;
  incidents: Incidents;
  watchedServers: WatchedServers;
  restartRuns: RestartRuns;
  restartSchedules: RestartSchedules;
  leases: Leases;
  history: AsyncHistoryStore;
  /** Events in: the webhook's group commit and the feed's pages with their cursor. */
  events: EventStore;
  inbox: Inbox;
  /** The dispatcher's store: inbox → outbox in one unit of work per batch. */
  routing: RoutingStore;
  outbox: Outbox;
  installations: Installations;
}

export interface RepositoryOptions {
  /** The clock of codes, cooldowns and page views (tests move it). */
  now?: () => number;
  leases?: LeaseOptions;
}

export function createSqliteRepositories(db: Db, options: RepositoryOptions = {}): Repositories {
  const now = options.now ?? Date.now;
  const kv = createKv(db);
  // Shared by the event store (filing unwanted activity) and routing: one statement, one cache.
  const linksOfServer = prepareLinksByServer(db);
  const seenRecorder = createSeenRecorder(createSqliteKvSync(db));
  return {
    links: createLinks(db),
    claims: createClaims(db),
    codes: createCodes(db, now),
    ownership: createOwnership(db, now),
    audit: createAudit(db),
    kv,
    seen: createSeenValues(kv),
    cooldowns: createCooldowns(db, now),
    pages: createPages(db, { now }),
    boards: createBoards(db),
    incidents: createIncidents(db),
    watchedServers: createWatchedServers(db),
    restartRuns: createRestartRuns(db),
    restartSchedules: createRestartSchedules(db),
    leases: createLeases(db, options.leases),
    history: createAsyncHistoryStore(db),
    events: createSqliteEventStore(db, createInboxStatements(db), {
      wanted: (serverId) => linksOfServer(serverId).length > 0,
      seen: seenRecorder,
    }),
    inbox: createInbox(db),
    // Synchronous statements, prepared once, inside the dispatcher's one transaction per batch.
    routing: createSqliteRouting({ db, links: { forServer: linksOfServer }, seen: seenRecorder }),
    outbox: createOutbox(db),
    installations: createInstallations(db),
  };
}

export function createPostgresRepositories(db: PgDb, options: RepositoryOptions = {}): Repositories {
  const now = options.now ?? Date.now;
  const kv = createPostgresKv(db);
  // Shared by the event store (filing unwanted activity) and routing: one cache of stored values.
  const seenRecorder = createPostgresSeenRecorder();
  return {
    links: createPostgresLinks(db),
    claims: createPostgresClaims(db),
    codes: createPostgresCodes(db, now),
    ownership: createPostgresOwnership(db, now),
    audit: createPostgresAudit(db),
    kv,
    seen: createSeenValues(kv),
    cooldowns: createPostgresCooldowns(db, now),
    pages: createPostgresPages(db, { now }),
    boards: createPostgresBoards(db),
    incidents: createPostgresIncidents(db),
    watchedServers: createPostgresWatchedServers(db),
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
