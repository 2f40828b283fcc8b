/**
 * Webhook intake benchmark (`npm run bench:intake`). Not a test: prints figures for the README.
 *
 * Three processes are loaded, one at a time, by one load generator in a fourth (support/load-generator.ts),
 * with the same requests: unique provider deliveries, each a new event signed for real, about a server
 * the bot sees but no channel is linked to (stored, routed nowhere):
 *   - hostcord as users run it (`node dist/src/main.js`, default settings: LOG_LEVEL info, EVENT_SOURCE
 *     both, dispatcher and sender on, connected to the fake Discord; support/shipped.ts);
 *   - its ceiling: a bare Fastify route that parses the body and answers 200 (support/bare-fastify.ts);
 *   - a trimmed harness, labelled as such: hostcord's webhook route alone, logging off, no dispatcher
 *     or Discord (support/route-only.ts), to show what the route costs by itself.
 * For ROUNDS rounds, alternating the order, each target gets a closed loop of CONNECTIONS connections
 * for SECONDS seconds (deliveries/s), and hostcord and the bare route a fixed RATE/s for SECONDS seconds
 * (acknowledgement latency from each delivery's planned send time). Medians of the rounds are printed.
 * Afterwards hostcord is stopped (SIGTERM) and its database is read: every delivery answered 200 must
 * be stored.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startChild } from './support/child.js';
import { type JobResult, startGenerator } from './support/generator.js';
import { ensureBuilt, giveUpAfter, SECRET, startShipped } from './support/shipped.js';
import {
  fmt,
  loadLine,
  machineLine,
  mb,
  median,
  pct,
  procCpuMs,
  procStatusKb,
  thousands,
} from './support/stats.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = 5;
const CONNECTIONS = 32;
const RATE = 1000;
const WARM_UP_SECONDS = 2;

giveUpAfter('bench:intake');

const build = ensureBuilt();
console.log(machineLine());
console.log(`dist: ${build}`);

const dir = mkdtempSync(join(tmpdir(), 'hostcord-bench-'));
const shipped = await startShipped();
const bare = await startChild('bare-fastify.ts', []);
const routeOnlyDb = join(dir, 'route-only.db');
const routeOnly = await startChild('route-only.ts', [routeOnlyDb, SECRET]);
const generator = await startGenerator();

type Target = 'hostcord' | 'bare' | 'route';
const urls: Record<Target, string> = {
  hostcord: shipped.webhookUrl,
  bare: `http://127.0.0.1:${bare.port}/webhook`,
  route: `http://127.0.0.1:${routeOnly.port}/webhook`,
};
const pids: Record<Target, number> = {
  hostcord: shipped.pid,
  bare: bare.child.pid ?? -1,
  route: routeOnly.child.pid ?? -1,
};
const acked: Record<Target, Set<string>> = { hostcord: new Set(), bare: new Set(), route: new Set() };
/** CPU time the target process used per delivery answered 200, in µs, by result. */
const cpuPerDelivery = new Map<JobResult, number>();
const closed: Record<Target, JobResult[]> = { hostcord: [], bare: [], route: [] };
const atRate: Record<'hostcord' | 'bare', JobResult[]> = { hostcord: [], bare: [] };
const job = (target: Target, seconds: number, rate?: number) => {
  const cpuBefore = procCpuMs(pids[target]);
  return generator
    .run({
      url: urls[target],
      secret: SECRET,
      serverId: shipped.unlinkedServerId,
      connections: CONNECTIONS,
      seconds,
      ...(rate !== undefined && { rate }),
    })
    .then((r) => {
      for (const id of r.acked) acked[target].add(id);
      cpuPerDelivery.set(r, ((procCpuMs(pids[target]) - cpuBefore) * 1000) / Math.max(1, r.ok));
      return r;
    });
};

// Warm-up: JIT, connections, SQLite page cache.
for (const target of ['hostcord', 'bare', 'route'] as const) await job(target, WARM_UP_SECONDS);
const rssWarm = procStatusKb(shipped.pid, 'VmRSS');
const logsBefore = shipped.logs();
let measuredDeliveries = 0;

const orders: Target[][] = [
  ['hostcord', 'bare', 'route'],
  ['bare', 'route', 'hostcord'],
  ['route', 'hostcord', 'bare'],
];
for (let round = 0; round < ROUNDS; round++) {
  for (const target of orders[round % orders.length]!) {
    const r = await job(target, SECONDS);
    closed[target].push(r);
    if (target === 'hostcord') measuredDeliveries += r.ok;
  }
  for (const target of round % 2 === 0 ? (['hostcord', 'bare'] as const) : (['bare', 'hostcord'] as const)) {
    const r = await job(target, SECONDS, RATE);
    atRate[target].push(r);
    if (target === 'hostcord') measuredDeliveries += r.ok;
  }
  console.log(`round ${round + 1} of ${ROUNDS} done; ${loadLine()}`);
}
const logsAfter = shipped.logs();
// Whether the dispatcher kept up: events stored but not yet routed when the load stopped.
const health = (await (await fetch(`${shipped.base}/healthz`)).json()) as {
  checks?: { events?: { undispatched?: number } };
};
const undispatched = health.checks?.events?.undispatched;
const rssLoaded = procStatusKb(shipped.pid, 'VmRSS');
const peak = procStatusKb(shipped.pid, 'VmHWM');

