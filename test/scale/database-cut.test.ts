import { describe, expect, it } from 'vitest';
import { usePostgres } from '../support/postgres.js';
import { useTcpProxy } from '../support/tcp-proxy.js';
import { waitFor } from '../support/wait-for.js';
import { CHANNELS, flaws, flood, NO_FLAWS, shownCount, useScaleWorld } from './scale-world.js';

const postgres = usePostgres();
const proxyTo = useTcpProxy();
const startScaleWorld = useScaleWorld();
const FLOOD = 1000;

describe('the database goes away mid-flood (two instances)', () => {
  it('webhooks answer 503 while it is gone; after it is back every acknowledged event, and every one sent again, is posted once', async () => {
    const direct = await postgres.createDatabase();
    const proxy = await proxyTo(Number(new URL(direct).port));
    const url = new URL(direct);
    url.port = String(proxy.port);
    // The links are stored directly; the instances reach the database through the proxy only.
    const world = await startScaleWorld(direct);
    const instances = [
      await world.startApp('a', { DATABASE_URL: url.toString() }),
      await world.startApp('b', { DATABASE_URL: url.toString() }),
    ];

    const events = world.events(FLOOD, 0);
    const acknowledged = new Set<string>();
    let cutAt = Number.POSITIVE_INFINITY;
    let restoredAt = Number.POSITIVE_INFINITY;
    /** Answers to deliveries sent and answered while the database was cut. */
    const whileCut: number[] = [];
    const refusedBy = new Set<number>();
    const sent = flood(
      world,
      events,
      // Half to each; a refused delivery is sent again, to the other instance first (the
      // provider's retry), until one takes it.
      (i) => (Math.floor(i / CHANNELS) % 2 === 0 ? instances : [...instances].reverse()),
      acknowledged,
      (status, sentAt, answeredAt) => {
        if (sentAt > cutAt && answeredAt < restoredAt) whileCut.push(status);
      },
    );
    await waitFor(() => acknowledged.size >= 300, 30_000, '300 events acknowledged');
    await proxy.cut();
    cutAt = performance.now();
    const ackedBeforeCut = acknowledged.size;
    // Both instances refuse while it is gone.
    for (const [k, instance] of instances.entries())
      await waitFor(
        async () => {
          const status = await world.deliver(events[0]!, instance);
          if (status === 503) refusedBy.add(k);
          return refusedBy.has(k);
        },
        20_000,
        `instance ${instance.name} to answer 503`,
      );
    await waitFor(() => whileCut.length >= 40, 20_000, '40 deliveries of the flood answered while cut');
    restoredAt = performance.now();
    await proxy.restore();
    await sent;

    expect(new Set(whileCut)).toEqual(new Set([503]));
    expect(ackedBeforeCut).toBeLessThan(FLOOD);
    expect(acknowledged.size).toBe(FLOOD);
    await waitFor(() => shownCount(world.shown(), 0, FLOOD) === FLOOD, 40_000, 'every event in Discord');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(flaws(world.shown(), 0, FLOOD)).toEqual(NO_FLAWS);
    expect(world.fake.rejected).toEqual([]);
    // Before the proxy closes: the instances give up their leases and stop, which waits for every
    // database connection to be given back (one kept by a transaction the cut broke never is).
    let stopped = 0;
    const stopping = Promise.all(instances.map((i) => i.stop().then(() => stopped++)));
    await waitFor(() => stopped === instances.length, 15_000, 'both instances to stop');
    await stopping;
  }, 90_000);
});
