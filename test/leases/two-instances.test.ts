import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type App, createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { startFakeDiscord } from '../support/fake-discord.js';
import { startFakeMinecraft } from '../support/fake-game-servers.js';
import { fakesEnv } from '../support/fakes-env.js';
import { usePostgres } from '../support/postgres.js';
import { startProviderSim } from '../support/provider-sim.js';
import { stopOnce } from '../support/stop-once.js';
import { useTempDir } from '../support/temp-dir.js';
import { waitFor } from '../support/wait-for.js';

const BOT_TOKEN = 'zhb_two_instances_bot_token';
const tempDir = useTempDir();
const postgres = usePostgres();
const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

type Dialect = 'SQLite' | 'PostgreSQL';

/** Where both instances keep their data: one SQLite file, or one PostgreSQL database. */
async function sharedDatabase(dialect: Dialect): Promise<Record<string, string>> {
  return dialect === 'SQLite'
    ? { DATABASE_PATH: join(tempDir(), 'hostcord.db') }
    : { DATABASE_URL: await postgres.createDatabase() };
}

/** Two hostcord apps in this process on ONE database, the provider simulator and the fake Discord. */
async function twoInstances(
  dialect: Dialect,
  more: { env?: Record<string, string>; servers?: string[] } = {},
) {
  const sim = await startProviderSim();
  cleanup.push(() => sim.close());
  const servers = (more.servers ?? []).map((address) => sim.addServer({ address }));
  sim.addBot({ token: BOT_TOKEN, installedOn: servers.map((s) => s.id) });
  const fake = await startFakeDiscord({ guilds: [] });
  cleanup.push(() => fake.close());
  const database = await sharedDatabase(dialect);
  // The leases' clock: the test moves it past a dead holder's `until` instead of waiting 30 s.
  const clock = { t: Date.now() };
  const boot = async (instanceId: string): Promise<App> => {
    const config = loadConfig(
      fakesEnv(
        { discord: fake, provider: sim, hostingToken: BOT_TOKEN },
        {
          EVENT_SOURCE: 'poll',
          POLL_INTERVAL_SECONDS: '1',
          HTTP_HOST: '127.0.0.1',
          HTTP_PORT: '0',
          ...database,
          LOG_LEVEL: 'silent',
          // Not a test of the budgets (test/scale/budgets.test.ts is): calls unpaced.
          PROVIDER_CALLS_PER_SECOND: '1000',
          ...more.env,
        },
      ),
    );
    const app = await createApp(config, createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }), {
      waitGuildTimeoutMs: 200,
      leases: { instanceId, now: () => clock.t, renewMs: 50 },
      // The second joins without the 2 s wait for the first to make room.
      budgetShare: { settleMs: 0 },
    });
    stopOnce(app);
    cleanup.push(() => app.stop());
    await app.start();
    return app;
  };
  const a = await boot('host-a:101:aaaaaa');
  const b = await boot('host-b:202:bbbbbb');
  return { sim, fake, clock, a, b, servers };
}

const lastPollAt = (app: App) =>
  (app.health.report().checks.events as unknown as { lastPollAt: string | null }).lastPollAt;
const feedPolls = (sim: Awaited<ReturnType<typeof startProviderSim>>) =>
  sim.requests.filter((r) => r.path.startsWith('/events')).length;
const healthz = async (app: App) =>
  (await app.server.inject({ url: '/healthz' })).json<{
    checks: { leases: { instance: string; held: string[] } };
  }>();

const ALL = ['poller', 'retention', 'token-watch', 'watch'];

describe.each<Dialect>(['SQLite', 'PostgreSQL'])('two instances on one %s database', (dialect) => {
  it('one polls the feed and runs the periodic work; when it dies, the other takes over after the TTL', async () => {
    const { sim, fake, clock, a, b } = await twoInstances(dialect);

    // The first started holds every lease; the second one none, and does not poll.
    expect(a.leases.held()).toEqual(ALL);
    expect(b.leases.held()).toEqual([]);
    await waitFor(() => feedPolls(sim) >= 2, 5000, 'two polls of the feed');
    expect(lastPollAt(a)).not.toBeNull();
    expect(lastPollAt(b)).toBeNull();
    expect((await healthz(a)).checks.leases).toEqual({ ok: true, instance: 'host-a:101:aaaaaa', held: ALL });
    expect((await healthz(b)).checks.leases).toEqual({ ok: true, instance: 'host-b:202:bbbbbb', held: [] });
    // Commands were registered once: by a; b found them registered (and the `commands` lease free).
    expect(fake.requests.filter((r) => r.method === 'PUT' && r.path.endsWith('/commands'))).toHaveLength(1);

    // a dies: its work and timers stop, nothing is released. Before its leases expire, b waits.
    await a.leases.stop({ release: false });
    const pollsWhenDead = feedPolls(sim);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(b.leases.held()).toEqual([]);
    expect(feedPolls(sim)).toBe(pollsWhenDead);

    // 30 s later (the TTL), b holds them all and polls.
    clock.t += 30_001;
    await waitFor(() => b.leases.held().length === ALL.length, 2000, 'b to take every lease');
    await waitFor(() => lastPollAt(b), 3000, 'b to poll the feed');
    expect(feedPolls(sim)).toBeGreaterThan(pollsWhenDead);
    expect((await healthz(b)).checks.leases.held).toEqual(ALL);
  });

  it('only the instance holding `watch` asks the games; the other answers from what it stored', async () => {
    const game = await startFakeMinecraft({ players: ['Alex'], max: 20 });
    cleanup.push(() => game.close());
    const { a, b, servers } = await twoInstances(dialect, {
      env: { GAME_QUERY: 'on' },
      servers: [`127.0.0.1:${game.port}`],
    });
    const serverId = servers[0]!.id;
    await a.links.link({
      guildId: '100000000000000001',
      channelId: '100000000000000002',
      serverId,
      createdBy: 't',
    });
    await a.watch.refresher.runCycle();
    await a.watch.idle();
    expect(game.requests()).toBe(1);
    expect(a.games?.get(serverId)?.state).toBe('answering');
    expect(b.games?.get(serverId)).toBeUndefined();
    expect(await b.metrics.registry.metrics()).not.toMatch(/hostcord_game_queries_total\{result="answered"/);
    expect((await b.store.repositories.gameQueries.status(serverId))?.answer).toMatchObject({
      online: 1,
      max: 20,
    });
  });

  it('a stopped instance gives its leases up: the other takes them over without waiting for the TTL', async () => {
    const { sim, a, b } = await twoInstances(dialect);
    expect(a.leases.held()).toEqual(ALL);
    await waitFor(() => feedPolls(sim) >= 1, 5000, 'a to poll the feed');
    expect(lastPollAt(b)).toBeNull();
    await a.stop();
    // The leases' clock does not move: only the release lets b take them.
    await waitFor(() => b.leases.held().length === ALL.length, 2000, 'b to take every lease');
    await waitFor(() => lastPollAt(b), 3000, 'b to poll the feed');
  });
});
