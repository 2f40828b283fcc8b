import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type HostingEvent, hostingEventSchema } from '../../hosting/index.js';
import type { Logger } from '../../logger.js';
import type { Metrics } from '../../metrics.js';
import { createSampledLog } from '../../sampled-log.js';
import type { Stored } from '../2-inbox/event-store.js';
import type { StoreInput } from '../2-inbox/inbox.js';
import { createRejectionLog, headerPrefix, type RejectionLog } from './rejection-log.js';
import { isSelfTest } from './self-test.js';
import { SIGNATURE_MISMATCH, verifySignature } from './signature.js';

export interface WebhookDeps {
  secret: string;
  /** Commits the event; resolves with what became of it. See group-commit.ts. */
  store: (input: StoreInput) => Promise<Stored>;
  log: Logger;
  /**
   * Called after an event was stored for the dispatcher to route (not for a repeat, nor for one
   * stored already handled: filed activity of a server nobody linked wakes nobody).
   */
  onPending?: (event: HostingEvent) => void;
  /** Seconds since the epoch; tests move it. */
  nowSeconds?: () => number;
  /** False while shutting down: deliveries are refused with 503 so the provider retries later. */
  accepting?: () => boolean;
  /**
   * False while database writes fail (disk full, read-only): deliveries are refused with 503 at once,
   * so the provider retries later, instead of each one trying and failing a write.
   */
  writable?: () => boolean;
  metrics?: Pick<Metrics, 'webhookDeliveries'>;
  /**
   * Told the outcome of every delivery (for `/healthz` and the doctor): why one was rejected, and
   * whether an accepted one was the doctor's own ping rather than the provider's delivery.
   */
  onResult?: (result: 'accepted' | 'duplicate' | 'rejected', reason: string, detail: DeliveryDetail) => void;
}

export interface DeliveryDetail {
  /** hostcord's words for a rejection (e.g. "signature does not match"). */
  why?: string;
  /** The doctor's ping (self-test.ts), not a delivery from the provider. */
  selfTest?: boolean;
}

/** Logged with the first mismatched signature: the one cause the operator can fix. */
export const WRONG_SECRET_FIX =
  "WEBHOOK_SECRET is not the current secret of the provider's webhook (renewing it makes a new one): copy the zhs_… secret from the provider's webhook settings into WEBHOOK_SECRET and restart hostcord. Ignore this if these requests do not come from the provider";

/** Spec, Limits: the provider waits 10 s; the body limit is ours (an event is a few hundred bytes). */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

type Result = Parameters<NonNullable<WebhookDeps['onResult']>>[0];

/** Made once per registration: the handler allocates nothing of its own per delivery. */
interface WebhookState {
  readonly deps: WebhookDeps;
  readonly nowSeconds: () => number;
  readonly rejections: RejectionLog;
  readonly receipts: ReturnType<typeof createSampledLog<Record<string, unknown>>>;
}

export const webhookRoutes: FastifyPluginAsync<WebhookDeps> = async (app: FastifyInstance, deps) => {
  const state: WebhookState = {
    deps,
    nowSeconds: deps.nowSeconds ?? (() => Date.now() / 1000),
    // Every rejection is counted; the log gets a bounded summary (anyone can send rejections), and
    // never more of an unverified header than a short, cleaned prefix.
    rejections: createRejectionLog(deps.log),
    // Accepted deliveries the same way: the first at once (the provider's test ping shows while
    // setting up), then one line a minute with the count while they keep coming, instead of a line
    // per delivery; /metrics counts every one, and LOG_LEVEL=debug shows each.
    receipts: createSampledLog<Record<string, unknown>>(
      (_key, count, last, periodSeconds) =>
        deps.log.info(
          { count, ...(periodSeconds !== undefined && { periodSeconds }), ...last },
          'webhook event received',
        ),
      {},
    ),
  };

  // Scoped to this plugin: the signature is computed over the exact bytes received, so the body
  // must reach the handler unparsed; other routes keep Fastify's JSON parser.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.addHook('onClose', async () => {
    state.rejections.stop();
    state.receipts.stop();
  });
  // Too large (413) and not JSON (415) are refused by Fastify before the handler runs, as errors:
  // counted here, on their way out, rather than by a hook every delivery would pass through.
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    if (error.statusCode === 413) reject(state, request, 'too_large');
    if (error.statusCode === 415) reject(state, request, 'media_type');
    return reply.send(error);
  });
  app.post('/webhook', { bodyLimit: WEBHOOK_BODY_LIMIT }, (request, reply) => receive(state, request, reply));
};

