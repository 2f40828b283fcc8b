import type { BackoffOptions } from '../backoff.js';
import type { Audit } from '../db/audit.js';
import type { Board, Boards } from '../db/boards.js';
import type { Incident, Incidents } from '../db/incidents.js';
import type { Links } from '../db/links.js';
import type { Silences } from '../db/silences.js';
import type { WatchedServers } from '../db/watched-servers.js';
import type { MakeId } from '../discord/component-id.js';
import type { ChannelWriter } from '../discord/writing/channel-writer.js';
import type { DiscordMessages } from '../discord/writing/post-message.js';
import type { GameWatch } from '../game-query/game-watch.js';
import type { Health } from '../health.js';
import type { HostingClient } from '../hosting/index.js';
import type { Locale } from '../i18n/locale.js';
import type { Logger } from '../logger.js';
import { type BoardService, createBoardService } from './boards.js';
import { createHeldIncidents, type HeldIncidentMessages } from './held-incidents.js';
import { createIncidentAlerts, type IncidentAlerts } from './incident-alerts.js';
import type { Observations } from './observations.js';
import { createPlayersLine } from './players-line.js';
import type { Refresher, WatchList } from './refresher.js';
import { incidentBoardLine } from './render/incident.js';
import { createRestartUnderway } from './restart-underway.js';

/**
 * The parts the watch is made of, and how they are joined: the board service with its added lines
 * and counts, the incident alerts with what they read beside the incidents (silences, restarts
 * under way), and the list of servers to watch. watch.ts builds them and hands each refresh on.
 */

export interface WatchDeps {
  repositories: {
    boards: Boards;
    incidents: Incidents;
    watchedServers: WatchedServers;
    audit: Audit;
  };
  links: Links;
  /** A client that does not retry by itself: the refresh loop paces its own calls. */
  hosting: Pick<HostingClient, 'listServers' | 'getServer' | 'getResources' | 'listActivity'>;
  /** Incident alerts: in the alerts' lane of Discord's budget. */
  messages: DiscordMessages;
  /** Status boards: in the bulk lane, so they yield to every alert (src/discord/rest-budget.ts). */
  boardMessages: DiscordMessages;
  log: Logger;
  /** Signed custom ids of a guild's components (the board's Manage… menu). */
  customIds: (guildId: string) => MakeId;
  refreshIntervalMs: number;
  graceMs: number;
  now?: () => number;
  /** Retry timing of board and incident alert writes (the alerts' by default). */
  backoff?: BackoffOptions;
  concurrency?: number;
  health?: Pick<Health, 'register'>;
  /** The games' own answers (src/game-query), asked every full cycle; absent with GAME_QUERY=off. */
  games?: Pick<GameWatch, 'probe' | 'get'>;
  /** The address of a board's public status page, when published (its link button). */
  pageUrl?: (board: Board) => Promise<string | undefined>;
  /**
   * Silences hold incident messages too (held-incidents.ts), read with the clock they were started
   * with; without them incident messages are always posted.
   */
  silences?: { store: Pick<Silences, 'byId' | 'runningInChannel'>; now: () => number };
  /** Each guild's language: its boards and incident messages are written in it (English without). */
  guildLanguage?: (guildId: string) => Promise<Locale>;
  /** Provider calls one refresh cycle may make (RefresherDeps.callsPerCycle); undefined: no limit. */
  callsPerCycle?: () => number | undefined;
}

/** `/healthz` is synchronous: the board counts, kept up to date by the code that changes them. */
export interface BoardCounts {
  boards: number;
  broken: number;
  /** The newest recount: reads may resolve out of order (a pool), only the newest one is shown. */
  turn: number;
}

/** Incident alerts and what they read beside the incidents: silences, restarts under way. */
export interface Alerting {
  readonly restartUnderway: (serverId: string) => Promise<boolean>;
  readonly held: HeldIncidentMessages | undefined;
  readonly incidentAlerts: IncidentAlerts;
  readonly closedListeners: Set<(incident: Incident) => void>;
  /** What the trackers call: the incident's alerts synced, and its closing told to the listeners. */
  readonly alerts: Pick<IncidentAlerts, 'sync'>;
}

/** The board service; a board that breaks is recounted for `/healthz`. */
export function createBoards(
  deps: WatchDeps,
  observations: Observations,
  writer: ChannelWriter,
  refresher: Refresher,
  counts: BoardCounts,
): BoardService {
  return createBoardService({
    boards: deps.repositories.boards,
    links: deps.links,
    observations,
    writer,
    messages: deps.boardMessages,
    trouble: refresher.trouble,
    customIds: deps.customIds,
    onStateChanged: () => recount(deps, counts),
    ...(deps.pageUrl && { pageUrl: deps.pageUrl }),
    ...(deps.guildLanguage && { guildLanguage: deps.guildLanguage }),
    log: deps.log,
  });
}

