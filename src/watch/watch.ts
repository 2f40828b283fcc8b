import type { BackoffOptions } from '../backoff.js';
import type { Audit } from '../db/audit.js';
import type { Board, Boards } from '../db/boards.js';
import type { Incident, Incidents } from '../db/incidents.js';
import type { Links } from '../db/links.js';
import type { Silences } from '../db/silences.js';
import type { WatchedServers } from '../db/watched-servers.js';
import type { MakeId } from '../discord/component-id.js';
import { createChannelWriter } from '../discord/writing/channel-writer.js';
import type { DiscordMessages } from '../discord/writing/post-message.js';
import type { GameWatch } from '../game-query/game-watch.js';
import type { GameStatus } from '../game-query/status.js';
import type { Health } from '../health.js';
import type { HostingClient } from '../hosting/index.js';
import type { Locale } from '../i18n/locale.js';
import type { Logger } from '../logger.js';
import { settleWithin } from '../settle.js';
import { createBoardService } from './boards.js';
import { createHeldIncidents } from './held-incidents.js';
import { createIncidentAlerts, type IncidentAlerts } from './incident-alerts.js';
import { createIncidentTracker } from './incidents.js';
import { createObservations, type Observed } from './observations.js';
import { createPlayersLine, renderPlayersLine } from './players-line.js';
import { createRefresher, type RefreshBatch, type WatchList } from './refresher.js';
import { incidentBoardLine } from './render/incident.js';
import { createRestartUnderway } from './restart-underway.js';
import { createUnresponsiveTracker } from './unresponsive.js';

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
}

/** How long `/board create` and `/board remove` wait for Discord before answering anyway. */
const ANSWER_WAIT_MS = 8_000;

/**
 * Watching servers: one refresh loop feeds the observations; each refresh then goes to the
 * incident tracker, to whoever listens (`onRefreshed`), and to the boards that show the servers
 * concerned. Batches are handled one after the other, in the order they were read.
 */
