import { setMaxListeners } from 'node:events';
import type { GameQueries, GameQuerySetting } from '../db/game-queries.js';
import type { CallBudget, Server } from '../hosting/index.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { writeInSlices } from '../slices.js';
import { type TurnCursor, takeTurns } from '../turns.js';
import { detectGame, notQueryable, queryPortOf, splitAddress } from './games.js';
import { type GameQuerier, GameQueryError, type QueryFailure, type QueryTarget } from './querier.js';
import type { GameStatus } from './status.js';

/** At most this many games are asked at once (each holds a socket). */
export const QUERY_CONCURRENCY = 16;
/** One attempt of one query; a failed one is tried once more, after the cycle's first attempts. */
export const QUERY_TIMEOUT_MS = 3_000;
/** A game that answered within this long is asked every cycle; one that never did, with back-off. */
export const RECENT_ANSWER_MS = 24 * 60 * 60 * 1000;
/** The longest pause between two queries of a game that does not answer. */
const MAX_BACKOFF_MS = 30 * 60 * 1000;

export interface GameWatchDeps {
  store: GameQueries;
  /** Made at the first query (gamedig is loaded only then). */
  querier: () => Promise<Pick<GameQuerier, 'query' | 'close'>>;
  /** The refresh interval: the first back-off step of a game that never answered. */
  intervalMs: number;
  log: Logger;
  metrics?: Pick<Metrics, 'gameQueries' | 'gameQueryDuration' | 'gameQueryCycle'>;
  concurrency?: number;
  /**
   * GAME_QUERIES_PER_SECOND (this instance's share of it): every attempt waits for its turn, and a
   * cycle asks at most what the rate allows over the interval, the games of servers on boards
   * first, the others in turns. Unlimited when absent.
   */
  budget?: Pick<CallBudget, 'admit' | 'rate'>;
}

interface Job {
  serverId: string;
  target: QueryTarget;
  failure?: GameQueryError;
}

/** The games' own answers, as the refresh loop and the boards read them. */
export interface GameWatch {
  /**
   * Asks the games of these servers (the linked ones the provider lists); resolves with every
   * server's status once all are stored. Never rejects: a failed store is logged. The games of
   * `onBoards` are asked first, and every cycle whatever the budget. Once `signal` aborts (the
   * instance no longer holds `watch`), no game is asked any more and nothing is stored: the
   * queries under way end with their timeouts.
   */
  probe(
    servers: readonly Server[],
    at: number,
    onBoards?: ReadonlySet<string>,
    signal?: AbortSignal,
  ): Promise<Map<string, GameStatus>>;
  /** Queries per cycle the last cycle would have made without a budget (what this instance asks for). */
  wanted(): number;
  /** The status the last cycle left, as this instance knows it. */
  get(serverId: string): GameStatus | undefined;
  /** Closes the query sockets (hostcord stops). */
  close(): Promise<void>;
}

type Querier = Pick<GameQuerier, 'query' | 'close'>;

interface GameWatchState {
  readonly deps: GameWatchDeps;
  /** Every server's newest status, as this instance knows it (loaded once, then each cycle's). */
  readonly known: Map<string, GameStatus>;
  /** The stored statuses, read at the first cycle. */
  loaded: Promise<void> | undefined;
  /** Made at the first query; dropped by `close`. */
  querier: Promise<Querier> | undefined;
  /** Where the turns of the games not on boards stand. */
  readonly cursor: TurnCursor;
  wanted: number;
}

/** One cycle's queries under way: first attempts in order, then the retries. */
interface JobRun {
  readonly at: number;
  /** Aborted: the cycle is given up, its workers take no more jobs. */
  readonly signal: AbortSignal;
  readonly queue: Job[];
  readonly retries: Job[];
  readonly done: GameStatus[];
  /** When the last game answered (performance.now()), for the cycle's metrics. */
  lastAnswer: number;
}

/**
 * The games of the linked servers, asked once per refresh cycle by the instance holding the
 * `watch` lease: who is playing, and whether the game answers at all. Each cycle reads the admins'
 * settings, decides per server what to ask (game from `/gamequery set` or detected from the
 * provider's game, port from the game's rule, host always the provider's), asks at most 16 at
 * once, and stores every status (100 to a transaction). Games that answered recently go first, so
 * games that do not answer wait behind them; a game that has not answered for a day is asked with
 * a growing pause.
 */
export function createGameWatch(deps: GameWatchDeps): GameWatch {
  const state: GameWatchState = {
    deps,
    known: new Map(),
    loaded: undefined,
    querier: undefined,
    cursor: { next: 0 },
    wanted: 0,
  };
  return {
    probe: (servers, at, onBoards, signal) => probe(state, servers, at, onBoards, signal),
    wanted: () => state.wanted,
    get: (serverId) => state.known.get(serverId),
    close: () => close(state),
  };
}

