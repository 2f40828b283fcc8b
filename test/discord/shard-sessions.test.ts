import {
  Client,
  type ClientOptions,
  Events,
  GatewayIntentBits,
  MessageFlags,
  REST,
  Routes,
} from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createLeases, type Leases } from '../../src/db/leases.js';
import { processIdentifyTurns } from '../../src/discord/identify-turns.js';
import {
  createShardSessions,
  ShardNotReadyError,
  type ShardSessions,
  type ShardSessionsDeps,
  ShardStoppedError,
} from '../../src/discord/shard-sessions.js';
import { createLeaseRunner, type LeaseRunner } from '../../src/leases/runner.js';
import { createLogger } from '../../src/logger.js';
import { useDatabases } from '../support/databases.js';
import { type FakeDiscord, snowflake, snowflakeOnShard, startFakeDiscord } from '../support/fake-discord.js';

// Shards that move between instances (issue 35): one Client per shard, started and stopped while
// the others keep their sessions, all on one REST client.

const ON_0 = snowflakeOnShard(0, 2);
const ON_1 = snowflakeOnShard(1, 2);
const CHANNEL_0 = snowflake();

const databases = useDatabases();
const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

/** Shard sessions for shards 0 and 1 of 2 on the fake, with `more` of their options; stopped after. */
function sessionsOn(
  fake: FakeDiscord,
  more: Partial<ShardSessionsDeps> = {},
  rest = new REST({ api: fake.apiUrl }),
): ShardSessions {
  const sessions = createShardSessions({
    token: fake.botToken,
    count: () => 2,
    rest,
    clientOptions: { intents: [GatewayIntentBits.Guilds], waitGuildTimeout: 200 },
    ...more,
  });
  cleanup.push(() => sessions.stopAll());
  return sessions;
}

/** One instance's shard sessions; each interaction is answered with the instance's name. */
function instance(fake: FakeDiscord, name: string, rest: REST): ShardSessions {
  return sessionsOn(
    fake,
    {
      onClient: (client: Client, shardId) =>
        client.on(Events.InteractionCreate, (interaction) => {
          if (!interaction.isRepliable()) return;
          const guild = interaction.guild?.name ?? 'no guild in cache';
          void interaction.reply({ content: `${name}/${shardId}/${guild}`, flags: MessageFlags.Ephemeral });
        }),
    },
    rest,
  );
}

/** Guilds Zero on shard 0 and One on shard 1 of 2. */
async function twoShardFake(): Promise<FakeDiscord> {
  const fake = await startFakeDiscord({
    guilds: [
      { id: ON_0, name: 'Zero', channels: [{ id: CHANNEL_0, name: 'general' }] },
      { id: ON_1, name: 'One', channels: [{ id: snowflake(), name: 'general' }] },
    ],
    maxConcurrency: 2,
  });
  cleanup.push(() => fake.close());
  return fake;
}

async function answer(fake: FakeDiscord, guildId: string): Promise<string> {
  const reply = await fake.interact({ type: 'command', guildId, name: 'status' }).reply(3000);
  return reply.content;
}

describe('shard sessions', { timeout: 10_000 }, () => {
  it('moves shard 1 to another instance while shard 0 keeps its session, never two sessions of one shard', async () => {
    const fake = await twoShardFake();
    const restA = new REST({ api: fake.apiUrl });
    const a = instance(fake, 'A', restA);
    await Promise.all([a.start(0), a.start(1)]);
    expect(await answer(fake, ON_0)).toBe('A/0/Zero');
    expect(await answer(fake, ON_1)).toBe('A/1/One');
    expect((await a.guild(ON_1))?.name).toBe('One');

    await a.stop(1);
    expect(fake.gateway.shards).toEqual([0]);
    expect(a.running()).toEqual([0]);
    expect(await a.guild(ON_1)).toBeUndefined();
    // Stopping one shard's Client leaves the shared REST its token: writers still post.
    await restA.post(Routes.channelMessages(CHANNEL_0), { body: { content: 'still here' } });
    expect(fake.messages.get(CHANNEL_0)?.map((m) => m.content)).toEqual(['still here']);
    // Shard 0 kept its session (no second IDENTIFY) and still answers.
    expect(await answer(fake, ON_0)).toBe('A/0/Zero');

    const b = instance(fake, 'B', new REST({ api: fake.apiUrl }));
    await b.start(1);
    expect(await answer(fake, ON_1)).toBe('B/1/One');
    expect(await answer(fake, ON_0)).toBe('A/0/Zero');
    expect(fake.gateway.starts.map((s) => s.shard[0])).toEqual(expect.arrayContaining([0, 1, 1]));
    expect(fake.gateway.starts).toHaveLength(3);
    expect(Object.fromEntries(fake.gateway.sessionPeaks)).toEqual({ 0: 1, 1: 1 });
    expect(fake.rejected).toEqual([]);
  });
});

