import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createAudit } from '../../src/db/audit.js';
import { createLinks } from '../../src/db/links.js';
import { openDatabase } from '../../src/db/open.js';
import { createRestartRuns, type Planned, scheduleRunKey } from '../../src/db/restart-runs.js';
import { createRestartSchedules } from '../../src/db/restart-schedules.js';
import { restartRuns, restartSchedules } from '../../src/db/schema.js';
import { createServerDirectory } from '../../src/hosting/directory.js';
import { createCallBudget, createHostingClient } from '../../src/hosting/index.js';
import { DEFAULT_LOCALE } from '../../src/i18n/locale.js';
import { firstStep } from '../../src/schedule/countdown.js';
import { createScheduler } from '../../src/schedule/scheduler.js';
import { snowflake } from '../support/fake-discord.js';
import { startProviderSim } from '../support/provider-sim.js';
import { useTempDir } from '../support/temp-dir.js';
import { waitFor } from '../support/wait-for.js';

// Finding 2 of the adversarial test: one Discord server's schedules must not delay or silence
// another's. 2,000 daily restarts of guild A's server and one of guild B's, all at 04:00 UTC,
// against a provider that allows 10 calls a second (its 429 says when to call again). Time is the
// simulator's virtual clock: it moves only when hostcord waits for the provider (a 429's
// Retry-After) or when the test jumps to the next step, so the test takes seconds, not minutes.

const BOT = 'zhb_fairness_bot_token';
const MIN = 60_000;
/** 2026-01-10 04:00 UTC: every run's time. */
const T = Date.UTC(2026, 0, 10, 4, 0);
const A_SCHEDULES = 2000;
const WARNINGS = [900, 300, 60, 10];

const tempDir = useTempDir();
const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

/** Two Discord servers A and B, each with its game server linked, and a provider limited to 10 calls/s. */
async function world() {
  const sim = await startProviderSim({ now: T - 16 * MIN });
  cleanup.push(() => sim.close());
  const serverA = sim.addServer({ name: 'A survival' }).id;
  const serverB = sim.addServer({ name: 'B creative' }).id;
  sim.addBot({ token: BOT, installedOn: [serverA, serverB] });
  sim.limitRate({ perSecond: 10 });

  const database = openDatabase(join(tempDir(), 'hostcord.db'));
  cleanup.push(() => database.close());
  // Durability is not what is tested; without it the 2,000 schedules and their audit rows are
  // written in a fraction of the time.
  database.sqlite.pragma('synchronous = OFF');
  const db = database.db;
  const links = createLinks(db);
  const guilds = { A: snowflake(), B: snowflake() };
  const servers = { A: serverA, B: serverB };
  await links.link({ guildId: guilds.A, channelId: snowflake(), serverId: serverA, createdBy: 'test' });
  await links.link({ guildId: guilds.B, channelId: snowflake(), serverId: serverB, createdBy: 'test' });
  const schedules = createRestartSchedules(db);
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

  return {
    sim,
    serverA,
    serverB,
    /**
     * `count` daily schedules of the guild's server with their next run as planned, written into
     * the tables directly: the limit on schedules per Discord server keeps /schedule (and the
     * repository) from making them.
     */
    async seed(guild: 'A' | 'B', count: number, plan: Planned) {
      const daily = { time: '04:00', timeZone: 'UTC', days: [], createdBy: 'test' };
      const where = { guildId: guilds[guild], serverId: servers[guild] };
      db.transaction((tx) => {
        for (let i = 0; i < count; i++) {
          const { id } = tx
            .insert(restartSchedules)
            .values({ ...daily, ...where })
            .returning()
            .get();
          tx.insert(restartRuns)
            .values({
              ...where,
              runKey: scheduleRunKey(id, plan.runAt),
              scheduleId: id,
              requestedBy: daily.createdBy,
              state: 'pending',
              ...plan,
            })
            .run();
        }
      });
    },
    /** The scheduler as src/app.ts makes it: its client in its own lane of the process's one budget. */
    scheduler(time: { now: () => number; sleep?: (ms: number) => Promise<void> }) {
      const hosting = createHostingClient({
        baseUrl: sim.url,
        token: BOT,
        ...(time.sleep && { sleep: time.sleep }),
        budget: createCallBudget({ now: time.now, ...(time.sleep && { sleep: time.sleep }) }),
        lane: 'scheduled',
      });
      const scheduler = createScheduler({
        runs: createRestartRuns(db),
        schedules,
        audit: createAudit(db),
        links,
        hosting,
        directory: createServerDirectory(hosting, log),
        post: async () => ({ id: snowflake() }),
        languages: { guildLanguage: async () => DEFAULT_LOCALE },
        log,
        now: time.now,
      });
      cleanup.push(() => scheduler.stop());
      return scheduler;
    },
  };
}