async function probe(
  state: GameWatchState,
  servers: readonly Server[],
  at: number,
  onBoards: ReadonlySet<string> = new Set(),
  signal: AbortSignal = new AbortController().signal,
): Promise<Map<string, GameStatus>> {
  const { store, log } = state.deps;
  const statuses = new Map<string, GameStatus>();
  try {
    await load(state);
    const settings = new Map((await store.settings()).map((s) => [s.serverId, s]));
    const jobs = withinBudget(state, planCycle(state, servers, settings, at, statuses), onBoards, statuses);
    if (jobs.length > 0) for (const s of await runJobs(state, jobs, at, signal)) statuses.set(s.serverId, s);
    // Given up: the instance that holds `watch` now asks and stores the games.
    if (signal.aborted) return statuses;
    for (const s of statuses.values()) state.known.set(s.serverId, s);
    await writeInSlices([...statuses.values()], (batch) => store.saveStatuses(batch));
  } catch (err) {
    log.error({ err }, 'game queries of this cycle could not be stored');
  }
  return statuses;
}

async function close(state: GameWatchState): Promise<void> {
  const current = state.querier;
  state.querier = undefined;
  if (current) await (await current).close();
}

function load(state: GameWatchState): Promise<void> {
  state.loaded ??= state.deps.store.statuses().then((rows) => {
    for (const row of rows)
      if (!state.known.has(row.serverId)) state.known.set(row.serverId, row as GameStatus);
  });
  return state.loaded;
}

/**
 * The cycle's jobs, games that answered lately first; the servers asked nothing (off, no address,
 * resting) get their status in `statuses` at once.
 */
function planCycle(
  state: GameWatchState,
  servers: readonly Server[],
  settings: ReadonlyMap<string, GameQuerySetting>,
  at: number,
  statuses: Map<string, GameStatus>,
): Job[] {
  const { known } = state;
  const jobs: Job[] = [];
  for (const server of servers) {
    const planned = plan(state, server, settings.get(server.id), at);
    if (!('target' in planned)) statuses.set(server.id, planned);
    else if (restingUntil(state, known.get(server.id), planned) > at)
      statuses.set(server.id, known.get(server.id)!);
    else jobs.push(planned);
  }
  // Games that answered lately first: one that does not answer holds a slot for the whole timeout.
  const recent = (job: Job) => (known.get(job.serverId)?.state === 'answering' ? 0 : 1);
  jobs.sort((a, b) => recent(a) - recent(b));
  return jobs;
}

function status(
  state: GameWatchState,
  serverId: string,
  at: number,
  change: Partial<GameStatus>,
): GameStatus {
  const before = state.known.get(serverId);
  return {
    serverId,
    state: 'unknown-game',
    gameId: null,
    port: null,
    checkedAt: at,
    answeredAt: before?.answeredAt ?? null,
    failures: 0,
    error: null,
    answer: before?.answer ?? null,
    ...change,
  };
}

/** What to ask this server's game, or its status when nothing is asked. */
function plan(
  state: GameWatchState,
  server: Server,
  setting: GameQuerySetting | undefined,
  at: number,
): Job | GameStatus {
  if (setting?.mode === 'off') return status(state, server.id, at, { state: 'off', gameId: setting.gameId });
  const address = splitAddress(server.address);
  if (!address) return status(state, server.id, at, { state: 'no-address' });
  const gameId = setting?.gameId ?? detectGame(server.game);
  if (!gameId) return status(state, server.id, at, { state: 'unknown-game' });
  const port = setting?.port ?? queryPortOf(gameId, address.port);
  const why = notQueryable(gameId);
  if (why) return status(state, server.id, at, { state: 'not-queryable', gameId, port, error: why });
  return { serverId: server.id, target: { gameId, host: address.host, port } };
}

/**
 * The cycle's jobs, the games of servers on boards first; with GAME_QUERIES_PER_SECOND, those that
 * fit its share over the interval: every board's, then the others in turns (by server, from where
 * the last cycle stopped). A game left out keeps its last status until its turn.
 */
