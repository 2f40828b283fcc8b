export interface BackoffOptions {
  /** Wait after the first failure. */
  initialMs: number;
  /** The wait never grows beyond this. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 1000, maxMs: 5 * 60 * 1000 };

/**
 * Exponential backoff with jitter for a message that failed `attempts` times (1 after the first
 * failure): initial, 2×, 4× … up to the maximum, each shortened by up to a fifth at random so that
 * channels that failed together do not retry together.
 */
export function backoffDelay(attempts: number, options: BackoffOptions, random = Math.random): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const base = Math.min(options.maxMs, options.initialMs * 2 ** exponent);
  return Math.round(base * (1 - 0.2 * random()));
}
