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
 * bench:statuspage's page of 50 servers (285 KB): brotli at quality 4 6.2 KB, quality 5 3.7 KB,
 * gzip (level 6) 9.2 KB, brotli at quality 1 12.7 KB; in one process on a busy machine brotli 4
 * took 1.0 ms, brotli 5 1.6 ms, gzip 2.0 ms (on a quiet one brotli 5 3.7 ms, brotli 11 0.7 s).
 * Quality 4: the first visitor of each new page waits for it, and 2.5 KB more for each visitor is
 * far under the page's 60 KB.
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
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.raw.length },
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
  /** Which publication (and how it shows) the entry is of: another one replaces it. */
  key: string;
  at: number;
  view: Promise<PageView>;
  bodies: Map<PageFormat, Body>;
}

export interface PageCacheDeps {
  source: Pick<PageSource, 'view'>;
  /** The refresh interval: a page is read and rendered at most once per interval. */
  ttlMs: number;
  now?: () => number;
}

const RENDER: Record<PageFormat, (view: PageView, lang: string) => string> = {
  html: renderStatusPage,
  json: renderPageJson,
  badge: renderBadge,
};

/**
 * Published pages in memory, one per board (a new publication is a new page and replaces the old
 * one, whose slug answers 404 from then on; so does the page in another language, so a cached page
 * is in the guild's language of the moment), for one refresh interval: visitors in between are
 * served the same bytes (and their compressed forms, made once) without a database read beyond the
 * slug's. Requests arriving while a page is read share that read.
 */
export function createPageCache(deps: PageCacheDeps) {
  const now = deps.now ?? Date.now;
  const entries = new Map<number, Entry>();

  function entryOf(page: PublishedPage, lang: string): Entry {
    const key = `${page.publishedAt}:${page.showNames}:${lang}`;
    const at = now();
    const cached = entries.get(page.boardId);
    if (cached && cached.key === key && at - cached.at < deps.ttlMs) return cached;
    for (const [k, e] of entries) if (at - e.at >= deps.ttlMs) entries.delete(k);
    const entry: Entry = { key, at, view: deps.source.view(page), bodies: new Map() };
    // A failed read is not kept: the next visitor tries again.
    entry.view.catch(() => entries.get(page.boardId) === entry && entries.delete(page.boardId));
    entries.set(page.boardId, entry);
    return entry;
  }

  return {
    /**
     * The page in this format and language, rendered at most once per interval; `rendered` says
     * this call rendered it. Rejects when it cannot be read.
     */
    async body(
      page: PublishedPage,
      format: PageFormat,
      lang: string,
    ): Promise<{ body: Body; rendered: boolean }> {
      const entry = entryOf(page, lang);
      const view = await entry.view;
      const body = entry.bodies.get(format);
      if (body) return { body, rendered: false };
      const raw = Buffer.from(RENDER[format](view, lang));
      const made = { raw, etag: `W/"${createHash('sha256').update(raw).digest('base64url').slice(0, 22)}"` };
      entry.bodies.set(format, made);
      return { body: made, rendered: true };
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
