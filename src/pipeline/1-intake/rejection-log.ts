import type { Logger } from '../../logger.js';

/** What one rejected delivery adds to its log line: our own words and values we checked. */
export interface RejectionDetail {
  /** Why, in hostcord's words (e.g. "timestamp too old by 412 s"). */
  why?: string;
  ip?: string;
  /** A short, cleaned prefix of the unverified Service-Delivery-Id (see `headerPrefix`). */
  deliveryId?: string;
}

export interface RejectionLogOptions {
  /** One summary line per reason per this period. */
  periodMs?: number;
}

const DEFAULT_PERIOD_MS = 60_000;

/**
 * Logs rejected webhook deliveries at a fixed rate, whatever arrives: the first rejection of a
 * reason at once (an operator fixing a secret sees it straight away), then at most one summary
 * line per reason per period with how many were rejected. Anyone on the internet can send
 * rejections; one line each let 3,000 requests add tens of megabytes of log and fill the disk.
 */
export function createRejectionLog(log: Logger, options: RejectionLogOptions = {}) {
  const periodMs = options.periodMs ?? DEFAULT_PERIOD_MS;
  const periods = new Map<string, { count: number; last: RejectionDetail; timer: NodeJS.Timeout }>();

  function open(reason: string): void {
    const timer = setTimeout(() => close(reason), periodMs);
    timer.unref();
    periods.set(reason, { count: 0, last: {}, timer });
  }

  function summarise(reason: string, count: number, last: RejectionDetail): void {
    log.warn(
      { reason, count, periodSeconds: Math.round(periodMs / 1000), ...last },
      `webhook delivery rejected: ${reason}`,
    );
  }

  function close(reason: string): void {
    const period = periods.get(reason);
    periods.delete(reason);
    if (!period || period.count === 0) return;
    summarise(reason, period.count, period.last);
    // Still arriving: the next summary comes one period later, not with the next rejection.
    open(reason);
  }

  return {
    rejected(reason: string, detail: RejectionDetail = {}): void {
      const period = periods.get(reason);
      if (period) {
        period.count++;
        period.last = detail;
        return;
      }
      log.warn({ reason, count: 1, ...detail }, `webhook delivery rejected: ${reason}`);
      open(reason);
    },
    /** Logs what is still counted and stops the timers. */
    stop(): void {
      for (const [reason, period] of periods) {
        clearTimeout(period.timer);
        if (period.count > 0) summarise(reason, period.count, period.last);
      }
      periods.clear();
    },
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
