/**
 * Game query benchmark (`npm run bench:players`). Not a test: prints figures for the README.
 *
 * `node dist/src/main.js` with its default settings (game queries on, BOARD_REFRESH_SECONDS 60),
 * between the provider simulator and the fake Discord (this process), asking fake game servers that
 * run in a third process (bench/support/fake-games.ts: half Minecraft Java over TCP, half Valve A2S
 * over UDP, each on its own port of 127.0.0.1). SERVERS servers are linked, 25 in each of 20 guilds,
 * each guild with a status board; between the first and the second cycle one of them goes offline at
 * the provider, so the second cycle edits its board.
 *   1. GAME_QUERY=off and on (every game answers), alternating, BENCH_ROUNDS (3) times each: the
 *      second cycle's game queries (to the last answer and to the end, hostcord's own
 *      `hostcord_game_query_cycle_seconds`); the event loop's delay p99 during that cycle
 *      (prom-client's monitor read from /metrics every 500 ms, each scrape a window: the largest
 *      window's p99, from the window the cycle starts in to 3 s after its last call), off and on;
 *      how long after the cycle's start the board edit showing the server offline arrived; the
 *      resident memory 80 s after the start (the medians compared: it varies from start to start);
 *   2. the same plus SILENT servers that never answer: how much later the last answer comes, and
 *      whether the board edit waits for them.
 * The second cycle is the one measured: by then games that answered are asked first.
 * `npx tsx bench/players.ts <other build>/dist/src/main.js` runs another build alternately with this
 * one, every run of each (the same minutes, the same load).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { createBoards } from '../src/db/boards.js';
import { createLinks } from '../src/db/links.js';
import { openDatabase } from '../src/db/open.js';
import { guildFixture } from '../test/support/bot-world.js';
import { startFakeDiscord } from '../test/support/fake-discord.js';
import { fakesEnv } from '../test/support/fakes-env.js';
import { startProviderSim } from '../test/support/provider-sim.js';
import { BOT, DIST_MAIN, ensureBuilt, giveUpAfter, ROOT, SECRET, spawnHostcord } from './support/shipped.js';
import { fmt, loadLine, machineLine, mb, median, procStatusKb, sleep } from './support/stats.js';

const SERVERS = 500;
const SILENT = 100;
const GUILDS = 20;
const RUNS = Number(process.env.BENCH_ROUNDS ?? 3);
const CEILINGS = { cycleSeconds: 10, lagP99Ms: 50, rssAboveOffMb: 10, silentDelaySeconds: 3 };
const other = process.argv[2];

giveUpAfter('bench:players', other ? 3_000_000 : 1_500_000);

interface FakeGames {
  answering: Array<{ kind: 'minecraft' | 'valve'; port: number }>;
  silent: Array<{ kind: 'minecraft' | 'valve'; port: number }>;
  child: ChildProcess;
}

async function startFakeGames(answering: number, silent: number): Promise<FakeGames> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'bench/support/fake-games.ts'), String(answering), String(silent)],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`fake games exited with ${code}`)));
  });
  return { ...(JSON.parse(line) as Omit<FakeGames, 'child'>), child };
}

/** One sample of /metrics: the counters and gauges this benchmark reads. */
async function scrape(base: string) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const value = (pattern: RegExp) => [...text.matchAll(pattern)].reduce((sum, m) => sum + Number(m[1]), 0);
  return {
    queries: value(/^hostcord_game_queries_total\{[^}]*\} (\S+)$/gm),
    answered: value(/^hostcord_game_queries_total\{result="answered"[^}]*\} (\S+)$/gm),
    lagP99: value(/^hostcord_nodejs_eventloop_lag_p99_seconds\{[^}]*\} (\S+)$/gm),
    lastAnswer: value(/^hostcord_game_query_cycle_seconds\{until="last_answer"[^}]*\} (\S+)$/gm),
    end: value(/^hostcord_game_query_cycle_seconds\{until="end"[^}]*\} (\S+)$/gm),
  };
}

/** When (Date.now()) the provider simulator first gets a request after `from` that `wanted` takes. */
function firstRequest(
  requests: ReadonlyArray<{ method: string; path: string }>,
  from: number,
  wanted: (r: { method: string; path: string }) => boolean,
) {
  let seen = from;
  let at: number | undefined;
  const timer = setInterval(() => {
    for (; seen < requests.length && at === undefined; seen++) if (wanted(requests[seen]!)) at = Date.now();
  }, 20);
  return {
    at: () => at,
    stop: () => clearInterval(timer),
  };
}