/**
 * The simulator's clock, moved by hostcord's waits: a wait of `ms` moves it on by `ms` at once.
 * `at` runs a function when the clock reaches a time (the scheduler's wake-ups, played by the test).
 */
function virtualTime(clock: { now(): number; set(ms: number): void }) {
  const hooks: Array<{ at: number; run: () => void }> = [];
  function moveTo(t: number): void {
    if (t <= clock.now()) return;
    clock.set(t);
    for (const hook of hooks.filter((h) => h.at <= t)) {
      hooks.splice(hooks.indexOf(hook), 1);
      hook.run();
    }
  }
  return {
    now: () => clock.now(),
    sleep: async (ms: number) => moveTo(clock.now() + ms),
    moveTo,
    at(at: number, run: () => void): void {
      hooks.push({ at, run });
    },
  };
}

describe('planned restarts of one Discord server do not delay another’s', () => {
  it('2,000 schedules of guild A and one of guild B at 04:00: B is warned on time and restarts within 10 s', async () => {
    const w = await world();
    // Guild B's last, so a scheduler that takes runs in table order reaches it last.
    const first = firstStep(T, T - 16 * MIN);
    const plan = { runAt: T, nextOffset: first.offset, nextStepAt: first.at };
    await w.seed('A', A_SCHEDULES, plan);
    await w.seed('B', 1, plan);
    const time = virtualTime(w.sim.clock);
    const scheduler = w.scheduler(time);
    const passes = new Set<Promise<void>>();
    /** A look at the table, as the scheduler's own timer makes one when a step falls due. */
    const look = () => {
      const pass = scheduler.tick();
      passes.add(pass);
      void pass.finally(() => passes.delete(pass));
    };
    // The scheduler looks when a step falls due and, while runs are under way, every second.
    const steps = [...WARNINGS.map((s) => T - s * 1000), T];
    for (const at of steps) time.at(at, look);
    for (let at = T - 10_000; at <= T + 15_000; at += 1000) time.at(at, look);
    const warnedB = () => w.sim.effects.commands.filter((c) => c.serverId === w.serverB);
    const restartOfB = () => w.sim.effects.power.find((p) => p.serverId === w.serverB);
    /** Lets the runs under way go on until `done`, nothing is under way, or a minute (virtual) passed. */
    const runUntil = async (done: () => boolean) => {
      const limit = time.now() + MIN;
      while (!done() && passes.size > 0 && time.now() < limit) {
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    };

    for (const [i, at] of WARNINGS.map((s) => T - s * 1000).entries()) {
      time.moveTo(at);
      await runUntil(() => warnedB().length > i);
    }
    time.moveTo(T);
    // A's 2,000 restarts spend the provider's limit for minutes; B's goes out meanwhile.
    await runUntil(() => restartOfB() !== undefined && time.now() >= T + 10_000);
    await scheduler.stop();

    expect(warnedB().map((c) => c.command)).toEqual(
      ['15 minutes', '5 minutes', '1 minute', '10 seconds'].map((s) => `say The server restarts in ${s}.`),
    );
    for (const [i, warning] of warnedB().entries()) {
      expect(Math.abs(warning.at - (T - WARNINGS[i]! * 1000))).toBeLessThanOrEqual(5_000);
    }
    const restart = restartOfB();
    expect(restart, 'B restarted').toBeDefined();
    expect(restart!.at - T).toBeGreaterThanOrEqual(0);
    expect(restart!.at - T).toBeLessThanOrEqual(10_000);
    // The burst was real: A's restarts ran into the provider's limit (hostcord waited out its 429s).
    expect(w.sim.effects.power.filter((p) => p.serverId === w.serverA).length).toBeGreaterThanOrEqual(50);
    expect(w.sim.requests.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(5);
  }, 60_000);

  it('a step due while another Discord server’s run is still under way starts without waiting for it', async () => {
    const w = await world();
    w.sim.limitRate(null);
    const now = Date.now();
    // A's 10-second warning is due now, and its provider call hangs for 3 s; B's is due 300 ms later.
    await w.seed('A', 1, { runAt: now + 10_000, nextOffset: 10, nextStepAt: now });
    await w.seed('B', 1, { runAt: now + 10_300, nextOffset: 10, nextStepAt: now + 300 });
    w.sim.fault({ path: `/servers/${w.serverA}/commands`, delayMs: 3_000 });
    const scheduler = w.scheduler({ now: Date.now });
    scheduler.start();
    const said = (serverId: string) => w.sim.effects.commands.some((c) => c.serverId === serverId);
    await waitFor(() => said(w.serverB), 5_000, 'B warned');
    // The scheduler's own timer found B's step while A's call was still in flight.
    expect(said(w.serverA)).toBe(false);
    await waitFor(() => said(w.serverA), 5_000, 'A warned');
  });
});
