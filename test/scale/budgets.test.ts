import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { openPostgres } from '../../src/db/postgres.js';
import { busiestSecond, stampArrivals } from '../support/arrivals.js';
import { usePostgres } from '../support/postgres.js';
import { CHANNELS, metricOf, useScaleWorld } from './scale-world.js';

const postgres = usePostgres();
const startScaleWorld = useScaleWorld();

/** The budget all instances share: far less than three instances' refresh loops and commands ask. */
const RATE = 10;

describe('PROVIDER_CALLS_PER_SECOND across three instances on one PostgreSQL database', () => {
  it('the provider never sees more than the budget in a second (counted at the simulator); the refresh holder gets the larger share', async () => {
    const world = await startScaleWorld(await postgres.createDatabase(), { channelRateLimit: false });
    const { sim } = world;
    const arrivals = stampArrivals(sim);
    const env = { PROVIDER_CALLS_PER_SECOND: String(RATE) };
    // A refresh every 500 ms of 20 linked servers wants 21 calls: 42 a second, four times the budget.
    // The default wait before a share grows (2 s), as operators run it.
    const options = { watch: { refreshIntervalMs: 500 }, budgetShare: {} };
    const apps: App[] = [];
    for (const name of ['a', 'b', 'c'])
      apps.push(
        (
          await world.startApp(name, env, {
            ...options,
            leases: { instanceId: `host-${name}:1:${name.repeat(6)}` },
          })
        ).app,
      );
    const started = arrivals.length;

    // Members' commands on the two other instances: each asks about a server as fast as it may.
    let running = true;
    const holder = apps.find((app) => app.leases.held().includes('watch'))!;
    const members = apps
      .filter((app) => app !== holder)
      .map(async (app) => {
        for (let k = 0; running; k++) await app.hosting.getServer(world.servers[k % CHANNELS]!.id);
      });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    // By now every instance has read what the others want: the holder's share is the larger part.
    const budgets = await Promise.all(
      apps.map((app) => metricOf(app, 'hostcord_provider_budget_per_second')),
    );
    running = false;
    await Promise.all(members);

    const measured = arrivals.slice(started);
    // Each instance spaces its starts by its share; at a second's edge one more of each may fall in.
    expect(busiestSecond(measured)).toBeLessThanOrEqual(RATE + apps.length);
    // Over the whole run, no more than the budget (the window's start and end: one call each).
    const seconds = (measured.at(-1)! - measured[0]!) / 1000;
    expect(measured.length).toBeLessThanOrEqual(RATE * seconds + apps.length);
    // The budget was spent, not left idle: well above what one instance's equal share would start.
    expect(measured.length).toBeGreaterThan((RATE / apps.length) * seconds);
    expect(budgets.reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(RATE + 1e-9);
    for (const app of apps)
      if (app !== holder) expect(budgets[apps.indexOf(holder)]).toBeGreaterThan(budgets[apps.indexOf(app)]!);
  }, 60_000);

  it("asks for its refresh cycle's calls from its first cycle on, not once that cycle is over", async () => {
    const url = await postgres.createDatabase();
    const world = await startScaleWorld(url, { channelRateLimit: false, board: true });
    const db = await openPostgres(url);
    try {
      // 20 servers on a board every 500 ms want 21 calls a cycle, 47 a second; at 4 a second the
      // first cycle takes about 5 s, while the instance notes what it wants every second.
      const { app } = await world.startApp(
        'a',
        { PROVIDER_CALLS_PER_SECOND: '4' },
        { watch: { refreshIntervalMs: 500 } },
      );
      const wanted: number[] = [];
      while ((await metricOf(app, 'hostcord_refresh_cycle_seconds')) === 0) {
        const { rows } = await db.pool.query<{ note: string }>(
          "SELECT note FROM leases WHERE name LIKE 'instance:%' AND note IS NOT NULL",
        );
        for (const { note } of rows) wanted.push((JSON.parse(note) as { provider: number }).provider);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Before its first cycle was over, it asked for what a cycle every 500 ms needs (21 calls / 0.5 s,
      // members' tenth on top), not nothing: alone, or beside others, that is its share.
      expect(Math.max(...wanted)).toBeGreaterThan(40);
    } finally {
      await db.close();
    }
  }, 60_000);
});
