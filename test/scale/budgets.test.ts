import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
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
});
