/**
 * The process users run, for the benchmarks: `node dist/src/main.js` as a child process with its
 * default settings (LOG_LEVEL info, EVENT_SOURCE both with a webhook secret, dispatcher and sender on,
 * the database at ./data/hostcord.db in its working directory), between the provider simulator and
 * the fake Discord, which run in the benchmark's own process. Only what must point at the fakes is set:
 * the two API addresses, the two tokens, the webhook secret and a free port.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLinks } from '../../src/db/links.js';
import { type DatabaseHandle, openDatabase } from '../../src/db/open.js';
import { type GuildFixture, guildFixture } from '../../test/support/bot-world.js';
import { type FakeDiscord, startFakeDiscord } from '../../test/support/fake-discord.js';
import { fakesEnv } from '../../test/support/fakes-env.js';
import { freePort } from '../../test/support/ports.js';
import { type ProviderSim, startProviderSim } from '../../test/support/provider-sim.js';
import { sleep } from './stats.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DIST_MAIN = join(ROOT, 'dist/src/main.js');
const SRC_MAIN = join(ROOT, 'src/main.ts');
const TSX_LOADER = new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;
export const BOT = 'zhb_bench_bot_token';
export const SECRET = 'zhs_bench_webhook_secret';

export interface Shipped {
  sim: ProviderSim;
  fake: FakeDiscord;
  guild: GuildFixture;
  /** A server the bot sees, linked to the guild's alert channel. */
  linkedServerId: string;
  /** A server the bot sees that no channel is linked to: its events are stored and routed nowhere. */
  unlinkedServerId: string;
  base: string;
  webhookUrl: string;
  pid: number;
  /** Milliseconds from spawn until /healthz said Discord is connected and the commands were registered. */
  readyMs: number;
  /** The database file, for reading it after the process stopped. */
  dbPath: string;
  /** What the process wrote to stdout and stderr so far. */
  logs(): { bytes: number; lines: number; notable: string[] };
  /** SIGTERM, then the exit; SIGKILL after 15 s. */
  stop(): Promise<{ code: number | null; signal: string | null; ms: number }>;
  /** Closes the fakes and removes the working directory (after stop). */
  close(): Promise<void>;
}

export interface ShippedOptions {
  /** More or other environment variables (the benchmarks leave the defaults alone). */
  env?: Record<string, string>;
  /** Runs src/main.ts through tsx, as the tests do, instead of the build (for comparison). */
  fromSource?: boolean;
  /** Another build's main.js instead of dist/src/main.js (comparing two builds under the same load). */
  main?: string;
  /** More servers, links or history, written into the database before hostcord starts. */
  seed?: (world: { sim: ProviderSim; db: DatabaseHandle['db']; guild: GuildFixture }) => Promise<void>;
}

/** hostcord processes started and not yet exited: killed when a benchmark gives up. */
const live = new Set<ChildProcess>();

/** Ends the benchmark with exit code 1 after `ms` (a stuck child or fake must not keep it running). */
export function giveUpAfter(name: string, ms = 600_000): void {
  setTimeout(() => {
    console.error(`${name}: gave up after ${Math.round(ms / 60_000)} minutes`);
    for (const child of live) child.kill('SIGKILL');
    process.exit(1);
  }, ms).unref();
}

/**
 * Node options for the hostcord process only, from BENCH_NODE_ARGS (e.g. `--cpu-prof
 * --cpu-prof-dir=/tmp/prof`): how the profiles behind the figures of docs/performance.md were taken.
 */
