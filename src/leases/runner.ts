import type { Leases } from '../db/leases.js';
import type { Logger } from '../logger.js';

/** A lease is held this long after each take or renewal (src/db/README.md, 2.). */
export const LEASE_TTL_MS = 30_000;
/** How often held leases are renewed and free ones tried. */
export const LEASE_RENEW_MS = 10_000;

/** The work a lease guards: started when the lease is taken, stopped when it is lost or given up. */
export interface GuardedWork {
  start(): void | Promise<void>;
  stop(): void | Promise<void>;
}

/** Timers the runner schedules its rounds with; tests hand in a fake clock's. */
export interface LeaseTimers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface LeaseRunnerDeps {
  leases: Pick<Leases, 'take' | 'release' | 'heldUntil'>;
  /** This instance's id (src/instance.ts). */
  holder: string;
  log: Logger;
  now?: () => number;
  ttlMs?: number;
  renewMs?: number;
  timers?: LeaseTimers;
}

interface Held {
  name: string;
  work: GuardedWork;
  /** Until when this instance holds the lease (its own last take), or null when it does not. */
  until: number | null;
  /** Starts and stops of the work, one after the other. */
  chain: Promise<void>;
  /** The next try or renewal. */
  timer: unknown;
  /** The try or renewal under way (it waits for the database), settled when none is. */
  round: Promise<void>;
}

