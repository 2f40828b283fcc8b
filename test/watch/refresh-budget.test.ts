import { afterEach, describe, expect, it } from 'vitest';
import { createCallBudget, createHostingClient } from '../../src/hosting/index.js';
import { createLogger } from '../../src/logger.js';
import { createRefresher } from '../../src/watch/refresher.js';
import { type ProviderSim, startProviderSim } from '../support/provider-sim.js';

const BOT = 'zhb_test_refresh_budget_token';
const log = createLogger({ level: 'silent' });

let sim: ProviderSim | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

/** The servers whose resources the simulator was asked for, in the order asked, from `from` on. */
function resourcesAsked(from: number): string[] {
  return sim!.requests
    .slice(from)
    .filter((r) => r.path.endsWith('/resources'))
    .map((r) => r.path.split('/')[2]!);
}

describe('the refresh loop within PROVIDER_CALLS_PER_SECOND', () => {
  it('reads the servers on boards every cycle and first; the others in turns, as many as the calls left allow', async () => {
    sim = await startProviderSim();
    const ids = Array.from({ length: 35 }, (_, i) => sim!.addServer({ name: `S${i}` }).id);
    sim.addBot({ token: BOT, installedOn: ids });
    const onBoards = new Set(ids.slice(30));
    const others = ids.slice(0, 30);
    // 400 calls a second, so the test is quick: the cycle may make 18 calls (1 list, 5 on boards, 12 others).
    const budget = createCallBudget({ ratePerSecond: 400 });
    const hosting = createHostingClient({
      baseUrl: sim.url,
      token: BOT,
      maxAttempts: 1,
      budget,
      lane: 'background',
    });
    const refresher = createRefresher({
      hosting,
      watchList: () => ({ servers: new Set(ids), withResources: new Set(ids), onBoards }),
      intervalMs: 60_000,
      log,
      callsPerCycle: () => 18,
      // One call at a time: the order the simulator sees is the order they were queued in.
      concurrency: 1,
    });

    const seen: string[][] = [];
    for (let cycle = 0; cycle < 3; cycle++) {
      const from = sim.requests.length;
      await refresher.runCycle();
      const asked = resourcesAsked(from);
      expect(sim.requests.length - from).toBe(18);
      // Boards' servers first, every cycle.
      expect(new Set(asked.slice(0, 5))).toEqual(onBoards);
      seen.push(asked.slice(5));
      expect(refresher.lastCycle()).toMatchObject({ boards: 5, sampled: 12, others: 30 });
    }
    // The others in turns: 12, 12 more, then the last 6 and 6 of the first turn again.
    const [first, second, third] = seen.map((s) => new Set(s));
    expect(new Set([...first!, ...second!]).size).toBe(24);
    const left = others.filter((id) => !first!.has(id) && !second!.has(id));
    expect(left).toHaveLength(6);
    for (const id of left) expect(third!.has(id)).toBe(true);
    expect([...third!].filter((id) => first!.has(id))).toHaveLength(6);
    await refresher.stop();
  });

  it('without a limit, reads every linked server each cycle as before', async () => {
    sim = await startProviderSim();
    const ids = Array.from({ length: 6 }, (_, i) => sim!.addServer({ name: `S${i}` }).id);
    sim.addBot({ token: BOT, installedOn: ids });
    const hosting = createHostingClient({ baseUrl: sim.url, token: BOT, maxAttempts: 1 });
    const refresher = createRefresher({
      hosting,
      watchList: () => ({ servers: new Set(ids), withResources: new Set(ids), onBoards: new Set([ids[0]!]) }),
      intervalMs: 60_000,
      log,
    });
    await refresher.runCycle();
    expect(new Set(resourcesAsked(0))).toEqual(new Set(ids));
    await refresher.stop();
  });
});
