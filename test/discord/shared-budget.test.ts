import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { BULK_REQUEST, DEPARTED_CHANNEL } from '../../src/discord/rest-budget.js';
import { createLogger } from '../../src/logger.js';
import { BOT_TOKEN } from '../support/bot-world.js';
import type { RecordedRequest } from '../support/fake-discord/types.js';
import { type FakeDiscord, type FakeGuildConfig, startFakeDiscord } from '../support/fake-discord.js';
import { fakesEnv } from '../support/fakes-env.js';
import { usePostgres } from '../support/postgres.js';
import { startProviderSim } from '../support/provider-sim.js';
import { busiestWindow, guildOn } from '../support/shards.js';

// Discord's 50 requests/s across instances on one PostgreSQL (docs/several-instances.md, "The
// Discord budget"): one line of slots for the whole bot, alerts of any instance before board
// edits of any other.

const postgres = usePostgres();
const cleanup: Array<() => unknown> = [];
afterAll(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

const CHANNELS = 20;

interface World {
  fake: FakeDiscord;
  guilds: [FakeGuildConfig, FakeGuildConfig];
  /** Shard 0; shard 1; shard 1 again (a rolling restart: the new process is up before the old stops). */
  apps: [App, App, App];
}

let world: World;

beforeAll(async () => {
  const sim = await startProviderSim();
  cleanup.push(() => sim.close());
  sim.addBot({ token: BOT_TOKEN });
  const guilds: [FakeGuildConfig, FakeGuildConfig] = [guildOn(0, 2, CHANNELS), guildOn(1, 2, CHANNELS)];
  const fake = await startFakeDiscord({ guilds, maxConcurrency: 16 });
  cleanup.push(() => fake.close());
  const databaseUrl = await postgres.createDatabase();
  const start = async (ids: string) => {
    const config = loadConfig(
      fakesEnv(
        { discord: fake, provider: sim, hostingToken: BOT_TOKEN },
        { EVENT_SOURCE: 'poll', HTTP_HOST: '127.0.0.1', HTTP_PORT: '0', DATABASE_URL: databaseUrl },
      ),
    );
    const app = await createApp(
      { ...config, shards: { count: 2, ids: [Number(ids)] } },
      createLogger({ level: 'silent' }),
      { waitGuildTimeoutMs: 200 },
    );
    cleanup.push(() => app.stop());
    await app.start();
    return app;
  };
  world = { fake, guilds, apps: [await start('0'), await start('1'), await start('1')] };
}, 30_000);

/** What Discord counts: every request but interaction answers (their callback and webhook). */
const counted = (fake: FakeDiscord, since: number) =>
  fake.requests.filter((r) => r.at >= since && !/^\/(interactions|webhooks)\//.test(r.path));

/**
 * When each request to Discord left its instance (from the thread requests leave from at their
 * slots, departures.ts), as the instance publishes it. The three instances and the fake Discord share this test's
 * event loop, so the fake's own stamps are late by whatever held that loop after a request left,
 * and a held loop stamps the requests it held all at once (52 in a second on a busy machine, where
 * they had left at their slots). Discord's count, which the budget answers to, is of requests
 * arriving over a network that carries them in the order and spacing they left.
 */
const left: Array<{ at: number; path: string }> = [];
const onDeparted = (message: unknown) => left.push(message as { at: number; path: string });
// For this file only: the files after it share the process (vitest.config.ts).
beforeAll(() => subscribe(DEPARTED_CHANNEL, onDeparted));
afterAll(() => unsubscribe(DEPARTED_CHANNEL, onDeparted));
const leftSince = (since: number) =>
  left.filter((r) => r.at >= since && !/\/(interactions|webhooks)\//.test(r.path)).map((r) => r.at);

function post(app: App, guild: FakeGuildConfig, n: number, content: string, bulk = false) {
  const channel = guild.channels[n % CHANNELS]!;
  return app.bot.client.rest.post(Routes.channelMessages(channel.id), {
    body: { content },
    ...(bulk && BULK_REQUEST),
  });
}

async function lane(app: App, name: string): Promise<number> {
  const metric = await app.metrics.discordRequests.get();
  return metric.values.find((v) => v.labels.lane === name)?.value ?? 0;
}

describe('one Discord budget for all instances on PostgreSQL', { timeout: 30_000 }, () => {
  it('three instances flooding at once stay under 50 requests in every second, and every message arrives', async () => {
    const { fake, guilds, apps } = world;
    const since = Date.now();
    // 40 messages from each instance at once: each alone would take its shards' part (25/s), and
    // two processes of shard 1 would together take 75/s of Discord's 50.
    const perInstance = 40;
    const sent = apps.flatMap((app, i) =>
      Array.from({ length: perInstance }, (_, n) => post(app, guilds[i === 0 ? 0 : 1], n, `flood ${i}.${n}`)),
    );
    await Promise.all(sent);

    const requests = counted(fake, since);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(3 * perInstance);
    expect(fake.rejected).toEqual([]);
    const leaving = leftSince(since);
    expect(leaving.length).toBeGreaterThanOrEqual(3 * perInstance);
    expect(busiestWindow(leaving)).toBeLessThanOrEqual(50);
  });

  it("posts one instance's alerts before the board edits another instance queued before them", async () => {
    const { fake, guilds, apps } = world;
    const [boards, alerts] = [apps[0], apps[1]];
    const since = Date.now();
    const edits = Array.from({ length: 100 }, (_, n) => post(boards, guilds[0], n, `board ${n}`, true));
    await fake.waitFor(() => counted(fake, since).length >= 5, 5000);
    const posted = Array.from({ length: 30 }, (_, n) => post(alerts, guilds[1], n, `alert ${n}`));
    await Promise.all([...edits, ...posted]);

    // The messages only: a shard's Client also asks GET /gateway/bot as it logs in.
    const order = counted(fake, since)
      .filter((r: RecordedRequest) => r.method === 'POST')
      .map((r: RecordedRequest) =>
        (r.body as { content?: string }).content?.startsWith('alert') ? 'alert' : 'edit',
      );
    const firstAlert = order.indexOf('alert');
    const lastAlert = order.lastIndexOf('alert');
    const editsAfter = order.slice(lastAlert).filter((o) => o === 'edit').length;
    // The edits were still queued when the alerts came: many reached Discord after them.
    expect(editsAfter).toBeGreaterThanOrEqual(30);
    // While alerts waited, the edits had only the few slots one taking of theirs holds ahead
    // (5, request-slots.ts): no alert waited behind the queue of edits.
    expect(order.slice(firstAlert, lastAlert).filter((o) => o === 'edit').length).toBeLessThanOrEqual(10);
    // /metrics counts each instance's requests by lane.
    expect(await lane(boards, 'bulk')).toBeGreaterThanOrEqual(100);
    expect(await lane(alerts, 'alert')).toBeGreaterThanOrEqual(30);
  });
});