await generator.close();
const exit = await shipped.stop();
bare.child.send('stop');
routeOnly.child.send('stop');
await Promise.all([bare.exited, routeOnly.exited]);

const missing = (dbPath: string, ids: Set<string>) => {
  const db = new Database(dbPath, { readonly: true });
  const stored = new Set(
    (db.prepare('SELECT event_id AS id FROM inbox').all() as Array<{ id: string }>).map((r) => r.id),
  );
  db.close();
  return { stored: stored.size, missing: [...ids].filter((id) => !stored.has(id)).length };
};
const hostcordStore = missing(shipped.dbPath, acked.hostcord);
const routeStore = missing(routeOnlyDb, acked.route);
await shipped.close();
rmSync(dir, { recursive: true, force: true });

const rate = (r: JobResult) => r.ok / r.seconds;
const cpu = (r: JobResult) => cpuPerDelivery.get(r) ?? Number.NaN;
const med = (results: JobResult[], f: (r: JobResult) => number) => median(results.map(f));
const failures = (results: JobResult[]) => results.reduce((n, r) => n + r.failed, 0);
const throughput = (t: Target) => med(closed[t], rate);
const rounds = (t: Target) => closed[t].map((r) => thousands(rate(r))).join(', ');

console.log(
  `\nsaturation: closed loop, ${CONNECTIONS} connections, ${SECONDS} s per round, median of ${ROUNDS} rounds (each round)`,
);
const row = (label: string, t: Target) =>
  console.log(
    `  ${label.padEnd(58)} ${thousands(throughput(t)).padStart(7)}/s  p99 ${fmt(med(closed[t], (r) => r.p99))} ms  CPU ${fmt(med(closed[t], cpu), 0)} µs/delivery  failed ${failures(closed[t])}  (${rounds(t)})`,
  );
row('hostcord, node dist/src/main.js (default settings)', 'hostcord');
row('bare Fastify route, own process (ceiling)', 'bare');
// Each round loads the two back to back, so their ratio within a round is the least disturbed by
// whatever else the machine is doing; the median of those is the headline figure.
const ratios = (t: Target) => closed[t].map((r, i) => rate(r) / rate(closed.bare[i]!));
console.log(
  `  hostcord / bare Fastify: ${fmt(median(ratios('hostcord')), 2)}× (median of the rounds' ratios: ${ratios(
    'hostcord',
  )
    .map((x) => fmt(x, 2))
    .join(', ')})`,
);
row('trimmed harness: webhook route alone, logging off, no dispatcher', 'route');
console.log(`  trimmed harness / bare Fastify: ${fmt(median(ratios('route')), 2)}×`);

console.log(
  `\nsteady ${thousands(RATE)} deliveries/s for ${SECONDS} s, latency from planned send to answer, median of ${ROUNDS} rounds (worst round)`,
);
for (const [label, t] of [
  ['hostcord, node dist/src/main.js', 'hostcord'],
  ['bare Fastify route (generator and loopback floor)', 'bare'],
] as const) {
  const rs = atRate[t];
  console.log(
    `  ${label.padEnd(58)} p50 ${fmt(med(rs, (r) => r.p50))} ms  p99 ${fmt(med(rs, (r) => r.p99))} ms (${fmt(Math.max(...rs.map((r) => r.p99)))})  CPU ${fmt(med(rs, cpu), 0)} µs/delivery  max ${fmt(
      pct(
        rs.map((r) => r.max),
        50,
      ),
    )} ms  failed ${failures(rs)}`,
  );
}

const logBytes = logsAfter.bytes - logsBefore.bytes;
const logLines = logsAfter.lines - logsBefore.lines;
console.log('\nhostcord process');
console.log(
  `  log written during the measured rounds: ${thousands(logLines)} lines, ${fmt(logBytes / 1024 / 1024)} MB for ${thousands(measuredDeliveries)} deliveries (${fmt(logBytes / Math.max(1, measuredDeliveries), 0)} bytes each)`,
);
console.log(`  events stored but not yet dispatched when the last round ended: ${undispatched ?? 'n/a'}`);
console.log(`  RSS after warm-up ${mb(rssWarm)}, after the rounds ${mb(rssLoaded)}, peak ${mb(peak)}`);
console.log(
  `  SIGTERM: ${exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`} after ${exit.ms} ms`,
);
for (const line of logsAfter.notable.slice(0, 3)) console.log(`  logged: ${line.slice(0, 200)}`);
console.log(
  `acknowledged but not stored: hostcord ${hostcordStore.missing} of ${thousands(acked.hostcord.size)} (inbox holds ${thousands(hostcordStore.stored)}); trimmed harness ${routeStore.missing} of ${thousands(acked.route.size)}`,
);
if (hostcordStore.missing > 0 || routeStore.missing > 0 || exit.code !== 0) process.exitCode = 1;
