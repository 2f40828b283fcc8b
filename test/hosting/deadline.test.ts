import { describe, expect, it } from 'vitest';
import { describeHostingError, HostingNetworkError } from '../../src/hosting/index.js';
import { rejectionOf, useWorlds } from './setup.js';

const startWorld = useWorlds();

// A Discord interaction has a budget: no call may keep its caller waiting past the deadline or
// past the caller's own signal (DESIGN, "The provider's API client").

async function networkError(promise: Promise<unknown>): Promise<HostingNetworkError> {
  const err = await rejectionOf(promise);
  expect(err).toBeInstanceOf(HostingNetworkError);
  return err as HostingNetworkError;
}

describe('deadline and abort', () => {
  it('gives up at the overall deadline against a slow provider', async () => {
    const { sim, clientWith, server } = await startWorld();
    sim.fault({ path: `/servers/${server.id}`, delayMs: 3_000 });
    const started = Date.now();
    const err = await networkError(clientWith({ timeoutMs: 250 }).getServer(server.id));
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(240);
    expect(elapsed).toBeLessThan(1_000);
    expect(err).toMatchObject({ timedOut: true, aborted: false, op: 'getServer' });
    expect(describeHostingError(err)).toMatch(/did not answer in time/);
    expect(sim.requests).toHaveLength(1);
  });

  it('does not start a retry wait that would end past the deadline', async () => {
    const { sim, clientWith, server } = await startWorld();
    sim.fault({ path: `/servers/${server.id}/activity`, status: 500, times: Number.POSITIVE_INFINITY });
    const client = clientWith({ timeoutMs: 300, maxAttempts: 10, random: () => 1 });
    const started = Date.now();
    // Waits would be 100, 200, 400 ms: the second one no longer fits into 300 ms.
    const err = await rejectionOf(client.listActivity(server.id));
    expect(Date.now() - started).toBeLessThan(300);
    expect(err).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    expect(sim.requests).toHaveLength(2);
  });

  it('stops when the caller budget (AbortSignal.timeout) runs out first', async () => {
    const { sim, client, server } = await startWorld();
    sim.fault({ path: `/servers/${server.id}/resources`, delayMs: 3_000 });
    const started = Date.now();
    const err = await networkError(client.getResources(server.id, { signal: AbortSignal.timeout(200) }));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(err).toMatchObject({ aborted: true, timedOut: true });
  });

  it('stops a POST when the caller aborts and does not retry it', async () => {
    const { sim, client, server } = await startWorld();
    sim.fault({ path: `/servers/${server.id}/power`, delayMs: 3_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const err = await networkError(
      client.power(server.id, { signal: 'start' }, { idempotencyKey: 'k-abort', signal: controller.signal }),
    );
    expect(err).toMatchObject({ aborted: true, timedOut: false });
    expect(describeHostingError(err)).toMatch(/cancelled/);
    expect(sim.requests).toHaveLength(1);
  });

  it('interrupts a retry wait when the caller aborts', async () => {
    const { sim, client } = await startWorld();
    sim.rateLimit({ retryAfter: 5, times: 1 });
    const started = Date.now();
    const err = await networkError(client.me({ signal: AbortSignal.timeout(150) }));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(err.aborted).toBe(true);
    expect(sim.requests).toHaveLength(1);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const { sim, client } = await startWorld();
    const err = await networkError(client.listServers({ signal: AbortSignal.abort() }));
    expect(err.aborted).toBe(true);
    expect(sim.requests).toHaveLength(0);
  });

  it('uses the injected sleep for waits between attempts', async () => {
    const { sim, clientWith, server } = await startWorld();
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
    };
    sim.fault({ path: `/servers/${server.id}`, status: 500, times: 2 });
    await clientWith({ sleep, random: () => 1 }).getServer(server.id);
    expect(waits).toEqual([100, 200]);
  });
});
