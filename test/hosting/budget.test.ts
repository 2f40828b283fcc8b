import { describe, expect, it } from 'vitest';
import { createCallBudget, type Lane } from '../../src/hosting/budget.js';
import { useWorlds } from './setup.js';

const startWorld = useWorlds();

const never = new AbortController().signal;

describe('the provider call budget', () => {
  it('gives free slots to the most urgent lane first, then in order', async () => {
    const budget = createCallBudget({ concurrency: 1 });
    const order: string[] = [];
    const first = await budget.admit('background', never);
    const waiting = [
      ['background', 'bulk 1'],
      ['scheduled', 'restart'],
      ['interactive', 'member'],
      ['background', 'bulk 2'],
    ].map(async ([lane, name]) => {
      const release = await budget.admit(lane as 'background', never);
      order.push(name!);
      release();
    });
    first();
    await Promise.all(waiting);
    expect(order).toEqual(['member', 'restart', 'bulk 1', 'bulk 2']);
  });

  it('a caller that gives up leaves the line', async () => {
    const budget = createCallBudget({ concurrency: 1 });
    const release = await budget.admit('interactive', never);
    const controller = new AbortController();
    const leaving = budget.admit('interactive', controller.signal);
    controller.abort(new Error('gave up'));
    await expect(leaving).rejects.toThrow('gave up');
    release();
    // The slot went to nobody: the next caller is admitted at once.
    (await budget.admit('background', never))();
  });

  it('a 429 of one client holds the calls of another client on the same budget until Retry-After passed', async () => {
    const { sim, clientWith, server } = await startWorld();
    const budget = createCallBudget();
    const board = clientWith({ budget, lane: 'background', maxAttempts: 1 });
    const member = clientWith({ budget, lane: 'interactive' });
    sim.rateLimit({ retryAfter: 1, times: 1 });
    await expect(board.getResources(server.id)).rejects.toMatchObject({ status: 429 });
    const started = Date.now();
    await member.getServer(server.id);
    // Not sent into the limit: the member's call waited for the hold instead of earning a 429.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(sim.requests.map((r) => r.status)).toEqual([429, 200]);
  });

  it('a call that may not wait as long as the hold is refused at once, without a request', async () => {
    const { sim, clientWith, server } = await startWorld();
    const budget = createCallBudget();
    sim.rateLimit({ retryAfter: 30, times: 1 });
    await expect(clientWith({ budget, maxAttempts: 1 }).getServer(server.id)).rejects.toMatchObject({
      status: 429,
    });
    const started = Date.now();
    const err = await clientWith({ budget, timeoutMs: 2_000 })
      .getResources(server.id)
      .catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(500);
    expect(err).toMatchObject({ status: 429, code: 'RATE_LIMITED', op: 'getResources' });
    expect((err as { retryAfter: number }).retryAfter).toBeGreaterThan(25);
    expect(sim.requests).toHaveLength(1);
  });
});

/** A clock the test moves: sleeps end when `advance` passes their time. */
function fakeClock() {
  let at = 0;
  const timers: { until: number; done: () => void }[] = [];
  return {
    now: () => at,
    sleep: (ms: number) =>
      new Promise<void>((done) => {
        timers.push({ until: at + ms, done });
      }),
    /** Moves the clock by `ms` in steps of 1 ms, letting admitted callers run between steps. */
    async advance(ms: number): Promise<void> {
      for (let i = 0; i < ms; i++) {
        at += 1;
        for (const timer of timers.filter((t) => t.until <= at)) {
          timers.splice(timers.indexOf(timer), 1);
          timer.done();
        }
        for (let turn = 0; turn < 5; turn++) await Promise.resolve();
      }
    },
  };
}

describe('the provider call budget with a rate (PROVIDER_CALLS_PER_SECOND)', () => {
  /** Admits `count` calls of `lane`, each given back at once; records when each started. */
  function flood(
    budget: ReturnType<typeof createCallBudget>,
    clock: { now: () => number },
    lane: Lane,
    count: number,
  ) {
    const starts: number[] = [];
    for (let i = 0; i < count; i++)
      void budget.admit(lane, new AbortController().signal).then((release) => {
        starts.push(clock.now());
        release();
      });
    return starts;
  }

  it('spaces starts evenly: no second holds more than the rate (and one more), however many wait', async () => {
    const clock = fakeClock();
    const budget = createCallBudget({ ratePerSecond: 10, now: clock.now, sleep: clock.sleep });
    const starts = flood(budget, clock, 'background', 100);
    await clock.advance(3_000);
    // 10 per second from the first at 0: 0, 100, …, 3000 ms.
    expect(starts.length).toBeGreaterThanOrEqual(30);
    expect(starts.length).toBeLessThanOrEqual(31);
    for (let from = 0; from <= 2_000; from += 50)
      expect(starts.filter((t) => t >= from && t < from + 1_000).length).toBeLessThanOrEqual(10);
  });

  it('a member waits at most one turn behind a refresh loop that fills the rate', async () => {
    const clock = fakeClock();
    const budget = createCallBudget({ ratePerSecond: 5, now: clock.now, sleep: clock.sleep });
    flood(budget, clock, 'background', 50);
    await clock.advance(1_010);
    const member = flood(budget, clock, 'interactive', 1);
    await clock.advance(400);
    expect(member).toHaveLength(1);
    expect(member[0]! - 1_010).toBeLessThanOrEqual(200);
  });

  it('a smaller share (another instance came) slows the starts at once', async () => {
    const clock = fakeClock();
    const budget = createCallBudget({ ratePerSecond: 20, now: clock.now, sleep: clock.sleep });
    const starts = flood(budget, clock, 'background', 100);
    await clock.advance(1_000);
    budget.setRate(10);
    const before = starts.length;
    await clock.advance(2_000);
    expect(before).toBeGreaterThanOrEqual(20);
    expect(starts.length - before).toBeLessThanOrEqual(21);
    expect(budget.usage().started.background).toBe(starts.length);
  });
});
