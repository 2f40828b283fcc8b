import { join } from 'node:path';
import { afterEach } from 'vitest';
import { createLinks } from '../../src/db/links.js';
import { openDatabase } from '../../src/db/open.js';
import { marker, shownText } from '../pipeline/support/world.js';
import { guildFixture } from './bot-world.js';
import { startFakeDiscord } from './fake-discord.js';
import { fakesEnv } from './fakes-env.js';
import { freePort } from './ports.js';
import { type SimEvent, startProviderSim } from './provider-sim.js';
import { runMain, runMainOnTerminal, waitUntilHealthy } from './run-main.js';
import { useTempDir } from './temp-dir.js';

const BOT = 'zhb_test_process_bot_token';
const SECRET = 'zhs_test_process_webhook_secret';

export { marker };

/**
 * The real process (`src/main.ts` as a child) on a linked server and channel, with the provider
 * simulator signing webhook deliveries and the fake Discord counting what gets posted.
 */
export function useProcessWorld() {
  const tempDir = useTempDir();
  const cleanup: Array<() => unknown> = [];
  afterEach(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn();
  });

  /** `preferredLocale`: the guild's language in Discord (English when not given). */
  return async function startProcessWorld(options: { preferredLocale?: string } = {}) {
    const sim = await startProviderSim({ now: Date.now() });
    cleanup.push(() => sim.close());
    const server = sim.addServer({ name: 'Survival' });
    sim.addBot({ token: BOT, installedOn: [server.id] });
    const guild = guildFixture('Alpha');
    if (options.preferredLocale) guild.config.preferredLocale = options.preferredLocale;
    const fake = await startFakeDiscord({ guilds: [guild.config] });
    cleanup.push(() => fake.close());
    const dir = tempDir();
    const dbPath = join(dir, 'hostcord.db');
    const seed = openDatabase(dbPath);
    await createLinks(seed.db).link({
      guildId: guild.id,
      channelId: guild.alerts,
      serverId: server.id,
      createdBy: 'test',
    });
    seed.close();
    const base = `http://127.0.0.1:${await freePort()}`;
    const env = fakesEnv(
      { discord: fake, provider: sim, hostingToken: BOT, webhookSecret: SECRET },
      {
        EVENT_SOURCE: 'webhook',
        HTTP_HOST: '127.0.0.1',
        HTTP_PORT: new URL(base).port,
        DATABASE_PATH: dbPath,
        LOG_LEVEL: 'info',
      },
    );

    return {
      sim,
      fake,
      guild,
      base,
      dbPath,
      /** The values the process must never print. */
      secrets: [BOT, SECRET, env.DISCORD_TOKEN!],
      /**
       * Starts the process (on a terminal when asked, as an operator would by hand; with more
       * environment variables) and waits until it is connected to Discord.
       */
      async start(options: { terminal?: boolean; env?: Record<string, string> } = {}) {
        const run = options.terminal ? runMainOnTerminal : runMain;
        const child = run({ ...env, ...options.env }, dir);
        cleanup.push(async () => {
          child.kill('SIGKILL');
          await child.exited;
        });
        await waitUntilHealthy(base, child);
        return child;
      },
      /** `n` new activity events at the provider, one millisecond apart, titled with their marker. */
      events(n: number, title = 'Crash'): SimEvent[] {
        return Array.from({ length: n }, (_, i) => {
          sim.clock.advance(1);
          const entry = sim.addActivity(server.id, { title: `${title} ${marker(i)}`, severity: 'error' });
          return sim.eventsFor(BOT).findLast((e) => e.data.id === entry.id)!;
        });
      },
      /** One signed delivery; resolves with the status, 0 when nothing answered. */
      deliver(event: SimEvent): Promise<number> {
        return sim.deliver(event, { url: `${base}/webhook`, secret: SECRET }).then(
          (r) => r.status,
          () => 0,
        );
      },
      /** How often each marker appears across the alert channel's messages. */
      shown(): Map<string, number> {
        const found = new Map<string, number>();
        for (const m of fake.messagesIn(guild.alerts)) {
          for (const [x] of shownText(m).matchAll(/E\d{4}/g)) found.set(x, (found.get(x) ?? 0) + 1);
        }
        return found;
      },
    };
  };
}
