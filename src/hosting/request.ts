import type { Logger } from 'pino';
import { createScrubber, type Scrubber } from '../scrub.js';
import type { CallBudget, Lane } from './budget.js';
import { type CallSignal, createCallSignal } from './call-signal.js';
import { type CallSite, HostingApiError, HostingNetworkError, HostingResponseError } from './errors.js';
import { parseRetryAfter, retryDelay } from './retry.js';
import { errorBodySchema } from './schemas.js';
import type { Sleep } from './sleep.js';

export interface TransportOptions {
  /** `{base_url}/api/developer/v1`, without a trailing slash. */
  apiUrl: string;
  token: string;
  fetch: typeof globalThis.fetch;
  log: Logger;
  userAgent: string;
  timeoutMs: number;
  maxAttempts: number;
  sleep: Sleep;
  random: () => number;
  /** Shared by every client of the process: a 429 holds every call (budget.ts). */
  budget: CallBudget;
  /** Whose calls these are: members', planned restarts', or the refresh loop's. */
  lane: Lane;
  /** Told of every attempt's outcome (an HTTP status, or `network`): feeds the metrics. */
  onAttempt?: ((op: string, status: number | 'network') => void) | undefined;
}

export interface Call {
  op: string;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | null | undefined>;
  body?: unknown;
  idempotencyKey?: string | undefined;
  signal?: AbortSignal | undefined;
}

export interface Answer {
  status: number;
  body: unknown;
  requestId: string | undefined;
  /** `Idempotency-Replayed: true`: the provider returned the stored answer of an earlier request. */
  replayed: boolean;
}

type Outcome = { ok: true; answer: Answer } | { ok: false; error: HostingApiError | HostingNetworkError };

export type Transport = (call: Call) => Promise<Answer>;

/** One transport's settings and the scrubber that keeps its token out of everything it reports. */
interface TransportState {
  readonly options: TransportOptions;
  readonly scrubber: Scrubber;
}

export function createTransport(options: TransportOptions): Transport {
  // Anything the provider echoes back is scrubbed of the token, in every encoding, before it can
  // reach an error, a log, a reply or the database: the raw text, the values once decoded, headers.
  const state: TransportState = { options, scrubber: createScrubber([options.token]) };
  return (call) => send(state, call);
}

/** A call's attempts, until one is answered or retrying is no longer allowed or no longer in time. */
async function send(state: TransportState, call: Call): Promise<Answer> {
  const { options } = state;
  const callSignal = createCallSignal(options.timeoutMs, call.signal);
  const site: CallSite = { op: call.op, method: call.method, path: call.path };
  try {
    for (let attempt = 1; ; attempt++) {
      if (callSignal.signal.aborted) throw callSignal.failure(site);
      const outcome = await attemptInTurn(state, call, attempt, callSignal);
      if (outcome.ok) return outcome.answer;
      const waitMs = retryDelay(outcome.error, {
        method: call.method,
        idempotencyKey: call.idempotencyKey,
        attempt,
        random: options.random,
      });
      // The limit is the caller's (spec, Limits), so its wait holds every call, not only this one.
      const limited = outcome.error instanceof HostingApiError && outcome.error.status === 429;
      if (limited && waitMs !== undefined) options.budget.holdFor(waitMs);
      // A wait that would end past the deadline is not started: the caller learns now, not later.
      if (
        waitMs === undefined ||
        attempt >= options.maxAttempts ||
        Date.now() + waitMs >= callSignal.deadlineAt
      ) {
        throw outcome.error;
      }
      options.log.debug(
        { ...site, attempt, waitMs, reason: reasonOf(outcome.error) },
        'hosting call retrying',
      );
      // After a 429 the budget waits (the next turn comes once the hold passed).
      if (!limited) await options.sleep(waitMs, callSignal.signal).catch(() => undefined);
    }
  } finally {
    callSignal.dispose();
  }
}

/** One attempt in its turn of the budget; the slot is held until the answer is in. */
async function attemptInTurn(
  state: TransportState,
  call: Call,
  attempt: number,
  callSignal: CallSignal,
): Promise<Outcome> {
  const site: CallSite = { op: call.op, method: call.method, path: call.path };
  const held = state.options.budget.heldForMs();
  // Held past this call's deadline: the caller learns now that the provider limits hostcord.
  if (held > 0 && Date.now() + held >= callSignal.deadlineAt)
    return { ok: false, error: heldBack(site, held) };
  let release: () => void;
  try {
    release = await state.options.budget.admit(state.options.lane, callSignal.signal);
  } catch {
    throw callSignal.failure(site);
  }
  try {
    return await attemptOnce(state, call, attempt, callSignal);
  } finally {
    release();
  }
}

