import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { INSTANCE_LEASE_PREFIX } from '../../src/leases/budget-share.js';
import { usePostgres } from '../support/postgres.js';
import { waitFor } from '../support/wait-for.js';
import {
  CHANNELS,
  flaws,
  flood,
  NO_FLAWS,
  type ScaleWorld,
  shownCount,
  useScaleWorld,
} from './scale-world.js';

const postgres = usePostgres();
const startScaleWorld = useScaleWorld();
const FLOOD = 1000;

// One world for the file: two hostcord processes on one PostgreSQL database, the feed polled too
// (EVENT_SOURCE=both), so the second test finds the feed's lease held by one of them.
let world: ScaleWorld;
let url: string;
let instances: Array<Awaited<ReturnType<ScaleWorld['startProcess']>>>;
beforeAll(async () => {
  url = await postgres.createDatabase();
  world = await startScaleWorld(url);
  const both = { EVENT_SOURCE: 'both', POLL_INTERVAL_SECONDS: '1' };
  instances = await Promise.all([world.startProcess('a', both), world.startProcess('b', both)]);
}, 60_000);

/** Event `i` goes to one instance, the next round of channels to the other: half to each. */
const half = (i: number) => Math.floor(i / CHANNELS) % 2;

/** The lease names held, per holder pid, as the leases table says. */
async function leasesByPid(): Promise<Map<number, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; holder: string }>('SELECT name, holder FROM leases');
    const byPid = new Map<number, string[]>();
    for (const { name, holder } of rows) {
      const pid = Number(holder.split(':').at(-2));
      byPid.set(pid, [...(byPid.get(pid) ?? []), name]);
    }
    return byPid;
  } finally {
    await client.end();
  }
}

describe('two instances on one PostgreSQL database', () => {
  it('a 1,000-event flood sent half to each: every event posted exactly once, in order per channel', async () => {
    const events = world.events(FLOOD, 0);
    const acknowledged = await flood(world, events, (i) => [instances[half(i)]!]);
    expect(acknowledged.size).toBe(FLOOD);

    await waitFor(() => shownCount(world.shown(), 0, FLOOD) === FLOOD, 30_000, 'every event in Discord');
    // Anything doubled would come with the last messages: give them a moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(flaws(world.shown(), 0, FLOOD)).toEqual(NO_FLAWS);
    expect(world.fake.rejected).toEqual([]);
  }, 60_000);

  it('kill -9 of one instance mid-flood: the other takes over its channels and the feed; lost 0, doubled 0', async () => {
    const from = FLOOD;
    const events = world.events(FLOOD, from);
    // Event i to its half's instance; what gets no 2xx is sent again to the other (the provider's
    // retry), so after the kill everything reaches the survivor.
    const [a, b] = [instances[0]!, instances[1]!];
    const acknowledged = new Set<string>();
    const sent = flood(world, events, (i) => (half(i) === 0 ? [a, b] : [b, a]), acknowledged);
    await waitFor(() => acknowledged.size >= 400, 30_000, '400 events acknowledged');
    // The victim is the instance polling the feed as the flood runs, read from the leases table
    // then (a lease may move between the instances before, as they even out their parts): its
    // lease must move.
    const pollerPid = [...(await leasesByPid())].find(([, names]) => names.includes('poller'))?.[0];
    const v = instances.findIndex((i) => i.child.pid === pollerPid);
    expect(v).toBeGreaterThanOrEqual(0);
    const victim = instances[v]!;
    const survivor = instances[1 - v]!;
    victim.child.kill('SIGKILL');
    const killedAt = Date.now();
    expect((await victim.child.exited).signal).toBe('SIGKILL');
    const heldByVictim = (await leasesByPid()).get(victim.child.pid) ?? [];
    await sent;
    expect(acknowledged.size).toBe(FLOOD);

    await waitFor(() => shownCount(world.shown(), from, FLOOD) === FLOOD, 40_000, 'every event in Discord');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(flaws(world.shown(), from, FLOOD)).toEqual(NO_FLAWS);
    expect(world.fake.rejected).toEqual([]);

    // The survivor runs what the victim ran (the feed, the periodic work) and polls the feed.
    expect(heldByVictim).toContain('poller');
    // Not its channels' leases, nor the one that said it was alive (its share of the budgets), nor
    // its gateway shard's and identify turn's (test/leases/shard-failover.test.ts takes those over).
    const periodic = heldByVictim.filter(
      (n) =>
        !['channel:', INSTANCE_LEASE_PREFIX, 'shard:', 'identify:'].some((prefix) => n.startsWith(prefix)),
    );
    await waitFor(
      async () => {
        const { checks } = await survivor.healthz();
        const polled = checks.events?.lastPollAt;
        return (
          polled && Date.parse(polled) > killedAt && periodic.every((n) => checks.leases?.held.includes(n))
        );
      },
      20_000,
      `the survivor to hold ${periodic.join(', ')} and poll the feed after the kill`,
    );
  }, 90_000);
});
