import { inArray } from 'drizzle-orm';
import type { PgDb } from '../../db/postgres.js';
import { inbox, kv } from '../../db/schema-postgres.js';
import { type EventStore, FEED_CURSOR_KEY, FEED_INITIALIZED_KEY } from './event-store.js';
import { inboxValues, type StoreInput } from './inbox.js';

type Executor = PgDb | Parameters<Parameters<PgDb['transaction']>[0]>[0];

/**
 * The PostgreSQL event store: a batch is one multi-row insert (one statement, one round trip),
 * `ON CONFLICT DO NOTHING` on the event id, so any instance may take a delivery and a repeat —
 * even one racing in another instance — is stored once.
 */
export function createPostgresEventStore(db: PgDb): EventStore {
  async function insert(tx: Executor, inputs: StoreInput[]): Promise<boolean[]> {
    if (inputs.length === 0) return [];
    const inserted = await tx
      .insert(inbox)
      .values(inputs.map(inboxValues))
      .onConflictDoNothing({ target: inbox.eventId })
      .returning({ eventId: inbox.eventId });
    const fresh = new Set(inserted.map((r) => r.eventId));
    // The same event twice in one batch is new once, as when stored one after the other.
    return inputs.map((input) => fresh.delete(input.event.id));
  }
  const setKv = (tx: Executor, key: string, value: string) =>
    tx
      .insert(kv)
      .values({ key, value, updatedAt: Date.now() })
      .onConflictDoUpdate({ target: kv.key, set: { value, updatedAt: Date.now() } });

  return {
    storeBatch: (inputs) => insert(db, inputs),
    storePage: (inputs, after) =>
      db.transaction(async (tx) => {
        const stored = await insert(tx, inputs);
        if (after.cursor !== null) await setKv(tx, FEED_CURSOR_KEY, after.cursor);
        if (after.markInitialized) await setKv(tx, FEED_INITIALIZED_KEY, '1');
        return stored;
      }),
    async feedPosition() {
      const rows = await db
        .select()
        .from(kv)
        .where(inArray(kv.key, [FEED_CURSOR_KEY, FEED_INITIALIZED_KEY]));
      const value = (key: string) => rows.find((r) => r.key === key)?.value;
      const cursor = value(FEED_CURSOR_KEY);
      return { ...(cursor ? { cursor } : {}), initialized: value(FEED_INITIALIZED_KEY) === '1' };
    },
  };
}
