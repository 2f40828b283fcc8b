import { eq } from 'drizzle-orm';
import type { Kv } from './kv.js';
import type { PgDb } from './postgres.js';
import { kv } from './schema-postgres.js';

/** The PostgreSQL twin of `createKv` (kv.ts). */
export function createPostgresKv(db: PgDb): Kv {
  return {
    async get(key) {
      const [row] = await db.select({ value: kv.value }).from(kv).where(eq(kv.key, key));
      return row?.value;
    },
    async getEntry(key) {
      const [row] = await db
        .select({ value: kv.value, updatedAt: kv.updatedAt })
        .from(kv)
        .where(eq(kv.key, key));
      return row;
    },
    async set(key, value, at = Date.now()) {
      await db
        .insert(kv)
        .values({ key, value, updatedAt: at })
        .onConflictDoUpdate({ target: kv.key, set: { value, updatedAt: at } });
    },
  };
}
