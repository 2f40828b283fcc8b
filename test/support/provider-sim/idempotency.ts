import { SimError, validationError } from './errors.js';
import type { SimClock } from './types.js';

// Spec "Limits", Idempotency-Key: pattern `^[!-~]{1,128}$`, kept 24 hours. Same key + same request →
// the stored response with `Idempotency-Replayed: true`; another request with the key → 422; while
// the first request runs → 409. Choices where the spec is silent:
// - keys are scoped per token; the request is identified by method, path and body (JSON compared
//   with sorted keys, so whitespace and key order do not matter);
// - only a 2xx answer is stored (the effect happened). An error answer releases the key, so a
//   corrected or retried request runs again;
// - a different request is reported as 422 even while the first one still runs;
// - the 24 hours count from the first request with the key.

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[!-~]{1,128}$/;

export interface StoredResponse {
  status: number;
  body: unknown;
}

type Entry =
  | { fingerprint: string; since: number; state: 'running' }
  | { fingerprint: string; since: number; state: 'done'; response: StoredResponse };

export type Begin =
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'reserved'; release(r?: StoredResponse): void };

export function createIdempotencyStore(clock: SimClock) {
  const entries = new Map<string, Entry>();

  function live(id: string): Entry | undefined {
    const entry = entries.get(id);
    if (entry && entry.since + IDEMPOTENCY_TTL_MS <= clock.now()) {
      entries.delete(id);
      return undefined;
    }
    return entry;
  }

  return {
    /** Throws 400/409/422, answers a replay, or reserves the key until `release`. */
    begin(token: string, key: string, fingerprint: string): Begin {
      if (!KEY_PATTERN.test(key)) {
        throw validationError({
          'Idempotency-Key': ['must be 1 to 128 visible ASCII characters without space'],
        });
      }
      const id = `${token}\n${key}`;
      const entry = live(id);
      if (entry && entry.fingerprint !== fingerprint) {
        throw new SimError(
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'The Idempotency-Key belongs to a different request.',
        );
      }
      if (entry?.state === 'running') {
        throw new SimError(
          409,
          'IDEMPOTENCY_IN_PROGRESS',
          'A request with this Idempotency-Key is still running.',
        );
      }
      if (entry?.state === 'done') return { kind: 'replay', response: entry.response };
      const since = clock.now();
      entries.set(id, { fingerprint, since, state: 'running' });
      return {
        kind: 'reserved',
        release(response) {
          if (response && response.status >= 200 && response.status < 300) {
            entries.set(id, { fingerprint, since, state: 'done', response });
          } else {
            entries.delete(id);
          }
        },
      };
    },
  };
}

export function fingerprint(method: string, path: string, body: unknown, rawBody: string): string {
  return `${method} ${path}\n${body === undefined ? rawBody : stableJson(body)}`;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
