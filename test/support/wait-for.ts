/** Polls `condition` until it holds (returns it) or the time runs out (throws, naming `what`). */
export async function waitFor<T>(
  condition: () => T | undefined | false,
  what: string,
  timeoutMs = 5000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = condition();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
