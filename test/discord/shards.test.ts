import { join } from 'node:path';
import { Routes } from 'discord.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type App, createApp } from '../../src/app.js';
import type { ShardPlan } from '../../src/config.js';
import { loadConfig } from '../../src/config.js';
import { registersCommands, restBudget, shardOptions, shardsLabel } from '../../src/discord/shards.js';
import { createLogger } from '../../src/logger.js';
import { BOT_TOKEN } from '../support/bot-world.js';
import { type FakeDiscord, type FakeGuildConfig, startFakeDiscord } from '../support/fake-discord.js';
import { fakesEnv } from '../support/fakes-env.js';
import { type ProviderSim, startProviderSim } from '../support/provider-sim.js';
import { busiestWindow, guildOn } from '../support/shards.js';
import { useTempDir } from '../support/temp-dir.js';

// Gateway sharding across instances (SHARD_COUNT, SHARD_IDS) and Discord's global limit of 50
// requests per second per bot, shared by the instances (docs/several-instances.md, "Sharding").

const tempDir = useTempDir();
const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function startFakes(guilds: FakeGuildConfig[], options: { recommendedShards?: number } = {}) {
  const sim = await startProviderSim();
  cleanup.push(() => sim.close());
  // hostcord stops a start whose HOSTING_TOKEN the provider refuses.
  sim.addBot({ token: BOT_TOKEN });
  const fake = await startFakeDiscord({ guilds, maxConcurrency: 16, ...options });
  cleanup.push(() => fake.close());
  return { sim, fake };
}

type Instance = App & { logged: Array<Record<string, unknown>>; base: string };

/** One hostcord instance (its own SQLite file) on the shared fakes, with what it logged at info. */
async function startInstance(
  sim: ProviderSim,
  fake: FakeDiscord,
  env: Record<string, string>,
): Promise<Instance> {
  const logged: Array<Record<string, unknown>> = [];
  const config = loadConfig(
    fakesEnv(
      { discord: fake, provider: sim, hostingToken: BOT_TOKEN },
      {
        EVENT_SOURCE: 'poll',
        HTTP_HOST: '127.0.0.1',
        HTTP_PORT: '0',
        DATABASE_PATH: join(tempDir(), 'hostcord.db'),
        ...env,
      },
    ),
  );
  const destination = { write: (line: string) => logged.push(JSON.parse(line)) };
  const app = await createApp(config, createLogger({ level: 'info', destination }), {
    waitGuildTimeoutMs: 200,
  });
  cleanup.push(() => app.stop());
  await app.start();
  const { port } = app.server.server.address() as { port: number };
  return Object.assign(app, { logged, base: `http://127.0.0.1:${port}` });
}

const INSTANCE_ID = /^[^:]+:\d+:[0-9a-f]{6}$/;

/** What an instance says of itself: `/healthz` fields, its start log line and its `/metrics` labels. */
async function identityOf(app: Instance) {
  const health = (await (await fetch(`${app.base}/healthz`)).json()) as Record<string, unknown>;
  const text = await (await fetch(`${app.base}/metrics`)).text();
  const samples = text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  const labels = new Set(
    samples.map((line) => {
      const instance = /instance="([^"]*)"/.exec(line)?.[1];
      const shards = /shards="([^"]*)"/.exec(line)?.[1];
      return `${instance} ${shards}`;
    }),
  );
  const started = app.logged.find((line) => line.msg === 'hostcord started');
  return {
    health: { instance: health.instance, shards: health.shards },
    started: { instance: started?.instance, shards: started?.shards },
    labels: [...labels],
    samples: samples.length,
  };
}

const registrations = (fake: FakeDiscord) =>
  fake.requests.filter((r) => r.method === 'PUT' && r.path.endsWith('/commands'));

async function invocations(app: App, command: string): Promise<number> {
  const metric = await app.metrics.commands.get();
  return metric.values.filter((v) => v.labels.command === command).reduce((sum, v) => sum + v.value, 0);
}

