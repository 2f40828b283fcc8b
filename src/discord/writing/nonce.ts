import { createHash } from 'node:crypto';

/**
 * A message's nonce, derived from its outbox rows: the same rows always give the same nonce, so a
 * retry with `enforce_nonce` returns the message Discord already created. Discord allows 25
 * characters; 120 bits in base 36 take at most 24. Event ids (UUIDs) are part of the input, so a
 * database started afresh (row ids from 1 again) does not reuse a recent nonce.
 */
export function nonceFor(rows: ReadonlyArray<{ id: number; eventId: string }>): string {
  const key = [...rows]
    .sort((a, b) => a.id - b.id)
    .map((r) => `${r.id}:${r.eventId}`)
    .join(',');
  return nonceOf(key);
}

/** A nonce for any message derived from a key: the same key always gives the same nonce. */
export function nonceOf(key: string): string {
  const digest = createHash('sha256').update(key).digest();
  return BigInt(`0x${digest.subarray(0, 15).toString('hex')}`).toString(36);
}
