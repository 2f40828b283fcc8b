import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type HostingEvent, hostingEventSchema } from '../../hosting/index.js';
import type { Logger } from '../../logger.js';
import type { Metrics } from '../../metrics.js';
import { createSampledLog } from '../../sampled-log.js';
import type { Stored } from '../2-inbox/event-store.js';
import type { StoreInput } from '../2-inbox/inbox.js';
import { createRejectionLog, headerPrefix } from './rejection-log.js';
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

export const webhookRoutes: FastifyPluginAsync<WebhookDeps> = async (app: FastifyInstance, deps) => {
  const nowSeconds = deps.nowSeconds ?? (() => Date.now() / 1000);

  // Scoped to this plugin: the signature is computed over the exact bytes received, so the body
  // must reach the handler unparsed; other routes keep Fastify's JSON parser.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  const count = (result: 'accepted' | 'duplicate' | 'rejected', reason = '', detail: DeliveryDetail = {}) => {
    deps.metrics?.webhookDeliveries.inc({ result, reason });
    deps.onResult?.(result, reason, detail);
  };
  // Every rejection is counted; the log gets a bounded summary (anyone can send rejections), and
  // never more of an unverified header than a short, cleaned prefix.
  const rejections = createRejectionLog(deps.log);
  // Accepted deliveries the same way: the first at once (the provider's test ping shows while
  // setting up), then one line a minute with the count while they keep coming, instead of a line
  // per delivery; /metrics counts every one, and LOG_LEVEL=debug shows each.
  const receipts = createSampledLog<Record<string, unknown>>(
    (_key, count, last, periodSeconds) =>
      deps.log.info(
        { count, ...(periodSeconds !== undefined && { periodSeconds }), ...last },
        'webhook event received',
      ),
    {},
  );
  app.addHook('onClose', async () => {
    rejections.stop();
    receipts.stop();
  });
  const reject = (request: FastifyRequest, reason: string, why?: string) => {
    count('rejected', reason, why === undefined ? {} : { why });
    // A correctly timed delivery signed with another secret gets its own line, naming the variable.
    const wrongSecret = reason === 'signature' && why === SIGNATURE_MISMATCH;
    rejections.rejected(wrongSecret ? `${SIGNATURE_MISMATCH} WEBHOOK_SECRET` : reason, {
      ...(why !== undefined && !wrongSecret && { why }),
      ...(wrongSecret && { fix: WRONG_SECRET_FIX }),
      ip: request.ip,
      ...(headerPrefix(request.headers['service-delivery-id']) && {
        deliveryId: headerPrefix(request.headers['service-delivery-id']),
      }),
    });
  };
  // Too large (413) and not JSON (415) are refused by Fastify before the handler runs, as errors:
  // counted here, on their way out, rather than by a hook every delivery would pass through.
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    if (error.statusCode === 413) reject(request, 'too_large');
    if (error.statusCode === 415) reject(request, 'media_type');
    return reply.send(error);
  });

  app.post('/webhook', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
    if (deps.accepting && !deps.accepting()) {
      reject(request, 'shutting_down');
      return reply.code(503).header('retry-after', '60').send();
    }
    if (deps.writable && !deps.writable()) {
      reject(request, 'database', 'database writes are failing');
      return reply.code(503).header('retry-after', '60').send();
    }

    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const check = verifySignature({
      body,
      header: headerOf(request.headers['service-signature']),
      secret: deps.secret,
      nowSeconds: nowSeconds(),
    });
    if (!check.ok) {
      reject(request, 'signature', check.reason);
      return reply.code(401).send();
    }

    const raw = body.toString('utf8');
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      reject(request, 'invalid_json', 'body is not JSON');
      return reply.code(400).send({ error: 'body is not JSON' });
    }
    // The same check as for feed items (spec, Resources → Event): an unknown type passes with any
    // object as data, a known type's data must have its published shape.
    const parsed = hostingEventSchema.safeParse(json);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => i.path.join('.') || '(body)');
      reject(request, 'invalid_event', `not an event: ${fields.slice(0, 5).join(', ')}`.slice(0, 200));
      return reply.code(400).send({ error: 'not an event', fields });
    }
    const event = parsed.data;
    const headerId = headerOf(request.headers['service-event-id']);
    if (headerId !== undefined && headerId !== event.id) {
      reject(request, 'event_id_mismatch', 'Service-Event-Id differs from the body id');
      return reply.code(400).send({ error: 'Service-Event-Id does not match the event id' });
    }

    let stored: Stored;
    try {
      stored = await deps.store({ event, raw, source: 'webhook' });
    } catch (err) {
      // Not acknowledged, so the provider delivers it again (spec, Delivery and retries).
      reject(request, 'database', err instanceof Error ? err.message : String(err));
      return reply.code(503).header('retry-after', '60').send();
    }
    const received = {
      eventId: event.id,
      deliveryId: headerPrefix(request.headers['service-delivery-id']),
      type: event.type,
      serverId: event.serverId,
      duplicate: stored === 'repeat',
    };
    receipts.note('received', received);
    deps.log.debug(received, 'webhook delivery stored');
    count(received.duplicate ? 'duplicate' : 'accepted', '', { selfTest: isSelfTest(event) });
    if (stored === 'pending') deps.onPending?.(event);
    return reply.code(200).send({ received: true, duplicate: received.duplicate });
  });
};

function headerOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}