describe('shard plans', () => {
  it("gives each instance its shards' part of the 50 requests/s, at least 1, never more than 50 together", () => {
    const split = (count: number, groups: number[][]) => groups.map((ids) => restBudget({ count, ids }));
    expect(split(2, [[0], [1]])).toEqual([25, 25]);
    expect(split(4, [[0, 1, 2], [3]])).toEqual([37, 12]);
    expect(split(3, [[0, 1], [2]])).toEqual([33, 16]);
    expect(split(1, [[0]])).toEqual([50]);
    expect(restBudget({ count: 200, ids: [7] })).toBe(1);
    expect(restBudget({ count: 'auto' })).toBe(50);
    for (const count of [2, 3, 7, 16, 49]) {
      const singles = Array.from({ length: count }, (_, id) => [id]);
      expect(split(count, singles).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(50);
    }
  });

  it('registers commands from the instance with shard 0, and hands discord.js its shards', () => {
    const plans: ShardPlan[] = [{ count: 4, ids: [0, 3] }, { count: 4, ids: [1, 2] }, { count: 'auto' }];
    expect(plans.map(registersCommands)).toEqual([true, false, true]);
    expect(plans.map(shardOptions)).toEqual([
      { shards: [0, 3], shardCount: 4 },
      { shards: [1, 2], shardCount: 4 },
      { shards: 'auto', shardCount: 1 },
    ]);
    expect(plans.map(shardsLabel)).toEqual(['0,3/4', '1,2/4', 'auto']);
  });
});

describe('gateway shards split over instances', { timeout: 10_000 }, () => {
  it('logs in only its shards, answers only its guilds, and only shard 0 registers commands', async () => {
    const zero = guildOn(0, 2);
    const one = guildOn(1, 2);
    const { sim, fake } = await startFakes([zero, one]);

    const second = await startInstance(sim, fake, { SHARD_COUNT: '2', SHARD_IDS: '1' });
    expect(fake.gateway.identifies.map((d) => d.shard)).toEqual([[1, 2]]);
    expect(registrations(fake)).toEqual([]);
    const first = await startInstance(sim, fake, { SHARD_COUNT: '2', SHARD_IDS: '0' });
    expect(fake.gateway.identifies.map((d) => d.shard)).toEqual([
      [1, 2],
      [0, 2],
    ]);
    expect(registrations(fake)).toHaveLength(1);
    expect(first.bot.guildIds()).toEqual([zero.id]);
    expect(second.bot.guildIds()).toEqual([one.id]);

    // A member of the shard-1 guild runs a command: the instance holding shard 1 answers it.
    const ix = fake.interact({ type: 'command', guildId: one.id, name: 'servers' });
    await ix.ack();
    await fake.waitFor(async () => (await invocations(second, 'servers')) === 1, 5000);
    expect(await invocations(first, 'servers')).toBe(0);
    expect(fake.callbacks.size).toBe(1);
  });

  it('names the instance and its shards in /healthz, the start log line and every /metrics series', async () => {
    const { sim, fake } = await startFakes([guildOn(0, 2), guildOn(1, 2)]);
    const first = await startInstance(sim, fake, { SHARD_COUNT: '2', SHARD_IDS: '0' });
    const second = await startInstance(sim, fake, { SHARD_COUNT: '2', SHARD_IDS: '1' });

    expect(first.instance).toMatch(INSTANCE_ID);
    expect(second.instance).toMatch(INSTANCE_ID);
    expect(second.instance).not.toBe(first.instance);
    const seen = await identityOf(second);
    expect(seen.health).toEqual({ instance: second.instance, shards: { count: 2, ids: [1] } });
    expect(seen.started).toEqual(seen.health);
    expect(seen.samples).toBeGreaterThan(20);
    expect(seen.labels).toEqual([`${second.instance} 1/2`]);
    expect((await identityOf(first)).labels).toEqual([`${first.instance} 0/2`]);
  });

  it('shares the 50 requests/s: two instances flooding stay under 50 in every second, and all messages arrive', async () => {
    const zero = guildOn(0, 2, 15);
    const one = guildOn(1, 2, 15);
    const { sim, fake } = await startFakes([zero, one]);
    const apps = [
      await startInstance(sim, fake, { SHARD_COUNT: '2', SHARD_IDS: '0' }),
      await startInstance(sim, fake, { SHARD_COUNT: '2', SHARD_IDS: '1' }),
    ];
    for (const app of apps) expect(app.bot.requestsPerSecond).toBe(25);

    // 60 messages from each instance at once over its guild's 15 channels (more than 50 together).
    const perInstance = 60;
    const sent = apps.flatMap((app, i) => {
      const channels = [zero, one][i]!.channels;
      return Array.from({ length: perInstance }, (_, n) => {
        const channel = channels[n % channels.length]!;
        return app.bot.client.rest.post(Routes.channelMessages(channel.id), {
          body: { content: `instance ${i} message ${n}` },
        });
      });
    });
    // A member's command during the flood is answered before the flood is through: Discord does not
    // count interaction answers, and they have 3 s.
    const ix = fake.interact({ type: 'command', guildId: one.id, name: 'servers' });
    await ix.ack();
    expect([...fake.messages.values()].flat().length).toBeLessThan(2 * perInstance);
    await Promise.all(sent);

    const messages = [...fake.messages.values()].flat();
    expect(messages).toHaveLength(2 * perInstance);
    expect(new Set(messages.map((m) => m.content)).size).toBe(2 * perInstance);
    expect(fake.rejected).toEqual([]);
    // What Discord counts: every request but interaction answers (its callback and webhook).
    const counted = fake.requests.filter((r) => !/^\/(interactions|webhooks)\//.test(r.path));
    expect(counted.length).toBeGreaterThan(2 * perInstance);
    expect(busiestWindow(counted.map((r) => r.at))).toBeLessThanOrEqual(50);
  });
});

describe('SHARD_COUNT=auto', { timeout: 10_000 }, () => {
  it('starts with SHARD_COUNT empty in the process environment (discord.js would read it as 0)', async () => {
    vi.stubEnv('SHARD_COUNT', '');
    cleanup.push(() => vi.unstubAllEnvs());
    const { sim, fake } = await startFakes([guildOn(0, 1)]);
    const app = await startInstance(sim, fake, { SHARD_COUNT: '' });
    expect(app.bot.shards()).toEqual({ count: 1, ids: [0] });
    expect(fake.gateway.identifies.map((d) => d.shard)).toEqual([[0, 1]]);
    expect(process.env.SHARD_COUNT).toBe('');
  });

  it('runs the count Discord recommends in one instance, with the whole budget', async () => {
    // discord.js reads SHARD_COUNT from the environment itself; `auto` there must not break it.
    vi.stubEnv('SHARD_COUNT', 'auto');
    cleanup.push(() => vi.unstubAllEnvs());
    const one = guildOn(1, 2);
    const { sim, fake } = await startFakes([guildOn(0, 2), one], { recommendedShards: 2 });
    const app = await startInstance(sim, fake, { SHARD_COUNT: 'auto' });

    expect(fake.gateway.identifies.map((d) => d.shard).sort()).toEqual([
      [0, 2],
      [1, 2],
    ]);
    expect(app.bot.shards()).toEqual({ count: 2, ids: [0, 1] });
    expect(app.bot.requestsPerSecond).toBe(50);
    expect(app.bot.client.guilds.cache.size).toBe(2);
    expect(registrations(fake)).toHaveLength(1);
    // The count Discord gave, once logged in.
    const seen = await identityOf(app);
    expect(seen.health).toEqual({ instance: app.instance, shards: { count: 2, ids: [0, 1] } });
    expect(seen.started).toEqual(seen.health);
    expect(seen.labels).toEqual([`${app.instance} 0,1/2`]);
  });
});
