// Spec "Errors": every error answers `{ code, message, requestId, errors?, scope? }`; the requestId is
// added when the answer is written, so handlers only throw a SimError.

export class SimError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: {
      errors?: Record<string, string[]>;
      scope?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
  }
}

export const notFound = () => new SimError(404, 'NOT_FOUND', 'The resource was not found.');

export const forbidden = (message = 'The acting user has no grant on this server.') =>
  new SimError(403, 'FORBIDDEN', message);

export const insufficientScope = (scope: string) =>
  new SimError(403, 'INSUFFICIENT_SCOPE', `The token lacks the scope ${scope}.`, { scope });

export const validationError = (errors: Record<string, string[]>) =>
  new SimError(400, 'VALIDATION_ERROR', 'The request is invalid.', { errors });

export const serverNotReady = () =>
  new SimError(
    400,
    'SERVER_NOT_READY',
    'The server is installing or suspended; the action is not allowed now.',
  );

export const tokenInvalid = () =>
  new SimError(401, 'TOKEN_INVALID', 'The token is invalid.', {
    headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
  });

export function rateLimited(retryAfter: number): SimError {
  return new SimError(429, 'RATE_LIMITED', 'Too many requests.', {
    headers: { 'retry-after': String(retryAfterSeconds(retryAfter)) },
  });
}

/** Spec "Limits": `Retry-After` is whole seconds, at least 1. */
export function retryAfterSeconds(value: number): number {
  return Math.max(1, Math.ceil(value));
}

/** Code a fault answers when the test gives only a status. */
export function defaultCodeFor(status: number): string {
  const codes: Record<number, string> = {
    400: 'VALIDATION_ERROR',
    401: 'TOKEN_INVALID',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    409: 'CONFLICT',
    422: 'IDEMPOTENCY_KEY_REUSED',
    429: 'RATE_LIMITED',
  };
  return codes[status] ?? 'INTERNAL_ERROR';
}
