import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PublishedPage } from '../db/published-boards.js';
import { renderBadge } from './render/badge.js';
import { renderPageJson } from './render/json.js';
import { renderStatusPage } from './render/page.js';
import type { PageSource, PageView } from './view.js';

export type PageFormat = 'html' | 'json' | 'badge';
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * A response body as rendered, with its ETag, and compressed the first time a visitor asks for
 * that encoding, on the event loop: less than a trip to the thread pool costs on a busy machine.
 * bench:statuspage's page of 50 servers (288 KB): brotli at quality 5 3.6 KB, gzip (level 6) 9.4 KB,
 * brotli at quality 1 12.8 KB; on a similar page brotli 5 took 3.7 ms, gzip 4.5 ms, brotli 1 0.5 ms
 * and brotli 11 0.7 s.
 */
export interface Body {
  raw: Buffer;
  /** Weak (the same for every encoding of these bytes), from their content. */
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** The body in `encoding`, compressed once and kept with it. */
export function encoded(body: Body, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    body.br ??= brotliCompressSync(body.raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.raw.length },
    });
    return body.br;
  }
  if (encoding === 'gzip') {
    body.gzip ??= gzipSync(body.raw);
    return body.gzip;
  }
  return body.raw;
}

/** What a visitor's `Accept-Encoding` allows, brotli first; identity when it allows neither. */
export function encodingFor(accept: string | undefined): Encoding {
  if (!accept) return 'identity';
  let gzip = false;
  for (const item of accept.split(',')) {
    const [name = '', ...params] = item.split(';').map((p) => p.trim().toLowerCase());
    const refused = params.some((p) => /^q=0(\.0*)?$/.test(p));
    if (refused) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === 'x-gzip') gzip = true;
  }
  return gzip ? 'gzip' : 'identity';
}

interface Entry {
  at: number;
  view: Promise<PageView>;
  bodies: Map<PageFormat, Body>;
}

export interface PageCacheDeps {
  source: Pick<PageSource, 'view'>;
  /** The refresh interval: a page is read and rendered at most once per interval. */
  ttlMs: number;
  /** The page's language (the guild's, once hostcord has several). */
  lang?: string;
  now?: () => number;
}

const RENDER: Record<PageFormat, (view: PageView, lang?: string) => string> = {
  html: renderStatusPage,
  json: renderPageJson,
  badge: renderBadge,
};

/**
 * Published pages in memory, per publication (a new publication is a new page), for one refresh
 * interval: visitors in between are served the same bytes (and their compressed forms, made once)
 * without a database read beyond the slug's. Requests arriving while a page is read share that read.
 */
export function createPageCache(deps: PageCacheDeps) {
  const now = deps.now ?? Date.now;
  const entries = new Map<string, Entry>();

  function entryOf(page: PublishedPage): Entry {
    const key = `${page.boardId}:${page.publishedAt}:${page.showNames}`;
    const at = now();
    const cached = entries.get(key);
    if (cached && at - cached.at < deps.ttlMs) return cached;
    for (const [k, e] of entries) if (at - e.at >= deps.ttlMs) entries.delete(k);
    const entry: Entry = { at, view: deps.source.view(page), bodies: new Map() };
    // A failed read is not kept: the next visitor tries again.
    entry.view.catch(() => entries.get(key) === entry && entries.delete(key));
    entries.set(key, entry);
    return entry;
  }

  return {
    /**
     * The page in this format, rendered at most once per interval; `rendered` says this call
     * rendered it. Rejects when it cannot be read.
     */
    async body(page: PublishedPage, format: PageFormat): Promise<{ body: Body; rendered: boolean }> {
      const entry = entryOf(page);
      const view = await entry.view;
      const body = entry.bodies.get(format);
      if (body) return { body, rendered: false };
      const raw = Buffer.from(RENDER[format](view, deps.lang));
      const made = { raw, etag: `W/"${createHash('sha256').update(raw).digest('base64url').slice(0, 22)}"` };
      entry.bodies.set(format, made);
      return { body: made, rendered: true };
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