async function run(gameQuery: 'on' | 'off', silent: number, main = DIST_MAIN) {
  const games = await startFakeGames(SERVERS, silent);
  const dir = mkdtempSync(join(tmpdir(), 'hostcord-bench-'));
  const sim = await startProviderSim({ now: Date.now() });
  const guilds = Array.from({ length: GUILDS }, (_, i) => guildFixture(`Bench ${i}`));
  const fake = await startFakeDiscord({ guilds: guilds.map((g) => g.config) });
  const servers = [...games.answering, ...games.silent].map((game, i) =>
    sim.addServer({
      name: `Server ${String(i).padStart(3, '0')}`,
      powerState: 'running',
      address: `127.0.0.1:${game.port}`,
      game:
        game.kind === 'minecraft'
          ? { name: 'Minecraft', variant: 'Paper', version: '1.21.1' }
          : { name: 'Counter-Strike 2', variant: '', version: null },
    }),
  );
  const ids = servers.map((s) => s.id);
  for (const id of ids)
    sim.setResources(id, { state: 'running', cpu: 12.5, memoryBytes: 1024 ** 3, uptimeMs: 3_600_000 });
  sim.addBot({ token: BOT, installedOn: ids });
  mkdirSync(join(dir, 'data'));
  // Seeded with the migrations of the build that runs on it.
  const seed = openDatabase(join(dir, 'data', 'hostcord.db'), {
    migrationsFolder: join(dirname(main), '..', '..', 'migrations', 'sqlite'),
  });
  const links = createLinks(seed.db);
  for (const [i, serverId] of ids.entries()) {
    const guild = guilds[i % GUILDS]!;
    await links.link({ guildId: guild.id, channelId: guild.alerts, serverId, createdBy: 'bench' });
  }
  // Posted by the first cycle.
  for (const guild of guilds)
    await createBoards(seed.db).create({ guildId: guild.id, channelId: guild.general, createdBy: 'bench' });
  seed.close();

  const hostcord = await spawnHostcord({
    cwd: dir,
    env: fakesEnv(
      { discord: fake, provider: sim, hostingToken: BOT, webhookSecret: SECRET },
      { GAME_QUERY: gameQuery },
    ),
    main: [main],
  });
  const readyAt = Date.now();
  try {
    const resources = () =>
      sim.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/resources')).length;
    const perCycle = gameQuery === 'on' ? SERVERS + 2 * silent : 0;
    // The first cycle runs at start: once its provider calls and game queries are done, every
    // scrape of /metrics restarts prom-client's event-loop histogram, so each sample is a window.
    let sample = await scrape(hostcord.base);
    while (resources() < ids.length || sample.queries < perCycle) {
      await sleep(500);
      sample = await scrape(hostcord.base);
    }
    const first = sample;
    // A server goes offline before the second cycle: its board is edited in that cycle.
    const down = servers[1]!;
    down.powerState = 'offline';
    sim.setResources(down.id, { state: 'offline', cpu: 0, uptimeMs: 0 });
    const boardChannel = guilds[1 % GUILDS]!.general;
    const cycleStart = firstRequest(sim.requests, sim.requests.length, (r) => r.path === '/servers');
    // The second cycle: windows from the one in which it starts to 3 s after its last call.
    let lagP99 = 0;
    let doneAt: number | undefined;
    for (;;) {
      await sleep(500);
      const next = await scrape(hostcord.base);
      if (resources() > ids.length) lagP99 = Math.max(lagP99, next.lagP99);
      if (doneAt === undefined && resources() >= 2 * ids.length && next.queries >= first.queries + perCycle) {
        doneAt = Date.now();
        sample = next;
      }
      if (doneAt !== undefined && Date.now() - doneAt >= 3000) break;
    }
    cycleStart.stop();
    const startedAt = cycleStart.at() ?? Number.NaN;
    const memoryAt = readyAt + 80_000;
    const edited = () =>
      fake.requests.find(
        (r) =>
          r.method === 'PATCH' &&
          r.path.startsWith(`/channels/${boardChannel}/messages/`) &&
          r.at >= startedAt &&
          JSON.stringify(r.body).includes('🔴'),
      );
    while (!edited() && Date.now() < memoryAt) await sleep(100);
    const edit = edited();
    // Memory read at the same moment of each run: after the second cycle.
    await sleep(Math.max(0, memoryAt - Date.now()));
    const rssKb = procStatusKb(hostcord.pid, 'VmRSS');
    const exit = await hostcord.stop();
    return {
      lastAnswer: sample.lastAnswer,
      end: sample.end,
      answered: sample.answered - first.answered,
      lagP99Ms: lagP99 * 1000,
      boardSeconds: edit ? (edit.at - startedAt) / 1000 : Number.NaN,
      rssKb,
      exit,
      logs: hostcord.logs(),
    };
  } finally {
    await hostcord.stop();
    games.child.stdin?.end();
    await fake.close();
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

type Run = Awaited<ReturnType<typeof run>>;
interface Build {
  name: string;
  main: string;
  off: Run[];
  on: Run[];
  slow?: Run;
}

const build = ensureBuilt();
console.log(machineLine());
console.log(
  `dist: ${build}; fakes of Discord and the provider in this process, fake games in another, hostcord in its own (${cpus().length} cores shared)`,
);
const builds: Build[] = [{ name: 'this build', main: DIST_MAIN, off: [], on: [] }];
if (other) builds.push({ name: `other (${other})`, main: other, off: [], on: [] });
const rss = (runs: Run[]) => median(runs.map((r) => r.rssKb ?? 0));
const lag = (runs: Run[]) => median(runs.map((r) => r.lagP99Ms));
const board = (runs: Run[]) => median(runs.map((r) => r.boardSeconds));
// Resident memory varies by 10–30 MB from start to start (README, bench:memory): runs alternate,
// and the medians are compared. With another build, the two take turns within each round.
for (let i = 0; i < RUNS; i++) {
  for (const b of i % 2 === 0 ? builds : [...builds].reverse()) {
    b.off.push(await run('off', 0, b.main));
    b.on.push(await run('on', 0, b.main));
    const [off, on] = [b.off.at(-1)!, b.on.at(-1)!];
    console.log(
      `${loadLine()}; run ${i + 1}, ${b.name}: off RSS ${mb(off.rssKb)}, event-loop p99 ${fmt(off.lagP99Ms)} ms, board edit ${fmt(off.boardSeconds, 2)} s; on RSS ${mb(on.rssKb)}, p99 ${fmt(on.lagP99Ms)} ms, board edit ${fmt(on.boardSeconds, 2)} s, queries ${fmt(on.end, 2)} s, answered ${on.answered}`,
    );
  }
}
for (const b of builds) {
  b.slow = await run('on', SILENT, b.main);
  console.log(
    `${loadLine()}; ${b.name}, ${SERVERS} answering and ${SILENT} that never answer: p99 ${fmt(b.slow.lagP99Ms)} ms, board edit ${fmt(b.slow.boardSeconds, 2)} s, queries to the last answer ${fmt(b.slow.lastAnswer, 2)} s, to the end ${fmt(b.slow.end, 2)} s`,
  );
}
for (const b of builds) {
  const slow = b.slow!;
  const aboveOff = (rss(b.on) - rss(b.off)) / 1024;
  const delay = slow.lastAnswer - median(b.on.map((r) => r.lastAnswer));
  console.log(`${b.name}: ${SERVERS} servers answering, the second cycle (medians of ${RUNS} runs each):`);
  console.log(
    `  queries to the last answer ${fmt(median(b.on.map((r) => r.lastAnswer)), 2)} s, to the end ${fmt(median(b.on.map((r) => r.end)), 2)} s (ceiling ${CEILINGS.cycleSeconds} s)`,
  );
  console.log(
    `  event-loop delay p99 during the cycle ${fmt(lag(b.on))} ms; the same cycle with GAME_QUERY=off ${fmt(lag(b.off))} ms (ceiling ${CEILINGS.lagP99Ms} ms)`,
  );
  console.log(
    `  the board edit showing a server offline, after the cycle's start: ${fmt(board(b.on), 2)} s; with GAME_QUERY=off ${fmt(board(b.off), 2)} s`,
  );
  console.log(
    `  RSS ${mb(rss(b.on))}: ${fmt(aboveOff)} MB above GAME_QUERY=off's ${mb(rss(b.off))} (ceiling ${CEILINGS.rssAboveOffMb} MB)`,
  );
  console.log(`  ${SERVERS} answering and ${SILENT} that never answer, the second cycle:`);
  console.log(
    `    queries to the last answer ${fmt(slow.lastAnswer, 2)} s (${fmt(delay, 2)} s later than without them; ceiling: the 3 s timeout), to the end ${fmt(slow.end, 2)} s; answered ${slow.answered}`,
  );
  console.log(
    `    event-loop delay p99 ${fmt(slow.lagP99Ms)} ms; the board edit ${fmt(slow.boardSeconds, 2)} s after the cycle's start; RSS ${mb(slow.rssKb)}`,
  );
  for (const r of [...b.off, ...b.on, slow]) {
    for (const line of r.logs.notable.slice(0, 3)) console.log(`  logged: ${line.slice(0, 200)}`);
  }
  if (b.main !== DIST_MAIN) continue;
  const failed =
    median(b.on.map((r) => r.end)) > CEILINGS.cycleSeconds ||
    lag(b.on) > CEILINGS.lagP99Ms ||
    aboveOff > CEILINGS.rssAboveOffMb ||
    delay > CEILINGS.silentDelaySeconds ||
    b.on.at(-1)!.answered !== SERVERS;
  if (failed) process.exitCode = 1;
}
