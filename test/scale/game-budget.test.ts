import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { App } from '../../src/app.js';
import { busiestSecond, stampGameArrivals } from '../support/arrivals.js';
import { usePostgres } from '../support/postgres.js';
import { waitFor } from '../support/wait-for.js';
import { CHANNELS, metricOf, useScaleWorld } from './scale-world.js';

const postgres = usePostgres();
const startScaleWorld = useScaleWorld();

/** The budget all instances share: far less than the refresh loop asks for. */
const RATE = 10;
const SHARE = 'hostcord_game_query_budget_per_second';
const QUERIES = 'hostcord_game_queries_total';
/** More than the periodic work's lease TTL (30 s): a lease clock moved by it sees the holder's leases run out. */
const PAST_TTL_MS = 31_000;

/** The instances' shares of the budget now, together. */
async function sharesSum(apps: readonly App[]): Promise<number> {
  const shares = await Promise.all(apps.map((app) => metricOf(app, SHARE)));
  return shares.reduce((x, y) => x + y, 0);
}

/** Adds up the instances' shares (`apps` as it grows) every 100 ms until `stop`, which gives every sum. */
function sampleShares(apps: readonly App[]) {
  let sampling = true;
  const sums: number[] = [];
  const done = (async () => {
    for (; sampling; await sleep(100)) sums.push(await sharesSum(apps));
  })();
  return {
    async stop(): Promise<number[]> {
      sampling = false;
      await done;
      return sums;
    },
  };
}

/** Resolves at the first query after a pause of `pauseMs`: a refresh has just begun asking its games. */
async function refreshBegun(arrivals: readonly number[], pauseMs = 300): Promise<void> {
  await waitFor(() => Date.now() - (arrivals.at(-1) ?? 0) >= pauseMs, 10_000, 'a pause between refreshes');
  const before = arrivals.length;
  await waitFor(() => arrivals.length > before, 10_000, 'the next refresh to ask the games');
}

describe('GAME_QUERIES_PER_SECOND across three instances on one PostgreSQL database', () => {
  it('the games never see more than the budget in a second (counted at the fake games), also while `watch` moves mid-refresh', async () => {
    const world = await startScaleWorld(await postgres.createDatabase(), {
      channelRateLimit: false,
      games: true,
      // Every server on a board: each refresh asks all 20 games, whatever the budget.
      board: true,
    });
    const arrivals = stampGameArrivals(world.games);
    // A refresh every 500 ms of 20 games wants 40 queries a second, four times the budget. The
    // default wait before a share grows (2 s), as operators run it. Each instance's lease clock
    // can be moved; rounds every 250 ms, so a lease moves at once.
    const clocks = new Map<string, number>();
    const startApp = async (name: string) => {
      const { app } = await world.startApp(
        name,
        { GAME_QUERY: 'on', GAME_QUERIES_PER_SECOND: String(RATE) },
        {
          watch: { refreshIntervalMs: 500 },
          budgetShare: {},
          leases: {
            instanceId: `host-${name}:1:${name.repeat(6)}`,
            renewMs: 250,
            now: () => Date.now() + (clocks.get(name) ?? 0),
          },
        },
      );
      return app;
    };
    // Counted from the first instance's start: the others join beside it while it asks the games.
    const holder = await startApp('a');
    expect(holder.leases.held()).toContain('watch');
    const all = [holder];
    const sampler = sampleShares(all);
    onTestFinished(async () => {
      await sampler.stop();
    });
    const [successor, third] = await Promise.all([startApp('b'), startApp('c')]);
    all.push(successor, third);
    await sleep(2_000);

    // The holder stalls past its lease's TTL while a refresh has its games waiting, and another
    // instance takes `watch` (its lease clock says the holder's lease ran out): for a while both
    // ask games, the old holder finishing its refresh, the new one beginning its own.
    await refreshBegun(arrivals);
    clocks.set('b', PAST_TTL_MS);
    await waitFor(
      () => successor.leases.held().includes('watch') && !holder.leases.held().includes('watch'),
      5_000,
      '`watch` to move',
    );
    // Half a refresh's games asked by the new holder: at the share it gets once the others made room.
    await waitFor(
      async () => (await metricOf(successor, QUERIES)) >= CHANNELS / 2,
      15_000,
      'the new holder to ask the games',
    );
    const sums = await sampler.stop();

    const measured = [...arrivals];
    // Each instance spaces its starts by its share; at a second's edge one more of each may fall in.
    expect(busiestSecond(measured)).toBeLessThanOrEqual(RATE + all.length);
    // Over the whole run, no more than the budget (the window's start and end: one query each).
    const seconds = (measured.at(-1)! - measured[0]!) / 1000;
    expect(measured.length).toBeLessThanOrEqual(RATE * seconds + all.length);
    // The budget was spent, not left idle: well above what one instance's equal share would start.
    expect(measured.length).toBeGreaterThan((RATE / all.length) * seconds);
    expect(Math.max(...sums)).toBeLessThanOrEqual(RATE + 1e-9);
    // The new holder asks for what its refreshes need and got the larger part.
    expect(await metricOf(successor, SHARE)).toBeGreaterThan(await metricOf(holder, SHARE));
  }, 60_000);
});
