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
