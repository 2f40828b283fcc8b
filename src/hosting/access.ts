import type { Logger } from '../logger.js';
import { createSampledLog } from '../sampled-log.js';
import { HostingApiError } from './errors.js';

/**
 * Whether the provider takes hostcord's token (HOSTING_TOKEN), learnt from the answer to every call:
 * 401 `TOKEN_INVALID` on any call (spec, Authentication 7: missing, wrong, expired or revoked), or
 * 403 on a call addressed at no single server, where it can only be about the token itself. A 403 on
 * one server's call is about that server's installation, and says so where it happens.
 */
export interface TokenRefusal {
  /** When the first refused call of this spell was answered (ms since the epoch). */
  since: number;
  status: number;
  /** The client's operation that was refused first (`listServers`, `events`, …). */
  op: string;
}

/**
 * Operations addressed at no single server (spec, Endpoints 1 and 2). `GET /installations` and
 * `GET /events` answer 403 to a personal token, which hostcord accepts (with fewer features).
 */
const TOKEN_OPERATIONS = new Set(['me', 'listServers']);

export const TOKEN_FIX =
  "create a new bot token (zhb_…) in the provider's developer settings, put it in HOSTING_TOKEN and restart hostcord";

/** Whether a failed call means the provider refuses the token (see `TokenRefusal`). */
export function isTokenRefusal(err: unknown): err is HostingApiError {
  return err instanceof HostingApiError && refuses(err.op, err.status);
}

function refuses(op: string, status: number | 'network'): boolean {
  return status === 401 || (status === 403 && TOKEN_OPERATIONS.has(op));
}

/** "the provider refuses HOSTING_TOKEN (401 …)": what the operator reads in logs, `/healthz`, boards. */
export function refusalText(refusal: Pick<TokenRefusal, 'status' | 'op'>): string {
  const why =
    refusal.status === 401
      ? '401: invalid, expired or revoked'
      : `403 for ${refusal.op}: the token may not do what hostcord needs`;
  return `the provider refuses HOSTING_TOKEN (${why})`;
}

export interface TokenAccessOptions {
  log: Logger;
  now?: () => number;
  /** One log line at the first refusal, then at most one per this period while they go on. */
  logPeriodMs?: number;
}

export function createTokenAccess(options: TokenAccessOptions) {
  const now = options.now ?? Date.now;
  let refusal: TokenRefusal | undefined;
  const refusals = createSampledLog<Pick<TokenRefusal, 'status' | 'op'>>(
    (_key, count, last, periodSeconds) =>
      options.log.error(
        {
          status: last.status,
          op: last.op,
          count,
          ...(periodSeconds !== undefined && { periodSeconds }),
          fix: TOKEN_FIX,
        },
        refusalText(last),
      ),
    { status: 0, op: '' },
    options.logPeriodMs === undefined ? {} : { periodMs: options.logPeriodMs },
  );

  return {
    /** Told every call's outcome (the hosting client's `onAttempt`): an HTTP status or `network`. */
    observe(op: string, status: number | 'network'): void {
      if (refuses(op, status)) {
        refusal ??= { since: now(), status: status as number, op };
        refusals.note('refused', { status: status as number, op });
        return;
      }
      const accepted = typeof status === 'number' && status >= 200 && status < 300;
      // A 401 ends with any accepted call; a 403 only with that operation accepted.
      if (accepted && refusal && (refusal.status === 401 || refusal.op === op)) {
        options.log.info(
          { since: new Date(refusal.since).toISOString() },
          'the provider takes HOSTING_TOKEN again',
        );
        refusal = undefined;
      }
    },
    /** The refusal going on, or undefined while the provider takes the token. */
    refused: (): TokenRefusal | undefined => refusal,
    /** Stops the log's timers (what is still counted is written). */
    stop: refusals.stop,
  };
}

export type TokenAccess = ReturnType<typeof createTokenAccess>;
