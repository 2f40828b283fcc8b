import { eq } from 'drizzle-orm';
import type { Db } from './open.js';
import { kv } from './schema.js';

/**
 * Small durable values by key (the feed cursor, the last command registration's hash, seen filter
 * values); the same on both databases (kv-postgres.ts).
 */
export interface Kv {
  get(key: string): Promise<string | undefined>;
  getEntry(key: string): Promise<{ value: string; updatedAt: number } | undefined>;
  set(key: string, value: string, at?: number): Promise<void>;
}

/**
 * The SQLite statements, synchronous: for a write that belongs to a larger SQLite transaction
 * (a feed page and its cursor, the dispatcher's seen values), where nothing may be awaited.
 */
export function createSqliteKvSync(db: Db) {
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

export type SqliteKvSync = ReturnType<typeof createSqliteKvSync>;

export function createKv(db: Db): Kv {
  const statements = createSqliteKvSync(db);
  return {
    get: async (key) => statements.get(key),
    getEntry: async (key) => statements.getEntry(key),
    set: async (key, value, at) => statements.set(key, value, at),
  };
}
