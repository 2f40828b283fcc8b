import { UserError } from '../discord/user-error.js';

export const MIN_DELAY_MS = 60_000;
export const MAX_DELAY_MS = 24 * 3_600_000;

const FORMS = 'Write it like `90s`, `10m` or `1h30m`: from 1 minute to 24 hours.';

/** `1h30m`, `10m`, `90s`, `2h 15m`; units h, m (or min), s, largest first, each at most once. */
const DELAY = /^(?:(\d{1,6})\s*h)?\s*(?:(\d{1,6})\s*m(?:in)?)?\s*(?:(\d{1,6})\s*s)?$/i;

/**
 * Guard for the `in` option of `/restart`: the delay in ms, 1 minute to 24 hours. A bare number
 * counts as minutes (what "in 5" means to most members).
 */
export function requireDelay(text: string): number {
  const given = text.trim();
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
  if (ms === undefined)
    throw new UserError(`Not scheduled: \`${given.slice(0, 20)}\` is not a delay. ${FORMS}`);
  if (ms < MIN_DELAY_MS) throw new UserError(`Not scheduled: the delay must be at least 1 minute. ${FORMS}`);
  if (ms > MAX_DELAY_MS) throw new UserError(`Not scheduled: the delay can be at most 24 hours. ${FORMS}`);
  return ms;
}
