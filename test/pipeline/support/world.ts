import { join } from 'node:path';
import { afterEach } from 'vitest';
import { type App, type AppOptions, createApp } from '../../../src/app.js';
import type { BackoffOptions } from '../../../src/backoff.js';
import { loadConfig } from '../../../src/config.js';
import { createLogger, type Logger } from '../../../src/logger.js';
import { type GuildFixture, guildFixture } from '../../support/bot-world.js';
import { type FakeDiscord, type FakeMessage, startFakeDiscord } from '../../support/fake-discord.js';
import { fakesEnv } from '../../support/fakes-env.js';
import {
  type ActivityEntry,
  type ProviderSim,
  type SimEvent,
  startProviderSim,
} from '../../support/provider-sim.js';
import { useTempDir } from '../../support/temp-dir.js';

export const BOT = 'zhb_test_delivery_bot_token';
export const SECRET = 'zhs_test_delivery_webhook_secret';

export interface DeliveryWorld {
  sim: ProviderSim;
  fake: FakeDiscord;
  app: App;
  guild: GuildFixture;
  serverId: string;
  base: string;
  /** A new activity entry at the provider and its event (not delivered yet). */
  activity(partial?: Partial<ActivityEntry>): SimEvent;
  /** Signed webhook deliveries to the app, `concurrency` at a time; resolves with the statuses. */
  deliver(events: SimEvent[], concurrency?: number): Promise<number[]>;
  /** How often each marker (`E0001` …) appears across a channel's messages. */
  markers(channelId: string): Map<string, number>;
}

/** Everything a message shows (content and every embed's text). */
export function shownText(message: FakeMessage): string {
  return [message.content, ...message.embeds.map((e) => JSON.stringify(e))].join('\n');
}

export const marker = (i: number) => `E${String(i).padStart(4, '0')}`;

/**
 * The real app in this process (real SQLite, real discord.js REST and gateway) with webhook intake,
 * between the provider simulator and the fake Discord. One server "Survival", the bot installed.
 */
export function useDeliveryWorld() {
  const tempDir = useTempDir();
  const cleanup: Array<() => unknown> = [];
  afterEach(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn();
  });

  return async function start(
    options: {
      backoff?: BackoffOptions;
      guild?: GuildFixture;
      /** More guilds in the fake Discord (a guest of the first one's server, …). */
      others?: GuildFixture[];
      app?: AppOptions;
      /** Where the app logs; silent by default. */
      log?: Logger;
    } = {},
  ): Promise<DeliveryWorld> {
    const sim = await startProviderSim({ now: Date.now() });
    cleanup.push(() => sim.close());
    const server = sim.addServer({ name: 'Survival' });
    sim.addBot({ token: BOT, installedOn: [server.id] });
    const guild = options.guild ?? guildFixture('Alpha');
    const fake = await startFakeDiscord({ guilds: [guild, ...(options.others ?? [])].map((g) => g.config) });
    cleanup.push(() => fake.close());
    const config = loadConfig(
      fakesEnv(
        { discord: fake, provider: sim, hostingToken: BOT, webhookSecret: SECRET },
        {
          EVENT_SOURCE: 'webhook',
          HTTP_HOST: '127.0.0.1',
          HTTP_PORT: '0',
          DATABASE_PATH: join(tempDir(), 'hostcord.db'),
          LOG_LEVEL: 'silent',
        },
      ),
    );
    const app = await createApp(config, options.log ?? createLogger({ level: 'silent' }), {
      waitGuildTimeoutMs: 200,
      ...(options.backoff && { deliveryBackoff: options.backoff }),
      ...options.app,
    });
    cleanup.push(() => app.stop());
    await app.start();
    const { port } = app.server.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;

    return {
      sim,
      fake,
      app,
      guild,
      serverId: server.id,
      base,
      activity(partial = {}) {
        // Distinct times, so "oldest first" has a meaning (the simulator's clock is frozen otherwise).
        sim.clock.advance(1);
        const entry = sim.addActivity(server.id, partial);
        const event = sim
          .eventsFor(BOT)
          .findLast((e) => e.type === 'server.activity' && e.data.id === entry.id);
        if (!event) throw new Error('the simulator queued no event for the activity');
        return event;
      },
      async deliver(events, concurrency = 16) {
        const statuses: number[] = new Array(events.length);
        let next = 0;
        const worker = async () => {
          while (next < events.length) {
            const i = next++;
            statuses[i] = (await sim.deliver(events[i]!, { url: `${base}/webhook`, secret: SECRET })).status;
          }
        };
        await Promise.all(Array.from({ length: concurrency }, worker));
        return statuses;
      },
      markers(channelId) {
        const counts = new Map<string, number>();
        for (const message of fake.messagesIn(channelId)) {
          for (const [m] of shownText(message).matchAll(/E\d{4}/g)) counts.set(m, (counts.get(m) ?? 0) + 1);
        }
        return counts;
      },
    };
  };
}
