import { createHash, type Hash, timingSafeEqual } from 'node:crypto';

/** Spec, Limits: "Webhook timestamp tolerance 300 seconds". */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: string };

/** A correctly timed delivery whose signature is not the secret's: the secrets differ (or a forgery). */
export const SIGNATURE_MISMATCH = 'signature does not match';

/**
 * Checks a `Service-Signature` header (`t=<unix-seconds>,v1=<hex>[,v1=<hex>…]`) against the raw
 * body as received (spec, Events → Signature check). Several `v1` entries may stand in one header
 * while a secret is rotated; one match is enough. Never throws: every failure is a reason for the log.
 */
export function verifySignature(input: {
  body: Buffer;
  header: string | undefined;
  secret: string;
  nowSeconds: number;
}): SignatureCheck {
  const { header } = input;
  if (header === undefined || header.trim() === '') return fail('no Service-Signature header');

  const timestamps: string[] = [];
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return fail('malformed Service-Signature header');
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') timestamps.push(value);
    else if (key === 'v1') signatures.push(value);
    // Other schemes (v0, a future v2) are not ours to judge.
  }

  if (timestamps.length !== 1)
    return fail(timestamps.length === 0 ? 'no t= in signature' : 'several t= in signature');
  const t = timestamps[0]!;
  // Strictly digits: parseInt would accept "12abc", Number would accept "1e9" or " 12 ".
  if (!/^\d{1,15}$/.test(t)) return fail('t= is not a whole number of seconds');
  const timestamp = Number(t);
  const skew = input.nowSeconds - timestamp;
  if (Math.abs(skew) > SIGNATURE_TOLERANCE_SECONDS) {
    return fail(`timestamp ${skew > 0 ? 'too old' : 'in the future'} by ${Math.abs(Math.round(skew))} s`);
  }
  if (signatures.length === 0) return fail('no v1= in signature');

  const expected = macOf(input.secret)(t, input.body);
  let malformed = 0;
  for (const candidate of signatures) {
    // Buffer.from(hex) stops silently at the first non-hex pair, and timingSafeEqual throws on
    // unequal lengths: only a full 64-digit value is compared at all.
    if (!/^[0-9a-fA-F]{64}$/.test(candidate)) {
      malformed++;
      continue;
    }
    if (timingSafeEqual(Buffer.from(candidate, 'hex'), expected)) return { ok: true, timestamp };
  }
  return fail(malformed === signatures.length ? 'v1= is not 64 hex digits' : SIGNATURE_MISMATCH);
}

function fail(reason: string): SignatureCheck {
  return { ok: false, reason };
}

/** Signs as the provider does; used by tests, benchmarks and the doctor's local ping. */
export function signPayload(body: string | Buffer, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${macOf(secret)(String(timestamp), body).toString('hex')}`;
}

/** The signature of `<t>.<body>` (spec, Events → Signature check: HMAC-SHA256 with the secret). */
type Mac = (t: string, body: string | Buffer) => Buffer;

const SHA256_BLOCK_BYTES = 64;
/** Prepared keys by secret: one in a running bot, a few in tests (bounded all the same). */
const macs = new Map<string, Mac>();

function macOf(secret: string): Mac {
  let mac = macs.get(secret);
  if (!mac) {
    if (macs.size >= 8) macs.clear();
    mac = prepareHmacSha256(Buffer.from(secret, 'utf8'));
    macs.set(secret, mac);
  }
  return mac;
}

/**
 * HMAC-SHA256 (RFC 2104) whose key is absorbed once: the inner and outer hashes start from copies of
 * prepared states instead of a new HMAC context per delivery, whose set-up cost more than hashing
 * the delivery itself (bench:intake's profile: `createHmac` was 8 % of the webhook path).
 * signature.test.ts checks it against Node's `createHmac` for keys of every length.
 */
export function prepareHmacSha256(key: Buffer): Mac {
  const block = Buffer.alloc(SHA256_BLOCK_BYTES);
  (key.length > SHA256_BLOCK_BYTES ? createHash('sha256').update(key).digest() : key).copy(block);
  const padded = (pad: number): Hash => createHash('sha256').update(block.map((byte) => byte ^ pad));
  const inner = padded(0x36);
  const outer = padded(0x5c);
  block.fill(0);
  return (t, body) => {
    const digest = inner.copy().update(t, 'utf8').update('.', 'utf8').update(body).digest();
    return outer.copy().update(digest).digest();
  };
}
