import { afterEach, describe, expect, it } from 'vitest';
import { createHostingClient } from '../../src/hosting/index.js';
import { createLogger } from '../../src/logger.js';
import {
  createRefresher,
  NOT_VISIBLE,
  type RefreshBatch,
  type RefresherDeps,
} from '../../src/watch/refresher.js';
import { type ProviderSim, startProviderSim } from '../support/provider-sim.js';
import { waitFor } from '../support/wait-for.js';

const BOT = 'zhb_test_refresher_bot_token';
const log = createLogger({ level: 'silent' });

interface Call {
  path: string;
  startedAt: number;
  endedAt?: number;
  status?: number;
}

let sim: ProviderSim | undefined;
const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  await sim?.close();
  sim = undefined;
});

/** The simulator with `n` servers the bot is installed on, and a refresher reading it. */
async function setup(
  n: number,
  watch: (ids: string[]) => { servers: string[]; withResources: string[] },
  extra: Partial<RefresherDeps> = {},
) {
  sim = await startProviderSim();
  const ids = Array.from({ length: n }, (_, i) => sim!.addServer({ name: `S${i}` }).id);
  sim.addBot({ token: BOT, installedOn: ids });
  const calls: Call[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const hosting = createHostingClient({
    baseUrl: sim.url,
    token: BOT,
    maxAttempts: 1,
    timeoutMs: 500,
    fetch: async (input, init) => {
      const call: Call = {
        path: new URL(String(input)).pathname.replace('/api/developer/v1', ''),
        startedAt: Date.now(),
      };
      calls.push(call);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        const response = await fetch(input, init);
        call.status = response.status;
        return response;
      } finally {
        inFlight -= 1;
        call.endedAt = Date.now();
      }
    },
  });
  const list = watch(ids);
  const batches: RefreshBatch[] = [];
  const refresher = createRefresher({
    hosting,
    watchList: () => ({ servers: new Set(list.servers), withResources: new Set(list.withResources) }),
    intervalMs: 3_600_000,
    log,
    retryMs: 0,
    ...extra,
  });
  refresher.subscribe((b) => batches.push(b));
  stops.push(() => refresher.stop());
  return { sim, ids, calls, batches, refresher, maxInFlight: () => maxInFlight };
}

