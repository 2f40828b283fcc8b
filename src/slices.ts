/** How long loops over many servers may hold the event loop before they let the rest run. */
export const SLICE_MS = 8;

/** Loops waiting for their next slice, first come first served: one is let through per turn. */
const waiting: Array<() => void> = [];
/** When the loop let through last began its slice. */
let since = performance.now();

/**
 * Long loops in slices: `await slice()` between two steps of a loop gives the event loop a turn
 * (timers, sockets, Discord's heartbeat, webhooks) once SLICE_MS have passed since the last one.
 * On SQLite every repository call resolves at once, so a loop of awaits never yields by itself:
 * one refresh of 500 servers (observations, incidents, samples, 20 boards) ran as single tasks of
 * 0.3–1.5 s (bench:players' CPU profile). The budget is the process's, not each loop's, and one
 * waiting loop goes on per turn: 20 boards rendered at once would otherwise all pass the check
 * before any of them did its work, and run in the same turn. On PostgreSQL the awaits yield anyway
 * and this seldom waits.
 */
export function slice(): Promise<void> {
  if (waiting.length === 0 && performance.now() - since < SLICE_MS) return Promise.resolve();
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (waiting.length === 1) setImmediate(letOneThrough);
  });
}

function letOneThrough(): void {
  since = performance.now();
  waiting.shift()?.();
  // Set during this turn's immediates: the next one runs in the next turn of the event loop.
  if (waiting.length > 0) setImmediate(letOneThrough);
}

/**
 * Rows written per transaction by the loops over every server: a cycle's 500 rows in one
 * transaction held the event loop for 4–70 ms (game statuses, samples; more on a busy machine),
 * 100 take a few.
 */
export const ROWS_AT_ONCE = 100;

/** Writes `rows` ROWS_AT_ONCE at a time (each batch the caller's one transaction), in slices. */
export async function writeInSlices<T>(
  rows: readonly T[],
  write: (batch: T[]) => Promise<void> | void,
): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_AT_ONCE) {
    await slice();
    await write(rows.slice(i, i + ROWS_AT_ONCE));
  }
}
