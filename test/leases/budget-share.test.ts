import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLeases } from '../../src/db/leases.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { createCallBudget, createHostingClient } from '../../src/hosting/index.js';
import { createBudgetShare, DEFAULT_SETTLE_MS, divideBudget } from '../../src/leases/budget-share.js';
import { busiestSecond, stampArrivals } from '../support/arrivals.js';
import { useDatabases } from '../support/databases.js';
import { startProviderSim } from '../support/provider-sim.js';
import { waitFor } from '../support/wait-for.js';

const databases = useDatabases();
const log = pino({ level: 'silent' });

const RATE = 20;
const PERIOD_MS = 200;

describe('dividing a budget among instances by what each wants', () => {
  it('never more than the total; the one that asks more gets more; each keeps a floor for commands', () => {
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    // The refresh holder asks for 40 a second, two others for what their commands used.
    const [holder, b, c] = divideBudget(50, [40, 1, 0]);
    expect(holder! + b! + c!).toBeCloseTo(50, 9);
    expect(holder).toBeGreaterThan(40);
    // A tenth of the total, split evenly: 5 / 3 each at least.
    expect(c).toBeCloseTo(5 / 3, 9);
    expect(b).toBeGreaterThan(c!);
    // Nobody asks: even shares. Asking for far more than there is: still the total, in proportion.
    expect(divideBudget(30, [0, 0, 0])).toEqual([10, 10, 10]);
    const greedy = divideBudget(50, [1_000, 3_000]);
    expect(sum(greedy)).toBeCloseTo(50, 9);
    expect(greedy[1]! / greedy[0]!).toBeGreaterThan(2.5);
    expect(divideBudget(50, [])).toEqual([]);
  });
});

describe.each([
  ['SQLite', async () => createLeases(databases.sqlite().db)],
  ['PostgreSQL', async () => createLeases(postgresSql((await databases.postgres()).db))],
])('shares by demand on %s', (_name, open) => {
  it('the sum of the shares never exceeds the budget, and the refresh holder gets the larger part', async () => {
    const leases = await open();
    const total = 50;
    const wants: Record<string, number> = { a: 40, b: 1 };
    const applied: Record<string, number> = {};
    /** When each instance last read the others and applied its share. */
    const readAt: Record<string, number> = {};
    /**
     * The sum of all shares each time one is applied, while every instance's last read is under
     * the settle time old: the promise is for instances that read each other within it (a read
     * slower than that, on a busy machine, keeps an instance's old share: the design's known limit).
     */
    const sums: number[] = [];
    const share = (id: string) =>
      createBudgetShare({
        leases,
        instance: id,
        budgets: {
          provider: {
            total,
            wants: () => wants[id]!,
            apply: (perSecond) => {
              applied[id] = perSecond;
              readAt[id] = Date.now();
              const reading = Object.values(readAt).every((at) => Date.now() - at < DEFAULT_SETTLE_MS);
              if (reading) sums.push(Object.values(applied).reduce((x, y) => x + y, 0));
            },
          },
        },
        log,
        periodMs: 50,
        settleMs: DEFAULT_SETTLE_MS,
      });
    const a = share('a');
    await a.start();
    // Alone: the whole budget at once, without waiting.
    expect(applied.a).toBe(total);
    const b = share('b');
    await b.start();
    // A newcomer beside another takes nothing until the other has made room.
    expect(applied.b).toBe(0);
    await waitFor(() => (applied.b ?? 0) > 0 && applied.a! < total, 10_000, 'b to get its share');
    await new Promise((resolve) => setTimeout(resolve, 700));
    // Floors of 2.5 each; the other 45 by what they ask: 40 to 1.
    expect(applied.a).toBeCloseTo(2.5 + (45 * 40) / 41, 1);
    expect(applied.b).toBeCloseTo(2.5 + 45 / 41, 1);
    // The refresh loop moves to b: a shrinks at once, b grows once a has.
    wants.a = 1;
    wants.b = 40;
    await waitFor(() => applied.b! > 40, 10_000, 'b to grow');
    expect(applied.a).toBeLessThan(5);
    await a.stop();
    // Stopped: a starts no call any more.
    applied.a = 0;
    delete readAt.a;
    await waitFor(() => applied.b === total, 10_000, 'b to take the whole budget once a left');
    await b.stop();
    expect(sums.length).toBeGreaterThan(10);
    expect(Math.max(...sums)).toBeLessThanOrEqual(total + 1e-9);
  });
});

describe('PROVIDER_CALLS_PER_SECOND shared by two instances on PostgreSQL', () => {
  it('the two together never start more than the rate, even while the second joins', async () => {
    const sim = await startProviderSim();
    databases.onClose(() => sim.close());
    const server = sim.addServer();
    const bot = sim.addBot({ token: 'zhb_share_test_1', installedOn: [server.id] });
    const arrivals = stampArrivals(sim);
    const leases = createLeases(postgresSql((await databases.postgres()).db));

    let running = true;
    /** One instance: its budget, its share of the rate (the default wait to join), and a loop that always has calls waiting. */
    async function instance(id: string) {
      const budget = createCallBudget({ ratePerSecond: RATE });
      const share = createBudgetShare({
        leases,
        instance: id,
        budgets: {
          provider: { total: RATE, wants: () => RATE, apply: (perSecond) => budget.setRate(perSecond) },
        },
        log,
        periodMs: PERIOD_MS,
        settleMs: PERIOD_MS * 2,
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
    expect(busiestSecond(arrivals)).toBeLessThanOrEqual(RATE + 2);
    expect(a.share.state()).toEqual({ live: 2, shares: { provider: RATE / 2 } });
    expect(b.share.state()).toEqual({ live: 2, shares: { provider: RATE / 2 } });
    // Both used their shares once the second joined (the rate is a ceiling, not a starvation).
    expect(b.calls.count).toBeGreaterThan(RATE / 2);
    // Three seconds at RATE: most of them were spent (well above the half a single share gives).
    expect(arrivals.length).toBeGreaterThan(RATE * 2);
  });
});
