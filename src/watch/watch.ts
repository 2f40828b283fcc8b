import type { Board, Boards } from '../db/boards.js';
import type { Incident, Incidents } from '../db/incidents.js';
import { type ChannelWriter, createChannelWriter } from '../discord/writing/channel-writer.js';
import type { GameStatus } from '../game-query/status.js';
import { settleWithin } from '../settle.js';
import type { BoardService } from './boards.js';
import type { HeldIncidentMessages } from './held-incidents.js';
import { createIncidentTracker, type IncidentTracker } from './incidents.js';
import { createObservations, type Observations, type Observed } from './observations.js';
import { renderPlayersLine } from './players-line.js';
import { createRefresher, type RefreshBatch, type Refresher } from './refresher.js';
import { createUnresponsiveTracker, type UnresponsiveTracker } from './unresponsive.js';
import {
  type Alerting,
  addBoardLines,
  type BoardCounts,
  createAlerting,
  createBoards,
  recount,
  type WatchDeps,
  watchList,
  watchListOf,
} from './watch-parts.js';

export type { WatchDeps } from './watch-parts.js';

/** How long `/board create` and `/board remove` wait for Discord before answering anyway. */
const ANSWER_WAIT_MS = 8_000;

type RefreshListener = (servers: Observed[], batch: RefreshBatch) => void;

interface WatchState {
  readonly deps: WatchDeps;
  readonly observations: Observations;
  readonly counts: BoardCounts;
  readonly writer: ChannelWriter;
  readonly alertWriter: ChannelWriter;
  readonly refresher: Refresher;
  readonly boardService: BoardService;
  readonly alerting: Alerting;
  readonly tracker: IncidentTracker;
  readonly unresponsive: UnresponsiveTracker;
  /** `onRefreshed`'s. */
  readonly listeners: Set<RefreshListener>;
  /** What the previous run observed, read before the first refresh is handled; rejects when it cannot be. */
  readonly loaded: Promise<void>;
  /** The newest batch's handling: batches are handled one after the other, in the order they were read. */
  handling: Promise<void>;
}

/** Watching servers, as the app and the commands use it. */
export interface Watch {
  boards: Boards;
  incidents: Incidents;
  observations: Observations;
  refresher: Refresher;
  /** Resolves once what the previous run stored is read; rejects when it cannot be. */
  ready(): Promise<void>;
  start(): void;
  /**
   * Stops refreshing (another instance holds the `watch` lease); `start` resumes. Board and alert
   * writes already queued still go out, and `/board create` still posts its board here.
   */
  pause(): Promise<void>;
  stop(): Promise<void>;
  /** An event or a power action concerns these servers: refreshed within moments. */
  refreshSoon(serverIds: Iterable<string>): void;
  /** Whether a restart of the server sent through hostcord still runs (alert controls). */
  restartUnderway: (serverId: string) => Promise<boolean>;
  /** Incident messages silences hold, for the sender's summaries (undefined without `silences`). */
  heldIncidents: HeldIncidentMessages | undefined;
  /**
   * A power signal went out for the server: refreshed within moments, and its open incident's
   * alerts show Restart disabled while the restart runs.
   */
  powerSent(serverId: string): Promise<void>;
  /**
   * Acknowledge: the first member to press it is on the open incident; every alert of it shows
   * who, and since when. The incident as it stands (undefined when there is none).
   */
  acknowledge(incidentId: number, userId: string, at: number): Promise<Incident | undefined>;
  /** Told when an incident closed (once per process that saw it close). */
  onIncidentClosed(listener: (incident: Incident) => void): () => void;
  /** "Refreshed server X: state and resources", for every refresh (history, charts, …). */
  onRefreshed(listener: RefreshListener): () => void;
  addBoardLine: BoardService['addLine'];
  /** `/board create`: the board of this channel, posted (anew); resolves with how it stands. */
  createBoard(input: { guildId: string; channelId: string; createdBy: string }): Promise<Board>;
  /** The board is edited to show what changed (its status page published or taken down). */
  refreshBoard(board: Board): Promise<void>;
  /** `/board remove`: forgets the board and deletes its messages. */
  removeBoard(guildId: string, channelId: string): Promise<Board | undefined>;
  /** Resolves when nothing is being refreshed, handled or written (tests and benchmarks). */
  idle(): Promise<void>;
}

