const EARLIEST_TIME = Date.UTC(2000, 0, 1);
const LATEST_AHEAD_MS = 24 * 60 * 60 * 1000;

/**
 * A time from outside (event and record dates) when it is plausible: from 2000-01-01 to a day
 * ahead of `now`. Anything else is a broken clock or a hostile value, and Discord refuses an
 * embed timestamp beyond year 9999 or before year 1, with the whole message.
 */
export function plausibleTime(ms: number, now: number): number | undefined {
  return Number.isFinite(ms) && ms >= EARLIEST_TIME && ms <= now + LATEST_AHEAD_MS ? ms : undefined;
}
