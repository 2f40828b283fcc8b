import { DiscordAPIError, HTTPError, RESTJSONErrorCodes } from 'discord.js';

/**
 * What a failed send means for the channel:
 * - `broken`: Discord refuses the channel itself (no access, no permission, gone) — retrying can
 *   only add to Discord's count of invalid requests (10,000 in 10 min earn an IP ban);
 * - `rejected`: Discord refuses this message (a 4xx about the payload) — it will never be taken;
 * - `retry`: 5xx, network or anything unknown — try again later, with backoff.
 * 429 never gets here: discord.js's REST queue waits and retries it.
 */
export type Failure =
  | { kind: 'broken'; reason: string }
  | { kind: 'rejected'; reason: string }
  | { kind: 'retry'; reason: string };

const BROKEN_REASONS: Partial<Record<number, string>> = {
  [RESTJSONErrorCodes.MissingAccess]: 'the bot cannot see the channel (Missing Access)',
  [RESTJSONErrorCodes.MissingPermissions]: 'the bot may not post or embed there (Missing Permissions)',
  [RESTJSONErrorCodes.UnknownChannel]: 'the channel no longer exists (Unknown Channel)',
};

export function classifyFailure(err: unknown): Failure {
  if (err instanceof DiscordAPIError) {
    const code = typeof err.code === 'number' ? err.code : 0;
    const known = BROKEN_REASONS[code];
    if (known) return { kind: 'broken', reason: known };
    if (err.status === 403 || err.status === 404) {
      return { kind: 'broken', reason: `Discord refused the channel: ${err.message} (${err.status})` };
    }
    // 401: the token is wrong for every channel; that is the operator's to fix, not this channel's.
    if (err.status === 401 || err.status === 429 || err.status >= 500) {
      return { kind: 'retry', reason: `${err.status} ${err.message}` };
    }
    return { kind: 'rejected', reason: `Discord rejected the message: ${err.message} (${err.status})` };
  }
  if (err instanceof HTTPError) return { kind: 'retry', reason: `${err.status} ${err.message}` };
  const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return { kind: 'retry', reason: message };
}
