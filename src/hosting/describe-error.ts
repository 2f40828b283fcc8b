import { t, translate } from '../i18n/catalogue.js';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.js';
import { replaceControlCharacters } from '../outside-text.js';
import type { TokenRefusal } from './access.js';
import {
  HostingApiError,
  HostingNetworkError,
  HostingResponseError,
  HostingValidationError,
} from './errors.js';

// Sentences for Discord members, in the reader's language: what happened and what to do, in plain
// words. They quote only the request id, codes and field messages, never a token. Codes and
// conditions: spec, Errors. Logs keep the errors themselves (English).

const MAX_FIELDS = 5;
const MAX_FIELD_TEXT = 200;

/**
 * Text the provider wrote (codes, ids, field names and messages) goes into a code span, where
 * Discord renders no markdown, link or mention; backticks and control characters are dropped so
 * it cannot close the span early.
 */
function quoted(text: string): string {
  const clean = replaceControlCharacters(text.replaceAll('`', ''), ' ').trim();
  return `\`${clean === '' ? '?' : clean}\``;
}

function clip(text: string): string {
  return text.length > MAX_FIELD_TEXT ? `${text.slice(0, MAX_FIELD_TEXT - 1)}…` : text;
}

function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(fieldText).join(', ');
  return JSON.stringify(value) ?? String(value);
}

/** `errors` is "messages per field"; its exact structure is not published (spec, Errors). */
export function describeFieldErrors(
  errors: Record<string, unknown> | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const entries = Object.entries(errors ?? {});
  const listed = entries
    .slice(0, MAX_FIELDS)
    .map(([field, value]) => `${quoted(field)}: ${quoted(clip(fieldText(value)))}`);
  if (entries.length > MAX_FIELDS)
    listed.push(t(locale, 'provider.moreFields', { count: entries.length - MAX_FIELDS }));
  return listed.join('; ');
}

function describeRateLimit(err: HostingApiError, locale: Locale): string {
  return err.retryAfter === undefined
    ? t(locale, 'provider.rateLimitedMoment')
    : t(locale, 'provider.rateLimited', { count: err.retryAfter });
}

function describeValidation(err: HostingApiError, locale: Locale): string {
  const fields = describeFieldErrors(err.errors, locale);
  const requestId = err.requestId && quoted(err.requestId);
  if (fields) {
    return requestId
      ? t(locale, 'provider.invalidFieldsWithId', { fields, requestId })
      : t(locale, 'provider.invalidFields', { fields });
  }
  return requestId ? t(locale, 'provider.invalidWithId', { requestId }) : t(locale, 'provider.invalid');
}

/** Said instead of an answer built on the provider's data while it refuses the token (one line). */
export function describeTokenRefusal(
  refusal: Pick<TokenRefusal, 'since'>,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return t(locale, 'provider.tokenRefusedSince', { since: `<t:${Math.floor(refusal.since / 1000)}:R>` });
}

/** The provider's codes that always mean the same to a member (spec, Errors). */
const FIXED = {
  TOKEN_INVALID: 'provider.tokenInvalid',
  FORBIDDEN: 'provider.forbidden',
  NOT_FOUND: 'provider.notFound',
  SERVER_NOT_READY: 'provider.serverNotReady',
  CONFLICT: 'provider.conflict',
  CAPACITY_UNAVAILABLE: 'provider.capacity',
  START_BLOCKED: 'provider.startBlocked',
  IDEMPOTENCY_IN_PROGRESS: 'provider.idempotencyInProgress',
  IDEMPOTENCY_KEY_REUSED: 'provider.idempotencyKeyReused',
} as const;

function isFixed(code: string): code is keyof typeof FIXED {
  return Object.hasOwn(FIXED, code);
}

function describeApiError(err: HostingApiError, locale: Locale): string {
  switch (err.code) {
    case 'RATE_LIMITED':
      return describeRateLimit(err, locale);
    case 'INSUFFICIENT_SCOPE':
      return err.scope
        ? t(locale, 'provider.scope', { scope: quoted(err.scope) })
        : t(locale, 'provider.scopeUnnamed');
    case 'VALIDATION_ERROR':
      return describeValidation(err, locale);
  }
  if (isFixed(err.code)) return t(locale, FIXED[err.code]);
  const requestId = err.requestId && quoted(err.requestId);
  if (err.code === 'INTERNAL_ERROR' || err.status >= 500) {
    return requestId ? t(locale, 'provider.internalWithId', { requestId }) : t(locale, 'provider.internal');
  }
  const code = quoted(err.code);
  // The 409 list is open-ended (spec, Errors): "CONFLICT or a more precise code".
  if (err.status === 409) return t(locale, 'provider.conflictCode', { code });
  return requestId
    ? t(locale, 'provider.refusedWithId', { code, requestId })
    : t(locale, 'provider.refused', { code });
}

function describeNetworkError(err: HostingNetworkError, locale: Locale): string {
  if (err.timedOut) return t(locale, 'provider.timedOut');
  if (err.aborted) return t(locale, 'provider.aborted');
  return t(locale, 'provider.unreachable');
}

/** One sentence a Discord member understands, in their language, for any error a hosting call can throw. */
export function describeHostingError(err: unknown, locale: Locale = DEFAULT_LOCALE): string {
  if (err instanceof HostingApiError) return describeApiError(err, locale);
  if (err instanceof HostingNetworkError) return describeNetworkError(err, locale);
  if (err instanceof HostingValidationError)
    return t(locale, 'provider.notSent', { reason: translate(locale, err.said) });
  if (err instanceof HostingResponseError) {
    return err.requestId
      ? t(locale, 'provider.badAnswerWithId', { requestId: quoted(err.requestId) })
      : t(locale, 'provider.badAnswer');
  }
  return t(locale, 'provider.failed');
}
