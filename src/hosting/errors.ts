import { type Text, translate } from '../i18n/catalogue.js';

/** Where a failed call was going; never headers or the token. */
export interface CallSite {
  op: string;
  method: string;
  path: string;
}

export interface HostingApiErrorFields extends CallSite {
  status: number;
  code: string;
  message: string;
  requestId?: string | undefined;
  scope?: string | undefined;
  errors?: Record<string, unknown> | undefined;
  retryAfter?: number | undefined;
}

/** Any non-2xx answer of the provider (spec, Errors). Non-spec bodies get the code `HTTP_<status>`. */
export class HostingApiError extends Error {
  override readonly name = 'HostingApiError';
  readonly status: number;
  readonly code: string;
  readonly requestId: string | undefined;
  /** The missing scope of `INSUFFICIENT_SCOPE`. */
  readonly scope: string | undefined;
  /** Messages per field of `VALIDATION_ERROR`; structure beyond "per field" is not published. */
  readonly errors: Record<string, unknown> | undefined;
  /** Seconds from `Retry-After` (429). */
  readonly retryAfter: number | undefined;
  readonly op: string;
  readonly method: string;
  readonly path: string;

  constructor(fields: HostingApiErrorFields) {
    super(fields.message);
    this.status = fields.status;
    this.code = fields.code;
    this.requestId = fields.requestId;
    this.scope = fields.scope;
    this.errors = fields.errors;
    this.retryAfter = fields.retryAfter;
    this.op = fields.op;
    this.method = fields.method;
    this.path = fields.path;
  }
}

export type NetworkFailure = 'timeout' | 'aborted' | 'network';

export interface NetworkErrorOptions {
  timedOut?: boolean;
  cause?: unknown;
}

/** No answer: connection failed, the call's deadline passed, or the caller's signal aborted it. */
export class HostingNetworkError extends Error {
  override readonly name = 'HostingNetworkError';
  /** The call's own deadline passed, or the caller's signal aborted with a `TimeoutError`. */
  readonly timedOut: boolean;
  /** The caller's signal ended the call. */
  readonly aborted: boolean;
  readonly op: string;
  readonly method: string;
  readonly path: string;

  constructor(site: CallSite, failure: NetworkFailure, detail: string, options: NetworkErrorOptions = {}) {
    super(
      `${site.method} ${site.path}: ${detail}`,
      options.cause === undefined ? {} : { cause: options.cause },
    );
    this.timedOut = options.timedOut ?? failure === 'timeout';
    this.aborted = failure === 'aborted';
    this.op = site.op;
    this.method = site.method;
    this.path = site.path;
  }
}

/** A 2xx answer whose body does not match the spec; `issues` name the fields. */
export class HostingResponseError extends Error {
  override readonly name = 'HostingResponseError';
  readonly status: number;
  readonly requestId: string | undefined;
  readonly issues: string[];
  readonly op: string;

  constructor(site: CallSite, status: number, requestId: string | undefined, issues: string[]) {
    super(`${site.method} ${site.path}: unexpected response: ${issues.join('; ')}`);
    this.status = status;
    this.requestId = requestId;
    this.issues = issues;
    this.op = site.op;
  }
}

/**
 * An argument the spec's limits reject; thrown before any request is sent. Its message is English
 * (logs); `said` is the same sentence for members, in their language.
 */
export class HostingValidationError extends Error {
  override readonly name = 'HostingValidationError';
  readonly field: string;
  readonly said: Text;

  constructor(field: string, said: Text) {
    super(translate('en-US', said));
    this.field = field;
    this.said = said;
  }
}

export type HostingError =
  | HostingApiError
  | HostingNetworkError
  | HostingResponseError
  | HostingValidationError;

export function isHostingError(err: unknown): err is HostingError {
  return (
    err instanceof HostingApiError ||
    err instanceof HostingNetworkError ||
    err instanceof HostingResponseError ||
    err instanceof HostingValidationError
  );
}
