import { describe, expect, it } from 'vitest';
import { HostingApiError, HostingNetworkError } from '../../src/hosting/index.js';
import { freePort } from '../support/ports.js';
import { waitFor } from '../support/wait-for.js';
import { captureLog, rejectionOf, useWorlds } from './setup.js';

const startWorld = useWorlds();

// Retry rules (spec, Errors and Limits → Idempotency storage; DESIGN "The provider's API client").

describe('retries', () => {
  // Both wait a real second for Retry-After, so they run side by side.
  it.concurrent('honours Retry-After on 429 and then succeeds', async () => {
    const { sim, client, server } = await startWorld();
    sim.rateLimit({ retryAfter: 1, times: 1 });
    const started = Date.now();
    const found = await client.getServer(server.id);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(found.id).toBe(server.id);
    expect(sim.requests.map((r) => r.status)).toEqual([429, 200]);
  });

  it.concurrent('retries a 429 of a POST without a key too: the provider refused it before any effect', async () => {
    const { sim, client, server } = await startWorld();
    sim.rateLimit({ retryAfter: 1, times: 1 });
    const started = Date.now();
    await client.sendCommand(server.id, 'save-all');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(sim.requests.map((r) => r.status)).toEqual([429, 202]);
    expect(sim.effects.commands).toHaveLength(1);
  });

  it('retries a GET after a 500 and after a dropped connection', async () => {
    const { sim, client, server } = await startWorld();
    sim.fault({ path: `/servers/${server.id}/resources`, status: 500 });
    sim.fault({ path: `/servers/${server.id}/resources`, drop: true });
    await client.getResources(server.id);
    expect(sim.requests.map((r) => r.status)).toEqual([500, 0, 200]);
  });

  it('stops after maxAttempts', async () => {
    const { sim, clientWith, server } = await startWorld();
    sim.fault({ path: `/servers/${server.id}`, status: 503, times: Number.POSITIVE_INFINITY });
    const err = await rejectionOf(clientWith({ maxAttempts: 2 }).getServer(server.id));
    expect(err).toMatchObject({ status: 503 });
    expect(sim.requests).toHaveLength(2);
  });

  it('does not retry other 4xx', async () => {
    const { sim, client } = await startWorld();
    const hidden = sim.addServer();
    await rejectionOf(client.listActivity(hidden.id));
    expect(sim.requests).toHaveLength(1);
  });

  it('a keyed POST whose answer was lost (500 after the effect) is retried without doubling the effect', async () => {
    const { sim, clientWith, server } = await startWorld();
    const { log, entries } = captureLog();
    sim.fault({ path: `/servers/${server.id}/power`, status: 500, afterEffect: true });
    const result = await clientWith({ log }).power(
      server.id,
      { signal: 'restart' },
      { idempotencyKey: 'interaction-9' },
    );
    expect(sim.effects.power).toHaveLength(1);
    expect(result).toMatchObject({
      replayed: true,
      data: { signal: 'restart', jobId: sim.effects.power[0]?.jobId },
    });
    expect(sim.requests.map((r) => [r.status, r.headers['idempotency-key']])).toEqual([
      [500, 'interaction-9'],
      [202, 'interaction-9'],
    ]);
    expect(entries().find((e) => e.msg === 'hosting call' && e.replayed === true)).toMatchObject({
      attempt: 2,
    });
  });

  it('a keyed POST whose connection dropped after the effect is retried without doubling the effect', async () => {
    const { sim, client, server } = await startWorld();
    sim.fault({ path: `/servers/${server.id}/backups`, method: 'POST', drop: true, afterEffect: true });
    const result = await client.createBackup(server.id, { name: 'nightly' }, { idempotencyKey: 'backup-42' });
    expect(sim.effects.backups).toHaveLength(1);
    expect(result.replayed).toBe(true);
    expect(result.data).toEqual(sim.effects.backups[0]?.record);
    expect(sim.requests.map((r) => r.status)).toEqual([0, 202]);
  });

  it('a POST without a key is not retried on 500, even though the effect may have happened', async () => {
    const { sim, client, server } = await startWorld();
    sim.fault({ path: `/servers/${server.id}/power`, status: 500, afterEffect: true });
    const err = await rejectionOf(client.power(server.id, { signal: 'restart' }));
    expect(err).toBeInstanceOf(HostingApiError);
    expect(err).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    expect(sim.requests).toHaveLength(1);
    expect(sim.effects.power).toHaveLength(1);
  });

  it('a POST without a key is not retried after a dropped connection', async () => {
    const { sim, client, server } = await startWorld();
    sim.fault({ path: `/servers/${server.id}/commands`, drop: true });
    const err = await rejectionOf(client.sendCommand(server.id, 'stop'));
    expect(err).toBeInstanceOf(HostingNetworkError);
    expect(err).toMatchObject({ timedOut: false, aborted: false });
    expect(sim.requests).toHaveLength(1);
  });

  it('waits out 409 IDEMPOTENCY_IN_PROGRESS and receives the replay of the first request', async () => {
    const { sim, server, clientWith } = await startWorld();
    sim.fault({ path: `/servers/${server.id}/power`, delayMs: 300 });
    const first = clientWith({}).power(server.id, { signal: 'restart' }, { idempotencyKey: 'click' });
    await waitFor(() => sim.requests.length === 1, 2000, 'the first request');
    // Pinned jitter: the retries come 125, 375 and 875 ms after the first 409.
    const second = await clientWith({ maxAttempts: 6, random: () => 0 }).power(
      server.id,
      { signal: 'restart' },
      { idempotencyKey: 'click' },
    );
    const original = await first;
    expect(second).toMatchObject({ replayed: true, data: original.data });
    expect(original.replayed).toBe(false);
    expect(sim.effects.power).toHaveLength(1);
    const statuses = sim.requests.slice(1).map((r) => r.status);
    expect(statuses[0]).toBe(409);
    expect(statuses.at(-1)).toBe(202);
  });

  it('reports a refused connection as a network error after retrying the GET', async () => {
    const { clientWith } = await startWorld();
    const { log, entries } = captureLog();
    const err = await rejectionOf(clientWith({ baseUrl: `http://127.0.0.1:${await freePort()}`, log }).me());
    expect(err).toBeInstanceOf(HostingNetworkError);
    expect(err).toMatchObject({ timedOut: false, aborted: false, op: 'me' });
    expect(String((err as Error).message)).toMatch(/ECONNREFUSED/);
    expect(
      entries()
        .filter((e) => e.msg === 'hosting call failed')
        .map((e) => e.attempt),
    ).toEqual([1, 2, 3]);
  });
});
