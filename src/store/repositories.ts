import { type Audit, createAudit } from '../db/audit.js';
import { type Boards, createBoards } from '../db/boards.js';
import { type BudgetSlots, createBudgetSlots } from '../db/budget-slots.js';
import { type Claims, createClaims } from '../db/claims.js';
import { type Codes, createCodes } from '../db/codes.js';
import { type ComponentKeys, createComponentKeys } from '../db/component-keys.js';
import { type Cooldowns, createCooldowns } from '../db/cooldowns.js';
import { createGameQueries, type GameQueries } from '../db/game-queries.js';
import { createGuildLanguages, type GuildLanguages } from '../db/guild-languages.js';
import { type AsyncHistoryStore, createAsyncHistoryStore } from '../db/history.js';
import { createIncidents, type Incidents } from '../db/incidents.js';
import { createInstallations, type Installations } from '../db/installations.js';
import { createKv, type Kv } from '../db/kv.js';
import { createLeases, type LeaseOptions, type Leases } from '../db/leases.js';
import { createLinks, type Links, prepareLinksByServer } from '../db/links.js';
import type { Db } from '../db/open.js';
import { createOwnership, type Ownership } from '../db/ownership.js';
import { createPageReads, type PageReads } from '../db/page-reads.js';
import { createPages, type Pages } from '../db/pages.js';
import { createPublishedBoards, type PublishedBoards } from '../db/published-boards.js';
import { createRestartRuns, type RestartRuns } from '../db/restart-runs.js';
import { createRestartSchedules, type RestartSchedules } from '../db/restart-schedules.js';
import {
  createSeenRecorder,
  createSeenRecording,
  createSeenValues,
  type SeenValueStore,
} from '../db/seen-values.js';
import { createSilences, type Silences } from '../db/silences.js';
import type { Sql } from '../db/sql.js';
import { sqliteSql } from '../db/sqlite/sql.js';
import { createWatchedServers, type WatchedServers } from '../db/watched-servers.js';
import type { EventStore } from '../pipeline/2-inbox/event-store.js';
import { createSqliteEventStore } from '../pipeline/2-inbox/event-store.js';
import { createInbox, createInboxStatements, type Inbox } from '../pipeline/2-inbox/inbox.js';
import type { RoutingStore } from '../pipeline/3-dispatch/routing.js';
import { createSqliteRouting } from '../pipeline/3-dispatch/routing-sqlite.js';
import { createOutbox, type Outbox } from '../pipeline/4-outbox/outbox.js';

/**
 * Every repository of one opened database, behind the interfaces whose methods return promises
 * (src/db/README.md): the rest of hostcord is written once against these and never sees which
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
  /** Leases of periodic work, shards and instances: on PostgreSQL in a pool of their own. */
  leases: Leases;
  /**
   * The same leases table for the sender's `channel:` leases, in the main pool: one per channel
   * with alerts, thousands in a backlog, they would crowd the few connections kept for the
   * leases above. A slow channel lease only makes that channel wait.
   */
  channelLeases: Leases;
  /** Request budgets the instances share (Discord's 50 requests/s); used on PostgreSQL. */
  budgetSlots: BudgetSlots;
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

/** The dialect's own stores of the alert pipeline (units of work written per database). */
export type PipelineStores = Pick<Repositories, 'events' | 'routing'>;

/**
 * Every repository over one database's `Sql`, with that database's pipeline stores. Leases and the
 * shared budget run over `coordination` when given (PostgreSQL's pool of their own), else `sql`.
 */
export function createRepositories(
  sql: Sql,
  pipeline: PipelineStores,
  options: RepositoryOptions = {},
  coordination: Sql = sql,
): Repositories {
  const now = options.now ?? Date.now;
  const kv = createKv(sql);
  return {
    ...pipeline,
    links: createLinks(sql),
    claims: createClaims(sql),
    codes: createCodes(sql, now),
    ownership: createOwnership(sql, now),
    audit: createAudit(sql),
    kv,
    componentKeys: createComponentKeys(sql),
    seen: createSeenValues(kv),
    cooldowns: createCooldowns(sql, now),
    pages: createPages(sql, { now }),
    boards: createBoards(sql),
    publishedBoards: createPublishedBoards(sql),
    pageReads: createPageReads(sql),
    incidents: createIncidents(sql),
    silences: createSilences(sql),
    watchedServers: createWatchedServers(sql),
    gameQueries: createGameQueries(sql),
    guildLanguages: createGuildLanguages(sql),
    restartRuns: createRestartRuns(sql),
    restartSchedules: createRestartSchedules(sql),
    leases: createLeases(coordination, options.leases),
    channelLeases: createLeases(sql, options.leases),
    budgetSlots: createBudgetSlots(coordination),
    history: createAsyncHistoryStore(sql),
    inbox: createInbox(sql),
    outbox: createOutbox(sql),
    installations: createInstallations(sql),
  };
}

export function createSqliteRepositories(db: Db, options: RepositoryOptions = {}): Repositories {
  // Shared by the event store (filing unwanted activity) and routing: one cache of stored values.
  const seenRecording = createSeenRecording();
  const linksOfServer = prepareLinksByServer(db);
  const pipeline = {
    events: createSqliteEventStore(db, createInboxStatements(db), {
      wanted: (serverId: string) => linksOfServer(serverId).length > 0,
      seen: createSeenRecorder(db, seenRecording),
    }),
    routing: createSqliteRouting(db, seenRecording),
  };
  return createRepositories(sqliteSql(db), pipeline, options);
}
