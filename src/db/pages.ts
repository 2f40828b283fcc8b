import { desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from './open.js';
import { pages } from './schema.js';

/** How long Older/Newer keep working after the last press. */
export const PAGE_TTL_MS = 60 * 60_000;
/** Views kept at most; the least recently used go first. */
export const MAX_VIEWS = 5_000;

/**
 * A paged list shown in one message (src/discord/paged-list.ts). The provider's cursors are
 * opaque and may be long (spec, Endpoints → conventions), while a custom id holds 100 characters,
 * so they stay here and the buttons carry only the view's id and a page number.
 */
export interface PagedView {
  guildId: string;
  serverId: string;
  /** `cursors[n]` fetches page n: null for the first page, then each page's `nextCursor`. */
  cursors: (string | null)[];
}

export interface PageOptions {
  now?: () => number;
  ttlMs?: number;
  maxViews?: number;
}

/** The views' repository, the same on both databases (pages-postgres.ts). */
export interface Pages {
  /** A new view at its first page, under a short id (the command interaction's). */
  open(id: string, view: Omit<PagedView, 'cursors'>): Promise<PagedView>;
  /** The view, unless it was idle longer than the TTL (then it is gone); each read keeps it alive. */
  get(id: string): Promise<PagedView | undefined>;
  /** Stores the view's cursors after a page was shown. */
  save(id: string, view: PagedView): Promise<void>;
}

/** The settings with their defaults, and the row a new view starts as (both databases). */
export function pageSettings(options: PageOptions) {
  const now = options.now ?? Date.now;
  return {
    now,
    ttlMs: options.ttlMs ?? PAGE_TTL_MS,
    maxViews: options.maxViews ?? MAX_VIEWS,
    newRow: (id: string, view: Omit<PagedView, 'cursors'>, usedAt: number) => ({
      id,
      guildId: view.guildId,
      serverId: view.serverId,
      cursors: [null],
      usedAt,
    }),
  };
}

export function createPages(db: Db, options: PageOptions = {}): Pages {
  const { now, ttlMs, maxViews, newRow } = pageSettings(options);
  return {
    async open(id, view) {
      const at = now();
      const row = newRow(id, view, at);
      db.transaction((tx) => {
        tx.insert(pages)
          .values(row)
          .onConflictDoUpdate({ target: pages.id, set: { cursors: [null], usedAt: at } })
          .run();
        tx.delete(pages)
          .where(lt(pages.usedAt, at - ttlMs))
          .run();
        const beyond = tx
          .select({ id: pages.id })
          .from(pages)
          .orderBy(desc(pages.usedAt))
          .limit(Number.MAX_SAFE_INTEGER)
          .offset(maxViews)
          .all();
        if (beyond.length > 0)
          tx.delete(pages)
            .where(
              inArray(
                pages.id,
                beyond.map((b) => b.id),
              ),
            )
            .run();
      });
      return { guildId: view.guildId, serverId: view.serverId, cursors: [null] };
    },
    async get(id) {
      const at = now();
      const row = db.select().from(pages).where(eq(pages.id, id)).get();
      if (!row) return undefined;
      if (at - row.usedAt > ttlMs) {
        db.delete(pages).where(eq(pages.id, id)).run();
        return undefined;
      }
      db.update(pages).set({ usedAt: at }).where(eq(pages.id, id)).run();
      return { guildId: row.guildId, serverId: row.serverId, cursors: row.cursors };
    },
    async save(id, view) {
      db.update(pages).set({ cursors: view.cursors, usedAt: now() }).where(eq(pages.id, id)).run();
    },
  };
}
