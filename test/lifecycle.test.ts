import { describe, expect, it } from 'vitest';
import { useProcessWorld } from './support/process-world.js';
import { waitFor } from './support/wait-for.js';

const startProcessWorld = useProcessWorld();

describe('process lifecycle', () => {
  it('stops on SIGTERM during a delivery flow with exit 0, loses nothing, and restarts cleanly', async () => {
    const { fake, guild, start, events, deliver, shown } = await startProcessWorld();
    // Slow Discord down so that alerts are still waiting and in flight when the signal comes.
    fake.channelRateLimit(guild.alerts, { limit: 2, windowMs: 400 });
    const first = await start();
    const all = events(120, 'Backup');
    const acknowledged = new Set<string>();
    let next = 0;
    const sender = (async () => {
      while (next < all.length) {
        const event = all[next++]!;
        if ((await deliver(event)) === 200) acknowledged.add(event.id);
      }
    })();
    await waitFor(
      () => fake.messagesIn(guild.alerts).length >= 2 && acknowledged.size >= 40,
      20_000,
      'a flow under way',
    );
    first.kill('SIGTERM');
    const exit = await first.exited;
    await sender;
    expect(exit.code).toBe(0);
    expect(first.stdout()).toMatch(/"msg":"stopped"/);
    expect(acknowledged.size).toBeLessThan(all.length);

    // The provider re-sends whatever was refused (503 while stopping) or not answered.
    const second = await start();
    for (const event of all.filter((e) => !acknowledged.has(e.id))) {
      expect(await deliver(event)).toBe(200);
    }
    await waitFor(() => shown().size === all.length, 30_000, 'every event in Discord');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const doubled = [...shown()].filter(([, n]) => n > 1);
    expect(doubled).toEqual([]);
    expect(fake.rejected).toEqual([]);

    second.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  }, 90_000);

  it('exits at once, non-zero, on a second signal while stopping', async () => {
    const { fake, guild, start, events, deliver } = await startProcessWorld();
    // One message per 30 s, not announced in advance: the second message meets a 429 and waits
    // inside discord.js's queue, in flight, so stopping would wait out its grace period.
    fake.channelRateLimit(guild.alerts, { limit: 1, windowMs: 30_000, advertise: false });
    const child = await start();
    const [a, b] = events(2);
    await deliver(a!);
    await waitFor(() => fake.messagesIn(guild.alerts).length === 1, 10_000, 'the first message');
    await deliver(b!);
    await waitFor(() => fake.rateLimited.length >= 1, 10_000, 'a send held by the rate limit');
    child.kill('SIGTERM');
    await waitFor(() => child.stdout().includes('shutting down'), 5000, 'shutdown to begin');
    child.kill('SIGTERM');
    const exit = await child.exited;
    expect(exit.code).toBe(1);
    expect(child.stdout()).toMatch(/second signal: exiting now/);
  }, 60_000);
});
