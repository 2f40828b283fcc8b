export interface SampledLogOptions {
  /** One summary line per key per this period. */
  periodMs?: number;
}

const DEFAULT_PERIOD_MS = 60_000;

/** `write` gets the key, how many (1 for the first, else since the last line) and the last details. */
export type SampledWrite<D> = (key: string, count: number, last: D, periodSeconds?: number) => void;

/**
 * Counts occurrences per key and writes at a fixed rate, whatever arrives: the first of a key at
 * once (an operator setting up or fixing something sees it straight away), then at most one summary
 * per key per period with how many came, carrying the last one's details. A key that stops coming
 * gets no further line.
 */
export function createSampledLog<D>(write: SampledWrite<D>, empty: D, options: SampledLogOptions = {}) {
  const periodMs = options.periodMs ?? DEFAULT_PERIOD_MS;
  const periodSeconds = Math.round(periodMs / 1000);
  const periods = new Map<string, { count: number; last: D; timer: NodeJS.Timeout }>();

  function open(key: string): void {
    const timer = setTimeout(() => close(key), periodMs);
    timer.unref();
    periods.set(key, { count: 0, last: empty, timer });
  }

  function close(key: string): void {
    const period = periods.get(key);
    periods.delete(key);
    if (!period || period.count === 0) return;
    write(key, period.count, period.last, periodSeconds);
    // Still arriving: the next summary comes one period later, not with the next occurrence.
    open(key);
  }

  return {
    note(key: string, detail: D): void {
      const period = periods.get(key);
      if (period) {
        period.count++;
        period.last = detail;
        return;
      }
      write(key, 1, detail);
      open(key);
    },
    /** Writes what is still counted and stops the timers. */
    stop(): void {
      for (const [key, period] of periods) {
        clearTimeout(period.timer);
        if (period.count > 0) write(key, period.count, period.last, periodSeconds);
      }
      periods.clear();
    },
  };
}