const realTimers: LeaseTimers = {
  set: (fn, ms) => setTimeout(fn, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * Runs each guarded piece of work in one instance at a time. Each lease is taken at once on
 * `start` (a lone instance starts all its work without delay), then renewed for `ttlMs` every
 * `renewMs`; the work starts when this instance gets the lease and stops when another took it,
 * when renewal failed and the next try would come after `until`, or when the renewal itself came
 * after `until` (a paused process). An instance without the lease tries again every `renewMs`,
 * and right after the holder's `until`: a killed holder's work is taken over at most `ttlMs` after
 * its last renewal. A stopped instance releases its leases, so a successor takes them at once.
 */
export function createLeaseRunner(deps: LeaseRunnerDeps) {
  const { leases, holder, log } = deps;
  const now = deps.now ?? Date.now;
  const ttlMs = deps.ttlMs ?? LEASE_TTL_MS;
  const renewMs = deps.renewMs ?? LEASE_RENEW_MS;
  const timers = deps.timers ?? realTimers;
  const guarded = new Map<string, Held>();
  let running = false;
  /** Leases of `once` being run now. */
  const holdingOnce = new Set<string>();
  /** Renewals of `once` leases under way. */
  const renewingOnce = new Set<Promise<void>>();

  function startWork(lease: Held): void {
    lease.chain = lease.chain
      .then(() => lease.work.start())
      .catch((err: unknown) => log.error({ err, lease: lease.name }, 'starting leased work failed'));
  }

  function stopWork(lease: Held): void {
    lease.chain = lease.chain
      .then(() => lease.work.stop())
      .catch((err: unknown) => log.error({ err, lease: lease.name }, 'stopping leased work failed'));
  }

  /** Takes or renews the lease now; returns when to try again (ms from now). */
  async function step(lease: Held): Promise<number> {
    const at = now();
    if (lease.until !== null && at > lease.until) {
      // This round came after `until` (the process was paused): another may hold it already.
      log.warn({ lease: lease.name }, 'lease expired before it was renewed: its work stops');
      lease.until = null;
      stopWork(lease);
    }
    const wasHeld = lease.until !== null;
    let taken: boolean;
    try {
      taken = await leases.take(lease.name, holder, ttlMs, at);
    } catch (err) {
      if (wasHeld && at + renewMs >= lease.until!) {
        log.error({ err, lease: lease.name }, 'lease could not be renewed in time: its work stops');
        lease.until = null;
        stopWork(lease);
      } else {
        log.warn({ err, lease: lease.name }, 'taking or renewing a lease failed; trying again');
      }
      return renewMs;
    }
    if (taken) {
      lease.until = at + ttlMs;
      if (!wasHeld) {
        log.info({ lease: lease.name, instance: holder }, 'lease taken: this instance runs the work');
        startWork(lease);
      }
      return renewMs;
    }
    if (wasHeld) {
      log.warn({ lease: lease.name }, 'lease lost to another instance: its work stops');
      lease.until = null;
      stopWork(lease);
    }
    // Tried again right after the holder's lease runs out, should it not renew (it died).
    try {
      const until = await leases.heldUntil(lease.name);
      if (until !== undefined) return Math.min(renewMs, Math.max(1, until + 1 - at));
    } catch {
      // The next try finds out.
    }
    return renewMs;
  }

  /**
   * Runs one round for the lease, then sets the timer of the next; resolves once the round is done.
   * A round started before `stop` sets no timer after it (`stop` waits for it, then releases).
   */
  function schedule(lease: Held): Promise<void> {
    if (!running) return lease.round;
    const round = lease.round.then(async () => {
      if (!running) return;
      let delayMs = renewMs;
      try {
        delayMs = await step(lease);
      } catch (err) {
        log.error({ err, lease: lease.name }, 'lease round failed; trying again');
      }
      if (running) lease.timer = timers.set(() => void schedule(lease), delayMs);
    });
    lease.round = round;
    return round;
  }

  return {
    holder,
    /**
     * Guards `work` with the lease `name`; taken at once when the runner already runs. Resolves
     * once that first try is done (the work's start is under way when it got the lease); it never
     * rejects.
     */
    guard(name: string, work: GuardedWork): Promise<void> {
      if (guarded.has(name)) throw new Error(`lease ${name} is guarded already`);
      const lease: Held = {
        name,
        work,
        until: null,
        chain: Promise.resolve(),
        timer: undefined,
        round: Promise.resolve(),
      };
      guarded.set(name, lease);
      return schedule(lease);
    },
    /**
     * Takes every lease it can at once (a lone instance starts all its work now), then every
     * `renewMs`. Resolves once those first tries are done; it never rejects.
     */
    async start(): Promise<void> {
      if (running) return;
      running = true;
      await Promise.all([...guarded.values()].map(schedule));
    },
    /**
     * Stops every guarded work, then releases the leases (unless `release: false`, which leaves
     * them to expire as a killed process would).
     */
    async stop(options: { release?: boolean } = {}): Promise<void> {
      running = false;
      for (const lease of guarded.values()) timers.clear(lease.timer);
      await Promise.all(
        [...guarded.values()].map(async (lease) => {
          // A round under way may still take the lease: released below once it is done.
          await lease.round;
          const wasHeld = lease.until !== null;
          lease.until = null;
          if (wasHeld) stopWork(lease);
          await lease.chain;
          if (!wasHeld || options.release === false) return;
          try {
            await leases.release(lease.name, holder);
          } catch (err) {
            log.warn({ err, lease: lease.name }, 'releasing a lease failed: it expires by itself');
          }
        }),
      );
    },
    /**
     * Runs `fn` once if this instance gets the lease (renewed while `fn` runs, released after);
     * resolves with false, without running it, while another instance holds it.
     */
    async once(name: string, fn: () => Promise<unknown>): Promise<boolean> {
      if (!(await leases.take(name, holder, ttlMs, now()))) {
        log.info({ lease: name }, 'another instance holds this lease: not run here');
        return false;
      }
      holdingOnce.add(name);
      let renewal: unknown;
      let done = false;
      let renewing: Promise<void> = Promise.resolve();
      const renew = () => {
        const round = (async () => {
          try {
            await leases.take(name, holder, ttlMs, now());
          } catch (err) {
            log.warn({ err, lease: name }, 'renewing a lease failed; trying again');
          }
          if (!done) renewal = timers.set(renew, renewMs);
        })();
        renewing = round;
        renewingOnce.add(round);
        void round.finally(() => renewingOnce.delete(round));
      };
      renewal = timers.set(renew, renewMs);
      try {
        await fn();
        return true;
      } finally {
        done = true;
        timers.clear(renewal);
        // A renewal under way would take the lease again after the release.
        await renewing;
        holdingOnce.delete(name);
        try {
          await leases.release(name, holder);
        } catch (err) {
          log.warn({ err, lease: name }, 'releasing a lease failed: it expires by itself');
        }
      }
    },
    /** The leases this instance holds now, by name (`/healthz`). */
    held(): string[] {
      const at = now();
      const held = [...guarded.values()]
        .filter((lease) => lease.until !== null && at <= lease.until)
        .map((lease) => lease.name);
      return [...held, ...holdingOnce].sort();
    },
    /** Resolves when no round, and no start or stop of leased work, is under way (tests). */
    async settled(): Promise<void> {
      await Promise.all([...guarded.values()].map((lease) => lease.round));
      await Promise.all([...renewingOnce]);
      await Promise.all([...guarded.values()].map((lease) => lease.chain));
    },
  };
}

export type LeaseRunner = ReturnType<typeof createLeaseRunner>;
