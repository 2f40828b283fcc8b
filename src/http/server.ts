import Fastify, { LogController } from 'fastify';
import type { Health } from '../health.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { type WebhookDeps, webhookRoutes } from '../pipeline/1-intake/webhook.js';
import { type StatusPageDeps, statusPageRoutes } from '../statuspage/routes.js';

export interface ServerDeps {
  log: Logger;
  health: Health;
  /** Present when WEBHOOK_SECRET is set: `POST /webhook` is served only then. */
  webhook?: WebhookDeps;
  /** Served as Prometheus text on `GET /metrics`. */
  metrics?: Metrics;
  /** Published boards' public pages under `/s/` (src/statuspage). */
  statusPages?: StatusPageDeps;
}

/** Builds the HTTP face; `src/main.ts` listens, tests use `inject()`. */
export function buildServer(deps: ServerDeps) {
  const app = Fastify({
    loggerInstance: deps.log.child({ component: 'http' }),
    logController: new LogController({ disableRequestLogging: true }),
    // No child logger per request: with request logging off, Fastify logs nothing per request (its
    // error log is off too), yet made one for each webhook, binding a request id no line carries
    // (3 % of the webhook path in bench:intake's profile). Routes log through their own loggers.
    childLoggerFactory: (logger) => logger,
    // The provider waits 10 s for an answer (spec, Limits); nothing here should take long.
    requestTimeout: 10_000,
    return503OnClosing: true,
  });

  app.get('/healthz', async (_request, reply) => {
    const report = await deps.health.fresh();
    return reply.code(report.ok ? 200 : 503).send(report);
  });

  const metrics = deps.metrics;
  if (metrics) {
    app.get('/metrics', async (_request, reply) =>
      reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
    );
  }

  if (deps.statusPages) {
    const pages = deps.statusPages;
    app.register(async (scope) => statusPageRoutes(scope, pages), { prefix: '/s' });
  }

  if (deps.webhook) {
    const webhook = deps.webhook;
    app.register(async (scope) => webhookRoutes(scope, webhook));
  }
  return app;
}

export type HttpServer = ReturnType<typeof buildServer>;
