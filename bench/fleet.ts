/**
 * Fleet benchmark (`npm run bench:fleet`). Not a test: prints figures for docs/performance.md.
 *
 * A host's fleet simulated on this machine with the project's fakes: at `--scale 1`, 10,000 guilds on
 * 16 shards, 20,000 channels, 50,000 servers (each linked to a channel and owned by its guild) and
 * 2,000 boards, served by three `node dist/src/main.js` instances (default settings; only what points
 * at the fakes and the database is set, plus SHARD_COUNT=16; no SHARD_IDS, so the instances lease
 * the shards) on one PostgreSQL started from the test run's binaries with its default durability. The
 * links, claims and boards are written straight into the schema's tables (support/fleet-world.ts).
 * Every alert channel has Discord's usual limit of 5 messages per 5 s.
 *
 * Phases, one after the other:
 *   boards     from ready until every board has its first message (the first refresh cycle);
 *   sustained  `--duration` s of 100 events/s (random servers, signed deliveries round robin over the
 *              instances) and 20 `/status` commands/s (guilds in turn), at most 64 of each awaiting
 *              their answer: webhook → alert p50/p99, command acknowledgement p50/p99;
 *   burst      10,000 events at once, each for another channel (32 deliveries at a time): alerts per
 *              second from the first delivery to the last alert, against Discord's 50/s;
 *   kill       SIGKILL of the instance running the refresh loop (the `watch` lease), then
 *              `--kill-seconds` s of the same load: lost, doubled, commands answered on the killed
 *              instance's shards, and when those shards identify again.
 * All along: provider calls/s and Discord requests/s counted at the fakes (Discord's busiest second
 * from each request's arrival, stamped in a thread of its own: support/arrival-stamps.ts), CPU and
 * RSS per instance.
 *
 * `--scale 0.1` divides the fleet (guilds, channels, servers, boards, the burst) and the two rates by
 * 10, so each channel and guild sees what it would in the whole fleet; the burst still meets Discord's
 * whole 50/s. The report prints the scale on every figure; a scaled figure is not the full one.
 * `--env KEY=VALUE` (repeatable) is given to every instance, e.g. `--env PROVIDER_CALLS_PER_SECOND=50`.
 * `--log-dir DIR` keeps each instance's whole log (DIR/instance-N.log), its `/metrics` after the
 * sustained phase and at the end, and every command asked, with its shard and acknowledgement
 * (DIR/commands.json), for looking into a run.
 * Figures are also written as JSON to bench-results/fleet-<time>.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createLogger } from '../src/logger.js';
import { openStore } from '../src/store/open.js';
import { type FakeDiscord, startFakeDiscord } from '../test/support/fake-discord.js';
import { fakesEnv } from '../test/support/fakes-env.js';
import { startPostgresServer } from '../test/support/postgres-process.js';
import { startProviderSim } from '../test/support/provider-sim.js';
import { startArrivalStamps } from './support/arrival-stamps.js';
import { createEventTracker, type EventTracker } from './support/fleet-events.js';
import {
  busiestStatements,
  type CommandSample,
  type FleetReport,
  type Phase,
  printReport,
  summarise,
} from './support/fleet-report.js';
import { type Sampler, startSampler } from './support/fleet-sampler.js';
import {
  addProviderServers,
  type Fleet,
  fleetSize,
  planFleet,
  SHARD_COUNT,
  seedFleet,
} from './support/fleet-world.js';
import { createDatabase } from './support/postgres-database.js';
import {
  BOT,
  ensureBuilt,
  giveUpAfter,
  type HostcordProcess,
  ROOT,
  SECRET,
  shardsOf,
  spawnHostcord,
} from './support/shipped.js';
import { loadLine, machineLine, sleep } from './support/stats.js';

/** The rates for the whole fleet; a scaled fleet gets its share (per channel and guild the same). */
const FULL_EVENTS_PER_SECOND = 100;
const FULL_COMMANDS_PER_SECOND = 20;
/**
 * Deliveries and commands awaiting their answer at most: as a provider's delivery workers, so a
 * fleet that cannot keep up shows a lower rate than asked instead of an ever longer queue.
 */
const MAX_IN_FLIGHT = 64;
const BURST_CONCURRENCY = 32;

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '0.1' },
    duration: { type: 'string', default: '60' },
    'kill-seconds': { type: 'string', default: '75' },
    'settle-seconds': { type: 'string', default: '120' },
    env: { type: 'string', multiple: true, default: [] },
    'log-dir': { type: 'string' },
  },
});
const scale = Number(values.scale);
const durationS = Number(values.duration);
const killS = Number(values['kill-seconds']);
/** How long after a phase its events may still become visible before they count as lost. */
const settleS = Number(values['settle-seconds']);
if (!(scale > 0 && scale <= 1) || !(durationS > 0) || !(killS > 0) || !(settleS > 0))
  throw new Error(
    'bench:fleet: --scale must be in (0, 1]; --duration, --kill-seconds and --settle-seconds positive seconds',
  );
