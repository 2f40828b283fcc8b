import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLeases, type Leases } from '../../src/db/leases.js';
import { openDatabase } from '../../src/db/open.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { openPostgres } from '../../src/db/postgres.js';
import { createFairShare } from '../../src/leases/fair-share.js';
import { createLeaseRunner, type LeaseRunner, type LeaseTimers } from '../../src/leases/runner.js';
import { createLogger } from '../../src/logger.js';
import { usePostgres } from '../support/postgres.js';
import { useTempDir } from '../support/temp-dir.js';
import { waitFor } from '../support/wait-for.js';

const tempDir = useTempDir();
const postgres = usePostgres();
const closers: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/**
 * One clock for every instance of a test: timers run when the test moves time past them, each
 * followed by the database work it started (`runners`' rounds).
 */
function fakeClock(runners: LeaseRunner[], start = 1_800_000_000_000) {
  let now = start;
  const flush = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all(runners.map((runner) => runner.settled()));
  };
  let nextId = 0;
  const due = new Map<number, { at: number; fn: () => void }>();
  const timers: LeaseTimers = {
    set(fn, ms) {
      const id = ++nextId;
      due.set(id, { at: now + ms, fn });
      return id;
    },
    clear: (id) => due.delete(id as number),
  };
  return {
    now: () => now,
    timers,
    /** Moves time forward by `ms`, running every timer due on the way, in order. */
    async advance(ms: number): Promise<void> {
      const end = now + ms;
      for (;;) {
        const next = [...due]
          .filter(([, t]) => t.at <= end)
          .sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (!next) break;
        due.delete(next[0]);
        now = next[1].at;
        next[1].fn();
        await flush();
      }
      now = end;
      await flush();
    },
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

/** A database the instances of one test share (each instance opens its own connection to it). */
interface Shared {
  open(): Promise<Leases>;
}

function sqliteShared(): Shared {
  const path = join(tempDir(), 'hostcord.db');
  return {
    async open() {
      const handle = openDatabase(path);
      closers.push(() => handle.close());
      return createLeases(handle.db);
    },
  };
}

async function postgresShared(): Promise<Shared> {
  const url = await postgres.createDatabase();
  return {
    async open() {
      const handle = await openPostgres(url, { maxConnections: 2 });
      closers.push(() => handle.close());
      return createLeases(postgresSql(handle.db));
    },
  };
}
/** Work that records whether it runs. */
function work() {
  const w = { running: false, starts: 0, stops: 0 };
  return {
    w,
    guarded: {
      start: () => {
        w.running = true;
        w.starts++;
      },
      stop: async () => {
        await flush();
        w.running = false;
        w.stops++;
      },
    },
  };
}

describe.each([
  ['SQLite', async () => sqliteShared()],
  ['PostgreSQL', postgresShared],
])('lease runner on %s', (_name, shared) => {
  async function setup() {
    const database = await shared();
    const runners: LeaseRunner[] = [];
    const clock = fakeClock(runners);
    const log = createLogger({ level: 'silent' });
    const instance = async (
      holder: string,
      leases?: Pick<Leases, 'take' | 'release' | 'heldUntil'>,
      timers: LeaseTimers = clock.timers,
    ) => {
      const runner = createLeaseRunner({
        leases: leases ?? (await database.open()),
        holder,
        log,
        now: clock.now,
        timers,
      });
      runners.push(runner);
      return runner;
    };
    return { database, clock, instance };
  }

  it('takes every lease at once when alone, and releases them on stop for a successor', async () => {
    const { clock, instance } = await setup();
    const a = await instance('a');
    const poller = work();
    const watch = work();
    a.guard('poller', poller.guarded);
    a.guard('watch', watch.guarded);
    await a.start();
    await a.settled();
    expect([poller.w.running, watch.w.running]).toEqual([true, true]);
    expect(a.held()).toEqual(['poller', 'watch']);

    const b = await instance('b');
    const other = work();
    b.guard('poller', other.guarded);
    await b.start();
    await b.settled();
    expect(other.w.running).toBe(false);
    expect(b.held()).toEqual([]);

    // Renewed: a keeps its work long after the first TTL, b keeps waiting.
    await clock.advance(95_000);
    expect([poller.w.running, poller.w.starts, other.w.starts]).toEqual([true, 1, 0]);

    await a.stop();
    expect([poller.w.running, watch.w.running]).toEqual([false, false]);
    expect(a.held()).toEqual([]);
    // Released: b takes it at its next try, within 10 s.
    await clock.advance(10_000);
    expect(other.w.running).toBe(true);
    expect(b.held()).toEqual(['poller']);
    await b.stop();
  });

  it('takes over a dead holder at most 30 s after its last renewal', async () => {
    const { clock, instance } = await setup();
    const a = await instance('a');
    const b = await instance('b');
    const onA = work();
    const onB = work();
    a.guard('poller', onA.guarded);
    await a.start();
    await clock.advance(3_000);
    b.guard('poller', onB.guarded);
    await b.start();
    // a renews at 10 s and 20 s; it dies at 25 s (its timers stop, nothing released).
    await clock.advance(22_000);
    await a.stop({ release: false });
    expect(onB.w.running).toBe(false);
    // a's lease runs until 20 s + 30 s = 50 s: b has not taken it at 50 s, but right after.
    await clock.advance(24_999);
    expect(onB.w.running).toBe(false);
    await clock.advance(2);
    expect(onB.w.running).toBe(true);
    expect(b.held()).toEqual(['poller']);
    await b.stop();
  });

  it('stops the work before `until` when renewals fail, and starts it again once they succeed', async () => {
    const { database, clock, instance } = await setup();
    const leases = await database.open();
    let failing = false;
    const flaky = {
      take: async (...args: Parameters<Leases['take']>) => {
        if (failing) throw new Error('database is locked');
        return leases.take(...args);
      },
      release: leases.release,
      heldUntil: leases.heldUntil,
    };
    const a = await instance('a', flaky);
    const onA = work();
    a.guard('retention', onA.guarded);
    await a.start();
    await a.settled();
    expect(onA.w.running).toBe(true);
    // Taken at 0 s (until 30 s). Renewal fails at 10 s: the next try (20 s) is still in time.
    failing = true;
    await clock.advance(10_000);
    expect(onA.w.running).toBe(true);
    // It fails at 20 s too: the try after would come at 30 s, not before `until`, so the work stops now.
    await clock.advance(10_000);
    await a.settled();
    expect(onA.w.running).toBe(false);
    expect(a.held()).toEqual([]);
    failing = false;
    await clock.advance(10_000);
    await a.settled();
    expect([onA.w.running, onA.w.starts, onA.w.stops]).toEqual([true, 2, 1]);
    await a.stop();
  });

  it('stops the work of a paused holder once it runs again after another took the lease', async () => {
    const { clock, instance } = await setup();
    // a's timers, held back while it is paused (SIGSTOP) and run late when it resumes.
    let paused = false;
    const late: Array<() => void> = [];
    const pausable: LeaseTimers = {
      set: (fn, ms) => clock.timers.set(() => (paused ? late.push(fn) : fn()), ms),
      clear: clock.timers.clear,
    };
    const a = await instance('a', undefined, pausable);
    const onA = work();
    a.guard('watch', onA.guarded);
    await a.start();
    await clock.advance(5_000);
    paused = true;
    const b = await instance('b');
    const onB = work();
    b.guard('watch', onB.guarded);
    await b.start();
    expect(onB.w.running).toBe(false);
    // a's lease (taken at 0 s) runs out at 30 s; b takes it right after.
    await clock.advance(25_001);
    expect(onB.w.running).toBe(true);
    // a runs again at 40 s: its late renewal finds the lease gone, and its work stops.
    await clock.advance(9_999);
    expect(onA.w.running).toBe(true);
    paused = false;
    for (const fn of late.splice(0)) fn();
    await a.settled();
    expect([onA.w.running, onB.w.running]).toEqual([false, true]);
    expect(a.held()).toEqual([]);
    await b.stop();
    await a.stop();
  });

  it('gives one lease up: its work stops before the release, another takes it, the giver holds off', async () => {
    const { database, clock, instance } = await setup();
    const leases = await database.open();
    const onA = work();
    const order: string[] = [];
    const a = await instance('a', {
      ...leases,
      release: async (name, holder) => {
        order.push(`release while ${onA.w.running ? 'running' : 'stopped'}`);
        await leases.release(name, holder);
      },
    });
    const kept = work();
    a.guard('shard:0', kept.guarded);
    a.guard('shard:1', onA.guarded);
    await a.start();
    const b = await instance('b');
    const onB = work();
    let bMayTake = false;
    b.guard('shard:1', onB.guarded, { taking: (take) => (bMayTake ? take() : Promise.resolve(false)) });
    await b.start();
    await clock.advance(1_000);

    expect(await a.giveUp('shard:1')).toBe(true);
    expect(order).toEqual(['release while stopped']);
    expect([onA.w.running, kept.w.running]).toEqual([false, true]);
    expect(a.held()).toEqual(['shard:0']);
    // Free, but b may not take it yet: nobody runs it (a holds off), then b does at its next round.
    await clock.advance(10_000);
    expect([onA.w.running, onB.w.running]).toEqual([false, false]);
    bMayTake = true;
    await clock.advance(10_000);
    expect(onB.w.running).toBe(true);
    expect(b.held()).toEqual(['shard:1']);
    // a tries again after its hold-off, and finds it held.
    await clock.advance(60_000);
    expect([onA.w.starts, onA.w.running]).toEqual([1, false]);
    expect(await a.giveUp('shard:1')).toBe(false);
    await a.stop();
    await b.stop();
  });

  it("shares leases fairly: a newcomer gets its part one lease at a time, a dead one's go to the others", async () => {
    const { database, clock, instance } = await setup();
    const log = createLogger({ level: 'silent' });
    const shards = ['shard:0', 'shard:1', 'shard:2', 'shard:3'];
    const join = async (holder: string) => {
      const runner = await instance(holder);
      const leases = await database.open();
      const share = createFairShare({
        runner,
        leases,
        prefix: 'shard:',
        count: 4,
        log,
        now: clock.now,
        everyMs: 1e9,
      });
      // Alive as budget-share.ts says it in the app: its own instance:<id> lease.
      await runner.guard(`instance:${holder}`, { start() {}, stop() {} });
      share.start();
      share.stop(); // Balanced by the test below, round by round.
      const works = shards.map((name) => {
        const { w, guarded } = work();
        runner.guard(name, guarded, share.options(name));
        return w;
      });
      await runner.start();
      await runner.settled();
      return { runner, share, works };
    };
    const running = (of: { works: Array<{ running: boolean }> }) =>
      of.works.flatMap((w, id) => (w.running ? [id] : []));

    const a = await join('a');
    expect(running(a)).toEqual([0, 1, 2, 3]);
    const b = await join('b');
    expect(running(b)).toEqual([]);
    // Two alive: a gives up its highest shard each round, b takes it at its next try.
    for (const expected of [[3], [2, 3]]) {
      await clock.advance(1_000);
      await a.share.balance();
      await clock.advance(10_000);
      expect(running(b)).toEqual(expected);
    }
    await clock.advance(1_000);
    await a.share.balance();
    await b.share.balance();
    await clock.advance(30_000);
    expect([running(a), running(b)]).toEqual([
      [0, 1],
      [2, 3],
    ]);

    // a dies: once its leases ran out, b is alone and takes them.
    await a.runner.stop({ release: false });
    await clock.advance(45_000);
    expect(running(b)).toEqual([0, 1, 2, 3]);
    expect(b.runner.held()).toEqual(['instance:b', ...shards]);
    await b.runner.stop();
  });

  it('runs a once-only job only where the lease is free, and releases it after', async () => {
    const { clock, instance } = await setup();
    const a = await instance('a');
    const b = await instance('b');
    let release!: () => void;
    const registering = new Promise<void>((resolve) => {
      release = resolve;
    });
    let startedOnA = false;
    const ranOnA = a.once('commands', async () => {
      startedOnA = true;
      await registering;
    });
    await waitFor(() => startedOnA, 5000, 'the job to start on a');
    expect(a.held()).toEqual(['commands']);
    // Renewed while it runs, past the TTL.
    await clock.advance(45_000);
    let ranOnB = false;
    expect(
      await b.once('commands', async () => {
        ranOnB = true;
      }),
    ).toBe(false);
    expect(ranOnB).toBe(false);
    release();
    expect(await ranOnA).toBe(true);
    expect(a.held()).toEqual([]);
    expect(
      await b.once('commands', async () => {
        ranOnB = true;
      }),
    ).toBe(true);
    expect(ranOnB).toBe(true);
  });
});
