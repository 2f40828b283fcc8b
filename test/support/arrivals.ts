import type { FakeGameServer } from './fake-game-servers.js';
import type { ProviderSim } from './provider-sim.js';

/**
 * The wall-clock time each request reaches the simulator from now on (its own clock is virtual
 * and may stand still): what a budget's tests count calls per second with.
 */
export function stampArrivals(sim: ProviderSim): number[] {
  const arrivals: number[] = [];
  const record = sim.requests.push.bind(sim.requests);
  sim.requests.push = (...items) => {
    arrivals.push(...items.map(() => Date.now()));
    return record(...items);
  };
  return arrivals;
}

/**
 * The wall-clock time each request reaches one of these fake games from now on, all games in one
 * list: what the game-query budget's tests count queries per second with (a Minecraft query is
 * one request, its handshake).
 */
export function stampGameArrivals(games: readonly Pick<FakeGameServer, 'onRequest'>[]): number[] {
  const arrivals: number[] = [];
  for (const game of games) game.onRequest(() => arrivals.push(Date.now()));
  return arrivals;
}

/** The most arrivals within any one second (windows starting at an arrival; `arrivals` in order). */
export function busiestSecond(arrivals: readonly number[]): number {
  let most = 0;
  let end = 0;
  for (const [k, from] of arrivals.entries()) {
    while (end < arrivals.length && arrivals[end]! < from + 1_000) end++;
    most = Math.max(most, end - k);
  }
  return most;
}