/**
 * Watching servers: one refresh loop feeds the observations; each refresh then goes to the
 * incident tracker, to whoever listens (`onRefreshed`), and to the boards that show the servers
 * concerned. Batches are handled one after the other, in the order they were read.
 */
export function createWatch(deps: WatchDeps): Watch {
  const { links, log } = deps;
  const { incidents } = deps.repositories;
  const observations = createObservations(deps.repositories.watchedServers);
  const counts: BoardCounts = { boards: 0, broken: 0, turn: 0 };
  // Boards and incident alerts each write one message at a time per channel; apart, so an alert
  // never waits in line behind a board edit of its channel.
  const writer = createChannelWriter({ log, ...(deps.backoff && { backoff: deps.backoff }) });
  const alertWriter = createChannelWriter({ log, ...(deps.backoff && { backoff: deps.backoff }) });
  const refresher = createRefresher({
    hosting: deps.hosting,
    watchList: () => watchList(links, deps.repositories.boards),
    watchListOf: (serverIds) => watchListOf(links, serverIds),
    ...(deps.callsPerCycle && { callsPerCycle: deps.callsPerCycle }),
    intervalMs: deps.refreshIntervalMs,
    log,
    ...(deps.now && { now: deps.now }),
    ...(deps.concurrency && { concurrency: deps.concurrency }),
    ...(deps.games && { probe: deps.games.probe }),
  });
  const boardService = createBoards(deps, observations, writer, refresher, counts);
  const alerting = createAlerting(deps, observations, alertWriter);
  const trackerDeps = {
    incidents,
    audit: deps.repositories.audit,
    links,
    alerts: alerting.alerts,
    graceMs: deps.graceMs,
    log,
  };
  const tracker = createIncidentTracker({ ...trackerDeps, hosting: deps.hosting });
  const unresponsive = createUnresponsiveTracker(trackerDeps);
  addBoardLines(deps, boardService, observations);
  // What the previous run observed is read before the first refresh is handled.
  const loaded = Promise.all([observations.load(), recount(deps, counts)]).then(() => undefined);
  const state: WatchState = {
    deps,
    observations,
    counts,
    writer,
    alertWriter,
    refresher,
    boardService,
    alerting,
    tracker,
    unresponsive,
    listeners: new Set(),
    loaded,
    // A failed load is reported by `ready` (the app does not start) and fails every batch.
    handling: loaded.catch(() => undefined),
  };
  refresher.subscribe((batch) => handOn(state, batch));
  deps.health?.register('boards', () => health(state));
  return api(state);
}

function api(state: WatchState): Watch {
  const { boards, incidents } = state.deps.repositories;
  return {
    boards,
    incidents,
    observations: state.observations,
    refresher: state.refresher,
    ready: () => state.loaded,
    start: () => start(state),
    pause: () => pause(state),
    stop: () => stop(state),
    refreshSoon: (serverIds) => state.refresher.refreshSoon(serverIds),
    restartUnderway: state.alerting.restartUnderway,
    heldIncidents: state.alerting.held,
    powerSent: (serverId) => powerSent(state, serverId),
    acknowledge: (incidentId, userId, at) => acknowledge(state, incidentId, userId, at),
    onIncidentClosed: (listener) => listen(state.alerting.closedListeners, listener),
    onRefreshed: (listener) => listen(state.listeners, listener),
    addBoardLine: state.boardService.addLine,
    createBoard: (input) => createBoard(state, input),
    refreshBoard: (board) => refreshBoard(state, board),
    removeBoard: (guildId, channelId) => removeBoard(state, guildId, channelId),
    idle: () => idle(state),
  };
}

function health(state: WatchState) {
  const trouble = state.refresher.trouble();
  return {
    ok: true,
    boards: state.counts.boards,
    broken: state.counts.broken,
    // Since when refreshes fail: the provider does not answer, or it refuses the token.
    providerUnreachableSince: trouble && !trouble.refused ? trouble.since : null,
    providerRefusedSince: trouble?.refused ? trouble.since : null,
    channelsWaiting: state.writer.waiting() + state.alertWriter.waiting(),
  };
}

// ——— each refresh, handed on ———

