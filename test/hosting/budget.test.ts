import { describe, expect, it } from 'vitest';
import { createCallBudget } from '../../src/hosting/budget.js';
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
