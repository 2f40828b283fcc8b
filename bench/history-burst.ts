/**
 * /history burst benchmark (`npm run bench:history-burst`). Not a test: prints figures for the
 * README.
 *
 * hostcord as users run it (`node dist/src/main.js`, default settings; support/shipped.ts) with
 * SERVERS game servers linked, each with 48 hours of samples (one a minute) and 30 days of
 * 15-minute rollups in its database. Webhook deliveries come at a steady RATE per second from the
 * load generator's own process (support/load-generator.ts); the fake Discord, in this process,
 * sends BURST `/history` interactions (every server × every period, several times, CONCURRENCY at
 * once). Measured:
 *   1. webhook acknowledgement p50 / p99 of the deliveries planned while the burst ran, and of a
 *      round of the same load before it (no burst);
 *   2. how long the burst took, each `/history` from INTERACTION_CREATE to its picture;
 *   3. hostcord's resident memory (VmRSS) AFTER_MS after a round of load without a burst (just
 *      before the burst) and AFTER_MS after the burst's end, and that of its chart worker processes
 *      (started by the burst, gone when idle).
 * Goals (issue 29): p99 during the burst ≤ 50 ms; RSS after within 20 MB of before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { type AsyncHistoryStore, createAsyncHistoryStore } from '../src/db/history.js';
import { createLinks } from '../src/db/links.js';
import { HISTORY_PERIODS } from '../src/history/series.js';
import type { FakeDiscord } from '../test/support/fake-discord.js';
import { type JobResult, startGenerator } from './support/generator.js';
import { BOT, ensureBuilt, giveUpAfter, SECRET, startShipped } from './support/shipped.js';
import { fmt, machineLine, mb, pct, procStatusKb, sleep, thousands } from './support/stats.js';

const SERVERS = 16;
const REPEATS = 5;
const BURST = SERVERS * HISTORY_PERIODS.length * REPEATS;
const CONCURRENCY = 12;
const RATE = Number(process.env.BENCH_RATE ?? 100);
const QUIET_SECONDS = 20;
const AFTER_MS = 60_000;
const MINUTE = 60_000;
const GIB_KIB = 1024 * 1024;

giveUpAfter('bench:history-burst');
const build = ensureBuilt();
const serverIds: string[] = [];
const shipped = await startShipped({
  // Another build's dist/src/main.js, for comparison under the same load (BENCH_MAIN=…/dist/src/main.js).
  ...(process.env.BENCH_MAIN && { main: process.env.BENCH_MAIN }),
  async seed({ sim, db, guild }) {
    const links = createLinks(db);
    const store = createAsyncHistoryStore(db);
    const now = Date.now();
    for (let i = 0; i < SERVERS; i++) {
      const server = sim.addServer({ name: `Server ${i + 1}`, powerState: 'running' });
      sim.install(BOT, server.id);
      serverIds.push(server.id);
      await links.link({
        guildId: guild.id,
        channelId: guild.alerts,
        serverId: server.id,
        createdBy: 'bench',
      });
      await seedHistory(store, await store.keyOf(server.id), now, i);
    }
  },
});
const { fake, guild } = shipped;
const generator = await startGenerator();
const load = (seconds: number) =>
  generator.run({
    url: shipped.webhookUrl,
    secret: SECRET,
    serverId: shipped.unlinkedServerId,
    connections: 8,
    seconds,
    rate: RATE,
    keepTimes: true,
  });

try {
  // A load round as long as the burst's, and a minute of quiet: what the load itself leaves.
  const quiet = await load(QUIET_SECONDS);
  await sleep(AFTER_MS);
  const rssBefore = procStatusKb(shipped.pid, 'VmRSS');
  const workersBefore = childrenRss(shipped.pid);
  // The load goes on in rounds of a few seconds until one round after the burst ended.
  let bursting = true;
  const loading = (async () => {
    const rounds: JobResult[] = [];
    for (let after = 0; after < 1; after += bursting ? 0 : 1) rounds.push(await load(5));
    return { times: rounds.flatMap((r) => r.times ?? []), failed: rounds.reduce((n, r) => n + r.failed, 0) };
  })();
  await sleep(2000);
  const burstStart = Date.now();
  const answers = await burst(fake).finally(() => {
    bursting = false;
  });
  const burstEnd = Date.now();
  const workersAtEnd = childrenRss(shipped.pid);
  const during = await loading;
  await sleep(AFTER_MS - (Date.now() - burstEnd));
  const rssAfter = procStatusKb(shipped.pid, 'VmRSS');
  const workersAfter = childrenRss(shipped.pid);
  const peak = procStatusKb(shipped.pid, 'VmHWM');
  const exit = await shipped.stop();

  const inBurst = latencies(during, burstStart, burstEnd);
  const afterBurst = latencies(during, burstEnd, Number.POSITIVE_INFINITY);
  console.log(machineLine());
  console.log(
    `dist: ${build}; hostcord in its own process, the load generator in another, the fakes in this one`,
  );
  console.log(
    `\n/history burst: ${BURST} interactions (${SERVERS} servers × ${HISTORY_PERIODS.length} periods × ${REPEATS}), ${CONCURRENCY} at once, while webhooks arrive at ${RATE}/s`,
  );
  console.log(
    `  burst took ${fmt((burstEnd - burstStart) / 1000)} s; /history to its picture p50 ${fmt(pct(answers, 50), 0)} ms, p99 ${fmt(pct(answers, 99), 0)} ms`,
  );
  const row = (label: string, values: number[]) =>
    console.log(
      `  webhook ack ${label.padEnd(30)} p50 ${fmt(pct(values, 50))} ms, p99 ${fmt(pct(values, 99))} ms, max ${fmt(Math.max(...values))} ms (${thousands(values.length)} deliveries)`,
    );
  row(`before, ${QUIET_SECONDS} s without a burst`, latencies(quiet, 0, Number.POSITIVE_INFINITY));
  row('during the burst', inBurst);
  row('after it, same load', afterBurst);
  console.log(
    `  failed deliveries: ${quiet.failed + during.failed}; goal p99 during the burst ≤ 50 ms: ${pct(inBurst, 99) <= 50 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `  VmRSS a minute after the round without a burst ${mb(rssBefore)}, ${AFTER_MS / 1000} s after it ${mb(rssAfter)} (${fmt(((rssAfter ?? 0) - (rssBefore ?? 0)) / 1024)} MB; goal within 20 MB), peak ${mb(peak)}`,
  );
  console.log(
    `  its worker processes (charts): ${workersBefore.count} before the burst, ${workersAtEnd.count} at its end (${mb(workersAtEnd.kb)}), ${workersAfter.count} ${AFTER_MS / 1000} s after (${mb(workersAfter.kb)})`,
  );
  console.log(`  SIGTERM: exit code ${exit.code} after ${exit.ms} ms`);
  for (const line of shipped.logs().notable.slice(0, 3)) console.log(`  logged: ${line.slice(0, 200)}`);
  if (exit.code !== 0 || fake.rejected.length > 0 || answers.length !== BURST) process.exitCode = 1;
} finally {
  await generator.close();
  await shipped.close();
}

/** How many child processes `pid` has (chart workers) and their resident memory together. */
function childrenRss(pid: number): { count: number; kb: number } {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
  return {
    count: children.length,
    kb: children.reduce((sum, child) => sum + (procStatusKb(child, 'VmRSS') ?? 0), 0),
  };
}

