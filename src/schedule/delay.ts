import { UserError } from '../discord/user-error.js';
import { text } from '../i18n/catalogue.js';

export const MIN_DELAY_MS = 60_000;
export const MAX_DELAY_MS = 24 * 3_600_000;

/** `1h30m`, `10m`, `90s`, `2h 15m`; units h, m (or min), s, largest first, each at most once. */
const DELAY = /^(?:(\d{1,6})\s*h)?\s*(?:(\d{1,6})\s*m(?:in)?)?\s*(?:(\d{1,6})\s*s)?$/i;

/**
 * Guard for the `in` option of `/restart`: the delay in ms, 1 minute to 24 hours. A bare number
 * counts as minutes (what "in 5" means to most members).
 */
export function requireDelay(typed: string): number {
  const given = typed.trim();
  let ms: number | undefined;
  if (/^\d{1,6}$/.test(given)) {
    ms = Number(given) * 60_000;
  } else {
    const match = DELAY.exec(given);
    if (given !== '' && match && (match[1] ?? match[2] ?? match[3]) !== undefined) {
      const [h, m, s] = [match[1], match[2], match[3]].map((v) => Number(v ?? 0));
      ms = ((h! * 60 + m!) * 60 + s!) * 1000;
    }
  }
  if (ms === undefined) throw new UserError(text('schedule.delayInvalid', { given: given.slice(0, 20) }));
  if (ms < MIN_DELAY_MS) throw new UserError(text('schedule.delayTooShort'));
  if (ms > MAX_DELAY_MS) throw new UserError(text('schedule.delayTooLong'));
  return ms;
}
