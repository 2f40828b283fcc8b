/**
 * Webhook intake benchmark (`npm run bench:intake`). Not a test: prints figures for the README.
 *
 * A child process serves hostcord's real webhook route (signature check, validation, SQLite insert
 * with synchronous=FULL) and, beside it, a bare Fastify route that only answers 200. This process
 * sends signed deliveries over loopback keep-alive connections and measures:
 *   1. saturation throughput of each (closed loop, fixed concurrency);
 *   2. acknowledgement latency at a fixed 1,000 deliveries/s, measured from each request's planned
 *      send time (so a stall is not hidden by the sender waiting on it).
 * Afterwards it reopens the database file and checks that every acknowledged event is stored.
 */
import { fork } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { activityEvent } from '../test/support/events.js';

const SECRET = 'zhs_bench_webhook_secret';
const CONCURRENCY = 32;
const SATURATION_SECONDS = 5;
const RATE = 1000;
const RATE_SECONDS = 5;

if (process.argv[2] === '--serve') await serve(process.argv[3]!);
else await run();

async function serve(dbPath: string): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const { openDatabase } = await import('../src/db/open.js');
  const { createInbox } = await import('../src/pipeline/2-inbox/inbox.js');
  const { createGroupCommit } = await import('../src/pipeline/1-intake/group-commit.js');
  const { createHealth } = await import('../src/health.js');
  const { buildServer } = await import('../src/http/server.js');
  const { createLogger } = await import('../src/logger.js');
  const database = openDatabase(dbPath);
  const log = createLogger({ level: 'silent' });
  const app = buildServer({
    log,
    health: createHealth(),
    webhook: { secret: SECRET, store: createGroupCommit(database.db, createInbox(database.db)).store, log },
  });
  const bare = Fastify();
  bare.post('/bare', async () => ({ received: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const port = (s: typeof bare) => (s.server.address() as { port: number }).port;
  process.send?.({ hostcord: port(app as unknown as typeof bare), bare: port(bare) });
  process.on('message', async () => {
    await app.close();
    await bare.close();
    database.close();
    process.exit(0);
  });
}

interface Result {
  ok: number;
  failed: number;
  latencies: number[];
  seconds: number;
}

async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'hostcord-bench-'));
  const dbPath = join(dir, 'bench.db');
  const child = fork(fileURLToPath(import.meta.url), ['--serve', dbPath], { execArgv: process.execArgv });
  const ports = await new Promise<{ hostcord: number; bare: number }>((resolve) =>
    child.once('message', resolve as never),
  );
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const acknowledged = new Set<string>();

  const hostcord = (onAck: (id: string) => void) => () => {
    const event = activityEvent();
    const body = JSON.stringify(event);
    const t = Math.floor(Date.now() / 1000);
    const headers = {
      'content-type': 'application/json',
      'service-signature': `t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex')}`,
      'service-event-id': event.id,
      'service-event-type': event.type,
      'service-delivery-id': randomUUID(),
    };
    return post(agent, ports.hostcord, '/webhook', headers, body).then((status) => {
      if (status === 200) onAck(event.id);
      return status;
    });
  };
  const bare = () => post(agent, ports.bare, '/bare', { 'content-type': 'application/json' }, '{"id":"x"}');

  // Warm-up: JIT, connections, SQLite page cache.
  await closedLoop(
    hostcord(() => undefined),
    1,
  );
  await closedLoop(bare, 1);

  const bareResult = await closedLoop(bare, SATURATION_SECONDS);
  const hostcordResult = await closedLoop(
    hostcord((id) => acknowledged.add(id)),
    SATURATION_SECONDS,
  );
  const rateResult = await fixedRate(
    hostcord((id) => acknowledged.add(id)),
    RATE,
    RATE_SECONDS,
  );

  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
  agent.destroy();

  const { openDatabase } = await import('../src/db/open.js');
  const database = openDatabase(dbPath);
  const stored = new Set(
    (database.sqlite.prepare('SELECT event_id AS id FROM inbox').all() as Array<{ id: string }>).map(
      (r) => r.id,
    ),
  );
  database.close();
  rmSync(dir, { recursive: true, force: true });
  const missing = [...acknowledged].filter((id) => !stored.has(id)).length;

  const line = (name: string, r: Result) =>
    `${name.padEnd(34)} ${fmt(r.ok / r.seconds, 0).padStart(8)}/s  p50 ${fmt(pct(r.latencies, 50))} ms  p99 ${fmt(pct(r.latencies, 99))} ms  failed ${r.failed}`;
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
  console.log(line(`bare Fastify route (c=${CONCURRENCY})`, bareResult));
  console.log(line(`hostcord /webhook (c=${CONCURRENCY})`, hostcordResult));
  console.log(line(`hostcord /webhook at ${RATE}/s`, rateResult));
  console.log(
    `throughput vs bare route: ${fmt((100 * hostcordResult.ok) / hostcordResult.seconds / (bareResult.ok / bareResult.seconds), 0)}%`,
  );
  console.log(
    `acknowledged ${acknowledged.size}, stored ${stored.size}, acknowledged but not stored ${missing}`,
  );
  if (missing > 0) process.exitCode = 1;
}

async function closedLoop(send: () => Promise<number>, seconds: number): Promise<Result> {
  const result: Result = { ok: 0, failed: 0, latencies: [], seconds };
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      const status = await send().catch(() => 0);
      result.latencies.push(performance.now() - start);
      if (status === 200) result.ok++;
      else result.failed++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return result;
}

async function fixedRate(send: () => Promise<number>, rate: number, seconds: number): Promise<Result> {
  const result: Result = { ok: 0, failed: 0, latencies: [], seconds };
  const total = rate * seconds;
  const start = performance.now();
  const inflight: Promise<void>[] = [];
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
    for (; sent < due; sent++) {
      const planned = start + (sent * 1000) / rate;
      inflight.push(
        send()
          .catch(() => 0)
          .then((status) => {
            result.latencies.push(performance.now() - planned);
            if (status === 200) result.ok++;
            else result.failed++;
          }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inflight);
  return result;
}

function post(
  agent: Agent,
  port: number,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function pct(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function fmt(n: number, digits = 1): string {
  return n.toFixed(digits);
}