export function createWatch(deps: WatchDeps) {
  const { links, log } = deps;
  const { boards, incidents } = deps.repositories;
  const observations = createObservations(deps.repositories.watchedServers);
  /** `/healthz` is synchronous: the board counts, kept up to date by the code that changes them. */
  const counts = { boards: 0, broken: 0 };
  let counting = 0;
  // Boards and incident alerts each write one message at a time per channel; apart, so an alert
  // never waits in line behind a board edit of its channel.
  const writer = createChannelWriter({ log, ...(deps.backoff && { backoff: deps.backoff }) });
  const alertWriter = createChannelWriter({ log, ...(deps.backoff && { backoff: deps.backoff }) });
  const refresher = createRefresher({
    hosting: deps.hosting,
    watchList,
    intervalMs: deps.refreshIntervalMs,
    log,
    ...(deps.now && { now: deps.now }),
    ...(deps.concurrency && { concurrency: deps.concurrency }),
    ...(deps.games && { probe: deps.games.probe }),
  });
  const boardService = createBoardService({
    boards,
    links,
    observations,
    writer,
    messages: deps.boardMessages,
    trouble: refresher.trouble,
    customIds: deps.customIds,
    onStateChanged: recount,
    ...(deps.pageUrl && { pageUrl: deps.pageUrl }),
    ...(deps.guildLanguage && { guildLanguage: deps.guildLanguage }),
    log,
  });
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
  // Whoever waits for an incident to resolve (silences "until the incident resolves") learns it here.
  const alerts: Pick<IncidentAlerts, 'sync'> = {
    sync(incidentId) {
      // Started first: the alert writer has the job as soon as without listeners.
      const syncing = incidentAlerts.sync(incidentId);
      if (closedListeners.size > 0) {
        void incidents.byId(incidentId).then(
          (incident) => {
            if (incident?.closedAt != null) for (const listener of closedListeners) listener(incident);
          },
          (err: unknown) => log.warn({ err, incidentId }, 'could not read a closed incident'),
        );
      }
      return syncing;
    },
  };
  const tracker = createIncidentTracker({
    incidents,
    audit: deps.repositories.audit,
    links,
    hosting: deps.hosting,
    alerts,
    graceMs: deps.graceMs,
    log,
  });
  const unresponsive = createUnresponsiveTracker({
    incidents,
    audit: deps.repositories.audit,
    links,
    alerts,
    graceMs: deps.graceMs,
    log,
  });
  boardService.addLine(incidentLine(incidents));
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
  const listeners = new Set<(servers: Observed[], batch: RefreshBatch) => void>();
  // What the previous run observed is read before the first refresh is handled.
  const loaded = Promise.all([observations.load(), recount()]).then(() => undefined);
  // A failed load is reported by `ready` (the app does not start) and fails every batch.
  let handling: Promise<void> = loaded.catch(() => undefined);

  async function recount(): Promise<void> {
    const turn = ++counting;
    try {
      const all = await boards.all();
      // Reads may resolve out of order (a pool): only the newest one is shown.
      if (turn !== counting) return;
      counts.boards = all.length;
      counts.broken = all.filter((b) => b.state === 'broken').length;
    } catch (err) {
      log.error({ err }, 'could not count the boards');
    }
  }

  /**
   * Every linked server is watched (incidents) and its usage read: boards show it, and history
   * keeps one sample per linked server per refresh (the limiter paces the calls all the same).
   */
  async function watchList(): Promise<WatchList> {
    // Every usable link in one query: the servers of every guild's links.
    const servers = new Set((await links.all()).map((l) => l.serverId));
    return { servers, withResources: servers };
  }

  async function handle(batch: RefreshBatch): Promise<void> {
    // Without the stored observations, "down since" and the grace period would start over.
    await loaded;
    const changes = await observations.apply(batch);
    await tracker.observe(changes, batch.at);
    const servers = changes.map((c) => c.after);
    for (const listener of listeners) listener(servers, batch);
    if (batch.full) await boardService.refreshAll();
    else await boardService.refreshServers(new Set(servers.map((s) => s.serverId)));
  }

  /** A full cycle's game answers, after its batch: hung games, and the boards' players lines. */
  async function handleGames(at: number, answers: ReadonlyMap<string, GameStatus>): Promise<void> {
    const changes = observations.applyGames(answers);
    await unresponsive.observe(changes, at);
    // The boards whose players line may read otherwise: the others were rendered with the batch.
    const line = (seen: Observed) => renderPlayersLine(seen.game, seen.state.kind);
    const moved = changes.filter(({ before, after }) => line(before) !== line(after));
    if (moved.length > 0) await boardService.refreshServers(new Set(moved.map((c) => c.after.serverId)));
  }

  function enqueue(work: () => Promise<void>): void {
    handling = handling
      .then(work)
      .catch((err: unknown) => log.error({ err }, 'handling a board refresh failed'));
  }

  refresher.subscribe((batch) => {
    enqueue(() => handle(batch));
    // Handled in turn with the batches read meanwhile (early refreshes), when the last game is done.
    void batch.games?.then((answers) => {
      if (answers) enqueue(() => handleGames(batch.at, answers));
    });
  });

  deps.health?.register('boards', () => {
    const trouble = refresher.trouble();
    return {
      ok: true,
      boards: counts.boards,
      broken: counts.broken,
      // Since when refreshes fail: the provider does not answer, or it refuses the token.
      providerUnreachableSince: trouble && !trouble.refused ? trouble.since : null,
      providerRefusedSince: trouble?.refused ? trouble.since : null,
      channelsWaiting: writer.waiting() + alertWriter.waiting(),
    };
  });

  return {
    boards,
    incidents,
    observations,
    refresher,
    /** Resolves once what the previous run stored is read; rejects when it cannot be. */
    ready: (): Promise<void> => loaded,
    start(): void {
      void loaded.then(
        () => incidentAlerts.resume(),
        () => undefined,
      );
      refresher.start();
    },
    /**
     * Stops refreshing (another instance holds the `watch` lease); `start` resumes. Board and alert
     * writes already queued still go out, and `/board create` still posts its board here.
     */
    async pause(): Promise<void> {
      await refresher.pause();
      await handling;
    },
    async stop(): Promise<void> {
      await refresher.stop();
      await handling;
      await Promise.all([writer.stop(), alertWriter.stop()]);
    },
    /** An event or a power action concerns these servers: refreshed within moments. */
    refreshSoon(serverIds: Iterable<string>): void {
      refresher.refreshSoon(serverIds);
    },
    /** Whether a restart of the server sent through hostcord still runs (alert controls). */
    restartUnderway,
    /** Incident messages silences hold, for the sender's summaries (undefined without `silences`). */
    heldIncidents: held,
    /**
     * A power signal went out for the server: refreshed within moments, and its open incident's
     * alerts show Restart disabled while the restart runs.
     */
    async powerSent(serverId: string): Promise<void> {
      refresher.refreshSoon([serverId]);
      const open = await incidents.openFor(serverId).catch(() => undefined);
      if (open) await incidentAlerts.sync(open.id);
    },
    /**
     * Acknowledge: the first member to press it is on the open incident; every alert of it shows
     * who, and since when. The incident as it stands (undefined when there is none).
     */
    async acknowledge(incidentId: number, userId: string, at: number): Promise<Incident | undefined> {
      const incident = await incidents.acknowledge(incidentId, userId, at);
      if (incident) void incidentAlerts.sync(incidentId);
      return incident;
    },
    /** Told when an incident closed (once per process that saw it close). */
    onIncidentClosed(listener: (incident: Incident) => void): () => void {
      closedListeners.add(listener);
      return () => closedListeners.delete(listener);
    },
    /** "Refreshed server X: state and resources", for every refresh (history, charts, …). */
    onRefreshed(listener: (servers: Observed[], batch: RefreshBatch) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    addBoardLine: boardService.addLine,
    /** `/board create`: the board of this channel, posted (anew); resolves with how it stands. */
    async createBoard(input: { guildId: string; channelId: string; createdBy: string }): Promise<Board> {
      const { board } = await boards.create(input);
      await recount();
      // Servers not yet read with their usage (no board showed them so far) are read first.
      const unseen = (await links.serverIds(input.guildId)).filter((id) => !observations.get(id)?.resources);
      if (unseen.length > 0)
        await settleWithin(
          refresher.refreshNow(unseen).then(() => handling),
          ANSWER_WAIT_MS,
        );
      await settleWithin(boardService.post(board), ANSWER_WAIT_MS);
      return (await boards.byId(board.id)) ?? board;
    },
    /** The board is edited to show what changed (its status page published or taken down). */
    async refreshBoard(board: Board): Promise<void> {
      await settleWithin(boardService.post(board), ANSWER_WAIT_MS);
    },
    /** `/board remove`: forgets the board and deletes its messages. */
    async removeBoard(guildId: string, channelId: string): Promise<Board | undefined> {
      const board = await boards.remove(guildId, channelId);
      await recount();
      if (board) await settleWithin(boardService.deleteMessages(board), ANSWER_WAIT_MS);
      return board;
    },
    /** Resolves when nothing is being refreshed, handled or written (tests and benchmarks). */
    async idle(): Promise<void> {
      for (let i = 0; i < 3; i++) {
        await refresher.idle();
        await handling;
        await writer.idle();
        await alertWriter.idle();
      }
    },
  };
}

export type Watch = ReturnType<typeof createWatch>;

/** The board line of a server's newest incident, when it had one. */
function incidentLine(incidents: Pick<Incidents, 'latest'>) {
  return async (serverId: string, locale: Locale): Promise<string | undefined> => {
    const incident = await incidents.latest(serverId);
    return incident ? incidentBoardLine(incident, locale) : undefined;
  };
}