function withinBudget(
  state: GameWatchState,
  jobs: Job[],
  onBoards: ReadonlySet<string>,
  statuses: Map<string, GameStatus>,
): Job[] {
  state.wanted = jobs.length;
  const boards = jobs.filter((j) => onBoards.has(j.serverId));
  const others = jobs.filter((j) => !onBoards.has(j.serverId));
  const rate = state.deps.budget?.rate();
  if (rate === undefined) return [...boards, ...others];
  const room = Math.floor(rate * (state.deps.intervalMs / 1000)) - boards.length;
  const byServer = [...others].sort((a, b) => a.serverId.localeCompare(b.serverId));
  const turn = new Set(takeTurns(byServer, room, state.cursor));
  for (const job of others) {
    const known = state.known.get(job.serverId);
    if (!turn.has(job) && known) statuses.set(job.serverId, known);
  }
  // Within each part, in the order planned: games that answered lately first.
  return [...boards, ...others.filter((j) => turn.has(j))];
}

/** A game that does not answer, and did not for a day, is asked again only after its pause. */
function restingUntil(state: GameWatchState, before: GameStatus | undefined, job: Job): number {
  if (before?.state !== 'not-answering' || before.failures === 0) return 0;
  if (before.gameId !== job.target.gameId || before.port !== job.target.port) return 0;
  if (before.answeredAt !== null && before.checkedAt - before.answeredAt < RECENT_ANSWER_MS) return 0;
  return before.checkedAt + Math.min(MAX_BACKOFF_MS, state.deps.intervalMs * 2 ** (before.failures - 1));
}

/** Runs the jobs, `concurrency` at a time: first attempts in order, then the retries. */
async function runJobs(
  state: GameWatchState,
  jobs: Job[],
  at: number,
  signal: AbortSignal,
): Promise<GameStatus[]> {
  const { deps } = state;
  const started = performance.now();
  // One listener on the caller's signal; each worker waiting for its turn listens to the cycle's.
  const cycle = new AbortController();
  setMaxListeners(0, cycle.signal);
  const giveUp = () => cycle.abort(signal.reason);
  if (signal.aborted) giveUp();
  else signal.addEventListener('abort', giveUp, { once: true });
  const run: JobRun = {
    at,
    signal: cycle.signal,
    queue: [...jobs],
    retries: [],
    done: [],
    lastAnswer: started,
  };
  state.querier ??= deps.querier();
  await Promise.all(
    Array.from({ length: Math.min(deps.concurrency ?? QUERY_CONCURRENCY, jobs.length) }, () =>
      worker(state, run),
    ),
  );
  signal.removeEventListener('abort', giveUp);
  deps.metrics?.gameQueryCycle.set({ until: 'last_answer' }, (run.lastAnswer - started) / 1000);
  deps.metrics?.gameQueryCycle.set({ until: 'end' }, (performance.now() - started) / 1000);
  return run.done;
}

/** One of the cycle's sockets: takes the next job until none is left; a failed first attempt is retried once. */
async function worker(state: GameWatchState, run: JobRun): Promise<void> {
  for (;;) {
    const job = run.signal.aborted ? undefined : (run.queue.shift() ?? run.retries.shift());
    if (!job) return;
    const retry = job.failure !== undefined;
    try {
      run.done.push(await ask(state, job, run));
      run.lastAnswer = performance.now();
    } catch {
      if (run.signal.aborted) return;
      if (!retry) run.retries.push(job);
      else run.done.push(failed(state, job, run.at));
    }
  }
}

async function ask(state: GameWatchState, job: Job, run: JobRun): Promise<GameStatus> {
  const { deps } = state;
  const { at } = run;
  // The query's turn within GAME_QUERIES_PER_SECOND (given up with the cycle); its duration is
  // counted from its start.
  const release = await deps.budget?.admit('background', run.signal);
  const started = performance.now();
  let result: QueryFailure | 'answered' = 'answered';
  try {
    const answer = await (await state.querier!).query(job.target);
    return status(state, job.serverId, at, { state: 'answering', ...job.target, answeredAt: at, answer });
  } catch (err) {
    const failure =
      err instanceof GameQueryError ? err : new GameQueryError('error', 'the query failed unexpectedly');
    if (!(err instanceof GameQueryError)) deps.log.warn({ err, serverId: job.serverId }, 'game query failed');
    result = failure.kind;
    job.failure = failure;
    throw failure;
  } finally {
    release?.();
    deps.metrics?.gameQueries.inc({ result });
    deps.metrics?.gameQueryDuration.observe((performance.now() - started) / 1000);
  }
}

function failed(state: GameWatchState, job: Job, at: number): GameStatus {
  const before = state.known.get(job.serverId);
  const same = before?.gameId === job.target.gameId && before?.port === job.target.port;
  return status(state, job.serverId, at, {
    state: 'not-answering',
    ...job.target,
    failures: (same ? before.failures : 0) + 1,
    error: job.failure?.message ?? 'no answer',
  });
}
