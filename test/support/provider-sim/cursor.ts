import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Cursors are opaque to clients (spec "Endpoints", list conventions), so the simulator signs them:
// `base64url(JSON payload) + "." + base64url(HMAC-SHA256 truncated to 12 bytes)`. A cursor that was
// built, changed, or taken from another list fails the check and answers 400 VALIDATION_ERROR.

/** Position in a list: the sort key of the last entry returned. */
export type CursorKey = [number, number];

export interface CursorCodec {
  encode(list: string, key: CursorKey): string;
  /** The key, or undefined when the cursor is not one of ours for this list. */
  decode(list: string, cursor: string): CursorKey | undefined;
}

const MAC_BYTES = 12;

export function createCursorCodec(secret: Buffer = randomBytes(32)): CursorCodec {
  const mac = (payload: string) =>
    createHmac('sha256', secret).update(payload).digest().subarray(0, MAC_BYTES);

  return {
    encode(list, key) {
      const payload = Buffer.from(JSON.stringify({ l: list, k: key })).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    decode(list, cursor) {
      const [payload, sig, ...rest] = cursor.split('.');
      if (!payload || !sig || rest.length > 0) return undefined;
      const given = Buffer.from(sig, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      return isPayloadFor(parsed, list) ? parsed.k : undefined;
    },
  };
}

function isPayloadFor(value: unknown, list: string): value is { l: string; k: CursorKey } {
  if (typeof value !== 'object' || value === null) return false;
  const { l, k } = value as { l?: unknown; k?: unknown };
  return (
    l === list &&
    Array.isArray(k) &&
    k.length === 2 &&
    k.every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}

/** Strict lexicographic comparison of two sort keys. */
export function compareKeys(a: CursorKey, b: CursorKey): number {
  return a[0] - b[0] || a[1] - b[1];
}
