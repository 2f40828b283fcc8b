import { type Audit, createAudit } from '../db/audit.js';
import { type Boards, createBoards } from '../db/boards.js';
import { type Claims, createClaims } from '../db/claims.js';
import { type Codes, createCodes } from '../db/codes.js';
import { type ComponentKeys, createComponentKeys } from '../db/component-keys.js';
import { type Cooldowns, createCooldowns } from '../db/cooldowns.js';
import { createGameQueries, type GameQueries } from '../db/game-queries.js';
import { createGuildLanguages, type GuildLanguages } from '../db/guild-languages.js';
import { type AsyncHistoryStore, createAsyncHistoryStore } from '../db/history.js';
import { createIncidents, type Incidents } from '../db/incidents.js';
import { createInstallations, type Installations } from '../db/installations.js';
import { createKv, createSqliteKvSync, type Kv } from '../db/kv.js';
import { createLeases, type LeaseOptions, type Leases } from '../db/leases.js';
import { createLinks, type Links, prepareLinksByServer } from '../db/links.js';
import type { Db } from '../db/open.js';
import { createOwnership, type Ownership } from '../db/ownership.js';
import { createPageReads, type PageReads } from '../db/page-reads.js';
import { createPages, type Pages } from '../db/pages.js';
import { createPublishedBoards, type PublishedBoards } from '../db/published-boards.js';
import { createRestartRuns, type RestartRuns } from '../db/restart-runs.js';
import { createRestartSchedules, type RestartSchedules } from '../db/restart-schedules.js';
import { createSeenRecorder, createSeenValues, type SeenValueStore } from '../db/seen-values.js';
import { createSilences, type Silences } from '../db/silences.js';
import { createWatchedServers, type WatchedServers } from '../db/watched-servers.js';
import type { EventStore } from '../pipeline/2-inbox/event-store.js';
import { createSqliteEventStore } from '../pipeline/2-inbox/event-store.js';
import { createInbox, createInboxStatements, type Inbox } from '../pipeline/2-inbox/inbox.js';
import { createSqliteRouting, type RoutingStore } from '../pipeline/3-dispatch/routing.js';
import { createOutbox, type Outbox } from '../pipeline/4-outbox/outbox.js';

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
  /** The keys of component custom ids' MAC (src/discord/component-id.ts). */
  componentKeys: ComponentKeys;
  seen: SeenValueStore;
  cooldowns: Cooldowns;
  pages: Pages;
  boards: Boards;
  /** Boards whose status page is public (`/board publish`). */
  publishedBoards: PublishedBoards;
  /** What a status page reads, for all of a board's servers at once. */
  pageReads: PageReads;
  incidents: Incidents;
  /** Alerts of a server held in a channel for a while (the Silence select). */
  silences: Silences;
  watchedServers: WatchedServers;
  /** `/gamequery` settings and what each game last answered. */
  gameQueries: GameQueries;
  /** The language each guild chose with `/language`. */
  guildLanguages: GuildLanguages;
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
    componentKeys: createComponentKeys(db),
    seen: createSeenValues(kv),
    cooldowns: createCooldowns(db, now),
    pages: createPages(db, { now }),
    boards: createBoards(db),
    publishedBoards: createPublishedBoards(db),
    pageReads: createPageReads(db),
    incidents: createIncidents(db),
    silences: createSilences(db),
    watchedServers: createWatchedServers(db),
    gameQueries: createGameQueries(db),
    guildLanguages: createGuildLanguages(db),
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
