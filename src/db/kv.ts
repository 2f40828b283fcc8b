import { eq } from 'drizzle-orm';
import type { Db } from './open.js';
import { kv } from './schema.js';

/** Small durable values by key (the feed cursor, the last command registration's hash). */
export function createKv(db: Db) {
  return {
    get(key: string): string | undefined {
      return db.select({ value: kv.value }).from(kv).where(eq(kv.key, key)).get()?.value;
    },
    getEntry(key: string): { value: string; updatedAt: number } | undefined {
      return db.select({ value: kv.value, updatedAt: kv.updatedAt }).from(kv).where(eq(kv.key, key)).get();
    },
    set(key: string, value: string, at = Date.now()): void {
      db.insert(kv)
        .values({ key, value, updatedAt: at })
        .onConflictDoUpdate({ target: kv.key, set: { value, updatedAt: at } })
        .run();
    },
  };
}

export type Kv = ReturnType<typeof createKv>;
