import { randomBytes } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import { type SqlOrDb, sqlOf } from './sqlite/sql.js';

/** After a rotation the key it replaced still verifies for this long (`npm run keys:rotate`). */
export const PREVIOUS_KEY_VALID_MS = 24 * 60 * 60 * 1000;

/** What verifies and makes component custom ids: the current key and, for a while, the previous one. */
export interface KeyRing {
  current: Buffer;
  previous?: { secret: Buffer; validUntil: number };
}

/**
 * The keys of component custom ids, shared by every instance through the database.
 */
export interface ComponentKeys {
  /** The key ring as stored; the first start makes the first key. */
  load(): Promise<KeyRing>;
  /** Makes a new current key at `now` (ms); the one it replaces stays valid for 24 h. */
  rotate(now: number): Promise<KeyRing>;
}

export interface StoredKey {
  id: number;
  secret: string;
  createdAt: number;
}

/** 32 random bytes, as stored. */
export function newSecret(): string {
  return randomBytes(32).toString('base64');
}

/** The ring from the newest stored keys (newest first). */
export function ringOf(newest: readonly StoredKey[]): KeyRing {
  const [current, previous] = newest;
  if (!current) throw new Error('no component key is stored');
  return {
    current: Buffer.from(current.secret, 'base64'),
    ...(previous && {
      previous: {
        secret: Buffer.from(previous.secret, 'base64'),
        validUntil: current.createdAt + PREVIOUS_KEY_VALID_MS,
      },
    }),
  };
}

export function createComponentKeys(database: SqlOrDb): ComponentKeys {
  const store = sqlOf(database);
  const { db } = store;
  const { componentKeys } = store.t;
  const newest = async () =>
    ringOf(await store.all(db.select().from(componentKeys).orderBy(desc(componentKeys.id)).limit(2)));
  return {
    async load() {
      // Several instances starting at once on a new database: the first insert wins, all read it.
      await store.run(
        db
          .insert(componentKeys)
          .values({ id: 1, secret: newSecret(), createdAt: Date.now() })
          .onConflictDoNothing(),
      );
      return newest();
    },
    async rotate(now) {
      // The next id in the insert itself: of two rotations at once, the primary key refuses one.
      await store.run(
        db.insert(componentKeys).values({
          id: sql`(select coalesce(max(${componentKeys.id}), 0) + 1 from ${componentKeys})`,
          secret: newSecret(),
          createdAt: now,
        }),
      );
      return newest();
    },
  };
}
