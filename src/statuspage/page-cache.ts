import { gzipSync } from 'node:zlib';
import type { PublishedPage } from '../db/published-boards.js';
import { renderBadge } from './render/badge.js';
import { renderPageJson } from './render/json.js';
import { renderStatusPage } from './render/page.js';
import type { PageSource, PageView } from './view.js';

export type PageFormat = 'html' | 'json' | 'badge';

/**
 * A response body as rendered, and gzipped the first time a browser asks: about 1 ms for a page of
 * 50 servers, less than a trip to the thread pool costs on a busy machine.
 */
interface Body {
  raw: Buffer;
  gzipped?: Buffer;
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
 * interval: visitors in between are served the same bytes without a database read beyond the
 * slug's. Requests arriving while a page is read share that read.
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
    /** The page in this format, gzipped when `gzipped`; rejects when it cannot be read. */
    async body(page: PublishedPage, format: PageFormat, gzipped: boolean): Promise<Buffer> {
      const entry = entryOf(page);
      const view = await entry.view;
      let body = entry.bodies.get(format);
      if (!body) {
        body = { raw: Buffer.from(RENDER[format](view, deps.lang)) };
        entry.bodies.set(format, body);
      }
      if (!gzipped) return body.raw;
      body.gzipped ??= gzipSync(body.raw);
      return body.gzipped;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
