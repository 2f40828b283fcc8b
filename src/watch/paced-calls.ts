import { HostingApiError, HostingNetworkError } from '../hosting/index.js';
import type { Logger } from '../logger.js';
import { createLimiter, type Priority } from './limiter.js';

const RATE_LIMIT_ATTEMPTS = 4;
const FAILURE_ATTEMPTS = 2;

/**
 * How the refresh loop calls the provider: a few calls at a time (early refreshes first); a 429
 * pauses every call for its `Retry-After` (spec, Limits: it is the caller that is limited) and the
 * call is tried again; a 5xx or a lost answer is tried once more after `retryMs`.
 */
export function createPacedCalls(deps: { concurrency: number; log: Logger; retryMs?: number }) {
  const limiter = createLimiter(deps.concurrency);
  let heldUntil = 0;
  let closed = false;

  /** A 429 pauses the limiter before its slot is given back, so no queued call slips through. */
  async function pausingOn429<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof HostingApiError && err.status === 429) {
        const waitMs = (err.retryAfter ?? 1) * 1000;
        heldUntil = Math.max(heldUntil, Date.now() + waitMs);
        limiter.pauseFor(waitMs);
        deps.log.info({ waitMs, op: err.op }, 'provider rate limit: board refresh waits');
      }
      throw err;
    }
  }

  return {
    async call<T>(fn: () => Promise<T>, priority: Priority): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await limiter.run(() => pausingOn429(fn), priority);
        } catch (err) {
          if (closed) throw err;
          if (err instanceof HostingApiError && err.status === 429 && attempt < RATE_LIMIT_ATTEMPTS) continue;
          if (isTransient(err) && attempt < FAILURE_ATTEMPTS) {
            await new Promise((resolve) => setTimeout(resolve, deps.retryMs ?? 250));
            continue;
          }
          throw err;
        }
      }
    },
    /** Until when the provider asked to wait (the next cycle starts no earlier). */
    heldUntil: () => heldUntil,
    /** Stopping: queued calls are refused and nothing is tried again. */
    close(): void {
      closed = true;
      limiter.close();
    },
  };
}

function isTransient(err: unknown): boolean {
  if (err instanceof HostingNetworkError) return !err.aborted;
  return err instanceof HostingApiError && err.status >= 500;
}
