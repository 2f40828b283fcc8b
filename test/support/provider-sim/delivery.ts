import { createHmac, randomUUID } from 'node:crypto';
import type { DeliveryTarget, SimEvent } from './types.js';

// Spec "Events": delivery headers and the signature `t=<unix-seconds>,v1=<hex>`, an HMAC-SHA256 with
// the whole secret (including `zhs_`) over `t + "." + raw body`.

export function sign(body: string, secret: string, t: number): string {
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex');
  return `t=${t},v1=${v1}`;
}

/** Spec "Delivery and retries": the receiver answers within 10 s; redirects are not followed. */
const DELIVERY_TIMEOUT_MS = 10_000;

export async function deliver(
  event: SimEvent,
  target: DeliveryTarget,
  nowMs: number,
): Promise<{ status: number; body: string }> {
  const body = target.body ?? JSON.stringify(event);
  const t = target.t ?? Math.floor(nowMs / 1000);
  const response = await fetch(target.url, {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    headers: {
      'content-type': 'application/json',
      'service-signature': sign(body, target.secret, t),
      'service-event-id': event.id,
      'service-event-type': event.type,
      'service-delivery-id': randomUUID(),
      ...lowerCaseKeys(target.headers ?? {}),
    },
    body,
  });
  return { status: response.status, body: await response.text() };
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}
