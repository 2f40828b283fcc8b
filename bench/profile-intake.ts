/**
 * Profile of the shipped process under intake load (`npx tsx bench/profile-intake.ts [seconds]`):
 * starts `node dist/src/main.js` as bench:intake does with `--cpu-prof`, loads it with a closed loop of
 * 32 connections for the given seconds (default 10) after a 2 s warm-up, stops it, and prints where
 * the profile is written. With BENCH_RATE=<deliveries/s>, the load is that fixed rate instead (where
 * the latency tail comes from). Not part of `npm run bench`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGenerator } from './support/generator.js';
import { ensureBuilt, giveUpAfter, SECRET, startShipped } from './support/shipped.js';
import { thousands } from './support/stats.js';

const seconds = Number(process.argv[2] ?? 10);
giveUpAfter('profile-intake');
ensureBuilt();
const dir = mkdtempSync(join(tmpdir(), 'hostcord-profile-'));
process.env.BENCH_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${dir} ${process.env.BENCH_NODE_ARGS ?? ''}`;
const shipped = await startShipped();
const generator = await startGenerator();
const load = (s: number) =>
  generator.run({
    url: shipped.webhookUrl,
    secret: SECRET,
    serverId: shipped.unlinkedServerId,
    connections: 32,
    seconds: s,
    ...(process.env.BENCH_RATE && { rate: Number(process.env.BENCH_RATE) }),
  });
await load(2);
const r = await load(seconds);
console.log(
  `${thousands(r.ok / r.seconds)}/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, failed ${r.failed}`,
);
await generator.close();
await shipped.close();
console.log(`profile in ${dir}`);
