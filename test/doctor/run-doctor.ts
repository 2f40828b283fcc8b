import { join } from 'node:path';
import { PermissionFlagsBits } from 'discord.js';
import { afterEach } from 'vitest';
import { type App, createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createLinks } from '../../src/db/links.js';
import { type DatabaseHandle, openDatabase } from '../../src/db/open.js';
import { createLogger } from '../../src/logger.js';
import { guildFixture } from '../support/bot-world.js';
import { distOf } from '../support/dist.js';
import { type FakeDiscord, startFakeDiscord } from '../support/fake-discord.js';
import { freePort } from '../support/ports.js';
import { type ProviderSim, startProviderSim } from '../support/provider-sim.js';
import { runMain } from '../support/run-main.js';
import { useTempDir } from '../support/temp-dir.js';

const DOCTOR = distOf('scripts/doctor.ts');
export const BOT = 'zhb_test_doctor_bot_token';
const DAY = 86_400_000;

export interface DoctorOptions {
  scopes?: string[];
  /** The installation's subscriptions (the simulator's default: server.activity). */
  eventTypes?: string[];
  discordToken?: string;
  expiresInDays?: number;
  lockedLink?: boolean;
  /** #alerts denies Read Message History to everyone (the bot included). */
  noHistory?: boolean;
  botPublic?: boolean;
  env?: Record<string, string>;
  args?: string[];
  /** Appended to the simulator's address in HOSTING_API_URL (a path the provider does not serve). */
  hostingPath?: string;
  /** Runs hostcord itself next to the doctor (same database, same port), as on a live machine. */
  running?: boolean;
  /** With `running`: what happens after hostcord started and before the doctor runs (deliveries, …). */
  meanwhile?: (world: { sim: ProviderSim; base: string }) => Promise<void>;
  /** Before running: make shares, links … on the database (Alpha owns the server, Beta exists). */
  prepare?: (
    db: DatabaseHandle['db'],
    ids: { alpha: string; beta: string; serverId: string; alerts: string },
    sim: ProviderSim,
  ) => void | Promise<void>;
}

export interface DoctorRun {
  code: number | null;
  lines: string[];
  text: string;
  sim: ProviderSim;
  fake: FakeDiscord;
  app: App | undefined;
  ids: { alpha: string; beta: string; serverId: string; alerts: string; locked: string };
  /** Runs the doctor once more, with the same environment (hostcord still running, if it was). */
  again(): Promise<{ code: number | null; lines: string[] }>;
}

/**
 * `npm run doctor` as the operator runs it (`node dist/scripts/doctor.js`, in its own process) against the
 * provider simulator and the fake Discord: one server "Survival", linked in Alpha to #alerts.
 */
export function useDoctor() {
  const tempDir = useTempDir();
  const cleanup: Array<() => unknown> = [];
  afterEach(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn();
  });

  return async function doctor(options: DoctorOptions = {}): Promise<DoctorRun> {
    const sim = await startProviderSim({ now: Date.now() });
    cleanup.push(() => sim.close());
    const server = sim.addServer({ name: 'Survival' });
    sim.addBot({
      token: BOT,
      installedOn: [server.id],
      ...(options.scopes && { scopes: options.scopes }),
      ...(options.eventTypes && { eventTypes: options.eventTypes }),
      ...(options.expiresInDays !== undefined && { expiresAt: Date.now() + options.expiresInDays * DAY }),
    });
    const guild = guildFixture('Alpha');
    const beta = guildFixture('Beta');
    if (options.noHistory) {
      const alerts = guild.config.channels!.find((c) => c.id === guild.alerts)!;
      alerts.permission_overwrites = [
        { id: guild.id, type: 0, allow: '0', deny: String(PermissionFlagsBits.ReadMessageHistory) },
      ];
    }
    const fake = await startFakeDiscord({
      guilds: [guild.config, beta.config],
      application: { botPublic: options.botPublic ?? false },
    });
    cleanup.push(() => fake.close());
    const dir = tempDir();
    const dbPath = join(dir, 'hostcord.db');
    const handle = openDatabase(dbPath);
    const links = createLinks(handle.db);
    await links.link({ guildId: guild.id, channelId: guild.alerts, serverId: server.id, createdBy: 'x' });
    if (options.lockedLink) {
      await links.link({ guildId: guild.id, channelId: guild.locked, serverId: server.id, createdBy: 'x' });
    }
    const ids = {
      alpha: guild.id,
      beta: beta.id,
      serverId: server.id,
      alerts: guild.alerts,
      locked: guild.locked,
    };
    await options.prepare?.(handle.db, ids, sim);
    handle.close();

    const env = {
      DISCORD_TOKEN: options.discordToken ?? fake.botToken,
      DISCORD_API_URL: fake.apiUrl,
      HOSTING_API_URL: sim.url + (options.hostingPath ?? ''),
      HOSTING_TOKEN: BOT,
      DATABASE_PATH: dbPath,
      // Unless hostcord runs: nothing answers there, and the doctor says so.
      HTTP_HOST: '127.0.0.1',
      HTTP_PORT: String(await freePort()),
      ...options.env,
    };
    let app: App | undefined;
    if (options.running) {
      // The simulator's servers have documentation addresses, which no test may reach (fakes-env.ts).
      const config = loadConfig({ ...env, LOG_LEVEL: 'silent', GAME_QUERY: 'off' });
      app = await createApp(config, createLogger({ level: 'silent' }), {
        waitGuildTimeoutMs: 200,
      });
      cleanup.push(() => app?.stop());
      await app.start();
      await options.meanwhile?.({ sim, base: `http://127.0.0.1:${env.HTTP_PORT}` });
    }
    const run = async () => {
      const proc = runMain(env, dir, DOCTOR, options.args);
      const { code } = await proc.exited;
      return { code, lines: proc.stdout().trim().split('\n'), text: proc.stdout() + proc.stderr() };
    };
    const { code, lines, text } = await run();
    return { code, lines, text, sim, fake, app, ids, again: run };
  };
}
