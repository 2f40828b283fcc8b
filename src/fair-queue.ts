interface Waiting {
  start: () => void;
}

interface Owner {
  waiting: Waiting[];
  running: number;
}

/**
 * Work of many owners (Discord servers) on a few slots, so that one owner's pile never delays
 * another's: each owner's jobs start in the order they came, the owners with work waiting take
 * turns (round robin), and at most `perOwner` jobs of one owner run at once, `concurrency` in all.
 * An owner with one job waits for at most one job of each other owner, never for their whole pile.
 */
export function createFairQueue(options: { concurrency: number; perOwner: number }) {
  const owners = new Map<string, Owner>();
  /** Owners with jobs waiting, in turn order: the next slot goes to the first that may run one. */
  const turns: string[] = [];
  let running = 0;
  const idleWaiters: Array<() => void> = [];

  function pump(): void {
    while (running < options.concurrency) {
      const index = turns.findIndex((key) => (owners.get(key)?.running ?? 0) < options.perOwner);
      if (index < 0) return;
      const key = turns[index]!;
      const owner = owners.get(key)!;
      // Its turn taken: to the back of the line while it still has work waiting.
      turns.splice(index, 1);
      const job = owner.waiting.shift()!;
      if (owner.waiting.length > 0) turns.push(key);
      owner.running += 1;
      running += 1;
      job.start();
    }
  }

  function finished(key: string): void {
    const owner = owners.get(key)!;
    owner.running -= 1;
    running -= 1;
    if (owner.running === 0 && owner.waiting.length === 0) owners.delete(key);
    pump();
    if (running === 0 && turns.length === 0) {
      for (const resolve of idleWaiters.splice(0)) resolve();
    }
  }

  return {
    /** Runs `job` in `owner`'s turn; settles as the job does. */
    run<T>(owner: string, job: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        let entry = owners.get(owner);
        if (!entry) {
          entry = { waiting: [], running: 0 };
          owners.set(owner, entry);
        }
        if (entry.waiting.length === 0) turns.push(owner);
        entry.waiting.push({
          start: () => {
            Promise.resolve()
              .then(job)
              .then(resolve, reject)
              .finally(() => finished(owner));
          },
        });
        pump();
      });
    },
    /** Jobs waiting or running. */
    size(): number {
      let waiting = 0;
      for (const owner of owners.values()) waiting += owner.waiting.length;
      return waiting + running;
    },
    /** Resolves once nothing waits or runs. */
    idle(): Promise<void> {
      if (running === 0 && turns.length === 0) return Promise.resolve();
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
      });
    },
  };
}

export type FairQueue = ReturnType<typeof createFairQueue>;
