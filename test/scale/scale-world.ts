import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { type App, type AppOptions, createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openPostgres } from '../../src/db/postgres.js';
import { createLogger } from '../../src/logger.js';
import { createPostgresRepositories } from '../../src/store/repositories-postgres.js';
import { marker, shownText } from '../pipeline/support/world.js';
import { snowflake, startFakeDiscord } from '../support/fake-discord.js';
import { startFakeMinecraft } from '../support/fake-game-servers.js';
import { fakesEnv } from '../support/fakes-env.js';
import { freePort } from '../support/ports.js';
import { type SimEvent, type SimServer, startProviderSim } from '../support/provider-sim.js';
import { type MainProcess, runMain, waitUntilHealthy } from '../support/run-main.js';

export { marker };

export const BOT = 'zhb_test_scale_bot_token';
export const SECRET = 'zhs_test_scale_webhook_secret';
/** Channels of the flood, each linked to its own server: event `i` goes to channel `i % CHANNELS`. */
export const CHANNELS = 20;

/** One hostcord instance of the world: a child process or an app in this process. */
export interface Instance {
  name: string;
  base: string;
  /** `/healthz` of the instance, parsed. */
  healthz(): Promise<Healthz>;
}

export interface Healthz {
  checks: {
    leases?: { instance: string; held: string[] };
    events?: { lastPollAt: string | null };
    [name: string]: unknown;
  };
}

export interface ScaleWorldOptions {
  /** Discord's per-channel limit, a little tighter (5 a second): on unless false. */
  channelRateLimit?: boolean;
  /**
   * Each server's game a fake Minecraft server on 127.0.0.1 (`games`); otherwise the servers have
   * the simulator's documentation addresses, which no test may ask.
   */
  games?: boolean;
  /** A status board in the first channel: every linked server is on it, so read (and its game asked) every refresh. */
  board?: boolean;
}

/** A metric's value in the app's `/metrics`, its series (labels) added up; 0 when it has none. */
export async function metricOf(app: App, name: string): Promise<number> {
  const text = await app.metrics.registry.metrics();
  const series = text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'gm'));
  return [...series].reduce((sum, [, value]) => sum + Number(value), 0);
}

/**
 * Several hostcord instances on ONE PostgreSQL database, with the provider simulator signing
 * webhook deliveries and the fake Discord (one guild, `CHANNELS` alert channels, each linked to
 * its own server) counting what gets posted. Everything is closed after the test file, so tests of
 * one file may share a world.
 */
export function useScaleWorld() {
  const cleanup: Array<() => unknown> = [];
  afterAll(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn();
  });

  return async function startScaleWorld(databaseUrl: string, options: ScaleWorldOptions = {}) {
    const sim = await startProviderSim({ now: Date.now() });
    cleanup.push(() => sim.close());
    const games = options.games
      ? await Promise.all(Array.from({ length: CHANNELS }, () => startFakeMinecraft()))
      : [];
    cleanup.push(() => Promise.all(games.map((game) => game.close())));
    const servers: SimServer[] = Array.from({ length: CHANNELS }, (_, c) =>
      sim.addServer({
        name: `Survival ${c + 1}`,
        ...(games[c] && { address: `127.0.0.1:${games[c].port}` }),
      }),
    );
    sim.addBot({ token: BOT, installedOn: servers.map((s) => s.id) });
    const guildId = snowflake();
    const channels = Array.from({ length: CHANNELS }, () => snowflake());
    const fake = await startFakeDiscord({
      guilds: [
        {
          id: guildId,
          name: 'Network',
          channels: channels.map((id, c) => ({ id, name: `alerts-${c + 1}` })),
        },
      ],
    });
    cleanup.push(() => fake.close());
    // Discord's per-channel limit, a little tighter: the queues grow and alerts are coalesced.
    if (options.channelRateLimit !== false)
      for (const id of channels) fake.channelRateLimit(id, { limit: 5, windowMs: 1000 });

    const seed = await openPostgres(databaseUrl);
    const { links, boards } = createPostgresRepositories(seed.db);
    for (const [c, channelId] of channels.entries())
      await links.link({ guildId, channelId, serverId: servers[c]!.id, createdBy: 'test' });
    if (options.board) await boards.create({ guildId, channelId: channels[0]!, createdBy: 'test' });
    await seed.close();

    const dir = mkdtempSync(join(tmpdir(), 'hostcord-scale-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const env = (more: Record<string, string>) =>
      fakesEnv(
        { discord: fake, provider: sim, hostingToken: BOT, webhookSecret: SECRET },
        {
          EVENT_SOURCE: 'webhook',
          HTTP_HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          LOG_LEVEL: 'warn',
          ...more,
        },
      );

    const healthzOf = (base: string) => async () =>
      (await (await fetch(`${base}/healthz`)).json()) as Healthz;

    return {
      sim,
      fake,
      /** Server `c`'s game (with `games`), closed after the apps that ask it. */
      games,
      guildId,
      channels,
      servers,
      /**
       * Starts `src/main.ts` as a child process on its own port and waits until it is connected to
       * Discord. Killed (SIGKILL) after the file unless it exited before.
       */
      async startProcess(name: string, more: Record<string, string> = {}) {
        const base = `http://127.0.0.1:${await freePort()}`;
        const child = runMain(env({ HTTP_PORT: new URL(base).port, ...more }), dir);
        cleanup.push(async () => {
          child.kill('SIGKILL');
          await child.exited;
        });
        await waitUntilHealthy(base, child, 30_000);
        return { name, base, child, healthz: healthzOf(base) } satisfies Instance & { child: MainProcess };
      },
      /** createApp in this process (its own instance id), started; stopped after the file. */
      async startApp(name: string, more: Record<string, string> = {}, appOptions: AppOptions = {}) {
        // Calls unpaced and no wait to join beside the others, unless a test of the budgets says otherwise.
        const config = loadConfig(env({ HTTP_PORT: '0', PROVIDER_CALLS_PER_SECOND: '1000', ...more }));
        const app = await createApp(config, createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }), {
          waitGuildTimeoutMs: 200,
          budgetShare: { settleMs: 0 },
          ...appOptions,
        });
        let stopped = false;
        const stop = async () => {
          if (stopped) return;
          stopped = true;
          await app.stop();
        };
        cleanup.push(stop);
        await app.start();
        const base = `http://127.0.0.1:${(app.server.server.address() as { port: number }).port}`;
        return { name, base, app, stop, healthz: healthzOf(base) } satisfies Instance & {
          app: App;
          stop(): Promise<void>;
        };
      },
      /**
       * `n` new activity events at the provider, one millisecond apart; event `i` is on server
       * `i % CHANNELS` and titled with `marker(from + i)`.
       */
      events(n: number, from = 0): SimEvent[] {
        return Array.from({ length: n }, (_, i) => {
          sim.clock.advance(1);
          const entry = sim.addActivity(servers[i % CHANNELS]!.id, {
            title: `Crash ${marker(from + i)}`,
            severity: 'error',
          });
          return sim.eventsFor(BOT).findLast((e) => e.data.id === entry.id)!;
        });
      },
      /** One signed delivery to an instance; resolves with the status, 0 when nothing answered. */
      deliver(event: SimEvent, to: Pick<Instance, 'base'>): Promise<number> {
        return sim.deliver(event, { url: `${to.base}/webhook`, secret: SECRET }).then(
          (r) => r.status,
          () => 0,
        );
      },
      /** Each channel's markers, in the order Discord shows them (messages, then lines). */
      shown(): string[][] {
        return channels.map((id) =>
          fake.messagesIn(id).flatMap((m) => [...shownText(m).matchAll(/E\d{4}/g)].map(([x]) => x)),
        );
      },
    };
  };
}

