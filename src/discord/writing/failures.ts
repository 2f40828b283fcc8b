import { DiscordAPIError, HTTPError, RESTJSONErrorCodes } from 'discord.js';
import { type MessageKey, t, translate } from '../../i18n/catalogue.js';
import type { Locale } from '../../i18n/locale.js';

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

/**
 * A reason is stored in English (the operator reads it in the database and the log, beside the
 * error) and shown to members in their language by `failureReasonIn`.
 */
const BROKEN_KEYS: Partial<Record<number, MessageKey & `alerts.failure.${string}`>> = {
  [RESTJSONErrorCodes.MissingAccess]: 'alerts.failure.missingAccess',
  [RESTJSONErrorCodes.MissingPermissions]: 'alerts.failure.missingPermissions',
  [RESTJSONErrorCodes.UnknownChannel]: 'alerts.failure.unknownChannel',
};

const REFUSED = /^Discord refused the channel: (.*) \((\d{3})\)$/s;
const REJECTED = /^Discord rejected the message: (.*) \((\d{3})\)$/s;

/** A stored reason in the reader's language; one hostcord did not write is shown as it is. */
export function failureReasonIn(locale: Locale, stored: string): string {
  for (const key of Object.values(BROKEN_KEYS)) {
    if (key && stored === translate('en-US', { key })) return translate(locale, { key });
  }
  const refused = REFUSED.exec(stored) ?? undefined;
  if (refused)
    return t(locale, 'alerts.failure.channelRefused', { message: refused[1]!, status: refused[2]! });
  const rejected = REJECTED.exec(stored) ?? undefined;
  if (rejected)
    return t(locale, 'alerts.failure.messageRejected', { message: rejected[1]!, status: rejected[2]! });
  return stored;
}

export function classifyFailure(err: unknown): Failure {
  if (err instanceof DiscordAPIError) {
    const code = typeof err.code === 'number' ? err.code : 0;
    const known = BROKEN_KEYS[code];
    if (known) return { kind: 'broken', reason: translate('en-US', { key: known }) };
    if (err.status === 403 || err.status === 404) {
      const reason = t('en-US', 'alerts.failure.channelRefused', {
        message: err.message,
        status: String(err.status),
      });
      return { kind: 'broken', reason };
    }
    // 401: the token is wrong for every channel; that is the operator's to fix, not this channel's.
    if (err.status === 401 || err.status === 429 || err.status >= 500) {
      return { kind: 'retry', reason: `${err.status} ${err.message}` };
    }
    const reason = t('en-US', 'alerts.failure.messageRejected', {
      message: err.message,
      status: String(err.status),
    });
    return { kind: 'rejected', reason };
  }
  if (err instanceof HTTPError) return { kind: 'retry', reason: `${err.status} ${err.message}` };
  const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return { kind: 'retry', reason: message };
}