describe('stopping a shard that waits for its turn to identify', { timeout: 10_000 }, () => {
  it('ends it at once: it never identifies, and its start rejects', async () => {
    const fake = await twoShardFake();
    let asked = 0;
    const sessions = sessionsOn(fake, {
      // A turn that never comes (another instance identifies this bucket for a long while).
      identifyTurns: () => ({
        waitForIdentify: (_shard, signal) =>
          new Promise<void>((_, reject) => {
            asked += 1;
            signal.addEventListener('abort', () => reject(signal.reason), { once: true });
          }),
      }),
    });
    const started = sessions.start(1);
    await fake.waitFor(() => asked === 1, 3000, 'shard 1 waits for its turn');
    await sessions.stop(1);
    await expect(started).rejects.toThrow('stopped before it was ready');
    expect(sessions.running()).toEqual([]);
    expect(fake.gateway.starts).toEqual([]);
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Long enough for discord.js to connect a destroyed Client again (500 ms) and for it to identify. */
const WATCH_MS = 1_500;

describe('stopping a shard that waits for HELLO or READY', { timeout: 10_000 }, () => {
  it('resolves while READY is withheld, and the Client never identifies again: its sockets close', async () => {
    const fake = await twoShardFake();
    fake.gateway.ignoreIdentify(0);
    const sessions = sessionsOn(fake);
    const started = sessions.start(0);
    await fake.waitFor(() => fake.gateway.refusedIdentifies.length === 1, 3000, 'the unanswered IDENTIFY');
    await sessions.stop(0);
    await expect(started).rejects.toThrow(ShardStoppedError);
    expect(sessions.running()).toEqual([]);
    // discord.js connects the destroyed Client again 500 ms later; its turn to identify closes it.
    await fake.waitFor(
      () => fake.gateway.connections === 2 && fake.gateway.openSockets === 0,
      5000,
      'the Client connected again, then closed',
    );
    await sleep(WATCH_MS);
    expect(fake.gateway.refusedIdentifies).toHaveLength(1);
    expect(fake.gateway.starts).toEqual([]);
    expect(fake.gateway.connections).toBe(2);
  });

  it('resolves within its bound while Discord sends no HELLO', async () => {
    const fake = await twoShardFake();
    fake.gateway.withholdHello();
    // discord.js waits 60 s for HELLO: only the bound ends this stop within the test's 10 s.
    const sessions = sessionsOn(fake, { stopWithinMs: 500 });
    const started = sessions.start(0);
    // Open at the Client's end too: a Client destroyed while its socket still connects leaves
    // that socket behind (shard-start.ts), which no HELLO would close.
    await fake.waitFor(
      async () => (await fake.gateway.answeringPings()) === 1,
      3000,
      'the socket without HELLO',
    );
    await sessions.stop(0);
    await expect(started).rejects.toThrow(ShardStoppedError);
    expect(sessions.running()).toEqual([]);
    // Discord answers again: the Client discord.js connected again gets HELLO, and is closed
    // at its turn without identifying.
    fake.gateway.withholdHello(false);
    // Within 5 s on a quiet machine; a clean-clone CI run once took longer.
    await fake.waitFor(() => fake.gateway.openSockets === 0, 12_000, 'its sockets closed');
    await sleep(WATCH_MS);
    expect(fake.gateway.refusedIdentifies).toEqual([]);
    expect(fake.gateway.starts).toEqual([]);
    expect(fake.gateway.openSockets).toBe(0);
  }, 20_000);
});

describe('a shard whose READY does not come', { timeout: 10_000 }, () => {
  it('fails its start readyWithinMs after its IDENTIFY, closed first and never identifying again', async () => {
    const fake = await twoShardFake();
    fake.gateway.ignoreIdentify(0);
    const sessions = sessionsOn(fake, { readyWithinMs: 300 });
    const error = await sessions.start(0).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ShardNotReadyError);
    expect(error).toMatchObject({ shardId: 0, withinMs: 300 });
    expect(sessions.running()).toEqual([]);
    await fake.waitFor(() => fake.gateway.openSockets === 0, 5000, 'its sockets closed');
    await sleep(WATCH_MS);
    expect(fake.gateway.refusedIdentifies).toHaveLength(1);
    expect(fake.gateway.starts).toEqual([]);
    // A new start of the shard gets its READY.
    await sessions.start(0);
    expect(fake.gateway.starts.map((s) => s.shard[0])).toEqual([0]);
  });
});

type BuildThrottler = NonNullable<NonNullable<ClientOptions['ws']>['buildIdentifyThrottler']>;

/**
 * The Client's options with the identify throttler's first ask of GET /gateway/bot failing, as a
 * 503 would once discord.js's copy of the answer ran out (it keeps it for `reset_after`).
 */
function firstAskFails(options: ClientOptions, failed: { count: number }): ClientOptions {
  const build = options.ws!.buildIdentifyThrottler!;
  const failing = (manager: Parameters<BuildThrottler>[0]) =>
    new Proxy(manager, {
      get(target, key) {
        if (key !== 'fetchGatewayInformation') return Reflect.get(target, key, target);
        return () => {
          failed.count += 1;
          return Promise.reject(new Error('503: Service Unavailable'));
        };
      },
    });
  const buildIdentifyThrottler: BuildThrottler = (manager) =>
    build(failed.count === 0 ? failing(manager) : manager);
  return { ...options, ws: { ...options.ws, buildIdentifyThrottler } };
}

describe('identify turns whose GET /gateway/bot failed', { timeout: 10_000 }, () => {
  it('are asked for again at the next try: the shard starts, and so does the next one', async () => {
    const fake = await twoShardFake();
    const failed = { count: 0 };
    let made = 0;
    const sessions = sessionsOn(fake, {
      createClient: (options) => new Client(firstAskFails(options, failed)),
      identifyTurns: (maxConcurrency) => {
        made += 1;
        return processIdentifyTurns(maxConcurrency);
      },
    });
    void sessions.start(0);
    await fake.waitFor(() => sessions.readyClients().has(0), 5000, 'shard 0 ready after the failed ask');
    await sessions.start(1);
    expect(failed.count).toBe(1);
    expect(made).toBe(1);
    expect(fake.gateway.starts.map((s) => s.shard[0])).toEqual([0, 1]);
    expect(Object.fromEntries(fake.gateway.sessionPeaks)).toEqual({ 0: 1, 1: 1 });
  });
});

/** Lease times shortened for the test (the defaults are 30 s and 10 s): the order is what counts. */
const TTL_MS = 600;
const RENEW_MS = 200;

/** Shards 0 and 1 guarded by `shard:<id>` leases, as the periodic work is (src/leases). */
async function leasedShards(leases: Leases, holder: string, sessions: ShardSessions): Promise<LeaseRunner> {
  const log = createLogger({ level: 'silent' });
  const runner = createLeaseRunner({ leases, holder, log, ttlMs: TTL_MS, renewMs: RENEW_MS });
  for (const id of [0, 1]) {
    await runner.guard(`shard:${id}`, {
      start: async () => {
        await sessions.start(id);
      },
      stop: () => sessions.stop(id),
    });
  }
  await runner.start();
  cleanup.push(() => runner.stop());
  return runner;
}

describe('shard leases', { timeout: 10_000 }, () => {
  it("gives a stopped instance's shards to another once their leases ran out, one session per shard", async () => {
    const fake = await twoShardFake();
    const leases = createLeases(databases.sqlite().db);
    const a = instance(fake, 'A', new REST({ api: fake.apiUrl }));
    const runnerA = await leasedShards(leases, 'A', a);
    await runnerA.settled();
    expect(await answer(fake, ON_1)).toBe('A/1/One');
    const b = instance(fake, 'B', new REST({ api: fake.apiUrl }));
    const runnerB = await leasedShards(leases, 'B', b);
    expect(runnerB.held()).toEqual([]);
    expect(b.running()).toEqual([]);

    // A stops as a killed process would: its sessions end, its leases are left to run out.
    const until = await leases.heldUntil('shard:1');
    await runnerA.stop({ release: false });
    await fake.waitFor(() => b.running().length === 2, 5000, 'B runs both shards');
    await runnerB.settled();
    expect(await answer(fake, ON_0)).toBe('B/0/Zero');
    expect(await answer(fake, ON_1)).toBe('B/1/One');
    const taken = fake.gateway.starts.slice(2);
    expect(taken.map((s) => s.shard[0]).sort()).toEqual([0, 1]);
    for (const start of taken) expect(start.at).toBeGreaterThan(until!);
    expect(Object.fromEntries(fake.gateway.sessionPeaks)).toEqual({ 0: 1, 1: 1 });
  });
});
