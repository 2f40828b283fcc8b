/**
 * Figures read from the database for `/healthz` and `/metrics`, whose checks and gauges are
 * synchronous while the repositories answer with promises: `value()` answers at once with the last
 * figures read and starts another read in the background (one at a time), so each look sees what
 * the previous one asked for. A failed read keeps the last figures (the database check says why).
 */
export interface LastKnown<T> {
  /** The last figures read; starts a fresh read unless one is under way. */
  value(): T;
  /** Reads now (or joins the read under way) and resolves with the fresh figures. */
  refresh(): Promise<T>;
}

export function lastKnown<T>(
  read: () => Promise<T>,
  initial: T,
  onError: (err: unknown) => void,
): LastKnown<T> {
  let current = initial;
  let reading: Promise<T> | undefined;

  function refresh(): Promise<T> {
    reading ??= read()
      .then((figures) => {
        current = figures;
        return figures;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  return {
    value() {
      if (!reading) refresh().catch(onError);
      return current;
    },
    refresh,
  };
}
