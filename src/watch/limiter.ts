export type Priority = 'high' | 'low';

/** Thrown to calls still queued when the limiter is closed (hostcord is stopping). */
export class LimiterClosedError extends Error {
  override readonly name = 'LimiterClosedError';
}

/**
 * At most `concurrency` calls at once, early refreshes (`high`) before cycle calls (`low`), and a
 * pause that holds every call back (a 429's `Retry-After` applies to the caller, not to one call).
 */
export function createLimiter(concurrency: number) {
  const queues: Record<Priority, Array<{ go: () => void; stop: () => void }>> = { high: [], low: [] };
  let closed = false;
  let active = 0;
  let pausedUntil = 0;
  let timer: NodeJS.Timeout | undefined;

  function pump(): void {
    while (active < concurrency && (queues.high.length > 0 || queues.low.length > 0)) {
      const wait = pausedUntil - Date.now();
      if (wait > 0) {
        if (!timer) {
          timer = setTimeout(() => {
            timer = undefined;
            pump();
          }, wait);
        }
        return;
      }
      const next = queues.high.shift() ?? queues.low.shift();
      active += 1;
      next?.go();
    }
  }

  return {
    async run<T>(fn: () => Promise<T>, priority: Priority): Promise<T> {
      if (closed) throw new LimiterClosedError('stopping');
      await new Promise<void>((resolve, reject) => {
        queues[priority].push({ go: resolve, stop: () => reject(new LimiterClosedError('stopping')) });
        pump();
      });
      try {
        return await fn();
      } finally {
        active -= 1;
        pump();
      }
    },
    pauseFor(ms: number): void {
      pausedUntil = Math.max(pausedUntil, Date.now() + ms);
    },
    /** Refuses every queued and later call (a pause must not hold up stopping). */
    close(): void {
      closed = true;
      clearTimeout(timer);
      for (const waiter of [...queues.high.splice(0), ...queues.low.splice(0)]) waiter.stop();
    },
  };
}