describe('refresh loop against the provider simulator', () => {
  it('one cycle lists the servers once (100 per page) and reads the usage of each board server once, 4 at a time', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const t = await setup(150, (ids) => ({ servers: [...ids, unknown], withResources: ids.slice(0, 120) }));
    t.sim.fault({ path: /\/resources$/, delayMs: 20, times: Number.POSITIVE_INFINITY });
    t.ids.slice(0, 3).forEach((id, i) => {
      t.sim.setResources(id, { state: ['offline', 'starting', 'mystery'][i]! });
    });
    await t.refresher.runCycle();
    const paths = t.calls.map((c) => c.path);
    expect(paths.filter((p) => p === '/servers')).toHaveLength(2);
    const resources = paths.filter((p) => p.endsWith('/resources'));
    expect(resources).toHaveLength(120);
    expect(new Set(resources).size).toBe(120);
    expect(paths).toHaveLength(122);
    expect(t.maxInFlight()).toBe(4);
    const [batch, ...more] = t.batches;
    expect(more).toEqual([]);
    expect(batch).toMatchObject({ full: true, unreachableSince: null });
    const byId = new Map(batch!.snapshots.map((s) => [s.serverId, s]));
    expect(byId.size).toBe(151);
    expect(byId.get(unknown)).toMatchObject({ server: undefined, state: NOT_VISIBLE });
    expect(byId.get(t.ids[0]!)?.state).toEqual({ kind: 'down', label: 'offline' });
    expect(byId.get(t.ids[1]!)?.state).toEqual({ kind: 'starting', label: 'starting' });
    expect(byId.get(t.ids[2]!)?.state).toEqual({ kind: 'unknown', label: 'mystery' });
    // Without a board, the state comes from the list (powerState) and no usage is read.
    expect(byId.get(t.ids[140]!)).toMatchObject({
      resources: undefined,
      state: { kind: 'up', label: 'running' },
    });
  });

  it('429: every call waits the announced Retry-After, then the cycle carries on and reads everything', async () => {
    const t = await setup(12, (ids) => ({ servers: ids, withResources: ids }));
    t.sim.fault({ path: /\/resources$/, status: 429, retryAfter: 1, times: 1 });
    await t.refresher.runCycle();
    const limited = t.calls.find((c) => c.status === 429)!;
    expect(limited).toBeDefined();
    // Calls started after the 429 came back waited the full second.
    const after = t.calls.filter((c) => c.startedAt >= limited.endedAt!);
    expect(after.length).toBeGreaterThan(0);
    for (const call of after) expect(call.startedAt - limited.endedAt!).toBeGreaterThanOrEqual(990);
    const snapshots = t.batches[0]!.snapshots;
    expect(snapshots.filter((s) => s.resources !== undefined)).toHaveLength(12);
  });

  it('provider down: every batch says since the first failure; the cycles back off, and recovery clears it', async () => {
    let clock = 1_000_000;
    const t = await setup(2, (ids) => ({ servers: ids, withResources: ids }), {
      intervalMs: 20,
      maxBackoffMs: 10_000,
      now: () => clock++,
    });
    t.sim.fault({ path: '/servers', status: 500, times: Number.POSITIVE_INFINITY });
    t.refresher.start();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const failed = t.batches;
    expect(failed.length).toBeGreaterThanOrEqual(3);
    expect(new Set(failed.map((b) => b.unreachableSince))).toEqual(new Set([failed[0]!.at]));
    expect(failed.every((b) => b.snapshots.length === 0)).toBe(true);
    // Without backing off, a 20 ms interval would have made ~50 cycles in this time.
    expect(failed.length).toBeLessThanOrEqual(8);
    const starts = t.calls.filter((c) => c.path === '/servers').map((c) => c.startedAt);
    const cycleStarts = starts.filter((_, i) => i % 2 === 0); // each cycle tries a 5xx twice
    const gaps = cycleStarts.slice(1).map((at, i) => at - cycleStarts[i]!);
    expect(gaps.at(-1)!).toBeGreaterThanOrEqual(gaps[0]! * 3);

    t.sim.clearFaults();
    await t.refresher.runCycle();
    expect(t.batches.at(-1)).toMatchObject({ unreachableSince: null, full: true });
    expect(t.refresher.unreachableSince()).toBeNull();
  });

  it('a timeout counts as unreachable too', async () => {
    const t = await setup(1, (ids) => ({ servers: ids, withResources: ids }));
    t.sim.fault({ path: '/servers', delayMs: 800, times: 2 });
    await t.refresher.runCycle();
    expect(t.batches[0]).toMatchObject({ full: true, snapshots: [], unreachableSince: expect.any(Number) });
  });

  it('early refresh: asks within the debounce go out together, one server read and its usage; others are ignored', async () => {
    const t = await setup(3, (ids) => ({ servers: ids.slice(0, 2), withResources: [ids[0]!] }));
    t.refresher.start();
    await t.refresher.idle();
    const before = t.calls.length;
    t.refresher.refreshSoon([t.ids[0]!]);
    t.refresher.refreshSoon([t.ids[0]!, t.ids[1]!, t.ids[2]!]);
    await t.refresher.idle();
    expect(
      t.calls
        .slice(before)
        .map((c) => c.path)
        .sort(),
    ).toEqual([`/servers/${t.ids[0]}`, `/servers/${t.ids[0]}/resources`, `/servers/${t.ids[1]}`].sort());
    const early = t.batches.filter((b) => !b.full);
    expect(early).toHaveLength(1);
    expect(early[0]!.snapshots.map((s) => s.serverId).sort()).toEqual([t.ids[0], t.ids[1]].sort());
  });

  it('early refresh: reads the watch list of its servers alone, never the whole list', async () => {
    const asked: string[][] = [];
    let wholeLists = 0;
    const t = await setup(3, () => ({ servers: [], withResources: [] }), {
      watchList: () => {
        wholeLists += 1;
        return { servers: new Set(), withResources: new Set() };
      },
      // The third server is no longer linked anywhere.
      watchListOf: async (serverIds) => {
        asked.push([...serverIds].sort());
        const watched = new Set(serverIds.filter((id) => id !== t.ids[2]));
        return { servers: watched, withResources: watched };
      },
    });
    t.refresher.start();
    await t.refresher.idle();
    const cycles = wholeLists;
    const before = t.calls.length;
    t.refresher.refreshSoon([t.ids[1]!, t.ids[2]!]);
    await t.refresher.idle();
    expect(wholeLists).toBe(cycles);
    expect(asked).toEqual([[t.ids[1]!, t.ids[2]!].sort()]);
    expect(
      t.calls
        .slice(before)
        .map((c) => c.path)
        .sort(),
    ).toEqual([`/servers/${t.ids[1]}`, `/servers/${t.ids[1]}/resources`].sort());
  });

  it('paused (another instance holds the watch lease): a cycle under way hands nothing out, early refreshes are not made; start resumes', async () => {
    const t = await setup(3, (ids) => ({ servers: ids, withResources: ids }));
    t.sim.fault({ path: /\/resources$/, delayMs: 100, times: 3 });
    t.refresher.start();
    await waitFor(() => t.calls.some((c) => c.path.endsWith('/resources')), 2000, 'the cycle to read usage');
    await t.refresher.pause();
    t.refresher.refreshSoon([t.ids[0]!]);
    await t.refresher.idle();
    expect(t.batches).toEqual([]);
    const callsWhilePaused = t.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(t.calls.length).toBe(callsWhilePaused);

    t.refresher.start();
    await waitFor(() => t.batches.length > 0, 2000, 'a batch after resuming');
    expect(t.batches[0]).toMatchObject({ full: true });
    expect(t.batches[0]!.snapshots).toHaveLength(3);
  });
});
