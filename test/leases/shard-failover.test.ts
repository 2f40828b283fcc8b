import { afterEach, describe, expect, it } from 'vitest';
import { type App, createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { type FakeDiscord, snowflake, snowflakeOnShard, startFakeDiscord } from '../support/fake-discord.js';
import { fakesEnv } from '../support/fakes-env.js';
import { usePostgres } from '../support/postgres.js';
import { type ProviderSim, startProviderSim } from '../support/provider-sim.js';
import { stopOnce } from '../support/stop-once.js';
import { waitFor } from '../support/wait-for.js';

// Shards that fail over (issue 35): on PostgreSQL without SHARD_IDS the instances lease the gateway
// shards. A dead instance's shards go to the others once its leases ran out, a restarted one gets
// its part back, never two sessions of one shard, and each bucket's IDENTIFYs 5 s apart.

const BOT_TOKEN = 'zhb_shard_failover_bot_token';
const postgres = usePostgres();
const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

const ON_0 = snowflakeOnShard(0, 2);
const ON_1 = snowflakeOnShard(1, 2);

interface World {
  sim: ProviderSim;
  fake: FakeDiscord;
  databaseUrl: string;
  /** The leases' clock: moved past a dead holder's `until` instead of waiting 15 s. */
  clock: { t: number };
}

async function world(): Promise<World> {
  const sim = await startProviderSim();
  cleanup.push(() => sim.close());
  sim.addBot({ token: BOT_TOKEN });
  const fake = await startFakeDiscord({
    guilds: [
      { id: ON_0, name: 'Zero', channels: [{ id: snowflake(), name: 'general' }] },
      { id: ON_1, name: 'One', channels: [{ id: snowflake(), name: 'general' }] },
    ],
    // Two buckets: shard 0 and shard 1 identify at once, each bucket's IDENTIFYs 5 s apart.
    maxConcurrency: 2,
  });
  cleanup.push(() => fake.close());
  return { sim, fake, databaseUrl: await postgres.createDatabase(), clock: { t: Date.now() } };
}

/** One instance on the world's fakes; its log lines at info go to `logged` when given. */
async function instance(w: World, instanceId: string, logged?: Array<Record<string, unknown>>): Promise<App> {
  const config = loadConfig(
    fakesEnv(
      { discord: w.fake, provider: w.sim, hostingToken: BOT_TOKEN },
      {
        EVENT_SOURCE: 'poll',
        HTTP_HOST: '127.0.0.1',
        HTTP_PORT: '0',
        DATABASE_URL: w.databaseUrl,
        SHARD_COUNT: '2',
        LOG_LEVEL: 'silent',
      },
    ),
  );
  const log = logged
    ? createLogger({ level: 'info', destination: { write: (line: string) => logged.push(JSON.parse(line)) } })
    : createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const app = await createApp(config, log, {
    waitGuildTimeoutMs: 200,
    leases: { instanceId, now: () => w.clock.t, renewMs: 50 },
  });
  stopOnce(app);
  cleanup.push(() => app.stop());
  await app.start();
  return app;
}

/** The shards an instance runs now, e.g. `0,1`. */
const running = (app: App): string => {
  const plan = app.bot.shards();
  return plan.count === 'auto' ? 'auto' : plan.ids.join();
};

/** Who answers a command in the guild: the reply names no instance, so the fake's session says. */
async function answered(fake: FakeDiscord, guildId: string): Promise<void> {
  await fake.interact({ type: 'command', guildId, name: 'servers' }).ack();
}

describe('leased shards on PostgreSQL', { timeout: 60_000 }, () => {
  it("share the shards, take a dead instance's over, hand them back, one session per shard", async () => {
    const w = await world();
    const a = await instance(w, 'host-a:101:aaaaaa');
    await waitFor(() => running(a) === '0,1', 10_000, 'a alone runs both shards');

    // b joins: a gives its highest shard up (its session ends first), b takes it.
    const b = await instance(w, 'host-b:202:bbbbbb');
    await waitFor(() => running(b) === '1' && a.bot.isReady(), 15_000, 'b runs shard 1');
    await waitFor(() => b.bot.isReady(), 10_000, 'b ready');
    expect(running(a)).toBe('0');
    await answered(w.fake, ON_0);
    await answered(w.fake, ON_1);

    // a dies as kill -9 would leave it: its sessions end, its leases are left to run out.
    await a.shardLeases!.stop({ release: false });
    await a.leases.stop({ release: false });
    await a.bot.stop();
    expect(running(b)).toBe('1');
    // 15 s on the leases' clock, a second at a time: b renews its own leases on the way.
    for (let s = 0; s < 16; s++) {
      w.clock.t += 1_000;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await waitFor(() => running(b) === '0,1' && b.bot.isReady(), 15_000, 'b runs both shards');
    await answered(w.fake, ON_0);

    // a restarts (a new process, a new id): b hands shard 1 back, stopping its session first.
    const again = await instance(w, 'host-a:303:cccccc');
    await waitFor(() => running(again) === '1' && again.bot.isReady(), 15_000, 'a runs shard 1');
    await waitFor(() => running(b) === '0', 5_000, 'b runs shard 0 only');
    await answered(w.fake, ON_1);

    const identified = w.fake.gateway.starts.map((s) => s.shard[0]);
    // a: 0 and 1 (two buckets: at once); a hands 1 to b; b takes 0; b hands 1 back.
    expect(identified.slice(0, 2).sort()).toEqual([0, 1]);
    expect(identified.slice(2)).toEqual([1, 0, 1]);
    expect(Object.fromEntries(w.fake.gateway.sessionPeaks)).toEqual({ 0: 1, 1: 1 });
    expect(w.fake.gateway.identifiesTooSoon).toEqual([]);
    expect(w.fake.rejected).toEqual([]);
  });

  it('give up a shard that did not start, so another instance runs it, and leave it alone during the hold-off', async () => {
    const w = await world();
    // Discord refuses shard 0's next IDENTIFY with 4014, which discord.js does not retry.
    w.fake.gateway.refuseIdentify(0);
    const logged: Array<Record<string, unknown>> = [];
    const a = await instance(w, 'host-a:111:aaaaaa', logged);
    const leases = a.store.repositories.leases;
    const heldShards = (app: App) => app.shardLeases!.held().filter((name) => name.startsWith('shard:'));

    // a alone (its fair part is both shards): shard 0's lease is given up, shard 1 runs on.
    expect(w.fake.gateway.refusedIdentifies.map((r) => r.shard[0])).toEqual([0]);
    expect(heldShards(a)).toEqual(['shard:1']);
    expect(await leases.heldUntil('shard:0')).toBeUndefined();
    const failed = logged.filter((line) => line.msg === 'gateway shard did not start: its lease is given up');
    expect(failed).toMatchObject([{ level: 50, shardId: 0, holdOffMs: 15_000 }]);
    expect(JSON.stringify(logged)).not.toContain(w.fake.botToken);

    // During its hold-off (the leases' clock stands still) a does not take shard 0 back, though it
    // is free and a is under its fair part: 20 rounds of 50 ms.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await a.shardLeases!.settled();
    expect(heldShards(a)).toEqual(['shard:1']);
    expect(w.fake.gateway.refusedIdentifies).toHaveLength(1);

    // b joins and takes the free shard 0 (its IDENTIFY 5.5 s after a's refused one: same bucket).
    const b = await instance(w, 'host-b:222:bbbbbb');
    expect(running(b)).toBe('0');
    expect(running(a)).toBe('1');
    await answered(w.fake, ON_0);
    await answered(w.fake, ON_1);
    expect(heldShards(a)).toEqual(['shard:1']);
    expect(w.fake.gateway.starts.map((s) => s.shard[0])).toEqual([1, 0]);
    expect(Object.fromEntries(w.fake.gateway.sessionPeaks)).toEqual({ 0: 1, 1: 1 });
    expect(w.fake.gateway.identifiesTooSoon).toEqual([]);
    expect(w.fake.rejected).toEqual([]);
  });

  it('move shards stuck before READY to another instance, also at shutdown, never two sessions of one', async () => {
    const w = await world();
    const a = await instance(w, 'host-a:333:aaaaaa');
    await waitFor(() => running(a) === '0,1', 10_000, 'a alone runs both shards');
    // Discord ends both sessions and leaves their next IDENTIFYs unanswered (an outage).
    w.fake.gateway.ignoreIdentify(0);
    w.fake.gateway.ignoreIdentify(1);
    w.fake.gateway.disconnect(1000);
    await waitFor(() => w.fake.gateway.refusedIdentifies.length === 2, 10_000, "a's unanswered IDENTIFYs");

    // b joins: a gives its highest shard up (its stop does not wait for READY), b takes it.
    const b = await instance(w, 'host-b:444:bbbbbb');
    await waitFor(() => running(b) === '1' && b.bot.isReady(), 15_000, 'b runs shard 1');
    expect(running(a)).toBe('0');
    // a shuts down (SIGTERM) with shard 0 still stuck: it does not hang, b takes shard 0.
    await a.stop();
    await waitFor(() => running(b) === '0,1' && b.bot.isReady(), 15_000, 'b runs both shards');
    await answered(w.fake, ON_0);
    await answered(w.fake, ON_1);
    // a's Clients, connected again by discord.js 500 ms after their stops (seconds before b's turns
    // to identify came), never identified.
    expect(w.fake.gateway.refusedIdentifies).toHaveLength(2);
    expect(w.fake.gateway.starts.map((s) => s.shard[0]).slice(2)).toEqual([1, 0]);
    expect(Object.fromEntries(w.fake.gateway.sessionPeaks)).toEqual({ 0: 1, 1: 1 });
    expect(w.fake.gateway.identifiesTooSoon).toEqual([]);
    expect(w.fake.rejected).toEqual([]);
  });
});