/** Acknowledgement times of the deliveries planned within [from, to). */
function latencies(result: Pick<JobResult, 'times'>, from: number, to: number): number[] {
  return (result.times ?? []).filter(([at]) => at >= from && at < to).map(([, ms]) => ms);
}

/** Every server and period REPEATS times, CONCURRENCY at once; ms from dispatch to the picture. */
async function burst(fake: FakeDiscord): Promise<number[]> {
  const asks = Array.from({ length: REPEATS }, () =>
    serverIds.flatMap((serverId) => HISTORY_PERIODS.map((period) => ({ serverId, period }))),
  ).flat();
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < asks.length) {
        const ask = next++;
        const { serverId, period } = asks[ask]!;
        const ix = fake.interact({
          type: 'command',
          // One member each: a member gets one chart every 3 s (the /history cooldown), so the
          // burst comes from 240 members, each asking once.
          user: { id: String(800_000_000_000_000_000n + BigInt(ask)) },
          guildId: guild.id,
          channelId: guild.general,
          name: 'history',
          options: [
            { name: 'server', type: 3, value: serverId },
            { name: 'period', type: 3, value: period },
          ],
        });
        const edit = await fake.waitFor(() => ix.edits[0], 30_000, `the picture of ${ix.id}`);
        if (!Array.isArray(edit.body.attachments) || edit.body.attachments.length === 0)
          throw new Error(
            `a /history answered without a picture: ${JSON.stringify(edit.body).slice(0, 200)}`,
          );
        times.push(edit.elapsedMs);
      }
    }),
  );
  return times;
}

/**
 * 48 hours of samples (one a minute, as the default refresh stores them) and 30 days of 15-minute
 * rollups before them: what `/history` reads for 24 h, 7 d and 30 d.
 */
async function seedHistory(store: AsyncHistoryStore, serverKey: number, now: number, seed: number) {
  const wave = (t: number) => Math.sin(t / (37 * MINUTE) + seed) * 0.5 + 0.5;
  const samples = [];
  for (let t = now - 48 * 60 * MINUTE; t < now; t += MINUTE) {
    samples.push({
      serverKey,
      at: Math.floor(t / 1000),
      state: 1,
      cpuTenths: Math.round(50 + 500 * wave(t)),
      memoryKib: Math.round((1.2 + 0.6 * wave(t)) * GIB_KIB),
      diskKib: 5 * GIB_KIB,
      rxBytes: 1_000_000,
      txBytes: 400_000,
      memoryMb: 4096,
      playersOnline: Math.round(20 * wave(t)),
      playersMax: 20,
    });
  }
  await store.addSamples(samples);
  const rollups = [];
  const start = Math.floor((now - 32 * 24 * 60 * MINUTE) / (15 * MINUTE)) * 15 * MINUTE;
  for (let b = start; b < now - 48 * 60 * MINUTE; b += 15 * MINUTE) {
    const avg = Math.round(50 + 500 * wave(b));
    const memory = Math.round((1.2 + 0.6 * wave(b)) * GIB_KIB);
    rollups.push({
      serverKey,
      bucket: Math.floor(b / 1000),
      cpuMinTenths: Math.max(0, avg - 100),
      cpuAvgTenths: avg,
      cpuMaxTenths: avg + 100,
      memoryMinKib: memory - 50_000,
      memoryAvgKib: memory,
      memoryMaxKib: memory + 50_000,
      memoryMb: 4096,
      playersMin: Math.max(0, Math.round(20 * wave(b)) - 2),
      playersAvg: Math.round(20 * wave(b)),
      playersMax: Math.min(20, Math.round(20 * wave(b)) + 2),
      playersCapacity: 20,
      upMs: 15 * MINUTE,
      observedMs: 15 * MINUTE,
    });
  }
  await store.putRollups(rollups);
}
