export type Priority = 'high' | 'low';

/**
 * At most `concurrency` calls at once, early refreshes (`high`) before cycle calls (`low`), and a
 * pause that holds every call back (a 429's `Retry-After` applies to the caller, not to one call).
 */
export function createLimiter(concurrency: number) {
  const queues: Record<Priority, Array<() => void>> = { high: [], low: [] };
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
      next?.();
    }
  }

  return {
    async run<T>(fn: () => Promise<T>, priority: Priority): Promise<T> {
      await new Promise<void>((resolve) => {
        queues[priority].push(resolve);
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
  };
}
