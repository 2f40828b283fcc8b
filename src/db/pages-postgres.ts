import { desc, eq, inArray, lt } from 'drizzle-orm';
import { type PageOptions, type Pages, pageSettings } from './pages.js';
import type { PgDb } from './postgres.js';
import { pages } from './schema-postgres.js';

/** The PostgreSQL twin of `createPages` (pages.ts): the same statements, awaited. */
export function createPostgresPages(db: PgDb, options: PageOptions = {}): Pages {
  const { now, ttlMs, maxViews, newRow } = pageSettings(options);
  return {
    async open(id, view) {
      const at = now();
      const row = newRow(id, view, at);
      await db.transaction(async (tx) => {
        await tx
          .insert(pages)
          .values(row)
          .onConflictDoUpdate({ target: pages.id, set: { cursors: [null], usedAt: at } });
        await tx.delete(pages).where(lt(pages.usedAt, at - ttlMs));
        const beyond = await tx
          .select({ id: pages.id })
          .from(pages)
          .orderBy(desc(pages.usedAt))
          .offset(maxViews);
        if (beyond.length > 0)
          await tx.delete(pages).where(
            inArray(
              pages.id,
              beyond.map((b) => b.id),
            ),
          );
      });
      return { guildId: view.guildId, serverId: view.serverId, cursors: [null] };
    },
    async get(id) {
      const at = now();
      const [row] = await db.select().from(pages).where(eq(pages.id, id));
      if (!row) return undefined;
      if (at - row.usedAt > ttlMs) {
        await db.delete(pages).where(eq(pages.id, id));
        return undefined;
      }
      await db.update(pages).set({ usedAt: at }).where(eq(pages.id, id));
      return { guildId: row.guildId, serverId: row.serverId, cursors: row.cursors };
    },
    async save(id, view) {
      await db.update(pages).set({ cursors: view.cursors, usedAt: now() }).where(eq(pages.id, id));
    },
  };
}
