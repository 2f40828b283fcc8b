import { eq } from 'drizzle-orm';
import * as schema from './schema.js';
import { type Executor, get, run, type Tables, type Unit } from './sql.js';
import { runSqlite, type SqlOrDb, sqlOf } from './sqlite/sql.js';

/** Small durable values by key (the feed cursor, the last command registration's hash, seen filter values). */
export interface Kv {
  get(key: string): Promise<string | undefined>;
  getEntry(key: string): Promise<{ value: string; updatedAt: number } | undefined>;
  set(key: string, value: string, at?: number): Promise<void>;
}

export function* readKv(
  db: Executor,
  t: Tables,
  key: string,
): Unit<{ value: string; updatedAt: number } | undefined> {
  return yield* get(
    db.select({ value: t.kv.value, updatedAt: t.kv.updatedAt }).from(t.kv).where(eq(t.kv.key, key)),
  );
}

export function* writeKv(db: Executor, t: Tables, key: string, value: string, at = Date.now()): Unit<void> {
  yield* run(
    db
      .insert(t.kv)
      .values({ key, value, updatedAt: at })
      .onConflictDoUpdate({ target: t.kv.key, set: { value, updatedAt: at } }),
  );
}

/**
 * The SQLite statements, synchronous: for a write that belongs to a larger SQLite transaction
 * (a feed page and its cursor, the dispatcher's seen values), where nothing may be awaited.
 */
export function createSqliteKvSync(db: Executor) {
  return {
    get: (key: string): string | undefined => runSqlite(db, (d) => readKv(d, schema, key))?.value,
    getEntry: (key: string) => runSqlite(db, (d) => readKv(d, schema, key)),
    set: (key: string, value: string, at = Date.now()): void =>
      runSqlite(db, (d) => writeKv(d, schema, key, value, at)),
  };
}

export type SqliteKvSync = ReturnType<typeof createSqliteKvSync>;

export function createKv(database: SqlOrDb): Kv {
  const store = sqlOf(database);
  return {
    get: async (key) => (await store.steps((db) => readKv(db, store.t, key)))?.value,
    getEntry: (key) => store.steps((db) => readKv(db, store.t, key)),
    set: (key, value, at) => store.steps((db) => writeKv(db, store.t, key, value, at)),
  };
}
