import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prepareHmacSha256, signPayload, verifySignature } from '../../../src/pipeline/1-intake/signature.js';

const SECRET = 'zhs_test_signature_secret';
const NOW = 1_800_000_000;
const body = Buffer.from('{"id":"e1","type":"ping"}');

/** Written from the spec's steps, independently of the code under test. */
function specSignature(raw: Buffer, secret: string, t: number): string {
  return createHmac('sha256', secret)
    .update(`${t}.${raw.toString('utf8')}`)
    .digest('hex');
}

const check = (header: string | undefined, nowSeconds = NOW, raw = body) =>
  verifySignature({ body: raw, header, secret: SECRET, nowSeconds });

describe('verifySignature', () => {
  it('accepts the spec signature at the edges of the tolerance', () => {
    for (const t of [NOW, NOW - 300, NOW + 300]) {
      expect(check(`t=${t},v1=${specSignature(body, SECRET, t)}`)).toEqual({ ok: true, timestamp: t });
    }
  });

  it('accepts any matching v1 entry (secret rotation) and ignores other schemes', () => {
    const good = specSignature(body, SECRET, NOW);
    const other = specSignature(body, 'zhs_old_secret_value', NOW);
    expect(check(`t=${NOW},v1=${other},v1=${good}`).ok).toBe(true);
    expect(check(`t=${NOW}, v0=abc, v1=${good}`).ok).toBe(true);
    expect(check(`t=${NOW},v1=zz,v1=${good}`).ok).toBe(true);
  });

  it('agrees with signPayload', () => {
    expect(check(signPayload(body, SECRET, NOW)).ok).toBe(true);
    expect(signPayload(body, SECRET, NOW)).toBe(`t=${NOW},v1=${specSignature(body, SECRET, NOW)}`);
  });

  it.each([
    ['no header', undefined, /no Service-Signature/],
    ['an empty header', '  ', /no Service-Signature/],
    ['garbage', 'garbage', /malformed/],
    ['no t', `v1=${'a'.repeat(64)}`, /no t=/],
    ['two t', `t=${NOW},t=${NOW},v1=${'a'.repeat(64)}`, /several t=/],
    ['a signed t', `t=+${NOW},v1=${'a'.repeat(64)}`, /whole number/],
    ['an exponent t', 't=1.8e9,v1=aa', /whole number/],
    ['a stale t', `t=${NOW - 301},v1=${'a'.repeat(64)}`, /too old by 301 s/],
    ['a future t', `t=${NOW + 301},v1=${'a'.repeat(64)}`, /in the future by 301 s/],
    ['no v1', `t=${NOW}`, /no v1=/],
    ['a short v1', `t=${NOW},v1=abcd`, /not 64 hex/],
    ['a non-hex v1', `t=${NOW},v1=${'g'.repeat(64)}`, /not 64 hex/],
    ['a long v1', `t=${NOW},v1=${'a'.repeat(66)}`, /not 64 hex/],
    ['a wrong v1', `t=${NOW},v1=${'a'.repeat(64)}`, /does not match/],
  ])('rejects %s without throwing', (_name, header, reason) => {
    const result = check(header);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toMatch(reason);
  });

  it('rejects a signature made without the secret prefix', () => {
    const t = NOW;
    expect(check(`t=${t},v1=${specSignature(body, SECRET.slice(4), t)}`)).toEqual({
      ok: false,
      reason: 'signature does not match',
    });
  });
});

describe('prepareHmacSha256', () => {
  it('equals HMAC-SHA256 for keys shorter than, as long as and longer than a block, message after message', () => {
    for (const length of [0, 1, 31, 63, 64, 65, 128, 300]) {
      const key = randomBytes(length);
      const mac = prepareHmacSha256(key);
      for (const message of [Buffer.alloc(0), randomBytes(17), randomBytes(5000)]) {
        const expected = createHmac('sha256', key).update('1800000000.').update(message).digest('hex');
        // Twice: each message starts again from the prepared key, not from the last message's state.
        expect(mac('1800000000', message).toString('hex')).toBe(expected);
        expect(mac('1800000000', message).toString('hex')).toBe(expected);
      }
    }
  });

  it('signs a secret of several-byte characters and a string body as UTF-8', () => {
    const secret = 'zhs_ключ_🔑';
    const text = '{"title":"Grüße"}';
    expect(signPayload(text, secret, NOW)).toBe(
      `t=${NOW},v1=${createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${NOW}.${text}`, 'utf8').digest('hex')}`,
    );
  });
});
