export interface BackoffOptions {
  /** Wait after the first failure. */
  initialMs: number;
  /** The wait never grows beyond this. */
  maxMs: number;
  /**
   * How the wait is spread at random so that callers that failed together do not retry together:
   * `fifth` takes up to a fifth off (the default); `half` waits between half and all of it; `none`
   * waits exactly (one caller alone, whose waits are a documented figure).
   */
  jitter?: 'fifth' | 'half' | 'none';
}

export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 1000, maxMs: 5 * 60 * 1000 };

/**
 * The one exponential backoff (alert retries, provider calls, the feed poller): the wait before
 * the next try after `attempts` failures (1 after the first failure) is initial, 2×, 4× … up to
 * the maximum, spread by the jitter.
 */
export function backoffDelay(attempts: number, options: BackoffOptions, random = Math.random): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const base = Math.min(options.maxMs, options.initialMs * 2 ** exponent);
  if (options.jitter === 'none') return base;
  if (options.jitter === 'half') return Math.round(base / 2 + (random() * base) / 2);
  return Math.round(base * (1 - 0.2 * random()));
}
