import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach } from 'vitest';
import { createAudit } from '../../../src/db/audit.js';
import { createLinks } from '../../../src/db/links.js';
import { openDatabase } from '../../../src/db/open.js';
import { postgresSql } from '../../../src/db/postgres/sql.js';
import { openPostgres } from '../../../src/db/postgres.js';
import { createRestartRuns } from '../../../src/db/restart-runs.js';
import { createRestartSchedules } from '../../../src/db/restart-schedules.js';
import { createServerDirectory } from '../../../src/hosting/directory.js';
import { createHostingClient } from '../../../src/hosting/index.js';
import { DEFAULT_LOCALE } from '../../../src/i18n/locale.js';
import { createRestartPlans } from '../../../src/schedule/plans.js';
import { createScheduler } from '../../../src/schedule/scheduler.js';
import { snowflake } from '../../support/fake-discord.js';
import { usePostgres } from '../../support/postgres.js';
import { type ProviderSim, startProviderSim } from '../../support/provider-sim.js';
import { useTempDir } from '../../support/temp-dir.js';

// The scheduler with everything real but Discord and the clock: SQLite files in a temp folder, the
// provider simulator, and a clock the test moves. Discord posts are recorded. With `postgres`, the
// planned-restart repositories are on one PostgreSQL database (each instance its own pool); links
// and audit, not yet on PostgreSQL, stay on the shared SQLite file.

export const BOT_TOKEN = 'zhb_scheduler_world_token';
export const GUILD = snowflake();
export const CHANNEL = snowflake();
export const MEMBER = snowflake();
/** 2026-01-10 03:00 UTC. */
export const T0 = Date.UTC(2026, 0, 10, 3, 0);
export const MIN = 60_000;

export interface Post {
  channelId: string;
  body: Record<string, unknown>;
}

export function useSchedulerWorld() {
  const tempDir = useTempDir();
  const postgres = usePostgres();
  const cleanup: Array<() => unknown> = [];
  afterEach(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn();
  });

  return async function start(options: { retryDelayMs?: number; postgres?: boolean } = {}) {
    const sim = await startProviderSim();
    cleanup.push(() => sim.close());
    const serverId = sim.addServer({ name: 'Survival *SMP*' }).id;
    sim.addBot({ token: BOT_TOKEN });
    sim.install(BOT_TOKEN, serverId);
    const dbPath = join(tempDir(), 'hostcord.db');
    const clock = { t: T0, now: () => clock.t };
    const posts: Post[] = [];
    const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
    const postgresUrl = options.postgres ? await postgres.createDatabase() : undefined;

    /** One hostcord process's share of the work: its own connection to the same file. */
    async function instance() {
      const database = openDatabase(dbPath);
      cleanup.push(() => database.close());
      const db = database.db;
      const pg = postgresUrl === undefined ? undefined : await openPostgres(postgresUrl);
      if (pg) cleanup.push(() => pg.close());
      // No waiting between the client's own attempts: the test's clock is not the client's.
      const hosting = createHostingClient({ baseUrl: sim.url, token: BOT_TOKEN, sleep: async () => {} });
      const parts = {
        runs: pg ? createRestartRuns(postgresSql(pg.db)) : createRestartRuns(db),
        schedules: pg ? createRestartSchedules(postgresSql(pg.db)) : createRestartSchedules(db),
        audit: createAudit(db),
        links: createLinks(db),
        hosting,
        // English: the languages' own tests are in test/i18n.
        languages: { guildLanguage: async () => DEFAULT_LOCALE },
        log,
        now: clock.now,
      };
      const scheduler = createScheduler({
        ...parts,
        directory: createServerDirectory(hosting, log),
        post: async (channelId, body) => {
          posts.push({ channelId, body });
          return { id: snowflake() };
        },
        retryDelayMs: options.retryDelayMs ?? 30_000,
      });
      const plans = createRestartPlans({ ...parts, wake: () => undefined });
      return { ...parts, database, scheduler, plans };
    }

    const a = await instance();
    await a.links.link({ guildId: GUILD, channelId: CHANNEL, serverId, createdBy: MEMBER });

    /** A one-off restart asked by MEMBER and confirmed at the clock's time. */
    async function restartIn(delayMs: number, message: string | null = null, p = a.plans) {
      const draft = await p.ask({
        runKey: snowflake(),
        guildId: GUILD,
        serverId,
        requestedBy: MEMBER,
        message,
        delayMs,
      });
      return (await p.confirm(draft, MEMBER))!;
    }

    /** A schedule made by MEMBER: every day at `time` in `timeZone`. */
    const daily = (time: string, timeZone: string) =>
      a.plans.addSchedule({ guildId: GUILD, serverId, createdBy: MEMBER, time, timeZone, days: [] });

    return {
      sim,
      daily,
      serverId,
      clock,
      posts,
      a,
      instance,
      restartIn,
      /** Moves the clock and lets each instance take what is due. */
      async at(t: number, ...instances: Array<Awaited<ReturnType<typeof instance>>>) {
        clock.t = t;
        await Promise.all((instances.length > 0 ? instances : [a]).map((i) => i.scheduler.tick()));
      },
      says: () => sim.effects.commands.filter((c) => c.serverId === serverId).map((c) => c.command),
      powerRequests: (sim2: ProviderSim = sim) =>
        sim2.requests.filter((r) => r.method === 'POST' && r.path === `/servers/${serverId}/power`),
      sayRequests: () =>
        sim.requests.filter((r) => r.method === 'POST' && r.path === `/servers/${serverId}/commands`),
    };
  };
}