const logDir = values['log-dir'];
if (logDir) mkdirSync(logDir, { recursive: true });
const extraEnv = Object.fromEntries(
  values.env.map((kv) => kv.split(/=(.*)/s).slice(0, 2) as [string, string]),
);
const size = fleetSize(scale);
const eventsPerS = FULL_EVENTS_PER_SECOND * scale;
const commandsPerS = FULL_COMMANDS_PER_SECOND * scale;
const burstEvents = Math.min(size.channels, Math.round(10_000 * scale));

/**
 * How long the boards phase may take: the first refresh cycle reads every board's servers (and
 * lists all the servers, 100 a page) within PROVIDER_CALLS_PER_SECOND's default of 50, so at scale
 * 1 (10,000 servers on boards) one cycle alone takes over 200 s. Three times that, at least 300 s.
 */
const boardsLimitMs = Math.max(
  300_000,
  (3_000 * ((size.servers / size.guilds) * size.boards + size.servers / 100)) / 50,
);
giveUpAfter(
  'bench:fleet',
  boardsLimitMs + (durationS + killS + 3 * settleS) * 1000 + burstEvents * 40 + 900_000,
);
const build = ensureBuilt();
const startLoad = machineLine();
console.log(startLoad);
console.log(
  `dist: ${build}; scale ${scale}: ${size.guilds} guilds on ${SHARD_COUNT} shards, ${size.channels} channels, ${size.servers} servers, ${size.boards} boards`,
);

const postgres = await startPostgresServer({ durable: true });
const sim = await startProviderSim({ now: Date.now() });
const serverIds = addProviderServers(sim, size.servers);
const fleet = planFleet(size, (k) => serverIds[k]!);
const fake = await startFakeDiscord({ guilds: fleet.guildConfigs() });
for (const channelId of fleet.channelIds) fake.channelRateLimit(channelId, { limit: 5, windowMs: 5000 });
// The instances reach the fake Discord through this, which stamps each request as it arrives.
const arrivals = await startArrivalStamps(fake.apiUrl);
const databaseUrl = await createDatabase(postgres.url, 'hostcord_fleet');
await migrate(databaseUrl);
const seededAt = performance.now();
await seedFleet(databaseUrl, fleet);
const seedS = (performance.now() - seededAt) / 1000;
console.log(`seeded in ${seedS.toFixed(1)} s; starting 3 instances; ${loadLine()}`);

