import { t } from '../i18n/catalogue.js';
import { formatSeconds } from '../i18n/format.js';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.js';
import { LIMITS, type LimitReached } from '../limits.js';

const seconds = (locale: Locale, ms: number) => formatSeconds(locale, Math.max(1, Math.ceil(ms / 1000)));

/**
 * What a member is told when a request passes one of the limits (src/limits.ts): which limit, its
 * value, and what to do, in their language. README, "Limits per community", lists the English texts.
 */
export function limitAnswer(err: LimitReached, locale: Locale = DEFAULT_LOCALE): string {
  switch (err.limit) {
    case 'boardsPerGuild':
    case 'schedulesPerServer':
    case 'schedulesPerGuild':
    case 'draftsPerMember':
    case 'proofCodesPerMember':
    case 'proofCodesPerGuild':
    case 'shareCodesPerMember':
    case 'shareCodesPerGuild':
      return t(locale, `limit.${err.limit}`, { limit: LIMITS[err.limit] });
    case 'codeCooldownMs':
    case 'historyCooldownMs':
      return t(locale, `limit.${err.limit}`, {
        every: seconds(locale, LIMITS[err.limit]),
        wait: seconds(locale, err.retryAfterMs),
      });
    case 'languageCooldownMs':
      return t(locale, 'boards.languageCooldown', {
        every: seconds(locale, LIMITS[err.limit]),
        wait: seconds(locale, err.retryAfterMs),
      });
    default:
      return err.limit satisfies never;
  }
}
