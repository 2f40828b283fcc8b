import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLinks } from '../src/db/links.js';
import { openDatabase } from '../src/db/open.js';
import { marker, shownText } from './delivery/support/world.js';
import { guildFixture } from './support/bot-world.js';
import { startFakeDiscord } from './support/fake-discord.js';
import { freePort } from './support/ports.js';
import { type SimEvent, startProviderSim } from './support/provider-sim.js';
import { runMain, waitUntilHealthy } from './support/run-main.js';
import { useTempDir } from './support/temp-dir.js';
import { waitFor } from './support/wait-for.js';

const BOT = 'zhb_test_lifecycle_bot_token';
const SECRET = 'zhs_test_lifecycle_webhook_secret';
const tempDir = useTempDir();
const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

/** The real process (src/main.ts) against the provider simulator and the fake Discord. */
async function setup() {
  const sim = await startProviderSim({ now: Date.now() });
  cleanup.push(() => sim.close());
  const server = sim.addServer({ name: 'Survival' });
  sim.addBot({ token: BOT, installedOn: [server.id] });
  const guild = guildFixture('Alpha');
  const fake = await startFakeDiscord({ guilds: [guild.config] });
  cleanup.push(() => fake.close());
  const dir = tempDir();
  const dbPath = join(dir, 'hostcord.db');
  const seed = openDatabase(dbPath);
  createLinks(seed.db).link({
    guildId: guild.id,
    channelId: guild.alerts,
    serverId: server.id,
    createdBy: 'test',
  });
  seed.close();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    DISCORD_TOKEN: fake.botToken,
    DISCORD_API_URL: fake.apiUrl,
    HOSTING_API_URL: sim.url,
    HOSTING_TOKEN: BOT,
    WEBHOOK_SECRET: SECRET,
    EVENT_SOURCE: 'webhook',
    HTTP_HOST: '127.0.0.1',
    HTTP_PORT: String(port),
    DATABASE_PATH: dbPath,
    LOG_LEVEL: 'info',
  };
  const start = async () => {
    const child = runMain(env, dir);
    cleanup.push(async () => {
      child.kill('SIGKILL');
      await child.exited;
    });
    await waitUntilHealthy(base, child);
    return child;
  };
  const events = (n: number): SimEvent[] =>
    Array.from({ length: n }, (_, i) => {
      sim.clock.advance(1);
      const entry = sim.addActivity(server.id, { title: `Backup ${marker(i)}`, severity: 'info' });
      return sim.eventsFor(BOT).findLast((e) => e.data.id === entry.id)!;
    });
  const deliver = (event: SimEvent) =>
    sim.deliver(event, { url: `${base}/webhook`, secret: SECRET }).then(
      (r) => r.status,
      () => 0,
    );
  const shown = () => {
    const found = new Map<string, number>();
    for (const m of fake.messagesIn(guild.alerts)) {
      for (const [x] of shownText(m).matchAll(/E\d{4}/g)) found.set(x, (found.get(x) ?? 0) + 1);
    }
    return found;
  };
  return { sim, fake, guild, start, events, deliver, shown };
}

describe('process lifecycle', () => {
  it('stops on SIGTERM during a delivery flow with exit 0, loses nothing, and restarts cleanly', async () => {
    const { fake, guild, start, events, deliver, shown } = await setup();
    // Slow Discord down so that alerts are still waiting and in flight when the signal comes.
    fake.channelRateLimit(guild.alerts, { limit: 2, windowMs: 400 });
    const first = await start();
    const all = events(120);
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
    const { fake, guild, start, events, deliver } = await setup();
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
