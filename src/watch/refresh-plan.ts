import { type TurnCursor, takeTurns } from '../turns.js';
import type { WatchList } from './refresh-reads.js';

/**
 * Which servers' usage one full cycle reads, within the provider calls it may make
 * (PROVIDER_CALLS_PER_SECOND's share over the interval). Servers on boards are read every cycle:
 * what a board shows is what BOARD_REFRESH_SECONDS promises. The other linked servers (history,
 * incidents) are read in turns, as many as the calls left allow, from where the last cycle
 * stopped: with a fleet larger than the budget each is read every few cycles, the cycle itself
 * never bursts past the rate. The rest are still listed (their state comes with the list).
 */
export interface RefreshPlan {
  list: WatchList;
  /** Servers on boards whose usage this cycle reads. */
  boards: number;
  /** Other linked servers read this cycle, and how many there are. */
  sampled: number;
  others: number;
  /** The calls a cycle reading every linked server would make (the list and every usage read). */
  wanted: number;
}

/** Members and planned restarts keep this part of the provider budget whatever the fleet's size. */
export const KEPT_FOR_MEMBERS = 0.1;

/** The provider calls one refresh cycle may make: a rate over the interval, less the members' part. */
export function callsPerCycle(perSecond: number, intervalMs: number): number {
  return perSecond * (intervalMs / 1000) * (1 - KEPT_FOR_MEMBERS);
}

/** A cycle's calls before its usage reads: the list, 100 servers a page. */
export function listCalls(listed: number): number {
  return Math.max(1, Math.ceil(listed / 100));
}

export type SampleCursor = TurnCursor;

/**
 * The calls a full cycle reading every linked server makes: the list (the provider lists about the
 * linked servers; `listed` once it answered) and a usage read for each.
 */
export function wantedCalls(list: WatchList, listed = list.servers.size): number {
  return listCalls(listed) + list.withResources.size;
}

export function planCycle(
  list: WatchList,
  listCalls: number,
  callsPerCycle: number | undefined,
  cursor: SampleCursor,
): RefreshPlan {
  const onBoards = list.onBoards ?? new Set<string>();
  const boards = [...list.withResources].filter((id) => onBoards.has(id));
  const others = [...list.withResources].filter((id) => !onBoards.has(id)).sort();
  const wanted = listCalls + boards.length + others.length;
  if (callsPerCycle === undefined)
    return { list, boards: boards.length, sampled: others.length, others: others.length, wanted };
  const sampled = takeTurns(others, callsPerCycle - listCalls - boards.length, cursor);
  return {
    list: { ...list, withResources: new Set([...boards, ...sampled]) },
    boards: boards.length,
    sampled: sampled.length,
    others: others.length,
    wanted,
  };
}

/**
 * The provider calls per second the refresh loop wants for a cycle every `intervalMs` that reads
 * every linked server, the members' part on top (what its instance asks of the shared budget).
 */
export function wantedPerSecond(wantedCalls: number, intervalMs: number): number {
  return wantedCalls / (intervalMs / 1000) / (1 - KEPT_FOR_MEMBERS);
}
