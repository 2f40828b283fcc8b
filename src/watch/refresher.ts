import { backoffDelay } from '../backoff.js';
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
import { createPacedCalls } from './paced-calls.js';
import { classifyState, type ObservedState } from './state.js';

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
}

export interface RefresherDeps {
  /** A client that does not retry by itself (maxAttempts 1): the loop waits out 429s for all its calls. */
  hosting: Pick<HostingClient, 'listServers' | 'getServer' | 'getResources'>;
  /** Read at the start of each cycle and early refresh (the links, in the database). */
  watchList: () => WatchList | Promise<WatchList>;
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
  probe?: (servers: Server[], at: number) => Promise<ReadonlyMap<string, GameStatus>>;
}

export const NOT_VISIBLE: ObservedState = { kind: 'unknown', label: 'not visible to the bot' };

/**
 * The one loop that reads what boards and incidents need. A cycle lists the servers once (spec,
 * endpoint 2, 100 per page), then reads the resources of each server in `withResources`, a few at a
 * time. A 429 pauses every call until its `Retry-After` has passed; a provider that does not answer
 * makes the cycles back off, and each batch says since when it is unreachable. Events and power
 * actions ask for an early refresh of the servers concerned (endpoints 3 and 5 for each).
 */
export function createRefresher(deps: RefresherDeps) {
  const now = deps.now ?? Date.now;
  const { log } = deps;
  const pacedCalls = () =>
    createPacedCalls({
      concurrency: deps.concurrency ?? 4,
      log,
      ...(deps.retryMs !== undefined && { retryMs: deps.retryMs }),
    });
  let calls = pacedCalls();
  const maxBackoffMs = deps.maxBackoffMs ?? deps.intervalMs * 5;
  const listeners = new Set<(batch: RefreshBatch) => void>();
  /** Per server, the number of the newest refresh whose reading was handed out. */
  const seenIn = new Map<string, number>();
  let refreshes = 0;
  const pending = new Set<string>();
  let unreachableSince: number | null = null;
  /** The last failed cycle was refused the token (its log line is the token access's). */
  let refused = false;
  let failures = 0;
  /** Cycles follow each other once started; nothing is read or handed out once stopped. */
  let started = false;
  let stopped = false;
  /** Between `pause` and the next `start`. */
  let paused = false;
  let cycleTimer: NodeJS.Timeout | undefined;
  let earlyTimer: NodeJS.Timeout | undefined;
  let cycleRunning: Promise<void> | undefined;
  /** Ends calls in flight when hostcord stops. */
  let abort = new AbortController();
  let earlyRunning: Promise<void> | undefined;

  async function listServers(): Promise<Server[]> {
    const servers: Server[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await calls.call(
        () => deps.hosting.listServers({ limit: 100, cursor, signal: abort.signal }),
        'low',
      );
      servers.push(...page.data);
      cursor = page.nextCursor;
    } while (cursor);
    return servers;
  }

  /** Live usage, or undefined when the panel does not give it (not ready, hidden, failing). */
  async function resourcesOf(serverId: string, priority: Priority): Promise<Resources | undefined> {
    try {
      return await calls.call(() => deps.hosting.getResources(serverId, { signal: abort.signal }), priority);
    } catch (err) {
      log.debug({ err, serverId }, 'resources not available for the board');
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
  function emit(batch: RefreshBatch, number: number): void {
    // A slow full cycle must not overwrite what a later early refresh saw.
    const fresh = batch.snapshots.filter((s) => (seenIn.get(s.serverId) ?? 0) <= number);
    for (const s of fresh) seenIn.set(s.serverId, number);
    for (const listener of listeners) {
      try {
        listener({ ...batch, snapshots: fresh });
      } catch (err) {
        log.error({ err }, 'a board refresh listener failed');
      }
    }
  }

  async function cycle(): Promise<void> {
    const at = now();
    const number = ++refreshes;
    const list = await deps.watchList();
    let servers: Server[];
    try {
      servers = await listServers();
    } catch (err) {
      if (stopped) return;
      if (err instanceof HostingApiError && err.status === 429) {
        log.warn(
          { retryAfter: err.retryAfter },
          'provider keeps rate limiting: this board refresh is skipped',
        );
        return;
      }
      failures += 1;
      unreachableSince ??= at;
      refused = isTokenRefusal(err);
      if (refused)
        log.debug({ err, failures }, 'provider refuses the token: boards show it, refreshes back off');
      else log.warn({ err, failures }, 'provider unreachable: boards show it, refreshes back off');
      emit({ at, full: true, snapshots: [], unreachableSince }, number);
      return;
    }
    if (unreachableSince !== null) log.info({ since: unreachableSince }, 'provider answers again');
    failures = 0;
    unreachableSince = null;
    const byId = new Map(servers.map((s) => [s.id, s]));
    const listed = [...list.servers].flatMap((id) => byId.get(id) ?? []);
    const probe = deps.probe?.(listed, at);
    const snapshots = await Promise.all(
      [...list.servers].map(async (serverId): Promise<Snapshot> => {
        const server = byId.get(serverId);
        if (!server) return { serverId, server: undefined, resources: undefined, state: NOT_VISIBLE, at };
        const resources = list.withResources.has(serverId) ? await resourcesOf(serverId, 'low') : undefined;
        return snapshotOf(serverId, server, resources, at);
      }),
    );
    // Paused meanwhile (another instance refreshes now): what was read is not handed out.
    const handOut = () => !stopped && !paused;
    const games = probe?.then(
      (answers) => (handOut() ? answers : undefined),
      (err: unknown) => {
        log.error({ err }, 'game queries of this cycle failed unexpectedly');
        return undefined;
      },
    );
    if (handOut())
      emit({ at, full: true, snapshots, unreachableSince: null, ...(games && { games }) }, number);
    // The cycle ends with its slowest game: two probes never overlap.
    await games;
  }

  async function early(): Promise<void> {
    earlyTimer = undefined;
    const list = await deps.watchList();
    const ids = [...pending].filter((id) => list.servers.has(id));
    pending.clear();
    if (ids.length === 0) return;
    const at = now();
    const number = ++refreshes;
    const read = await Promise.all(
      ids.map(async (serverId): Promise<Snapshot | undefined> => {
        try {
          const [server, resources] = await Promise.all([
            calls.call(() => deps.hosting.getServer(serverId, { signal: abort.signal }), 'high'),
            list.withResources.has(serverId) ? resourcesOf(serverId, 'high') : undefined,
          ]);
          return snapshotOf(serverId, server, resources, at);
        } catch (err) {
          if (err instanceof HostingApiError && err.status === 404) {
            return { serverId, server: undefined, resources: undefined, state: NOT_VISIBLE, at };
          }
          log.info({ err, serverId }, 'early board refresh failed; the next cycle tries again');
          return undefined;
        }
      }),
    );
    if (stopped) return;
    const snapshots = read.filter((s): s is Snapshot => s !== undefined);
    // The provider answers again: a full cycle now, instead of at the end of the backoff.
    if (snapshots.length > 0 && unreachableSince !== null && started) schedule(0);
    emit({ at, full: false, snapshots, unreachableSince }, number);
  }

  function runEarly(): void {
    earlyRunning = early()
      .catch((err: unknown) => log.error({ err }, 'early board refresh failed unexpectedly'))
      .finally(() => {
        earlyRunning = undefined;
        if (pending.size > 0 && !stopped) earlyTimer ??= setTimeout(runEarly, deps.debounceMs ?? 100);
      });
  }

  function schedule(delayMs: number): void {
    clearTimeout(cycleTimer);
    cycleTimer = setTimeout(() => void runCycle(), delayMs);
  }

  /** Runs a full cycle now (or joins the one running), then schedules the next. */
  function runCycle(): Promise<void> {
    if (cycleRunning) return cycleRunning;
    clearTimeout(cycleTimer);
    cycleRunning = cycle()
      .catch((err: unknown) => log.error({ err }, 'board refresh failed unexpectedly'))
      .finally(() => {
        cycleRunning = undefined;
        if (!started || stopped) return;
        const backoff =
          failures > 0 ? backoffDelay(failures, { initialMs: deps.intervalMs, maxMs: maxBackoffMs }) : 0;
        schedule(Math.max(deps.intervalMs, backoff, calls.heldUntil() - Date.now()));
      });
    return cycleRunning;
  }

  return {
    start(): void {
      if (stopped) {
        stopped = false;
        abort = new AbortController();
        calls = pacedCalls();
      }
      started = true;
      paused = false;
      void runCycle();
    },
    /**
     * Stops the cycles (this instance lost the `watch` lease): a cycle under way hands nothing out,
     * early refreshes are no longer started; `start` resumes. Calls for `refreshNow` still go out.
     */
    async pause(): Promise<void> {
      started = false;
      paused = true;
      clearTimeout(cycleTimer);
      clearTimeout(earlyTimer);
      earlyTimer = undefined;
      pending.clear();
      await Promise.allSettled([cycleRunning, earlyRunning]);
    },
    async stop(): Promise<void> {
      stopped = true;
      abort.abort();
      calls.close();
      clearTimeout(cycleTimer);
      clearTimeout(earlyTimer);
      earlyTimer = undefined;
      await Promise.allSettled([cycleRunning, earlyRunning]);
    },
    runCycle,
    /** Refreshes these servers soon (within the debounce), outside the cycle; only once started. */
    refreshSoon(serverIds: Iterable<string>): void {
      // Not started (or paused): another instance holds the `watch` lease and refreshes.
      if (!started) return;
      for (const id of serverIds) pending.add(id);
      if (pending.size === 0 || stopped || earlyTimer || earlyRunning) return;
      earlyTimer = setTimeout(runEarly, deps.debounceMs ?? 100);
    },
    /** Refreshes these servers at once; resolves when their batch has been handed out. */
    async refreshNow(serverIds: Iterable<string>): Promise<void> {
      while (earlyRunning) await earlyRunning;
      for (const id of serverIds) pending.add(id);
      clearTimeout(earlyTimer);
      earlyTimer = undefined;
      runEarly();
      await earlyRunning;
    },
    /** Listens to every batch; returns the way to stop listening. */
    subscribe(listener: (batch: RefreshBatch) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    unreachableSince: () => unreachableSince,
    /** Since when refreshes fail and why, or null while they work: what boards say of the provider. */
    trouble: (): ProviderTrouble | null =>
      unreachableSince === null ? null : { since: unreachableSince, refused },
    /** Resolves once no refresh is running or waiting for its debounce (tests and benchmarks). */
    async idle(): Promise<void> {
      while (cycleRunning || earlyRunning || earlyTimer) {
        await Promise.allSettled([cycleRunning, earlyRunning]);
        if (earlyTimer && !earlyRunning) await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}

export type Refresher = ReturnType<typeof createRefresher>;
