import type { GameStatus } from '../game-query/status.js';
import {
  HostingApiError,
  type HostingClient,
  isTokenRefusal,
  type Resources,
  type Server,
} from '../hosting/index.js';
import type { Logger } from '../logger.js';
import type { Priority } from './limiter.js';
import type { createPacedCalls } from './paced-calls.js';
import { classifyState, type ObservedState } from './state.js';

/**
 * What one refresh reads from the provider and hands out: the steps of a full cycle (the servers
 * listed, the games asked beside them, the resources of the watched ones read, the provider's
 * trouble recorded) and the read of one server in an early refresh; `publish` hands a batch to the
 * listeners. When refreshes run (pacing, backoff, debounce) is refresher.ts's.
 */

/** One server as one refresh saw it. */
export interface Snapshot {
  serverId: string;
  /** As listed (or read); undefined when the bot cannot see the server (any more). */
  server: Server | undefined;
  /** Live usage; undefined when not asked for, or the panel did not give it this time. */
  resources: Resources | undefined;
  state: ObservedState;
  /** When the refresh that saw it started (the injectable clock). */
  at: number;
}

/** What one refresh produced: every watched server (a full cycle), or the few an event concerned. */
export interface RefreshBatch {
  at: number;
  full: boolean;
  snapshots: Snapshot[];
  /** Since when the provider does not answer; null while it does. */
  unreachableSince: number | null;
  /**
   * A full cycle with game queries: what each game said, once the last one answered or timed out.
   * The batch itself does not wait for it (boards and incidents follow the panel at once, a game
   * that never answers holds back nothing); resolves with nothing when the loop was paused or
   * stopped meanwhile. Never rejects.
   */
  games?: Promise<ReadonlyMap<string, GameStatus> | undefined>;
}

/** Since when refreshes fail, and whether because the provider refuses hostcord's token. */
export interface ProviderTrouble {
  since: number;
  /** The provider answered, refusing HOSTING_TOKEN (not "unreachable"): see hosting/access.ts. */
  refused: boolean;
}

export interface WatchList {
  servers: ReadonlySet<string>;
  /** The servers whose usage is read (a resources call each): every linked one, for boards and history. */
  withResources: ReadonlySet<string>;
  /** The servers some status board shows: read first, and every cycle whatever the budget. */
  onBoards?: ReadonlySet<string>;
}

export interface RefresherDeps {
  /** A client that does not retry by itself (maxAttempts 1): the loop waits out 429s for all its calls. */
  hosting: Pick<HostingClient, 'listServers' | 'getServer' | 'getResources'>;
  /** Read at the start of each cycle (the links, in the database). */
  watchList: () => WatchList | Promise<WatchList>;
  /**
   * The part of the watch list some servers are in, read at each early refresh of them; without
   * it, `watchList`.
   */
  watchListOf?: (serverIds: string[]) => Promise<WatchList>;
  intervalMs: number;
  log: Logger;
  now?: () => number;
  /** Calls in flight at once (default 4). */
  concurrency?: number;
  /** The longest pause between cycles while the provider is down (default 5 × interval). */
  maxBackoffMs?: number;
  /** Early refreshes asked for within this long go out together (default 100 ms). */
  debounceMs?: number;
  /** The pause before a failed call (5xx, no answer) is tried once more (default 250 ms). */
  retryMs?: number;
  /**
   * Asks the games of the servers a full cycle lists (src/game-query), beside the provider calls;
   * the batch is handed out without waiting for it (`RefreshBatch.games`), the next cycle is not
   * started before it is done. Absent with GAME_QUERY=off.
   */
  probe?: (
    servers: Server[],
    at: number,
    onBoards?: ReadonlySet<string>,
    signal?: AbortSignal,
  ) => Promise<ReadonlyMap<string, GameStatus>>;
  /**
   * The provider calls one cycle may make (this instance's share of PROVIDER_CALLS_PER_SECOND over
   * the interval, less what members need); undefined: no limit. Servers on boards are read every
   * cycle; the other linked servers' usage is read in turns, as many a cycle as fit (refresh-plan.ts).
   */
  callsPerCycle?: () => number | undefined;
}

export const NOT_VISIBLE: ObservedState = { kind: 'unknown', label: 'not visible to the bot' };

export type PacedCalls = ReturnType<typeof createPacedCalls>;

/** What reading and handing out a refresh needs of the loop's state (refresher.ts). */
export interface ReadingState {
  readonly deps: RefresherDeps;
  readonly log: Logger;
  readonly listeners: Set<(batch: RefreshBatch) => void>;
  /** Per server, the number of the newest refresh whose reading was handed out. */
  readonly seenIn: Map<string, number>;
  /** Made anew when a stopped loop starts again. */
  calls: PacedCalls;
  /** Ends calls in flight when hostcord stops. */
  abort: AbortController;
  unreachableSince: number | null;
  /** The last failed cycle was refused the token (its log line is the token access's). */
  refused: boolean;
  /** Failed cycles in a row: the pause before the next one grows with them. */
  failures: number;
  /** Nothing is read or handed out once stopped. */
  stopped: boolean;
  /** Between `pause` and the next `start`. */
  paused: boolean;
}

/** Every server hostcord can see, 100 per page (spec, endpoint 2). */
export async function listServers(state: ReadingState): Promise<Server[]> {
  const servers: Server[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await state.calls.call(
      () => state.deps.hosting.listServers({ limit: 100, cursor, signal: state.abort.signal }),
      'low',
    );
    servers.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor);
  return servers;
}

