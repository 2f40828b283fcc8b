/**
 * Two builds of hostcord under the same load (`npx tsx bench/ab.ts /path/to/other/dist/src/main.js`):
 * both started as in bench:intake, loaded alternately (closed loop, 32 connections, 5 s) for
 * BENCH_ROUNDS rounds; prints each round's deliveries/s and the ratio this build / the other, whose
 * median is the least disturbed by other work on the machine. With BENCH_RATE=<deliveries/s>, each
 * load is that fixed rate instead, and the round lines carry p50/p99 acknowledgement latency.
 */
import { startGenerator } from './support/generator.js';
import { ensureBuilt, giveUpAfter, SECRET, startShipped } from './support/shipped.js';
import { fmt, loadLine, machineLine, median, procCpuMs, thousands } from './support/stats.js';

const other = process.argv[2];
if (!other) throw new Error('usage: tsx bench/ab.ts <other build>/dist/src/main.js');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;
giveUpAfter('bench:ab');
ensureBuilt();
console.log(machineLine());
const a = await startShipped();
const b = await startShipped({ main: other });
const generator = await startGenerator();
console.log(`pids: this ${a.pid}, other ${b.pid}`);
const load = async (s: typeof a, seconds: number) => {
  const cpu = procCpuMs(s.pid);
  const main = procCpuMs(s.pid, s.pid);
  const r = await generator.run({
    url: s.webhookUrl,
    secret: SECRET,
    serverId: s.unlinkedServerId,
    connections: 32,
    seconds,
    ...(RATE !== undefined && { rate: RATE }),
  });
  const per = (ms: number) => (ms * 1000) / Math.max(1, r.ok);
  return {
    rate: r.ok / r.seconds,
    cpuUs: per(procCpuMs(s.pid) - cpu),
    mainUs: per(procCpuMs(s.pid, s.pid) - main),
    failed: r.failed,
    latency: RATE === undefined ? '' : ` p50 ${fmt(r.p50)} p99 ${fmt(r.p99)} ms`,
  };
};
await load(a, 2);
await load(b, 2);
const ratios: number[] = [];
const mains: Array<[number, number]> = [];
for (let round = 0; round < ROUNDS; round++) {
  const [first, second] = round % 2 === 0 ? [a, b] : [b, a];
  const r1 = await load(first, 5);
  const r2 = await load(second, 5);
  const [ra, rb] = first === a ? [r1, r2] : [r2, r1];
  ratios.push(ra.rate / rb.rate);
  mains.push([ra.mainUs, rb.mainUs]);
  console.log(
    `round ${round + 1}: this ${thousands(ra.rate)}/s${ra.latency} (CPU ${fmt(ra.cpuUs, 0)} µs, main thread ${fmt(ra.mainUs, 0)}) other ${thousands(rb.rate)}/s${rb.latency} (CPU ${fmt(rb.cpuUs, 0)} µs, main thread ${fmt(rb.mainUs, 0)}) ratio ${fmt(ra.rate / rb.rate, 2)}  failed ${ra.failed + rb.failed}; ${loadLine()}`,
  );
}
console.log(
  `main-thread CPU per delivery, median: this ${fmt(median(mains.map((m) => m[0])), 0)} µs, other ${fmt(median(mains.map((m) => m[1])), 0)} µs`,
);
console.log(`this / other: median ${fmt(median(ratios), 2)} (${ratios.map((x) => fmt(x, 2)).join(', ')})`);
await generator.close();
await a.close();
await b.close();
