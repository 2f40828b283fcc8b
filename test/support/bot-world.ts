import { join } from 'node:path';
import { PermissionFlagsBits } from 'discord.js';
import { afterEach } from 'vitest';
import { type App, type AppOptions, createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { type FakeDiscord, type FakeGuildConfig, snowflake, startFakeDiscord } from './fake-discord.js';
import { fakesEnv } from './fakes-env.js';
import { usePostgres } from './postgres.js';
import { type ProviderSim, startProviderSim } from './provider-sim.js';
import { useTempDir } from './temp-dir.js';

export const BOT_TOKEN = 'zhb_test_world_bot_token';
export const ADMIN = String(PermissionFlagsBits.ManageGuild | PermissionFlagsBits.Administrator);
export const MEMBER = String(PermissionFlagsBits.ViewChannel | PermissionFlagsBits.SendMessages);

export interface GuildFixture {
  id: string;
  general: string;
  alerts: string;
  /** A channel where the bot may not post. */
  locked: string;
  config: FakeGuildConfig;
}

export function guildFixture(name: string): GuildFixture {
  const id = snowflake();
  const general = snowflake();
  const alerts = snowflake();
  const locked = snowflake();
  return {
    id,
    general,
    alerts,
    locked,
    config: {
      id,
      name,
      channels: [
        { id: general, name: 'general' },
        { id: alerts, name: 'alerts' },
        {
          id: locked,
          name: 'locked',
          permission_overwrites: [
            { id, type: 0, allow: '0', deny: String(PermissionFlagsBits.SendMessages) },
          ],
        },
      ],
    },
  };
}

export interface World {
  sim: ProviderSim;
  fake: FakeDiscord;
  app: App;
  dbPath: string;
  /** Starts (again) the app on the same database and fakes, as a process restart would. */
  restart(env?: Record<string, string>): Promise<App>;
}

/**
 * The real bot end to end: createApp (real SQLite, real discord.js) against the provider simulator
 * and the fake Discord. Everything is closed after each test.
 */
export function useWorld() {
  const tempDir = useTempDir();
  // test/postgres/*.test.ts run whole end-to-end files again with the app on PostgreSQL.
  const postgres = process.env.HOSTCORD_TEST_DATABASE === 'postgres' ? usePostgres() : undefined;
  const cleanup: Array<() => unknown> = [];
  afterEach(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn();
  });

  return async function startWorld(
    guilds: GuildFixture[],
    env: Record<string, string> = {},
    prepare?: (sim: ProviderSim) => void,
    /** More app options (a test's clock, …) besides the short guild wait. */
    appOptions: AppOptions = {},
    /** Where the app's log lines go (JSON, from `info` on), for tests that read them. */
    logLines?: string[],
  ): Promise<World> {
    const sim = await startProviderSim();
    cleanup.push(() => sim.close());
    prepare?.(sim);
    const fake = await startFakeDiscord({ guilds: guilds.map((g) => g.config) });
    cleanup.push(() => fake.close());
    const dbPath = join(tempDir(), 'hostcord.db');
    const database = postgres ? { DATABASE_URL: await postgres.createDatabase() } : { DATABASE_PATH: dbPath };

    const boot = async (extra: Record<string, string> = {}) => {
      const config = loadConfig({
        ...fakesEnv({ discord: fake, provider: sim, hostingToken: BOT_TOKEN }),
        EVENT_SOURCE: 'poll',
        HTTP_HOST: '127.0.0.1',
        HTTP_PORT: '0',
        ...database,
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
        // Calls unpaced (the default 50 a second would stretch every test's refreshes); the
        // budget's own tests, and the process tests, run with their own rate or the default.
        PROVIDER_CALLS_PER_SECOND: '1000',
        ...env,
        ...extra,
      });
      const logger = logLines
        ? createLogger({ level: 'info', destination: { write: (line: string) => logLines.push(line) } })
        : createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
      const app = await createApp(config, logger, {
        waitGuildTimeoutMs: 200,
        ...appOptions,
      });
      const stopOnce = app.stop;
      let stopped = false;
      const stop = async () => {
        if (!stopped) await stopOnce();
        stopped = true;
      };
      cleanup.push(stop);
      await app.start();
      return Object.assign(app, { stop });
    };

    const world: World = {
      sim,
      fake,
      dbPath,
      app: await boot(),
      async restart(extra) {
        await world.app.stop();
        world.app = await boot(extra);
        return world.app;
      },
    };
    return world;
  };
}
