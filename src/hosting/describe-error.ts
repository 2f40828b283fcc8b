import { replaceControlCharacters } from '../outside-text.js';
import type { TokenRefusal } from './access.js';
import {
  HostingApiError,
  HostingNetworkError,
  HostingResponseError,
  HostingValidationError,
} from './errors.js';

// Sentences for Discord members: what happened and what to do, in plain words. They quote only the
// request id, codes and field messages, never a token. Codes and conditions: spec, Errors.

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

function quoteId(requestId: string | undefined): string {
  return requestId ? ` (request id ${quoted(requestId)})` : '';
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
export function describeFieldErrors(errors: Record<string, unknown> | undefined): string {
  const entries = Object.entries(errors ?? {});
  const listed = entries
    .slice(0, MAX_FIELDS)
    .map(([field, value]) => `${quoted(field)}: ${quoted(clip(fieldText(value)))}`);
  if (entries.length > MAX_FIELDS) listed.push(`and ${entries.length - MAX_FIELDS} more`);
  return listed.join('; ');
}

function describeRateLimit(err: HostingApiError): string {
  const wait =
    err.retryAfter === undefined
      ? 'in a moment'
      : `in ${err.retryAfter} second${err.retryAfter === 1 ? '' : 's'}`;
  return `The hosting provider is limiting how often the bot may call it. Try again ${wait}.`;
}

function describeScope(err: HostingApiError): string {
  const permission = err.scope ? `the ${quoted(err.scope)} permission` : 'a permission this action needs';
  return (
    `The server owner has not granted this bot ${permission}. ` +
    "Ask the server owner to add it to the bot's installation."
  );
}

function describeValidation(err: HostingApiError): string {
  const fields = describeFieldErrors(err.errors);
  const detail = fields ? `: ${fields}` : '';
  return `The hosting provider rejected the request as invalid${detail}.${quoteId(err.requestId)}`;
}

const CANNOT_WORK = 'so no game server can be read or controlled';
const TOKEN_FOR_MEMBERS = 'A bot admin must set a valid token in HOSTING_TOKEN and restart hostcord.';

/** Said instead of an answer built on the provider's data while it refuses the token (one line). */
export function describeTokenRefusal(refusal: Pick<TokenRefusal, 'since'>): string {
  const since = `<t:${Math.floor(refusal.since / 1000)}:R>`;
  return `The hosting provider refuses hostcord's token since ${since}, ${CANNOT_WORK}. ${TOKEN_FOR_MEMBERS}`;
}

const fixedSentences: Record<string, string> = {
  TOKEN_INVALID: `The hosting provider refuses hostcord's token (invalid, expired or revoked), ${CANNOT_WORK}. ${TOKEN_FOR_MEMBERS}`,
  FORBIDDEN:
    'The hosting provider does not let the bot do this on that server: the account that installed the bot ' +
    'has no access to the server, or the action needs a bot token. Ask the server owner to check the installation.',
  NOT_FOUND:
    'The bot cannot see that server or item: it does not exist, or the bot is not installed on that server. ' +
    'Check the server, or ask its owner to install the bot on it.',
  SERVER_NOT_READY:
    'The server cannot do that right now: it is still being installed, or it is suspended. ' +
    "Try again once it is ready, or check it in the provider's panel.",
  CONFLICT: 'The server is busy with something that conflicts with this action. Wait a moment and try again.',
  CAPACITY_UNAVAILABLE:
    'The hosting provider has no free capacity for this server right now. Try again later.',
  START_BLOCKED:
    "The hosting provider is not allowing this server to start right now. Check the server in the provider's panel.",
  IDEMPOTENCY_IN_PROGRESS:
    'The same request is still being processed. Wait a few seconds and check the result before trying again.',
  IDEMPOTENCY_KEY_REUSED:
    'This button or command was already used for a different request. Run the command again.',
};

function describeApiError(err: HostingApiError): string {
  switch (err.code) {
    case 'RATE_LIMITED':
      return describeRateLimit(err);
    case 'INSUFFICIENT_SCOPE':
      return describeScope(err);
    case 'VALIDATION_ERROR':
      return describeValidation(err);
  }
  const fixed = fixedSentences[err.code];
  if (fixed) return fixed;
  if (err.code === 'INTERNAL_ERROR' || err.status >= 500) {
    return (
      'The hosting provider had an internal error. Try again; if it keeps happening, ' +
      `contact the provider's support${err.requestId ? ` and quote request id ${quoted(err.requestId)}` : ''}.`
    );
  }
  // The 409 list is open-ended (spec, Errors): "CONFLICT or a more precise code".
  if (err.status === 409) return `${fixedSentences.CONFLICT} (code ${quoted(err.code)})`;
  return (
    `The hosting provider refused the request (code ${quoted(err.code)}${err.requestId ? `, request id ${quoted(err.requestId)}` : ''}). ` +
    'If it keeps happening, tell a bot admin.'
  );
}

function describeNetworkError(err: HostingNetworkError): string {
  if (err.timedOut) {
    return (
      'The hosting provider did not answer in time. The action may still happen: ' +
      'check the server before you try again.'
    );
  }
  if (err.aborted) return 'The request to the hosting provider was cancelled before it finished.';
  return 'The bot could not reach the hosting provider. Try again in a minute; if it keeps happening, tell a bot admin.';
}

/** One sentence a Discord member understands for any error a hosting call can throw. */
export function describeHostingError(err: unknown): string {
  if (err instanceof HostingApiError) return describeApiError(err);
  if (err instanceof HostingNetworkError) return describeNetworkError(err);
  if (err instanceof HostingValidationError)
    return `That was not sent to the hosting provider: ${err.message}`;
  if (err instanceof HostingResponseError) {
    return `The hosting provider sent an answer the bot did not understand${quoteId(err.requestId)}. Tell a bot admin.`;
  }
  return 'Something went wrong while talking to the hosting provider. Try again; if it keeps happening, tell a bot admin.';
}
