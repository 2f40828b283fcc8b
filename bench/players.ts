/**
 * Game query benchmark (`npm run bench:players`). Not a test: prints figures for the README.
 *
 * `node dist/src/main.js` with its default settings (game queries on, BOARD_REFRESH_SECONDS 60),
 * between the provider simulator and the fake Discord (this process), asking fake game servers that
 * run in a third process (bench/support/fake-games.ts: half Minecraft Java over TCP, half Valve A2S
 * over UDP, each on its own port of 127.0.0.1). SERVERS servers are linked.
 *   1. GAME_QUERY=off and on (every game answers), alternating, RUNS times each: the second
 *      cycle's game queries (to the last answer and to the end, hostcord's own
 *      `hostcord_game_query_cycle_seconds`); the event loop's delay p99 during that cycle
 *      (prom-client's monitor read from /metrics every 500 ms, each scrape a window: the largest
 *      window's p99, from the window the cycle starts in to 3 s after its last call), off and on;
 *      the resident memory 80 s after the start (the medians compared: it varies from start to start);
 *   2. the same plus SILENT servers that never answer: how much later the last answer comes.
 * The second cycle is the one measured: by then games that answered are asked first.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createLinks } from '../src/db/links.js';
import { openDatabase } from '../src/db/open.js';
import { guildFixture } from '../test/support/bot-world.js';
import { startFakeDiscord } from '../test/support/fake-discord.js';
import { fakesEnv } from '../test/support/fakes-env.js';
import { startProviderSim } from '../test/support/provider-sim.js';
import { BOT, ensureBuilt, giveUpAfter, ROOT, SECRET, spawnHostcord } from './support/shipped.js';
import { fmt, loadLine, machineLine, mb, median, procStatusKb, sleep } from './support/stats.js';

const SERVERS = 500;
const SILENT = 100;
const RUNS = 3;
const CEILINGS = { cycleSeconds: 10, lagP99Ms: 50, rssAboveOffMb: 10, silentDelaySeconds: 3 };

giveUpAfter('bench:players', 1_500_000);

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

async function run(gameQuery: 'on' | 'off', silent: number) {
  const games = await startFakeGames(SERVERS, silent);
  const dir = mkdtempSync(join(tmpdir(), 'hostcord-bench-'));
  const sim = await startProviderSim({ now: Date.now() });
  const guild = guildFixture('Bench');
  const fake = await startFakeDiscord({ guilds: [guild.config] });
  const ids: string[] = [];
  for (const [i, game] of [...games.answering, ...games.silent].entries()) {
    const server = sim.addServer({
      name: `Server ${String(i).padStart(3, '0')}`,
      powerState: 'running',
      address: `127.0.0.1:${game.port}`,
      game:
        game.kind === 'minecraft'
          ? { name: 'Minecraft', variant: 'Paper', version: '1.21.1' }
          : { name: 'Counter-Strike 2', variant: '', version: null },
    });
    sim.setResources(server.id, { state: 'running', cpu: 12.5, memoryBytes: 1024 ** 3, uptimeMs: 3_600_000 });
    ids.push(server.id);
  }
  sim.addBot({ token: BOT, installedOn: ids });
  mkdirSync(join(dir, 'data'));
  const seed = openDatabase(join(dir, 'data', 'hostcord.db'));
  const links = createLinks(seed.db);
  for (const serverId of ids) {
    await links.link({ guildId: guild.id, channelId: guild.alerts, serverId, createdBy: 'bench' });
  }
  seed.close();

  const hostcord = await spawnHostcord({
    cwd: dir,
    env: fakesEnv(
      { discord: fake, provider: sim, hostingToken: BOT, webhookSecret: SECRET },
      { GAME_QUERY: gameQuery },
    ),
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
    // Memory read at the same moment of each run: after the second cycle.
    await sleep(Math.max(0, readyAt + 80_000 - Date.now()));
    const rssKb = procStatusKb(hostcord.pid, 'VmRSS');
    const exit = await hostcord.stop();
    return {
      lastAnswer: sample.lastAnswer,
      end: sample.end,
      answered: sample.answered - first.answered,
      lagP99Ms: lagP99 * 1000,
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

const build = ensureBuilt();
console.log(machineLine());
console.log(
  `dist: ${build}; fakes of Discord and the provider in this process, fake games in another, hostcord in its own (${cpus().length} cores shared)`,
);
// Resident memory varies by 10–30 MB from start to start (README, bench:memory): runs alternate,
// and the medians are compared.
type Run = Awaited<ReturnType<typeof run>>;
const offRuns: Run[] = [];
const onRuns: Run[] = [];
for (let i = 0; i < RUNS; i++) {
  offRuns.push(await run('off', 0));
  onRuns.push(await run('on', 0));
  const [off, on] = [offRuns.at(-1)!, onRuns.at(-1)!];
  console.log(
    `${loadLine()}; run ${i + 1}: off RSS ${mb(off.rssKb)}, event-loop p99 ${fmt(off.lagP99Ms)} ms; on RSS ${mb(on.rssKb)}, p99 ${fmt(on.lagP99Ms)} ms, queries ${fmt(on.end, 2)} s, answered ${on.answered}`,
  );
}
const rss = (runs: Run[]) => median(runs.map((r) => r.rssKb ?? 0));
const aboveOff = (rss(onRuns) - rss(offRuns)) / 1024;
const on = onRuns.at(-1)!;
const lag = (runs: Run[]) => median(runs.map((r) => r.lagP99Ms));
console.log(`${SERVERS} servers answering, the second cycle (medians of ${RUNS} runs each):`);
console.log(
  `  queries to the last answer ${fmt(median(onRuns.map((r) => r.lastAnswer)), 2)} s, to the end ${fmt(median(onRuns.map((r) => r.end)), 2)} s (ceiling ${CEILINGS.cycleSeconds} s)`,
);
console.log(
  `  event-loop delay p99 during the cycle ${fmt(lag(onRuns))} ms; the same cycle with GAME_QUERY=off ${fmt(lag(offRuns))} ms (ceiling ${CEILINGS.lagP99Ms} ms)`,
);
console.log(
  `  RSS ${mb(rss(onRuns))}: ${fmt(aboveOff)} MB above GAME_QUERY=off's ${mb(rss(offRuns))} (ceiling ${CEILINGS.rssAboveOffMb} MB)`,
);
const slow = await run('on', SILENT);
const delay = slow.lastAnswer - median(onRuns.map((r) => r.lastAnswer));
console.log(`${loadLine()}; ${SERVERS} answering and ${SILENT} that never answer, the second cycle:`);
console.log(
  `  queries to the last answer ${fmt(slow.lastAnswer, 2)} s (${fmt(delay, 2)} s later than without them; ceiling: the 3 s timeout), to the end ${fmt(slow.end, 2)} s; answered ${slow.answered}`,
);
console.log(`  event-loop delay p99 ${fmt(slow.lagP99Ms)} ms; RSS ${mb(slow.rssKb)}`);
for (const r of [...offRuns, ...onRuns, slow]) {
  for (const line of r.logs.notable.slice(0, 3)) console.log(`  logged: ${line.slice(0, 200)}`);
}
const failed =
  median(onRuns.map((r) => r.end)) > CEILINGS.cycleSeconds ||
  lag(onRuns) > CEILINGS.lagP99Ms ||
  aboveOff > CEILINGS.rssAboveOffMb ||
  delay > CEILINGS.silentDelaySeconds ||
  on.answered !== SERVERS;
if (failed) process.exitCode = 1;
