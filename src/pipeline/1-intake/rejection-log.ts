import type { Logger } from '../../logger.js';
import { createSampledLog, type SampledLogOptions } from '../../sampled-log.js';

/** What one rejected delivery adds to its log line: our own words and values we checked. */
export interface RejectionDetail {
  /** Why, in hostcord's words (e.g. "timestamp too old by 412 s"). */
  why?: string;
  ip?: string;
  /** A short, cleaned prefix of the unverified Service-Delivery-Id (see `headerPrefix`). */
  deliveryId?: string;
  /** What the operator does about it, when the cause is theirs to fix. */
  fix?: string;
}

/**
 * Logs rejected webhook deliveries at a fixed rate, whatever arrives: the first rejection of a
 * reason at once, then at most one summary line per reason per period (a minute) with how many were
 * rejected. Anyone on the internet can send rejections; one line each let 3,000 requests add tens of
 * megabytes of log and fill the disk.
 */
export function createRejectionLog(log: Logger, options: SampledLogOptions = {}) {
  const sampled = createSampledLog<RejectionDetail>(
    (reason, count, last, periodSeconds) =>
      log.warn(
        { reason, count, ...(periodSeconds !== undefined && { periodSeconds }), ...last },
        `webhook delivery rejected: ${reason}`,
      ),
    {},
    options,
  );
  return {
    rejected: (reason: string, detail: RejectionDetail = {}): void => sampled.note(reason, detail),
    /** Logs what is still counted and stops the timers. */
    stop: sampled.stop,
  };
}

export type RejectionLog = ReturnType<typeof createRejectionLog>;

/**
 * At most 36 characters (a UUID) of a header nobody has verified, with everything but letters,
 * digits and `-._:` removed: enough to find a delivery in the provider's log, too little to fill
 * ours or to forge a log line.
 */
export function headerPrefix(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined) return undefined;
  const clean = text.slice(0, 64).replace(/[^A-Za-z0-9._:-]/g, '');
  return clean === '' ? undefined : clean.slice(0, 36);
}
