import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLinks } from '../../src/db/links.js';
import { openDatabase } from '../../src/db/open.js';
import { guildFixture } from '../support/bot-world.js';
import { startFakeDiscord } from '../support/fake-discord.js';
import { freePort } from '../support/ports.js';
import { type SimEvent, startProviderSim } from '../support/provider-sim.js';
import { runMain, waitUntilHealthy } from '../support/run-main.js';
import { useTempDir } from '../support/temp-dir.js';
import { waitFor } from '../support/wait-for.js';
import { BOT, marker, SECRET, shownText } from './support/world.js';

const tempDir = useTempDir();
const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

describe('killed mid-flood', () => {
  it('loses and doubles nothing: SIGKILL while 300 events flow in, restart on the same database, re-send the unacknowledged', async () => {
    const sim = await startProviderSim({ now: Date.now() });
    cleanup.push(() => sim.close());
    const server = sim.addServer({ name: 'Survival' });
    sim.addBot({ token: BOT, installedOn: [server.id] });
    const guild = guildFixture('Alpha');
    const fake = await startFakeDiscord({ guilds: [guild.config] });
    cleanup.push(() => fake.close());
    // Sending lags behind intake, so the kill finds messages prepared and in flight.
    fake.channelRateLimit(guild.alerts, { limit: 5, windowMs: 500 });

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
      LOG_LEVEL: 'warn',
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

    const events: SimEvent[] = [];
    for (let i = 0; i < 300; i++) {
      sim.clock.advance(1);
      const entry = sim.addActivity(server.id, { title: `Crash ${marker(i)}`, severity: 'error' });
      events.push(sim.eventsFor(BOT).findLast((e) => e.data.id === entry.id)!);
    }
    const acknowledged = new Set<string>();
    const deliver = async (list: SimEvent[], concurrency: number) => {
      let next = 0;
      const worker = async () => {
        while (next < list.length) {
          const event = list[next++]!;
          const res = await sim
            .deliver(event, { url: `${base}/webhook`, secret: SECRET })
            .catch(() => undefined);
          if (res?.status === 200) {
            acknowledged.add(event.id);
          }
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
    };

    const first = await start();
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

    const second = await start();
    // The provider re-sends what was not acknowledged; at-least-once may repeat a few others too.
    await deliver([...events.filter((e) => !acknowledged.has(e.id)), ...events.slice(0, 10)], 8);
    expect(acknowledged.size).toBe(300);

    const counts = () => {
      const found = new Map<string, number>();
      for (const m of fake.messagesIn(guild.alerts)) {
        for (const [x] of shownText(m).matchAll(/E\d{4}/g)) found.set(x, (found.get(x) ?? 0) + 1);
      }
      return found;
    };
    await waitFor(() => counts().size === 300, 30_000, 'every event in Discord');
    // Anything doubled would come with the last messages: give them a moment.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const found = counts();
    const lost = events.map((_, i) => marker(i)).filter((m) => !found.has(m));
    const doubled = [...found].filter(([, n]) => n > 1).map(([m]) => m);
    expect({ lost, doubled }).toEqual({ lost: [], doubled: [] });
    expect(postedBeforeKill).toBeGreaterThan(0);
    expect(fake.rejected).toEqual([]);

    second.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  }, 60_000);
});
