import { desc, sql } from 'drizzle-orm';
import { type ComponentKeys, newSecret, ringOf } from './component-keys.js';
import type { PgDb } from './postgres.js';
import { componentKeys } from './schema-postgres.js';

/** The PostgreSQL twin of `createComponentKeys` (component-keys.ts). */
export function createPostgresComponentKeys(db: PgDb): ComponentKeys {
  const newest = (tx: Pick<PgDb, 'select'> = db) =>
    tx.select().from(componentKeys).orderBy(desc(componentKeys.id)).limit(2);
  return {
    async load() {
      await db
        .insert(componentKeys)
        .values({ id: 1, secret: newSecret(), createdAt: Date.now() })
        .onConflictDoNothing();
      return ringOf(await newest());
    },
    async rotate(now) {
      await db.insert(componentKeys).values({
        id: sql`(select coalesce(max(${componentKeys.id}), 0) + 1 from ${componentKeys})`,
        secret: newSecret(),
        createdAt: now,
      });
      return ringOf(await newest());
    },
  };
}