/** One delivery: refused, rejected, or stored and acknowledged. */
async function receive(state: WebhookState, request: FastifyRequest, reply: FastifyReply) {
  const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  if (refused(state, request, reply, body)) return reply;
  const raw = body.toString('utf8');
  const event = eventOf(state, request, reply, raw);
  if (event === undefined) return reply;

  let stored: Stored;
  try {
    stored = await state.deps.store({ event, raw, source: 'webhook' });
  } catch (err) {
    // Not acknowledged, so the provider delivers it again (spec, Delivery and retries).
    reject(state, request, 'database', err instanceof Error ? err.message : String(err));
    return reply.code(503).header('retry-after', '60').send();
  }
  const received = {
    eventId: event.id,
    deliveryId: headerPrefix(request.headers['service-delivery-id']),
    type: event.type,
    serverId: event.serverId,
    duplicate: stored === 'repeat',
  };
  state.receipts.note('received', received);
  state.deps.log.debug(received, 'webhook delivery stored');
  count(state, received.duplicate ? 'duplicate' : 'accepted', '', { selfTest: isSelfTest(event) });
  if (stored === 'pending') state.deps.onPending?.(event);
  return reply.code(200).send({ received: true, duplicate: received.duplicate });
}

/** Answers (and counts) a delivery not taken now or not signed with the secret; true if it did. */
function refused(state: WebhookState, request: FastifyRequest, reply: FastifyReply, body: Buffer): boolean {
  const { deps } = state;
  if (deps.accepting && !deps.accepting()) {
    reject(state, request, 'shutting_down');
    reply.code(503).header('retry-after', '60').send();
    return true;
  }
  if (deps.writable && !deps.writable()) {
    reject(state, request, 'database', 'database writes are failing');
    reply.code(503).header('retry-after', '60').send();
    return true;
  }
  const check = verifySignature({
    body,
    header: headerOf(request.headers['service-signature']),
    secret: deps.secret,
    nowSeconds: state.nowSeconds(),
  });
  if (check.ok) return false;
  reject(state, request, 'signature', check.reason);
  reply.code(401).send();
  return true;
}

/** The event the body holds; undefined when it holds none (answered 400 and counted). */
function eventOf(
  state: WebhookState,
  request: FastifyRequest,
  reply: FastifyReply,
  raw: string,
): HostingEvent | undefined {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    reject(state, request, 'invalid_json', 'body is not JSON');
    reply.code(400).send({ error: 'body is not JSON' });
    return undefined;
  }
  // The same check as for feed items (spec, Resources → Event): an unknown type passes with any
  // object as data, a known type's data must have its published shape.
  const parsed = hostingEventSchema.safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join('.') || '(body)');
    reject(state, request, 'invalid_event', `not an event: ${fields.slice(0, 5).join(', ')}`.slice(0, 200));
    reply.code(400).send({ error: 'not an event', fields });
    return undefined;
  }
  const event = parsed.data;
  const headerId = headerOf(request.headers['service-event-id']);
  if (headerId !== undefined && headerId !== event.id) {
    reject(state, request, 'event_id_mismatch', 'Service-Event-Id differs from the body id');
    reply.code(400).send({ error: 'Service-Event-Id does not match the event id' });
    return undefined;
  }
  return event;
}

function count(state: WebhookState, result: Result, reason = '', detail: DeliveryDetail = {}): void {
  state.deps.metrics?.webhookDeliveries.inc({ result, reason });
  state.deps.onResult?.(result, reason, detail);
}

function reject(state: WebhookState, request: FastifyRequest, reason: string, why?: string): void {
  count(state, 'rejected', reason, why === undefined ? {} : { why });
  // A correctly timed delivery signed with another secret gets its own line, naming the variable.
  const wrongSecret = reason === 'signature' && why === SIGNATURE_MISMATCH;
  state.rejections.rejected(wrongSecret ? `${SIGNATURE_MISMATCH} WEBHOOK_SECRET` : reason, {
    ...(why !== undefined && !wrongSecret && { why }),
    ...(wrongSecret && { fix: WRONG_SECRET_FIX }),
    ip: request.ip,
    ...(headerPrefix(request.headers['service-delivery-id']) && {
      deliveryId: headerPrefix(request.headers['service-delivery-id']),
    }),
  });
}

function headerOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}