async function attemptOnce(
  state: TransportState,
  call: Call,
  attempt: number,
  callSignal: CallSignal,
): Promise<Outcome> {
  const { options, scrubber } = state;
  const site: CallSite = { op: call.op, method: call.method, path: call.path };
  const started = Date.now();
  let response: Response;
  let text: string;
  try {
    response = await options.fetch(buildUrl(options, call), buildInit(options, call, callSignal.signal));
    text = await response.text();
  } catch (cause) {
    const error = networkError(state, site, cause, callSignal);
    options.onAttempt?.(call.op, 'network');
    options.log.debug(
      { ...site, ms: Date.now() - started, attempt, error: error.message },
      'hosting call failed',
    );
    return { ok: false, error };
  }
  const requestId = headerOf(response, 'x-request-id', scrubber);
  const replayed = response.headers.get('idempotency-replayed') === 'true';
  options.onAttempt?.(call.op, response.status);
  options.log.debug(
    {
      ...site,
      status: response.status,
      ms: Date.now() - started,
      requestId,
      attempt,
      ...(replayed && { replayed }),
    },
    'hosting call',
  );
  if (response.status >= 200 && response.status < 300) {
    return {
      ok: true,
      answer: {
        status: response.status,
        body: parseJson(site, response, text, scrubber),
        requestId,
        replayed,
      },
    };
  }
  return { ok: false, error: apiError(site, response, scrubber.text(text), requestId, scrubber) };
}

function buildUrl(options: TransportOptions, call: Call): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const query = params.toString();
  return `${options.apiUrl}${call.path}${query ? `?${query}` : ''}`;
}

function buildInit(options: TransportOptions, call: Call, signal: AbortSignal): RequestInit {
  const headers: Record<string, string> = {
    authorization: `Bearer ${options.token}`,
    accept: 'application/json',
    'user-agent': options.userAgent,
  };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (call.idempotencyKey !== undefined) headers['idempotency-key'] = call.idempotencyKey;
  const body = call.body === undefined ? null : JSON.stringify(call.body);
  // A redirect is not part of the API; surfacing it beats following it with the token attached.
  return { method: call.method, headers, body, signal, redirect: 'manual' };
}

function networkError(
  state: TransportState,
  site: CallSite,
  cause: unknown,
  callSignal: CallSignal,
): HostingNetworkError {
  if (callSignal.signal.aborted) return callSignal.failure(site);
  // undici reports "fetch failed" and keeps the useful part (ECONNREFUSED, UND_ERR_SOCKET) in its cause.
  const code = (cause as { cause?: { code?: unknown } })?.cause?.code;
  const text = cause instanceof Error ? cause.message : String(cause);
  const detail = typeof code === 'string' ? `${text} (${code})` : text;
  return new HostingNetworkError(site, 'network', state.scrubber.text(detail), { cause });
}

/** A call not sent: the provider's last 429 still holds every call for longer than this one may wait. */
function heldBack(site: CallSite, heldMs: number): HostingApiError {
  return new HostingApiError({
    ...site,
    status: 429,
    code: 'RATE_LIMITED',
    message: 'The provider asked hostcord to wait before its next call.',
    requestId: undefined,
    retryAfter: Math.ceil(heldMs / 1000),
  });
}

function reasonOf(error: HostingApiError | HostingNetworkError): string {
  return error instanceof HostingApiError ? error.code : error.message;
}

function headerOf(response: Response, name: string, scrubber: Scrubber): string | undefined {
  const value = response.headers.get(name);
  return value === null ? undefined : scrubber.text(value);
}

/** The body decoded, then scrubbed: decoding turns `zhb\u005f…` into the token itself. */
function parseJson(site: CallSite, response: Response, text: string, scrubber: Scrubber): unknown {
  if (text === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HostingResponseError(site, response.status, headerOf(response, 'x-request-id', scrubber), [
      'body is not JSON',
    ]);
  }
  return scrubber.deep(parsed);
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Spec, Errors: `{ code, message, requestId, errors?, scope? }`; anything else still becomes one. */
function apiError(
  site: CallSite,
  response: Response,
  text: string,
  headerId: string | undefined,
  scrubber: Scrubber,
): HostingApiError {
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
  const parsed = errorBodySchema.safeParse(scrubber.deep(tryJson(text)));
  if (!parsed.success) {
    const statusText = response.statusText ? ` ${scrubber.text(response.statusText)}` : '';
    return new HostingApiError({
      ...site,
      status: response.status,
      code: `HTTP_${response.status}`,
      message: `HTTP ${response.status}${statusText} from ${site.method} ${site.path}`,
      requestId: headerId,
      retryAfter,
    });
  }
  const body = parsed.data;
  return new HostingApiError({
    ...site,
    status: response.status,
    code: body.code,
    message: body.message,
    requestId: body.requestId ?? headerId,
    scope: body.scope,
    errors: body.errors,
    retryAfter,
  });
}