const dir = mkdtempSync(join(tmpdir(), 'hostcord-fleet-'));
const instances: HostcordProcess[] = [];
try {
  const spawned = await Promise.allSettled(
    [0, 1, 2].map((i) =>
      spawnHostcord({
        cwd: dir,
        ...(logDir && { logTo: join(logDir, `instance-${i + 1}.log`) }),
        env: fakesEnv(
          {
            discord: { botToken: fake.botToken, apiUrl: arrivals.apiUrl },
            provider: sim,
            hostingToken: BOT,
            webhookSecret: SECRET,
          },
          {
            DATABASE_URL: databaseUrl,
            // No SHARD_IDS: on PostgreSQL the instances lease the shards, as operators run them.
            SHARD_COUNT: String(SHARD_COUNT),
            ...extraEnv,
          },
        ),
      }),
    ),
  );
  // The ones that started are stopped below when another did not.
  for (const s of spawned) if (s.status === 'fulfilled') instances.push(s.value);
  const failed = spawned.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  const report = await run(instances);
  printReport(report);
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  const file = join(ROOT, 'bench-results', `fleet-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`JSON: ${file}`);
  if (report.kill.lost > 0 || report.kill.doubled > 0 || report.sustained.lost > 0) process.exitCode = 1;
} finally {
  await Promise.all(instances.map((s) => s.stop()));
  await arrivals.close();
  await fake.close();
  await sim.close();
  await postgres.stop();
  rmSync(dir, { recursive: true, force: true });
}

async function run(processes: HostcordProcess[]): Promise<FleetReport> {
  const readyMs = processes.map((p) => p.readyMs);
  await fake.waitFor(() => fake.commands.global.some((c) => c.name === 'status'), 60_000, 'commands');
  const sampler = await startSampler(
    sim,
    fake,
    processes.map((p) => ({ pid: p.pid, base: p.base })),
    { pid: postgres.pid, databaseUrl },
    arrivals,
  );
  const progress = setInterval(() => printProgress(sampler), 30_000);
  const tracker = createEventTracker(sim, fake, fleet);
  tracker.targets.push(...processes.map((p) => p.webhookUrl));
  const commands: CommandSample[] = [];
  try {
    const boards = await phase('boards', () => waitForBoards(fake, fleet, boardsLimitMs));
    const sustained = await phase('sustained', () => load(tracker, commands, 'S', durationS));
    if (logDir) await saveMetrics(logDir, processes, 'sustained');
    await tracker.settle('S', settleS * 1000);
    // The burst's window runs until its last alert is visible: the drain is what it measures.
    const burst = await phase('burst', async () => {
      await sendBurst(tracker);
      await tracker.settle('B', settleS * 1000 + burstEvents * 40);
    });
    const victim = await watchHolder(processes);
    const held = await Promise.all(processes.map(shardsOf));
    const identifiesBefore = fake.gateway.identifies.length;
    process.kill(processes[victim]!.pid, 'SIGKILL');
    const killedAt = Date.now();
    const back = watchShards(fake, identifiesBefore, held[victim]!, killedAt);
    const kill = await phase('kill', () => load(tracker, commands, 'K', killS));
    await tracker.settle('K', settleS * 1000);
    back.stop();
    if (logDir) await saveMetrics(logDir, processes, 'end');
    const exits = await Promise.all(processes.map((p) => p.stop()));
    for (const c of commands) {
      const arrivedAt = c.interactionId && sampler.callbacksArrived.get(c.interactionId);
      if (arrivedAt && c.createdAt !== undefined) c.arrivedMs = arrivedAt - c.createdAt;
    }
    if (logDir) writeLookInto(logDir, commands, held);
    return summarise({
      scale,
      size,
      burstEvents,
      eventsPerS,
      commandsPerS,
      durationS,
      killS,
      settleS,
      machine: startLoad,
      endLoad: loadLine(),
      seedS,
      readyMs,
      shardsOf: held,
      extraEnv,
      boards: boards.window,
      phases: { sustained: sustained.window, burst: burst.window, kill: kill.window },
      tracker,
      commands,
      sampler,
      victim,
      shardsBack: back.firstIdentify,
      exits: exits.map((e) => (e.signal ? `signal ${e.signal}` : `exit ${e.code}`)),
      notable: processes.flatMap((p, i) =>
        p
          .logs()
          .notable.slice(0, 3)
          .map((l) => `instance ${i + 1}: ${l}`),
      ),
      rateLimitedAt: fake.rateLimited.map((r) => r.at),
      rejected: fake.rejected.length,
    });
  } finally {
    clearInterval(progress);
    tracker.stop();
    sampler.stop();
  }
}

/** Every 30 s while it runs: the backlog and what held PostgreSQL, so a run that stalls shows why. */
function printProgress(sampler: Sampler): void {
  const last = sampler.seconds.slice(-30);
  const now = last.at(-1);
  if (!now) return;
  const busy = busiestStatements(last, 3)
    .map(([statement, n]) => `${n.toFixed(1)}× ${statement.slice(0, 70)}`)
    .join(' | ');
  console.log(
    `  … ${now.unrouted} unrouted, ${now.unsent} unsent; PostgreSQL busy: ${busy || 'nothing'}; ${loadLine()}`,
  );
}

async function phase<T>(name: string, body: () => Promise<T>): Promise<{ window: Phase; result: T }> {
  const from = Date.now();
  const result = await body();
  const to = Date.now();
  console.log(`${name}: ${((to - from) / 1000).toFixed(1)} s; ${loadLine()}`);
  return { window: { from, to, result: result as unknown }, result };
}

async function migrate(url: string): Promise<void> {
  const store = await openStore(
    { databasePath: '', databaseUrl: url },
    { log: createLogger({ level: 'silent' }) },
  );
  await store.close();
}

/** Seconds from now until every board has a message (Components V2), or undefined past `limitMs`. */
async function waitForBoards(discord: FakeDiscord, world: Fleet, limitMs: number): Promise<number> {
  const from = Date.now();
  const posted = () =>
    world.channelIds
      .slice(0, world.size.boards)
      .filter((id) => discord.messagesIn(id).some((m) => (m.flags & (1 << 15)) !== 0)).length;
  while (posted() < world.size.boards && Date.now() - from < limitMs) await sleep(500);
  return posted();
}

/**
 * `seconds` of events and commands at the scaled rates, each on its own schedule; a send waits while
 * MAX_IN_FLIGHT of its kind await their answer, so the rates reached are what the fleet kept up with.
 */
async function load(tracker: EventTracker, commands: CommandSample[], tag: string, seconds: number) {
  const start = Date.now();
  const pending = new Set<Promise<unknown>>();
  const inFlight = { events: 0, commands: 0 };
  const track = (kind: keyof typeof inFlight, work: Promise<unknown>) => {
    inFlight[kind]++;
    const done = work.finally(() => {
      inFlight[kind]--;
      pending.delete(done);
    });
    pending.add(done);
  };
  let events = 0;
  let asked = 0;
  while (Date.now() - start < seconds * 1000) {
    const elapsed = (Date.now() - start) / 1000;
    for (; events < elapsed * eventsPerS && inFlight.events < MAX_IN_FLIGHT; events++)
      track('events', tracker.send(tag, Math.floor(Math.random() * size.servers)));
    for (; asked < elapsed * commandsPerS && inFlight.commands < MAX_IN_FLIGHT; asked++)
      track('commands', askStatus(commands, tag, asked));
    await sleep(10);
  }
  await Promise.all(pending);
  const wall = (Date.now() - start) / 1000;
  return { eventsPerS: events / wall, commandsPerS: asked / wall };
}

async function askStatus(commands: CommandSample[], tag: string, n: number): Promise<void> {
  const guild = n % size.guilds;
  const sample: CommandSample = { phase: tag, shard: fleet.shardOfGuild(guild), at: Date.now() };
  commands.push(sample);
  let ix: ReturnType<typeof fake.interact>;
  try {
    ix = fake.interact({
      type: 'command',
      guildId: fleet.guildIds[guild]!,
      channelId: fleet.channelIds[guild]!,
      name: 'status',
    });
  } catch {
    // No gateway session at all: the command is not answered (counted so), and the run goes on
    // to its report instead of ending with the instances left running.
    return;
  }
  sample.interactionId = ix.id;
  sample.createdAt = ix.createdAt;
  const ack = await ix.ack(5000).catch(() => undefined);
  if (ack) sample.ackMs = ack.elapsedMs;
}

/**
 * What `--log-dir` keeps besides the instances' logs: every command asked (its shard, when, its
 * acknowledgement, when its callback reached the proxy in front of the fake), the callbacks the
 * fake Discord refused (too late: Unknown interaction), the shards' IDENTIFYs and RESUMEs, and
 * which instance held which shards at the kill.
 */
function writeLookInto(dir: string, commands: CommandSample[], held: number[][]): void {
  const refusedCallbacks = fake.rejected
    .filter((r) => r.path.startsWith('/interactions/'))
    .map((r) => ({ at: r.at, code: r.code, interactionId: r.interactionId ?? r.path.split('/')[2] }));
  const gateway = {
    starts: fake.gateway.starts,
    resumes: fake.gateway.resumes,
    refusedIdentifies: fake.gateway.refusedIdentifies,
  };
  writeFileSync(
    join(dir, 'commands.json'),
    JSON.stringify({
      heldAtKill: held,
      commands,
      refusedCallbacks,
      gateway,
    }),
  );
}

/** Each living instance's `/metrics` as it is now, to DIR/metrics-<tag>-N.txt. */
async function saveMetrics(dir: string, processes: HostcordProcess[], tag: string): Promise<void> {
  await Promise.all(
    processes.map(async (p, i) => {
      const text = await fetch(`${p.base}/metrics`)
        .then((res) => res.text())
        .catch((err: unknown) => `not answered: ${String(err)}`);
      writeFileSync(join(dir, `metrics-${tag}-${i + 1}.txt`), text);
    }),
  );
}

async function sendBurst(tracker: EventTracker) {
  let next = 0;
  await Promise.all(
    Array.from({ length: BURST_CONCURRENCY }, async () => {
      while (next < burstEvents) await tracker.send('B', next++);
    }),
  );
  return { events: burstEvents };
}

/** The instance holding the `watch` lease (its /healthz), else the last one. */
async function watchHolder(processes: HostcordProcess[]): Promise<number> {
  for (const [i, p] of processes.entries()) {
    const body = (await (await fetch(`${p.base}/healthz`)).json()) as {
      checks?: { leases?: { held?: string[] } };
    };
    if (body.checks?.leases?.held?.includes('watch')) return i;
  }
  return processes.length - 1;
}

/** When each of `shards` identified again after the kill (ms after it), read every 250 ms. */
function watchShards(discord: FakeDiscord, after: number, shards: number[], killedAt: number) {
  const firstIdentify: Record<number, number> = {};
  const timer = setInterval(() => {
    for (const identify of discord.gateway.identifies.slice(after)) {
      const shard = (identify.shard as [number, number] | undefined)?.[0];
      if (shard !== undefined && shards.includes(shard) && firstIdentify[shard] === undefined)
        firstIdentify[shard] = Date.now() - killedAt;
    }
  }, 250);
  return { firstIdentify, stop: () => clearInterval(timer) };
}
