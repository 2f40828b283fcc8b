/**
 * Shard takeover benchmark (`npm run bench:shards`). Not a test: prints figures for
 * docs/several-instances.md.
 *
 * Two hostcord processes as users run them (`node dist/src/main.js`, default settings: shard
 * leases of 15 s renewed every 5 s) on one PostgreSQL database with SHARD_COUNT set and SHARD_IDS
 * unset, so they lease the shards; the fake Discord answers `max_concurrency` 1 (one IDENTIFY per
 * 5 s for the whole bot, as for most bots). Once each runs its half, one is killed with SIGKILL
 * (nothing released, as a crash leaves it), and the benchmark measures how long until the
 * survivor has identified every shard the dead one ran: from the kill, and the gaps between those
 * IDENTIFYs. Done for 1 and for 6 shards on the dead instance (SHARD_COUNT 2 and 12). The fake
 * Discord also says whether two sessions of one shard were ever connected at once, and how many
 * IDENTIFYs came within 5 s of their bucket's last.
 *
 * The kill comes at a random moment of the 5 s between renewals: the time from the dead
 * instance's last renewal is the figure plus up to 5 s (the worst case is printed beside it).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { snowflake, snowflakeOnShard, startFakeDiscord } from '../test/support/fake-discord.js';
import { fakesEnv } from '../test/support/fakes-env.js';
import { startPostgresServer } from '../test/support/postgres-process.js';
import { startProviderSim } from '../test/support/provider-sim.js';
import { createDatabase } from './support/postgres-database.js';
import {
  BOT,
  ensureBuilt,
  giveUpAfter,
  type HostcordProcess,
  SECRET,
  shardsOf,
  spawnHostcord,
} from './support/shipped.js';
import { loadLine, machineLine, sleep } from './support/stats.js';

/** Shards on the dead instance, one run each (BENCH_SHARDS_HELD=6 for one of them). */
const HELD = (process.env.BENCH_SHARDS_HELD ?? '1,6').split(',').map(Number);
/** The shard leases' renewal (src/app.ts SHARD_LEASE_RENEW_MS): the kill's worst moment is just after one. */
const RENEW_S = 5;

interface Result {
  held: number;
  takeoverS: number;
  gapsS: number[];
  peaks: Record<string, number>;
  tooSoon: number;
}

giveUpAfter('bench:shards', 600_000);
const build = ensureBuilt();
console.log(machineLine());
console.log(`dist: ${build}`);
const postgres = await startPostgresServer({ durable: true });
const results: Result[] = [];
try {
  for (const held of HELD) {
    results.push(await run(held));
    console.log(`${held} shard(s) on the dead instance: done; ${loadLine()}`);
  }
} finally {
  await postgres.stop();
}
console.log(
  '\nshards on the dead instance | back after the kill | worst case after its last renewal | gaps between IDENTIFYs | two sessions of a shard | IDENTIFYs too soon',
);
for (const r of results) {
  const peak = Math.max(...Object.values(r.peaks));
  console.log(
    `${r.held} | ${r.takeoverS.toFixed(1)} s | ≤ ${(r.takeoverS + RENEW_S).toFixed(1)} s | ${r.gapsS.map((g) => g.toFixed(2)).join(', ') || '–'} | ${peak > 1 ? 'yes' : 'never'} | ${r.tooSoon}`,
  );
}
process.exit(0);

async function run(held: number): Promise<Result> {
  const count = held * 2;
  const dir = mkdtempSync(join(tmpdir(), 'hostcord-shards-'));
  mkdirSync(join(dir, 'data'));
  const sim = await startProviderSim({ now: Date.now() });
  sim.addBot({ token: BOT });
  const guilds = Array.from({ length: count }, (_, shard) => ({
    id: snowflakeOnShard(shard, count),
    name: `Shard ${shard}`,
    channels: [{ id: snowflake(), name: 'general' }],
  }));
  const fake = await startFakeDiscord({ guilds, maxConcurrency: 1 });
  const env = fakesEnv(
    { discord: fake, provider: sim, hostingToken: BOT, webhookSecret: SECRET },
    {
      DATABASE_URL: await createDatabase(postgres.url, `hostcord_shards_${count}`),
      SHARD_COUNT: String(count),
    },
  );
  const instances: HostcordProcess[] = [];
  try {
    // Each identify waits its turn: 5.5 s apart for the whole bot.
    const readyWithinMs = (count + 2) * 6_000;
    instances.push(await spawnHostcord({ cwd: dir, env, readyWithinMs }));
    instances.push(await spawnHostcord({ cwd: dir, env, readyWithinMs }));
    const [dead, survivor] = instances as [HostcordProcess, HostcordProcess];
    await until(
      async () => (await shardsOf(dead)).length === held && (await shardsOf(survivor)).length === held,
    );
    const deadShards = await shardsOf(dead);
    await sleep(Math.random() * RENEW_S * 1000);
    const killedAt = Date.now();
    process.kill(dead.pid, 'SIGKILL');
    const taken = () => fake.gateway.starts.filter((s) => s.at > killedAt && deadShards.includes(s.shard[0]));
    await until(async () => taken().length >= held);
    const starts = taken().map((s) => s.at);
    const twice = [...fake.gateway.sessionPeaks].filter(([, n]) => n > 1);
    if (twice.length > 0) {
      const t0 = fake.gateway.starts[0]?.at ?? killedAt;
      const timeline = fake.gateway.starts.map((s) => `${s.shard[0]}@${((s.at - t0) / 1000).toFixed(1)}`);
      console.log(
        `two sessions of shards ${twice.map(([id]) => id).join(', ')}; IDENTIFYs ${timeline.join(' ')}; killed @${((killedAt - t0) / 1000).toFixed(1)}`,
      );
    }
    return {
      held,
      takeoverS: (Math.max(...starts) - killedAt) / 1000,
      gapsS: starts.slice(1).map((at, i) => (at - starts[i]!) / 1000),
      peaks: Object.fromEntries(fake.gateway.sessionPeaks),
      tooSoon: fake.gateway.identifiesTooSoon.length,
    };
  } finally {
    for (const instance of instances) await instance.stop();
    await fake.close();
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function until(ready: () => Promise<boolean>, ms = 240_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error('bench:shards: gave up waiting');
    await sleep(100);
  }
}
