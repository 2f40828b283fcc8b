import type { WatchedServer, WatchedServers } from '../db/watched-servers.js';
import type { GameStatus } from '../game-query/status.js';
import type { Resources, Server } from '../hosting/index.js';
import { writeInSlices } from '../slices.js';
import type { RefreshBatch, Snapshot } from './refresher.js';
import { isNotUp, type ObservedState } from './state.js';

/** What hostcord knows of a server now: its state, since when, and what the last refresh read. */
export interface Observed {
  serverId: string;
  state: ObservedState;
  stateSince: number;
  /** When it started (from the panel's uptime); null while not up. */
  upSince: number | null;
  /** When it was first seen not up after being up; null while up or never seen up. */
  downSince: number | null;
  observedAt: number;
  /** Refreshed since this process started (not only carried over from before a restart). */
  fresh: boolean;
  /** The name as last read (kept across restarts), null when never read. */
  name: string | null;
  /** As last read; undefined when not read since the start, or when the bot cannot see it. */
  server: Server | undefined;
  resources: Resources | undefined;
  /**
   * What the game said in the newest full cycle that asked it (it comes after that cycle's panel
   * reading, see `applyGames`); undefined until then.
   */
  game?: GameStatus | undefined;
}

export interface Change {
  before: Observed | undefined;
  after: Observed;
}

/**
 * A restart's start time moves by the time between the panel's measurement and ours; within this,
 * the earlier estimate is kept, so "up since" (and the board) does not change on every refresh.
 */
const UPTIME_TOLERANCE_MS = 2 * 60_000;

/** The observations this process holds, by server. */
type Current = Map<string, Observed>;

/** A full cycle's game answer, as applied: a server observed before (`applyGames`). */
export type GameChange = Change & { before: Observed };

/** The last observation of every watched server, as the watch reads and feeds it. */
export interface Observations {
  /** What the previous run stored; observations made since are kept. */
  load(): Promise<void>;
  /** Takes a batch in; returns each server's observation before and after it, once stored. */
  apply(batch: RefreshBatch): Promise<Change[]>;
  /** Takes in a full cycle's game answers (they follow its batch); returns each change they made. */
  applyGames(answers: ReadonlyMap<string, GameStatus>): GameChange[];
  get(serverId: string): Observed | undefined;
}

/**
 * The last observation of every watched server, in memory and in `watched_servers`, so "down
 * since" and an incident's grace period carry on across a restart of hostcord. `load` reads what
 * was stored before the first batch is applied.
 */
export function createObservations(store: WatchedServers): Observations {
  const current: Current = new Map();
  return {
    load: () => load(current, store),
    apply: (batch) => apply(current, store, batch),
    applyGames: (answers) => applyGames(current, answers),
    get: (serverId) => current.get(serverId),
  };
}

async function load(current: Current, store: WatchedServers): Promise<void> {
  for (const row of await store.all()) {
    if (current.has(row.serverId)) continue;
    current.set(row.serverId, {
      serverId: row.serverId,
      state: { kind: row.state as ObservedState['kind'], label: row.state },
      stateSince: row.stateSince,
      upSince: row.upSince,
      downSince: row.downSince,
      observedAt: row.observedAt,
      fresh: false,
      name: row.name,
      server: undefined,
      resources: undefined,
    });
  }
}

async function apply(current: Current, store: WatchedServers, batch: RefreshBatch): Promise<Change[]> {
  const changes: Change[] = [];
  const rows: WatchedServer[] = [];
  for (const snapshot of batch.snapshots) {
    const before = current.get(snapshot.serverId);
    const after = next(before, snapshot);
    current.set(after.serverId, after);
    changes.push({ before, after });
    if (storedChanged(before, after)) rows.push(rowOf(after));
  }
  await writeInSlices(rows, (batch) => store.saveAll(batch));
  return changes;
}

function applyGames(current: Current, answers: ReadonlyMap<string, GameStatus>): GameChange[] {
  const changes: GameChange[] = [];
  for (const [serverId, game] of answers) {
    const before = current.get(serverId);
    if (!before) continue;
    const after = { ...before, game };
    current.set(serverId, after);
    changes.push({ before, after });
  }
  return changes;
}

/** What a snapshot makes of the server's observation: since when, "up since" kept steady. */
function next(before: Observed | undefined, snapshot: Snapshot): Observed {
  const { state, at } = snapshot;
  const kind = state.kind;
  const sameKind = before?.state.kind === kind;
  let upSince: number | null = null;
  let downSince: number | null = before?.downSince ?? null;
  if (kind === 'up') {
    upSince = upSinceOf(before, snapshot, sameKind);
    downSince = null;
  } else if (isNotUp(kind)) {
    downSince = before?.state.kind === 'up' ? at : (before?.downSince ?? null);
  } else {
    upSince = before?.upSince ?? null;
  }
  return {
    serverId: snapshot.serverId,
    state,
    stateSince: sameKind && before ? before.stateSince : at,
    upSince,
    downSince,
    observedAt: at,
    fresh: true,
    name: snapshot.server?.name ?? before?.name ?? null,
    server: snapshot.server ?? before?.server,
    resources: snapshot.resources,
    game: before?.game,
  };
}

/** An up server's start, from the panel's uptime; the earlier estimate while within the tolerance. */
function upSinceOf(before: Observed | undefined, snapshot: Snapshot, sameKind: boolean): number {
  const { at } = snapshot;
  const uptime = snapshot.resources?.uptimeMs ?? 0;
  const estimate = uptime > 0 ? Math.floor((at - uptime) / 1000) * 1000 : null;
  const kept = sameKind ? (before?.upSince ?? null) : null;
  return kept !== null && (estimate === null || Math.abs(estimate - kept) <= UPTIME_TOLERANCE_MS)
    ? kept
    : (estimate ?? at);
}

/** Only what `watched_servers` keeps is written again (not the usage, not `observedAt` alone). */
function storedChanged(before: Observed | undefined, after: Observed): boolean {
  return (
    !before ||
    before.state.kind !== after.state.kind ||
    before.stateSince !== after.stateSince ||
    before.upSince !== after.upSince ||
    before.downSince !== after.downSince ||
    before.name !== after.name
  );
}

function rowOf(after: Observed): WatchedServer {
  return {
    serverId: after.serverId,
    state: after.state.kind,
    stateSince: after.stateSince,
    upSince: after.upSince,
    downSince: after.downSince,
    observedAt: after.observedAt,
    name: after.name,
  };
}