function nodeArgs(): string[] {
  return (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
}

export async function startShipped(options: ShippedOptions = {}): Promise<Shipped> {
  const dir = mkdtempSync(join(tmpdir(), 'hostcord-bench-'));
  const sim = await startProviderSim({ now: Date.now() });
  const linked = sim.addServer({ name: 'Survival', powerState: 'running', address: 'play.example.com' });
  sim.setResources(linked.id, { state: 'running', cpu: 12.5, memoryBytes: 1024 ** 3, uptimeMs: 3_600_000 });
  const unlinked = sim.addServer({ name: 'Creative' });
  sim.addBot({ token: BOT, installedOn: [linked.id, unlinked.id] });
  const guild = guildFixture('Bench');
  const fake = await startFakeDiscord({ guilds: [guild.config] });

  const dbPath = join(dir, 'data', 'hostcord.db');
  mkdirSync(join(dir, 'data'));
  // Seeded with the migrations of the build that runs on it (another build's may differ).
  const seed = openDatabase(dbPath, {
    ...(options.main && {
      migrationsFolder: join(dirname(options.main), '..', '..', 'migrations', 'sqlite'),
    }),
  });
  await createLinks(seed.db).link({
    guildId: guild.id,
    channelId: guild.alerts,
    serverId: linked.id,
    createdBy: 'bench',
  });
  await options.seed?.({ sim, db: seed.db, guild });
  seed.close();

  const spawnedAt = Date.now();
  const process_ = await spawnHostcord({
    cwd: dir,
    env: fakesEnv({ discord: fake, provider: sim, hostingToken: BOT, webhookSecret: SECRET }, options.env),
    main: options.fromSource ? ['--import', TSX_LOADER, SRC_MAIN] : [options.main ?? DIST_MAIN],
  });
  try {
    // Commands are registered just after the gateway is ready; wait so that this is not measured.
    await fake.waitFor(() => fake.commands.global.some((c) => c.name === 'status'), 10_000, 'commands');
  } catch (err) {
    await process_.stop();
    throw err;
  }

  return {
    sim,
    fake,
    guild,
    linkedServerId: linked.id,
    unlinkedServerId: unlinked.id,
    ...process_,
    readyMs: Date.now() - spawnedAt,
    dbPath,
    async close() {
      await process_.stop();
      await fake.close();
      await sim.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One hostcord process, started and ready (see `spawnHostcord`). */
export interface HostcordProcess {
  base: string;
  webhookUrl: string;
  pid: number;
  /** Milliseconds from spawn until /healthz said Discord is connected. */
  readyMs: number;
  /** What the process wrote to stdout and stderr so far. */
  logs(): { bytes: number; lines: number; notable: string[] };
  /** SIGTERM, then the exit; SIGKILL after 15 s. Once stopped, the same exit again. */
  stop(): Promise<{ code: number | null; signal: string | null; ms: number }>;
}

/**
 * Spawns `node dist/src/main.js` (or `main`) in `cwd` with `env` (plus PATH and a free HTTP_PORT
 * unless `env` has one) and resolves once its `/healthz` says Discord is connected; stops it and
 * rejects when it exits or is not ready within 60 s.
 */
export async function spawnHostcord(options: {
  cwd: string;
  env: Record<string, string>;
  main?: string[];
  /** How long the start may take (60 s): leased shards identify 5.5 s apart in a bucket. */
  readyWithinMs?: number;
  /** A file that gets everything the process writes, stdout and stderr (for looking into a run). */
  logTo?: string;
}): Promise<HostcordProcess> {
  const port = options.env.HTTP_PORT ?? String(await freePort());
  const base = `http://127.0.0.1:${port}`;
  const spawnedAt = Date.now();
  const main = options.main ?? [DIST_MAIN];
  const child = spawn(process.execPath, [...nodeArgs(), ...main], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', HTTP_PORT: port, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  const exited = new Promise<{ code: number | null; signal: string | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => {
      live.delete(child);
      resolve({ code, signal, at: Date.now() });
    }),
  );

  // The log is read as a log collector would (docker, journald): counted, warnings and errors kept.
  let bytes = 0;
  let lines = 0;
  const notable: string[] = [];
  const copy = options.logTo ? createWriteStream(options.logTo) : undefined;
  // Once stdout and stderr are closed: nothing more comes.
  child.once('close', () => copy?.end());
  const read = (stream: NodeJS.ReadableStream, always: boolean) => {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      copy?.write(chunk);
      bytes += chunk.length;
      const text = rest + chunk.toString('utf8');
      const parts = text.split('\n');
      rest = parts.pop() ?? '';
      lines += parts.length;
      for (const line of parts) {
        // Warnings, errors and anything that is not a log line (a crash, a runtime's own output).
        const wanted = always || !line.startsWith('{') || /"level":[4-6]0/.test(line);
        if (wanted && notable.length < 1000) notable.push(line);
      }
    });
  };
  read(child.stdout, false);
  read(child.stderr, true);

  let stopped: Promise<{ code: number | null; signal: string | null; ms: number }> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      const at = Date.now();
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const exit = await exited;
      clearTimeout(timer);
      return { code: exit.code, signal: exit.signal, ms: exit.at - at };
    })();
    return stopped;
  };

  const deadline = Date.now() + (options.readyWithinMs ?? 60_000);
  for (;;) {
    const res = await fetch(`${base}/healthz`).catch(() => undefined);
    const body = res && ((await res.json()) as { checks?: { discord?: { ok?: boolean } } });
    if (body?.checks?.discord?.ok === true) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`hostcord did not become ready: ${notable.slice(-5).join('\n')}`);
    }
    await sleep(50);
  }
  return {
    base,
    webhookUrl: `${base}/webhook`,
    pid: child.pid ?? -1,
    readyMs: Date.now() - spawnedAt,
    logs: () => ({ bytes, lines, notable }),
    stop,
  };
}

/** Builds dist/ when it is missing or older than a source file, so the figures are of this code. */
export function ensureBuilt(): string {
  const newest = ['src', 'commands', 'scripts'].reduce(
    (max, dir) => Math.max(max, newestMtime(join(ROOT, dir))),
    0,
  );
  const built = existsSync(DIST_MAIN) ? statSync(DIST_MAIN).mtimeMs : 0;
  if (built >= newest) return 'up to date';
  const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('tsc -p tsconfig.build.json failed');
  return built === 0 ? 'built now (was missing)' : 'rebuilt now (was older than the sources)';
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    // .json: the catalogues (src/i18n/locales), which the build copies too.
    else if (/\.(ts|json)$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** The gateway shards an instance runs now, as its `/healthz` says (leased shards move). */
export async function shardsOf(instance: HostcordProcess): Promise<number[]> {
  const health = (await (await fetch(`${instance.base}/healthz`)).json()) as { shards: { ids?: number[] } };
  return health.shards.ids ?? [];
}
