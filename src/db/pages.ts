import { desc, eq, inArray, lt } from 'drizzle-orm';
import { all, run } from './sql.js';
import { type SqlOrDb, sqlOf } from './sqlite/sql.js';

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

/** The views' repository, the same on both databases. */
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

export function createPages(database: SqlOrDb, options: PageOptions = {}): Pages {
  const store = sqlOf(database);
  const { db } = store;
  const { pages } = store.t;
  const { now, ttlMs, maxViews, newRow } = pageSettings(options);
  return {
    async open(id, view) {
      const at = now();
      const row = newRow(id, view, at);
      await store.transaction(function* (tx) {
        yield* run(
          tx
            .insert(pages)
            .values(row)
            .onConflictDoUpdate({ target: pages.id, set: { cursors: [null], usedAt: at } }),
        );
        yield* run(tx.delete(pages).where(lt(pages.usedAt, at - ttlMs)));
        const beyond = yield* all(
          tx
            .select({ id: pages.id })
            .from(pages)
            .orderBy(desc(pages.usedAt))
            .limit(Number.MAX_SAFE_INTEGER)
            .offset(maxViews),
        );
        if (beyond.length > 0)
          yield* run(
            tx.delete(pages).where(
              inArray(
                pages.id,
                beyond.map((b) => b.id),
              ),
            ),
          );
      });
      return { guildId: view.guildId, serverId: view.serverId, cursors: [null] };
    },
    async get(id) {
      const at = now();
      const row = await store.get(db.select().from(pages).where(eq(pages.id, id)));
      if (!row) return undefined;
      if (at - row.usedAt > ttlMs) {
        await store.run(db.delete(pages).where(eq(pages.id, id)));
        return undefined;
      }
      await store.run(db.update(pages).set({ usedAt: at }).where(eq(pages.id, id)));
      return { guildId: row.guildId, serverId: row.serverId, cursors: row.cursors };
    },
    async save(id, view) {
      await store.run(db.update(pages).set({ cursors: view.cursors, usedAt: now() }).where(eq(pages.id, id)));
    },
  };
}
