import { type BackoffOptions, backoffDelay } from '../backoff.js';

/** The longest a failed start keeps this instance from a lease (start-hold-off.ts). */
export const START_HOLD_OFF_MAX_MS = 10 * 60_000;

/**
 * How long this instance leaves a lease to the others after the work it guards failed to start
 * (a gateway shard that did not log in): `firstMs`, then twice as long for each failure in a row
 * up to START_HOLD_OFF_MAX_MS, back to `firstMs` once a start succeeded. Each try of a gateway
 * shard may cost an IDENTIFY of the bot's daily allowance (`session_start_limit.total`, 1,000 for
 * most bots): the cap holds one instance to six tries an hour, 144 a day, of a shard that keeps
 * failing here.
 */
export function createStartHoldOffs(firstMs: number) {
  const options: BackoffOptions = { initialMs: firstMs, maxMs: START_HOLD_OFF_MAX_MS, jitter: 'none' };
  const failures = new Map<string, number>();
  return {
    /** One more failed start of `name` in a row: how long to leave its lease to the others. */
    failed(name: string): number {
      const count = (failures.get(name) ?? 0) + 1;
      failures.set(name, count);
      return backoffDelay(count, options);
    },
    /** `name` started: its next failure holds off for `firstMs` again. */
    started(name: string): void {
      failures.delete(name);
    },
  };
}

export type StartHoldOffs = ReturnType<typeof createStartHoldOffs>;
