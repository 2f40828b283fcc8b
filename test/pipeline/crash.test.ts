import { describe, expect, it } from 'vitest';
import { marker, useProcessWorld } from '../support/process-world.js';
import type { SimEvent } from '../support/provider-sim.js';
import { waitFor } from '../support/wait-for.js';

const startProcessWorld = useProcessWorld();

describe('killed mid-flood', () => {
  it('loses and doubles nothing: SIGKILL while 300 events flow in, restart on the same database, re-send the unacknowledged', async () => {
    const world = await startProcessWorld();
    const { fake, guild } = world;
    // Sending lags behind intake, so the kill finds messages prepared and in flight.
    fake.channelRateLimit(guild.alerts, { limit: 5, windowMs: 500 });
    const events = world.events(300);
    const acknowledged = new Set<string>();
    const deliver = async (list: SimEvent[], concurrency: number) => {
      let next = 0;
      const worker = async () => {
        while (next < list.length) {
          const event = list[next++]!;
          if ((await world.deliver(event)) === 200) acknowledged.add(event.id);
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
    };

    const first = await world.start();
    // Kill the instant Discord has created the eighth message (so the child most likely has not yet
    // marked its rows sent: the window the nonce must cover), at the latest with 200 of 300 in.
    const flood = deliver(events, 4);
    const deadline = Date.now() + 20_000;
    while (fake.messagesIn(guild.alerts).length < 8 && acknowledged.size < 200) {
      if (Date.now() > deadline) throw new Error(`nothing posted: ${first.stderr().slice(-1000)}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
    first.kill('SIGKILL');
    await flood;
    expect((await first.exited).signal).toBe('SIGKILL');
    const postedBeforeKill = fake.messagesIn(guild.alerts).length;
    expect(acknowledged.size).toBeLessThan(300);

    const second = await world.start();
    // The provider re-sends what was not acknowledged; at-least-once may repeat a few others too.
    await deliver([...events.filter((e) => !acknowledged.has(e.id)), ...events.slice(0, 10)], 8);
    expect(acknowledged.size).toBe(300);

    await waitFor(() => world.shown().size === 300, 30_000, 'every event in Discord');
    // Anything doubled would come with the last messages: give them a moment.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const found = world.shown();
    const lost = events.map((_, i) => marker(i)).filter((m) => !found.has(m));
    const doubled = [...found].filter(([, n]) => n > 1).map(([m]) => m);
    expect({ lost, doubled }).toEqual({ lost: [], doubled: [] });
    expect(postedBeforeKill).toBeGreaterThan(0);
    expect(fake.rejected).toEqual([]);

    second.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  }, 60_000);
});
