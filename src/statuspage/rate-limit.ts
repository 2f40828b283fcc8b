export interface RateLimitOptions {
  /** Requests a key may make at once. */
  burst: number;
  /** Requests a key gains back per minute. */
  perMinute: number;
  /** Keys kept at most: memory stays bounded whatever the number of visitors. */
  maxKeys?: number;
  now?: () => number;
}

/**
 * A token bucket per key (a visitor's address), in this process's memory: each instance limits
 * what reaches it. Full buckets are forgotten first when there are too many keys.
 */
export function createRateLimit(options: RateLimitOptions) {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 50_000;
  const perMs = options.perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();

  const tokensOf = (b: { tokens: number; at: number }, at: number) =>
    Math.min(options.burst, b.tokens + (at - b.at) * perMs);

  function makeRoom(at: number): void {
    for (const [key, bucket] of buckets) if (tokensOf(bucket, at) >= options.burst) buckets.delete(key);
    // Everyone is busy: the longest-known key goes.
    if (buckets.size >= maxKeys) buckets.delete(buckets.keys().next().value!);
  }

  return {
    /** Takes one request of `key`: undefined when allowed, else the seconds until the next one is. */
    take(key: string): number | undefined {
      const at = now();
      let bucket = buckets.get(key);
      if (!bucket) {
        if (buckets.size >= maxKeys) makeRoom(at);
        bucket = { tokens: options.burst, at };
        buckets.set(key, bucket);
      }
      bucket.tokens = tokensOf(bucket, at);
      bucket.at = at;
      if (bucket.tokens < 1) return Math.ceil((1 - bucket.tokens) / perMs / 1000);
      bucket.tokens -= 1;
      return undefined;
    },
  };
}