export function createAlerting(
  deps: WatchDeps,
  observations: Observations,
  alertWriter: ChannelWriter,
): Alerting {
  const { links, log } = deps;
  const { incidents } = deps.repositories;
  const restartUnderway = createRestartUnderway({
    audit: deps.repositories.audit,
    observed: (serverId) => observations.get(serverId),
    now: deps.now ?? Date.now,
  });
  const closedListeners = new Set<(incident: Incident) => void>();
  const held =
    deps.silences &&
    createHeldIncidents({
      incidents,
      silences: deps.silences.store,
      now: deps.silences.now,
      sync: (incidentId) => incidentAlerts.sync(incidentId),
    });
  const incidentAlerts = createIncidentAlerts({
    incidents,
    writer: alertWriter,
    messages: deps.messages,
    name: (serverId) => observations.get(serverId)?.server?.name,
    guildOf: async (channelId, serverId) =>
      (await links.forServer(serverId)).find((l) => l.channelId === channelId)?.guildId,
    restartUnderway,
    customIds: deps.customIds,
    ...(held && { silenced: held.silenced }),
    ...(deps.guildLanguage && { guildLanguage: deps.guildLanguage }),
    log,
  });
  const alerting: Alerting = {
    restartUnderway,
    held,
    incidentAlerts,
    closedListeners,
    alerts: { sync: (incidentId) => syncAlerts(deps, alerting, incidentId) },
  };
  return alerting;
}

/** Whoever waits for an incident to resolve (silences "until the incident resolves") learns it here. */
function syncAlerts(deps: WatchDeps, alerting: Alerting, incidentId: number): Promise<void> {
  const { incidents } = deps.repositories;
  // Started first: the alert writer has the job as soon as without listeners.
  const syncing = alerting.incidentAlerts.sync(incidentId);
  if (alerting.closedListeners.size > 0) {
    void incidents.byId(incidentId).then(
      (incident) => {
        if (incident?.closedAt != null) for (const listener of alerting.closedListeners) listener(incident);
      },
      (err: unknown) => deps.log.warn({ err, incidentId }, 'could not read a closed incident'),
    );
  }
  return syncing;
}

/** The lines every board entry shows beside the server: its newest incident, its players. */
export function addBoardLines(deps: WatchDeps, boardService: BoardService, observations: Observations): void {
  boardService.addLine(incidentLine(deps.repositories.incidents));
  const games = deps.games;
  if (games) {
    boardService.addLine(
      createPlayersLine({
        status: (serverId) => games.get(serverId),
        state: (serverId) => observations.get(serverId)?.state.kind,
        now: deps.now ?? Date.now,
      }),
    );
  }
}

export async function recount(deps: WatchDeps, counts: BoardCounts): Promise<void> {
  const turn = ++counts.turn;
  try {
    const all = await deps.repositories.boards.all();
    // Reads may resolve out of order (a pool): only the newest one is shown.
    if (turn !== counts.turn) return;
    counts.boards = all.length;
    counts.broken = all.filter((b) => b.state === 'broken').length;
  } catch (err) {
    deps.log.error({ err }, 'could not count the boards');
  }
}

/**
 * Every linked server is watched (incidents) and its usage read: boards show it, and history
 * keeps one sample per linked server per refresh (the limiter paces the calls all the same).
 */
export async function watchList(links: Links, boards: Pick<Boards, 'active'>): Promise<WatchList> {
  // Every usable link in one query: the servers of every guild's links.
  const all = await links.all();
  const servers = new Set(all.map((l) => l.serverId));
  // A board shows the servers linked in its guild: theirs are read first, every cycle.
  const guildsWithBoards = new Set((await boards.active()).map((b) => b.guildId));
  const onBoards = new Set(all.filter((l) => guildsWithBoards.has(l.guildId)).map((l) => l.serverId));
  return { servers, withResources: servers, onBoards };
}

/**
 * The part of the watch list these servers are in, read for them alone: an early refresh (after a
 * server's own event) needs no more, where reading every link each time cost the instance holding
 * `watch` most of its time in a fleet (5,000 links read up to ten times a second at 10 events/s).
 */
export async function watchListOf(links: Pick<Links, 'forServers'>, serverIds: string[]): Promise<WatchList> {
  const servers = new Set((await links.forServers(serverIds)).map((l) => l.serverId));
  return { servers, withResources: servers };
}

/** The board line of a server's newest incident, when it had one. */
function incidentLine(incidents: Pick<Incidents, 'latest'>) {
  return async (serverId: string, locale: Locale): Promise<string | undefined> => {
    const incident = await incidents.latest(serverId);
    return incident ? incidentBoardLine(incident, locale) : undefined;
  };
}
