import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublishedBoards, PublishedPage } from '../db/published-boards.js';
import type { Logger } from '../logger.js';
import { clientKey } from './client-ip.js';
import { createPageCache, encoded, encodingFor, type PageCache, type PageFormat } from './page-cache.js';
import { createRateLimit, type RateLimitOptions } from './rate-limit.js';
import { SCRIPT, SCRIPT_PATH } from './render/script.js';
import { STYLE_HASH } from './render/style.js';
import { DEFAULT_LANG } from './render/text.js';
import type { PageSource } from './view.js';

export interface StatusPageDeps {
  /** Publications, looked up on every request: an unpublished page is gone on every instance at once. */
  published: Pick<PublishedBoards, 'bySlug'>;
  source: Pick<PageSource, 'view'>;
  /** The refresh interval: pages are rendered at most this often. */
  ttlMs: number;
  log: Logger;
  /** The guild's language (src/i18n `guildLanguage`): a page is written in it. Default English. */
  language?: (guildId: string) => Promise<string>;
  /** Per visitor address (default: 60 at once, 60 a minute after that). */
  rateLimit?: Omit<RateLimitOptions, 'now'>;
  now?: () => number;
}

/**
 * Strict: nothing but hostcord's own script and its one inline style (by hash), no frames, no
 * forms, no base. The same on every answer under /s/, the 404 included.
 */
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  `style-src ${STYLE_HASH}`,
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** On every answer under /s/; pages are asked again each time (ETag, 304 when unchanged). */
const HEADERS = {
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cache-control': 'no-cache',
};

const TYPES: Record<PageFormat, string> = {
  html: 'text/html; charset=utf-8',
  json: 'application/json; charset=utf-8',
  badge: 'image/svg+xml; charset=utf-8',
};

/**
 * One answer for every page that is not there (never made, unpublished, mistyped): the same
 * status, headers and bytes, so an answer tells nothing about which it was.
 */
export const NOT_FOUND_PAGE = Buffer.from(
  '<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>Not found</title></head><body><main><h1>Not found</h1><p>There is no status page at this address.</p></main></body></html>',
);
const UNAVAILABLE_PAGE = Buffer.from(
  '<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>Unavailable</title></head><body><main><h1>Unavailable</h1><p>This status page cannot be shown right now. Try again in a minute.</p></main></body></html>',
);

/**
 * Public status pages under /s/ (registered with that prefix): `/s/<slug>` (HTML), `/s/<slug>.json`,
 * `/s/<slug>/badge.svg`, and the page's script. Each request is counted against its visitor's
 * address first, then its slug is looked up (by hash, the same work whether the slug never
 * existed or was unpublished), then the page comes from memory or is read and rendered once for
 * the refresh interval. A page that fails answers 503 and is logged; nothing else is affected.
 */
export async function statusPageRoutes(app: FastifyInstance, deps: StatusPageDeps): Promise<void> {
  const cache = createPageCache({
    source: deps.source,
    ttlMs: deps.ttlMs,
    ...(deps.now && { now: deps.now }),
  });
  const limit = createRateLimit({
    burst: 60,
    perMinute: 60,
    ...deps.rateLimit,
    ...(deps.now && { now: deps.now }),
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(HEADERS);
    const wait = limit.take(clientKey(request.raw.socket.remoteAddress, request.headers['x-forwarded-for']));
    if (wait !== undefined) {
      return reply
        .code(429)
        .header('retry-after', String(wait))
        .type('text/plain; charset=utf-8')
        .send('Too many requests from this address: try again in a minute.');
    }
  });
  app.setNotFoundHandler((_request, reply) => notFound(reply));

  app.get(SCRIPT_PATH.slice('/s'.length), (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('text/javascript; charset=utf-8')
      .send(SCRIPT),
  );
  // One wildcard route rather than `:slug` parameters, whose length limit answers a long guess
  // with Fastify's own 414 instead of this 404.
  app.get<{ Params: { '*': string } }>('/*', (request, reply) => {
    const path = request.params['*'];
    const [, slug, format] = /^([^/]+?)(\.json|\/badge\.svg)?$/.exec(path) ?? [];
    if (slug === undefined) return notFound(reply);
    return answer(request, reply, slug, format === '.json' ? 'json' : format ? 'badge' : 'html');
  });

  async function answer(request: FastifyRequest, reply: FastifyReply, slug: string, format: PageFormat) {
    let page: PublishedPage | undefined;
    try {
      page = await deps.published.bySlug(slug);
    } catch (err) {
      return unavailable(reply, err, 'looking up a status page failed');
    }
    if (!page) return notFound(reply);
    let made: Awaited<ReturnType<PageCache['body']>>;
    try {
      const lang = deps.language ? await deps.language(page.guildId) : DEFAULT_LANG;
      made = await cache.body(page, format, lang);
    } catch (err) {
      return unavailable(reply, err, 'a status page could not be made', page.boardId);
    }
    const { body, rendered } = made;
    if (format === 'json') reply.header('access-control-allow-origin', '*');
    if (format === 'badge') reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.header('vary', 'accept-encoding').header('etag', body.etag);
    if (notModified(request.headers['if-none-match'], body.etag)) {
      return reply.header('server-timing', timing(reply, rendered)).code(304).send();
    }
    const encoding = encodingFor(request.headers['accept-encoding']);
    const bytes = encoded(body, encoding);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    // The time in hostcord up to the bytes (slug, read, render, compression): for bench:statuspage.
    return reply.header('server-timing', timing(reply, rendered)).type(TYPES[format]).send(bytes);
  }

  function unavailable(reply: FastifyReply, err: unknown, message: string, boardId?: number) {
    deps.log.error({ err, boardId }, message);
    return reply.code(503).header('retry-after', '60').type(TYPES.html).send(UNAVAILABLE_PAGE);
  }
}

/** `If-None-Match` names this body (weak comparison, as for GET). */
function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const tag = etag.slice(2);
  return header.split(',').some((t) => {
    const candidate = t.trim();
    return candidate === '*' || candidate === etag || candidate === tag || candidate === `W/${tag}`;
  });
}

function timing(reply: FastifyReply, rendered: boolean): string {
  return `app;dur=${reply.elapsedTime.toFixed(2)};desc="${rendered ? 'rendered' : 'from memory'}"`;
}

function notFound(reply: FastifyReply) {
  return reply.code(404).type(TYPES.html).send(NOT_FOUND_PAGE);
}
