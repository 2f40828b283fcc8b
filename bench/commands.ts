/**
 * Command latency benchmark (`npm run bench:commands`). Not a test: prints figures for the README.
 *
 * The provider simulator and the fake Discord run in this process; the real bot runs as a separate
 * child process (event feed polled, one linked server), first as `npm start` runs it (plain
 * `node dist/src/main.js`, built here when missing or older than the sources), then from source
 * through tsx as the tests run it. For each, over loopback:
 *   1. INTERACTION_CREATE dispatched → the bot's first callback, for /status (deferred reply), its
 *      refresh button (deferred update) and /status autocomplete (the choices), sequentially and
 *      10 at a time; for /status and refresh also → the final edit (the simulator answers at once);
 *   2. the bot's resident memory (VmRSS) after 5 s idle following that load, and its peak (VmHWM);
 *   3. its exit code and shutdown time after SIGTERM.
 * Times come from the fake Discord's clock (Date.now), so they have millisecond resolution.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLinks } from '../src/db/links.js';
import { openDatabase } from '../src/db/open.js';
import { guildFixture } from '../test/support/bot-world.js';
import { type FakeDiscord, startFakeDiscord } from '../test/support/fake-discord.js';
import { freePort } from '../test/support/ports.js';
import { startProviderSim } from '../test/support/provider-sim.js';
import { type MainProcess, runMain, runNode, waitUntilHealthy } from '../test/support/run-main.js';
import { DIST_MAIN, ensureBuilt } from './support/shipped.js';
import { emptyNodeRss, machineLine, mb, pct, procStatusKb } from './support/stats.js';

const BOT = 'zhb_bench_commands_bot_token';
const N = 300;
const CONCURRENCY = 10;
const WARM_UP = 20;
const IDLE_MS = 5000;

// A stuck child or fake must not keep the bench (or `npm run bench`) running.
let running: MainProcess | undefined;
setTimeout(() => {
  console.error('bench:commands: gave up after 10 minutes');
  running?.kill('SIGKILL');
  process.exit(1);
}, 600_000).unref();

interface Sample {
  ack: number;
  final?: number;
}
interface Row {
  label: string;
  concurrency: number;
  samples: Sample[];
  failed: number;
  firstError?: string;
}
interface RunResult {
  runtime: string;
  readyMs: number;
  rows: Row[];
  rss: { ready?: number; idle?: number; peak?: number };
  exit: { code: number | null; signal: string | null };
  shutdownMs: number;
  rejected: number;
  logged: string[];
}

const build = ensureBuilt();
const emptyNode = await emptyNodeRss();
const results: RunResult[] = [];
results.push(await runBot('node dist/src/main.js', (env, cwd) => runNode([DIST_MAIN], env, cwd)));
results.push(await runBot('node --import tsx src/main.ts', (env, cwd) => runMain(env, cwd)));

console.log(machineLine());
console.log(`dist: ${build}; fakes and load generator share the machine with the bot`);
for (const r of results) {
  console.log(`\nbot: ${r.runtime} (child pid, ready ${r.readyMs} ms after spawn), n=${N} per row, ms`);
  console.log(
    'interaction                      conc  first callback p50/p99/max  final edit p50/p99/max  failed',
  );
  for (const row of r.rows) {
    const acks = row.samples.map((s) => s.ack);
    const finals = row.samples.flatMap((s) => (s.final === undefined ? [] : [s.final]));
    console.log(
      `${row.label.padEnd(32)} ${String(row.concurrency).padStart(4)}  ${triple(acks).padEnd(26)}  ${triple(finals).padEnd(22)}  ${row.failed}${row.firstError ? ` (${row.firstError})` : ''}`,
    );
  }
  const finals = r.rows.flatMap((row) =>
    row.samples.flatMap((x) => (x.final === undefined ? [] : [x.final])),
  );
  console.log(
    `final edits held ≥ 100 ms: ${finals.filter((ms) => ms >= 100).length} of ${finals.length} (discord.js counts interaction edits, not callbacks, against its own 50 requests/s global budget in fixed 1 s windows)`,
  );
  if (r.rejected > 0) console.log(`fake Discord refused ${r.rejected} request(s) from the bot`);
  for (const line of r.logged.slice(0, 3)) console.log(`bot logged: ${line.slice(0, 200)}`);
  if (r.logged.length > 3) console.log(`bot logged ${r.logged.length - 3} more line(s)`);
}
console.log('\nmemory of the bot process (VmRSS/VmHWM from /proc/<pid>/status)');
console.log('runtime                          RSS at ready  idle RSS after load  peak RSS   SIGTERM');
for (const r of results) {
  const exit = r.exit.signal ? `signal ${r.exit.signal}` : `exit code ${r.exit.code}`;
  console.log(
    `${r.runtime.padEnd(32)} ${mb(r.rss.ready).padStart(12)}  ${mb(r.rss.idle).padStart(19)}  ${mb(r.rss.peak).padStart(8)}   ${exit} after ${r.shutdownMs} ms`,
  );
}
console.log(`${'node -e "setInterval(…)" (reference)'.padEnd(32)} ${mb(emptyNode).padStart(12)}`);
console.log('(the tsx run includes its loader: esbuild transforms and a module-hooks thread)');

const bad = results.some((r) => r.exit.code !== 0 || r.rejected > 0 || r.rows.some((row) => row.failed > 0));
if (bad) process.exitCode = 1;

async function runBot(
  runtime: string,
  start: (env: Record<string, string>, cwd: string) => MainProcess,
): Promise<RunResult> {
  const dir = mkdtempSync(join(tmpdir(), 'hostcord-bench-'));
  const sim = await startProviderSim();
  const guild = guildFixture('Bench');
  const fake = await startFakeDiscord({ guilds: [guild.config] });
  let child: MainProcess | undefined;
  try {
    const server = sim.addServer({ name: 'Survival', powerState: 'running', address: 'play.example.com' });
    sim.setResources(server.id, { state: 'running', cpu: 12.5, memoryBytes: 1024 ** 3, uptimeMs: 3_600_000 });
    sim.addBot({ token: BOT, installedOn: [server.id] });
    const dbPath = join(dir, 'hostcord.db');
    const database = openDatabase(dbPath);
    createLinks(database.db).link({
      guildId: guild.id,
      channelId: guild.alerts,
      serverId: server.id,
      createdBy: 'bench',
    });
    database.close();

    const port = await freePort();
    const spawnedAt = Date.now();
    child = start(
      {
        DISCORD_TOKEN: fake.botToken,
        DISCORD_API_URL: fake.apiUrl,
        HOSTING_API_URL: sim.url,
        HOSTING_TOKEN: BOT,
        EVENT_SOURCE: 'poll',
        HTTP_HOST: '127.0.0.1',
        HTTP_PORT: String(port),
        DATABASE_PATH: dbPath,
      },
      dir,
    );
    running = child;
    await waitUntilHealthy(`http://127.0.0.1:${port}`, child, 60_000);
    // Commands are registered just after the gateway is ready; wait so that sync is not measured.
    await fake.waitFor(() => fake.commands.global.some((c) => c.name === 'status'), 10_000, 'commands');
    const readyMs = Date.now() - spawnedAt;
    const rssAtReady = procStatusKb(child.pid, 'VmRSS');

    const where = { guildId: guild.id, channelId: guild.general };
    const statusMessage = await fake.interact({ type: 'command', ...where, name: 'status' }).reply(10_000);
    const kinds: Array<[string, () => Promise<Sample>]> = [
      [
        '/status (deferred reply)',
        () => complete(fake, fake.interact({ type: 'command', ...where, name: 'status' }), 5),
      ],
      [
        'refresh button (deferred update)',
        () =>
          complete(
            fake,
            fake.interact({
              type: 'button',
              ...where,
              customId: `status:refresh:${server.id}`,
              message: statusMessage.id,
            }),
            6,
          ),
      ],
      [
        '/status autocomplete (choices)',
        async () => {
          const ix = fake.interact({
            type: 'autocomplete',
            ...where,
            name: 'status',
            options: { server: 'surv' },
            focused: 'server',
          });
          const choices = await ix.choices(5000);
          if (choices.length !== 1) throw new Error(`${choices.length} choices`);
          return { ack: ix.callback!.elapsedMs };
        },
      ],
    ];
    for (const [, one] of kinds) await measure(WARM_UP, 1, one);
    const rows: Row[] = [];
    for (const concurrency of [1, CONCURRENCY]) {
      for (const [label, one] of kinds)
        rows.push({ label, concurrency, ...(await measure(N, concurrency, one)) });
    }

    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const rss = {
      ready: rssAtReady,
      idle: procStatusKb(child.pid, 'VmRSS'),
      peak: procStatusKb(child.pid, 'VmHWM'),
    };
    const stopAt = Date.now();
    child.kill('SIGTERM');
    const exit = await Promise.race([
      child.exited,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the bot did not exit within 15 s of SIGTERM')), 15_000).unref(),
      ),
    ]);
    // At the default level the log has its start-up lines; warnings and errors are what to show.
    const logged = (child.stdout() + child.stderr())
      .split('\n')
      .filter((l) => l.trim() !== '' && !/"level":[123]0\b/.test(l));
    const shutdownMs = Date.now() - stopAt;
    return { runtime, readyMs, rows, rss, exit, shutdownMs, rejected: fake.rejected.length, logged };
  } catch (err) {
    if (child) process.stderr.write(child.stdout() + child.stderr());
    throw err;
  } finally {
    if (child) {
      child.kill('SIGKILL');
      await child.exited;
    }
    await fake.close();
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Waits for the acknowledgement of the given type, then for the first edit of the original message. */
async function complete(
  fake: FakeDiscord,
  ix: ReturnType<FakeDiscord['interact']>,
  type: number,
): Promise<Sample> {
  const ack = await ix.ack(5000);
  if (ack.type !== type) throw new Error(`response type ${ack.type}`);
  const edit = await fake.waitFor(() => ix.edits[0], 10_000, `the edit of ${ix.id}`);
  return { ack: ack.elapsedMs, final: edit.elapsedMs };
}

async function measure(n: number, concurrency: number, one: () => Promise<Sample>) {
  const samples: Sample[] = [];
  let failed = 0;
  let firstError: string | undefined;
  let next = 0;
  const worker = async () => {
    while (next < n) {
      next++;
      try {
        samples.push(await one());
      } catch (err) {
        failed++;
        firstError ??= err instanceof Error ? err.message : String(err);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { samples, failed, ...(firstError !== undefined && { firstError }) };
}

function triple(values: number[]): string {
  if (values.length === 0) return '—';
  return `${pct(values, 50)} / ${pct(values, 99)} / ${Math.max(...values)}`;
}
