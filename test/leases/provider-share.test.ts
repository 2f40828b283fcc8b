import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLeases } from '../../src/db/leases.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { createCallBudget, createHostingClient } from '../../src/hosting/index.js';
import { createProviderShare } from '../../src/leases/provider-share.js';
import { useDatabases } from '../support/databases.js';
import { startProviderSim } from '../support/provider-sim.js';

const databases = useDatabases();
const log = pino({ level: 'silent' });

const RATE = 20;
const PERIOD_MS = 200;

/** The most requests that arrived at the simulator within any `windowMs` (wall clock, 10 ms steps). */
function busiestWindow(arrivals: number[], windowMs: number): number {
  let most = 0;
  for (let from = arrivals[0]!; from <= arrivals.at(-1)!; from += 10)
    most = Math.max(most, arrivals.filter((t) => t >= from && t < from + windowMs).length);
  return most;
}

describe('PROVIDER_CALLS_PER_SECOND shared by two instances on PostgreSQL', () => {
  it('the two together never start more than the rate, even while the second joins', async () => {
    const sim = await startProviderSim();
    databases.onClose(() => sim.close());
    const server = sim.addServer();
    const bot = sim.addBot({ token: 'zhb_share_test_1', installedOn: [server.id] });
    // Stamped as each request reaches the simulator (its own clock is virtual and stands still).
    const arrivals: number[] = [];
    const record = sim.requests.push.bind(sim.requests);
    sim.requests.push = (...items) => {
      arrivals.push(...items.map(() => Date.now()));
      return record(...items);
    };
    const leases = createLeases(postgresSql((await databases.postgres()).db));

    let running = true;
    /** One instance: its budget, its share of the rate, and a refresh loop that always has calls waiting. */
    async function instance(id: string) {
      const budget = createCallBudget({ ratePerSecond: RATE });
      const share = createProviderShare({
        leases,
        instance: id,
        total: RATE,
        apply: (perSecond) => budget.setRate(perSecond),
        log,
        periodMs: PERIOD_MS,
      });
      await share.start();
      const client = createHostingClient({
        baseUrl: sim.url,
        token: bot.token,
        budget,
        lane: 'background',
        maxAttempts: 1,
      });
      const calls = { count: 0 };
      const loops = Array.from({ length: 8 }, async () => {
        while (running) {
          await client.getResources(server.id);
          calls.count += 1;
        }
      });
      return { share, calls, loops };
    }

    const a = await instance('host:1:aaaaaa');
    await new Promise((resolve) => setTimeout(resolve, 600));
    const b = await instance('host:2:bbbbbb');
    await new Promise((resolve) => setTimeout(resolve, 2_400));
    running = false;
    await Promise.all([...a.loops, ...b.loops]);
    await Promise.all([a.share.stop(), b.share.stop()]);

    // Each instance spaces its starts: at most its share in a second, and one more at the window's
    // edge, so two instances at most RATE + 2 in any second (however the machine delays answers).
    expect(busiestWindow(arrivals, 1_000)).toBeLessThanOrEqual(RATE + 2);
    expect(a.share.state()).toEqual({ live: 2, share: RATE / 2 });
    expect(b.share.state()).toEqual({ live: 2, share: RATE / 2 });
    // Both used their shares once the second joined (the rate is a ceiling, not a starvation).
    expect(b.calls.count).toBeGreaterThan(RATE / 2);
    // Three seconds at RATE: most of them were spent (well above the half a single share gives).
    expect(arrivals.length).toBeGreaterThan(RATE * 2);
  });
});
