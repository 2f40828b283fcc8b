import { backoffDelay } from '../backoff.js';
import { type HostingApiError, HostingNetworkError } from './errors.js';

const BACKOFF_BASE_MS = 100;
const BACKOFF_CAP_MS = 1_000;
// A request with the same key is still running at the provider; give it a little longer.
const IN_PROGRESS_BASE_MS = 250;

export interface RetryContext {
  method: string;
  idempotencyKey: string | undefined;
  attempt: number;
  random: () => number;
}

function backoff(baseMs: number, attempt: number, random: () => number): number {
  return backoffDelay(attempt, { initialMs: baseMs, maxMs: BACKOFF_CAP_MS, jitter: 'half' }, random);
}

/**
 * Whether repeating the request cannot repeat its effect: GETs, and POSTs whose Idempotency-Key makes
 * the provider replay the stored answer instead of acting twice (spec, Limits → Idempotency storage).
 */
function isReplaySafe(ctx: RetryContext): boolean {
  return ctx.method === 'GET' || ctx.idempotencyKey !== undefined;
}

/** Milliseconds to wait before the next attempt, or `undefined` when the error is final. */
export function retryDelay(
  error: HostingApiError | HostingNetworkError,
  ctx: RetryContext,
): number | undefined {
  if (error instanceof HostingNetworkError) {
    if (error.timedOut || error.aborted) return undefined;
    return isReplaySafe(ctx) ? backoff(BACKOFF_BASE_MS, ctx.attempt, ctx.random) : undefined;
  }
  const announced = retryAfterMs(error.retryAfter);
  // A 429 is refused before any effect, so it is safe to repeat for every method (spec, Errors).
  if (error.status === 429) return announced ?? backoff(BACKOFF_BASE_MS, ctx.attempt, ctx.random);
  if (error.status === 409 && error.code === 'IDEMPOTENCY_IN_PROGRESS') {
    return announced ?? backoff(IN_PROGRESS_BASE_MS, ctx.attempt, ctx.random);
  }
  if (error.status >= 500 && isReplaySafe(ctx)) {
    return announced ?? backoff(BACKOFF_BASE_MS, ctx.attempt, ctx.random);
  }
  return undefined;
}

/** Bounds for an announced wait: the spec's "at least 1" second, and 15 minutes at most. */
export const RETRY_AFTER_MIN_MS = 1000;
export const RETRY_AFTER_MAX_MS = 15 * 60 * 1000;

/**
 * The wait a `Retry-After` of `seconds` asks for, clamped to 1 s … 15 min. A provider (or a proxy)
 * that sends 0 would be polled in a tight loop, and a huge value overflows Node's timer (anything
 * over ~24.8 days fires after 1 ms): both would turn into a flood of requests.
 */
export function retryAfterMs(seconds: number | undefined): number | undefined {
  if (seconds === undefined || Number.isNaN(seconds)) return undefined;
  return Math.min(RETRY_AFTER_MAX_MS, Math.max(RETRY_AFTER_MIN_MS, seconds * 1000));
}

/** `Retry-After` is whole seconds, at least 1 (spec, Limits); an HTTP date is accepted too. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (header === null) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
