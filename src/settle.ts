/**
 * Waits for `work` to settle, but at most `ms` (a stop that gives work in flight a grace period, a
 * reply that should not wait on Discord for ever). Never throws.
 */
export async function settleWithin(
  work: Promise<unknown> | Array<Promise<unknown>>,
  ms: number,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled(Array.isArray(work) ? work : [work]),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

/** The work in flight of per-channel workers that each run at most one thing at a time. */
export function inFlight(
  workers: Iterable<{ running?: Promise<unknown> | undefined }>,
): Array<Promise<unknown>> {
  return [...workers].flatMap((w) => (w.running ? [w.running] : []));
}

/** Resolves once none of `workers` runs anything, including work started while waiting (tests). */
export async function untilIdle(
  workers: () => Iterable<{ running?: Promise<unknown> | undefined }>,
): Promise<void> {
  for (;;) {
    const running = inFlight(workers());
    if (running.length === 0) return;
    await Promise.allSettled(running);
  }
}
