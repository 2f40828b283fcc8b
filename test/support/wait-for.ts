import { setTimeout as delay } from 'node:timers/promises';

/**
 * Polls `probe` until it returns something other than undefined, null or false, and resolves with it.
 * Rejects after `timeoutMs` with `what` in the message, so a failing test says what never happened.
 */
export async function waitFor<T>(
  probe: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  timeoutMs = 2000,
  what = 'the condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() >= deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await delay(5);
  }
}