/** A batch from the refresher: handled in turn, and its games once the last one is done. */
function handOn(state: WatchState, batch: RefreshBatch): void {
  enqueue(state, () => handle(state, batch));
  // Handled in turn with the batches read meanwhile (early refreshes), when the last game is done.
  void batch.games?.then((answers) => {
    if (answers) enqueue(state, () => handleGames(state, batch.at, answers));
  });
}

function enqueue(state: WatchState, work: () => Promise<void>): void {
  state.handling = state.handling
    .then(work)
    .catch((err: unknown) => state.deps.log.error({ err }, 'handling a board refresh failed'));
}

async function handle(state: WatchState, batch: RefreshBatch): Promise<void> {
  // Without the stored observations, "down since" and the grace period would start over.
  await state.loaded;
  const changes = await state.observations.apply(batch);
  await state.tracker.observe(changes, batch.at);
  const servers = changes.map((c) => c.after);
  for (const listener of state.listeners) listener(servers, batch);
  if (batch.full) await state.boardService.refreshAll();
  else await state.boardService.refreshServers(new Set(servers.map((s) => s.serverId)));
}

/** A full cycle's game answers, after its batch: hung games, and the boards' players lines. */
async function handleGames(
  state: WatchState,
  at: number,
  answers: ReadonlyMap<string, GameStatus>,
): Promise<void> {
  const changes = state.observations.applyGames(answers);
  await state.unresponsive.observe(changes, at);
  // The boards whose players line may read otherwise: the others were rendered with the batch.
  const line = (seen: Observed) => renderPlayersLine(seen.game, seen.state.kind);
  const moved = changes.filter(({ before, after }) => line(before) !== line(after));
  if (moved.length > 0) await state.boardService.refreshServers(new Set(moved.map((c) => c.after.serverId)));
}

// ——— what the app and the commands call ———

function start(state: WatchState): void {
  void state.loaded.then(
    () => state.alerting.incidentAlerts.resume(),
    () => undefined,
  );
  state.refresher.start();
}

async function pause(state: WatchState): Promise<void> {
  await state.refresher.pause();
  await state.handling;
}

async function stop(state: WatchState): Promise<void> {
  await state.refresher.stop();
  await state.handling;
  await Promise.all([state.writer.stop(), state.alertWriter.stop()]);
}

async function powerSent(state: WatchState, serverId: string): Promise<void> {
  state.refresher.refreshSoon([serverId]);
  const open = await state.deps.repositories.incidents.openFor(serverId).catch(() => undefined);
  if (open) await state.alerting.incidentAlerts.sync(open.id);
}

async function acknowledge(
  state: WatchState,
  incidentId: number,
  userId: string,
  at: number,
): Promise<Incident | undefined> {
  const incident = await state.deps.repositories.incidents.acknowledge(incidentId, userId, at);
  if (incident) void state.alerting.incidentAlerts.sync(incidentId);
  return incident;
}

function listen<T>(listeners: Set<T>, listener: T): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function createBoard(
  state: WatchState,
  input: { guildId: string; channelId: string; createdBy: string },
): Promise<Board> {
  const { deps, observations, refresher } = state;
  const { boards } = deps.repositories;
  const { board } = await boards.create(input);
  await recount(deps, state.counts);
  // Servers not yet read with their usage (no board showed them so far) are read first.
  const unseen = (await deps.links.serverIds(input.guildId)).filter((id) => !observations.get(id)?.resources);
  if (unseen.length > 0)
    await settleWithin(
      refresher.refreshNow(unseen).then(() => state.handling),
      ANSWER_WAIT_MS,
    );
  await settleWithin(state.boardService.post(board), ANSWER_WAIT_MS);
  return (await boards.byId(board.id)) ?? board;
}

async function refreshBoard(state: WatchState, board: Board): Promise<void> {
  await settleWithin(state.boardService.post(board), ANSWER_WAIT_MS);
}

async function removeBoard(
  state: WatchState,
  guildId: string,
  channelId: string,
): Promise<Board | undefined> {
  const board = await state.deps.repositories.boards.remove(guildId, channelId);
  await recount(state.deps, state.counts);
  if (board) await settleWithin(state.boardService.deleteMessages(board), ANSWER_WAIT_MS);
  return board;
}

async function idle(state: WatchState): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await state.refresher.idle();
    await state.handling;
    await state.writer.idle();
    await state.alertWriter.idle();
  }
}