export type ScaleWorld = Awaited<ReturnType<ReturnType<typeof useScaleWorld>>>;

/**
 * What went wrong with the markers `from` … `from + n - 1` (event `i` belongs in channel
 * `i % CHANNELS`), given each channel's markers as shown: all empty when each was posted exactly
 * once, in its own channel, in order per channel.
 */
export function flaws(shown: string[][], from: number, n: number) {
  const expected = new Set(Array.from({ length: n }, (_, i) => marker(from + i)));
  const count = new Map<string, number>();
  const misplaced: string[] = [];
  const outOfOrder: string[] = [];
  for (const [c, list] of shown.entries()) {
    const ours = list.filter((m) => expected.has(m));
    for (const m of ours) {
      count.set(m, (count.get(m) ?? 0) + 1);
      if ((Number(m.slice(1)) - from) % CHANNELS !== c) misplaced.push(m);
    }
    for (let k = 1; k < ours.length; k++)
      if (ours[k]! < ours[k - 1]!) outOfOrder.push(`${ours[k - 1]} before ${ours[k]} in channel ${c}`);
  }
  return {
    lost: [...expected].filter((m) => !count.has(m)),
    doubled: [...count].filter(([, k]) => k > 1).map(([m]) => m),
    misplaced,
    outOfOrder,
  };
}

export const NO_FLAWS = { lost: [], doubled: [], misplaced: [], outOfOrder: [] };

/** How many of the markers `from` … `from + n - 1` are shown at least once. */
export function shownCount(shown: string[][], from: number, n: number): number {
  const seen = new Set(shown.flat());
  let k = 0;
  for (let i = 0; i < n; i++) if (seen.has(marker(from + i))) k++;
  return k;
}

/**
 * The flood: each channel's events delivered one after the other (the next once the previous is
 * acknowledged, so the order they are stored in is theirs), the channels at once. `target(i)`
 * picks the instance for event `i`; a delivery that gets no 2xx is sent again to the next of
 * `fallbacks(i)` that answers, as the provider retries. Resolves with the acknowledged event ids.
 */
export async function flood(
  world: ScaleWorld,
  events: SimEvent[],
  targets: (i: number) => Array<Pick<Instance, 'base'>>,
  acknowledged = new Set<string>(),
  /** Each answer, with when its delivery was sent and answered (performance.now()). */
  observe?: (status: number, sentAt: number, answeredAt: number) => void,
): Promise<Set<string>> {
  const deadline = Date.now() + 60_000;
  await Promise.all(
    Array.from({ length: CHANNELS }, async (_, c) => {
      for (let i = c; i < events.length; i += CHANNELS) {
        const event = events[i]!;
        for (let attempt = 0; ; attempt++) {
          const list = targets(i);
          const sentAt = performance.now();
          const status = await world.deliver(event, list[attempt % list.length]!);
          observe?.(status, sentAt, performance.now());
          if (status >= 200 && status < 300) {
            acknowledged.add(event.id);
            break;
          }
          if (Date.now() > deadline) throw new Error(`event ${i} was never acknowledged (last ${status})`);
          if (attempt % list.length === list.length - 1) await new Promise((r) => setTimeout(r, 50));
        }
      }
    }),
  );
  return acknowledged;
}
