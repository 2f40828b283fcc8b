/**
 * The load generator: a process of its own, so it never shares an event loop with what it loads,
 * driven over IPC by a benchmark (see generator.ts). It sends provider-style webhook deliveries, each
 * a new event signed for real (Service-Signature over its own body and timestamp), on keep-alive
 * connections through undici's Pool. Of the generators tried on the 2-core machine against the same
 * bare Fastify route (autocannon, node:http with a keep-alive Agent, undici), undici left the most
 * CPU to the server: about 12,000 requests/s against 6,000 (node:http) and 7,000–9,000 (autocannon).
 */
import { randomUUID } from 'node:crypto';
import { Pool } from 'undici';
import { signPayload } from '../../src/pipeline/1-intake/signature.js';
import { activityEvent } from '../../test/support/events.js';
import type { Job, JobResult } from './generator.js';
import { pct } from './stats.js';

const pools = new Map<string, Pool>();

function poolFor(origin: string, connections: number): Pool {
  const key = `${origin} ${connections}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 60_000 });
    pools.set(key, pool);
  }
  return pool;
}

/** One delivery: its event id and the request that carries it. */
function delivery(job: Job) {
  const event = activityEvent(job.serverId, { title: 'Restarted by the panel', type: 'restart' });
  const body = JSON.stringify(event);
  const headers = {
    'content-type': 'application/json',
    'service-signature': signPayload(body, job.secret, Math.floor(Date.now() / 1000)),
    'service-event-id': event.id,
    'service-event-type': event.type,
    'service-delivery-id': randomUUID(),
  };
  return { id: event.id, body, headers };
}

async function run(job: Job): Promise<JobResult> {
  const targets = (job.urls ?? [job.url]).map((u) => {
    const url = new URL(u);
    return { path: url.pathname, pool: poolFor(url.origin, job.connections) };
  });
  let turn = 0;
  const latencies: number[] = [];
  const times: Array<[number, number]> = [];
  const statuses: Record<string, number> = {};
  const acked: string[] = [];

  const send = async (planned: number): Promise<void> => {
    const d = delivery(job);
    const target = targets[turn++ % targets.length]!;
    let status = 0;
    try {
      const res = await target.pool.request({
        path: target.path,
        method: 'POST',
        headers: d.headers,
        body: d.body,
      });
      await res.body.dump();
      status = res.statusCode;
    } catch {
      // 0: no answer (connection refused or reset).
    }
    latencies.push(performance.now() - planned);
    if (job.keepTimes) times.push([performance.timeOrigin + planned, performance.now() - planned]);
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === 200) acked.push(d.id);
  };

  const started = performance.now();
  const end = started + job.seconds * 1000;
  if (job.rate === undefined) {
    // Closed loop: each connection sends its next delivery when the previous one was answered.
    await Promise.all(
      Array.from({ length: job.connections }, async () => {
        while (performance.now() < end) await send(performance.now());
      }),
    );
  } else {
    // Open loop at a fixed rate; latency counts from each delivery's planned send time, so a stall of
    // the server is not hidden by the generator waiting on it.
    const total = Math.round(job.rate * job.seconds);
    const inflight: Promise<void>[] = [];
    let sent = 0;
    while (sent < total) {
      const due = Math.min(total, Math.floor(((performance.now() - started) * job.rate) / 1000) + 1);
      for (; sent < due; sent++) inflight.push(send(started + (sent * 1000) / job.rate));
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await Promise.all(inflight);
  }
  const seconds = (performance.now() - started) / 1000;
  const ok = statuses[200] ?? 0;
  return {
    seconds,
    ok,
    failed: latencies.length - ok,
    statuses,
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    max: latencies.reduce((a, b) => Math.max(a, b), 0),
    acked,
    ...(job.keepTimes && { times }),
  };
}

process.on('message', (job: Job | 'close') => {
  if (job === 'close') {
    void Promise.all([...pools.values()].map((p) => p.destroy())).then(() => process.exit(0));
    return;
  }
  run(job).then(
    (result) => process.send?.(result),
    (err: unknown) => process.send?.({ error: String(err) }),
  );
});
process.send?.('ready');
// The benchmark that started this process is gone: so is the reason to run.
process.on('disconnect', () => process.exit(0));
