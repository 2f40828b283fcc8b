import type { SimClock } from './types.js';

/**
 * The provider's rate limit as a token bucket per caller (token) on the virtual clock: `perSecond`
 * calls, up to `burst` at once. The spec publishes no threshold ("not shown"); tests pick one.
 */
export function createRateBudget(clock: SimClock) {
  let limit: { perSecond: number; burst: number } | null = null;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    set(next: { perSecond: number; burst?: number } | null): void {
      limit = next && { perSecond: next.perSecond, burst: next.burst ?? next.perSecond };
      buckets.clear();
    },
    /** Spends one call of the caller's budget; the whole seconds to wait (at least 1) when none is left. */
    take(caller: string): number | undefined {
      if (!limit) return undefined;
      const now = clock.now();
      const bucket = buckets.get(caller) ?? { tokens: limit.burst, at: now };
      bucket.tokens = Math.min(
        limit.burst,
        bucket.tokens + (Math.max(0, now - bucket.at) * limit.perSecond) / 1000,
      );
      bucket.at = now;
      buckets.set(caller, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return undefined;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / limit.perSecond));
    },
  };
}