/**
 * The list failed: a 429 skips the cycle; anything else counts towards the backoff, and an empty
 * batch tells the boards since when (and whether because the token is refused).
 */
export function recordCycleFailure(state: ReadingState, err: unknown, at: number, number: number): void {
  // Paused or stopped: the calls were given up, the provider did not fail.
  if (!handsOut(state)) return;
  const { log } = state;
  if (err instanceof HostingApiError && err.status === 429) {
    log.warn({ retryAfter: err.retryAfter }, 'provider keeps rate limiting: this board refresh is skipped');
    return;
  }
  state.failures += 1;
  state.unreachableSince ??= at;
  state.refused = isTokenRefusal(err);
  if (state.refused)
    log.debug(
      { err, failures: state.failures },
      'provider refuses the token: boards show it, refreshes back off',
    );
  else
    log.warn({ err, failures: state.failures }, 'provider unreachable: boards show it, refreshes back off');
  publish(state, { at, full: true, snapshots: [], unreachableSince: state.unreachableSince }, number);
}

/** The list came: the provider answers (again), the backoff starts over. */
export function recordProviderAnswers(state: ReadingState): void {
  if (state.unreachableSince !== null)
    state.log.info({ since: state.unreachableSince }, 'provider answers again');
  state.failures = 0;
  state.unreachableSince = null;
}

/** The games of the watched servers the provider lists, asked beside the panel (not awaited here). */
export function askGames(
  state: ReadingState,
  list: WatchList,
  byId: ReadonlyMap<string, Server>,
  at: number,
): Promise<ReadonlyMap<string, GameStatus>> | undefined {
  const listed = [...list.servers].flatMap((id) => byId.get(id) ?? []);
  return state.deps.probe?.(listed, at, list.onBoards, state.abort.signal);
}

/** Each watched server as listed, with its resources when asked for; not visible when not listed. */
export function readResources(
  state: ReadingState,
  list: WatchList,
  byId: ReadonlyMap<string, Server>,
  at: number,
): Promise<Snapshot[]> {
  // Queued in this order: the servers on boards get their turns first.
  const onBoards = list.onBoards ?? new Set<string>();
  const ordered = [...list.servers].sort((x, y) => Number(onBoards.has(y)) - Number(onBoards.has(x)));
  return Promise.all(
    ordered.map(async (serverId): Promise<Snapshot> => {
      const server = byId.get(serverId);
      if (!server) return { serverId, server: undefined, resources: undefined, state: NOT_VISIBLE, at };
      const resources = list.withResources.has(serverId)
        ? await resourcesOf(state, serverId, 'low')
        : undefined;
      return snapshotOf(serverId, server, resources, at);
    }),
  );
}

/** The games' answers as the batch carries them: nothing when paused or stopped meanwhile; never rejects. */
export function gamesToHandOut(
  state: ReadingState,
  probe: Promise<ReadonlyMap<string, GameStatus>> | undefined,
): Promise<ReadonlyMap<string, GameStatus> | undefined> | undefined {
  return probe?.then(
    (answers) => (handsOut(state) ? answers : undefined),
    (err: unknown) => {
      state.log.error({ err }, 'game queries of this cycle failed unexpectedly');
      return undefined;
    },
  );
}

/** Paused meanwhile (another instance refreshes now): what was read is not handed out. */
export function handsOut(state: ReadingState): boolean {
  return !state.stopped && !state.paused;
}

/** One server and its resources; not visible once the provider says 404, undefined on failure. */
export async function readOne(
  state: ReadingState,
  list: WatchList,
  serverId: string,
  at: number,
): Promise<Snapshot | undefined> {
  try {
    const [server, resources] = await Promise.all([
      state.calls.call(() => state.deps.hosting.getServer(serverId, { signal: state.abort.signal }), 'high'),
      list.withResources.has(serverId) ? resourcesOf(state, serverId, 'high') : undefined,
    ]);
    return snapshotOf(serverId, server, resources, at);
  } catch (err) {
    if (err instanceof HostingApiError && err.status === 404) {
      return { serverId, server: undefined, resources: undefined, state: NOT_VISIBLE, at };
    }
    state.log.info({ err, serverId }, 'early board refresh failed; the next cycle tries again');
    return undefined;
  }
}

/** Live usage, or undefined when the panel does not give it (not ready, hidden, failing). */
async function resourcesOf(
  state: ReadingState,
  serverId: string,
  priority: Priority,
): Promise<Resources | undefined> {
  try {
    return await state.calls.call(
      () => state.deps.hosting.getResources(serverId, { signal: state.abort.signal }),
      priority,
    );
  } catch (err) {
    state.log.debug({ err, serverId }, 'resources not available for the board');
    return undefined;
  }
}

function snapshotOf(
  serverId: string,
  server: Server,
  resources: Resources | undefined,
  at: number,
): Snapshot {
  const state = resources
    ? classifyState(resources.state, resources.isSuspended)
    : classifyState(server.powerState);
  return { serverId, server, resources, state, at };
}

/** Hands a batch out; `number` orders refreshes by when they started reading. */
export function publish(state: ReadingState, batch: RefreshBatch, number: number): void {
  // A slow full cycle must not overwrite what a later early refresh saw.
  const fresh = batch.snapshots.filter((s) => (state.seenIn.get(s.serverId) ?? 0) <= number);
  for (const s of fresh) state.seenIn.set(s.serverId, number);
  for (const listener of state.listeners) {
    try {
      listener({ ...batch, snapshots: fresh });
    } catch (err) {
      state.log.error({ err }, 'a board refresh listener failed');
    }
  }
}
