import { describe, expect, it } from 'vitest';
import { createSqliteEventStore, type EventStore } from '../../../src/pipeline/2-inbox/event-store.js';
import { createPostgresEventStore } from '../../../src/pipeline/2-inbox/event-store-postgres.js';
import { createInboxStatements, type StoreInput } from '../../../src/pipeline/2-inbox/inbox.js';
import { useDatabases } from '../../support/databases.js';
import { activityEvent } from '../../support/events.js';

const databases = useDatabases();

interface Opened {
  store: EventStore;
  /** Stored events as (id, dispatched?) in id order. */
  rows(): Promise<Array<{ id: string; handled: boolean }>>;
}

async function sqlite(): Promise<Opened> {
  const handle = databases.sqlite();
  return {
    store: createSqliteEventStore(handle.db, createInboxStatements(handle.db)),
    rows: async () =>
      (
        handle.sqlite
          .prepare('SELECT event_id AS id, dispatched_at IS NOT NULL AS handled FROM inbox ORDER BY event_id')
          .all() as Array<{ id: string; handled: number }>
      ).map((r) => ({ id: r.id, handled: r.handled === 1 })),
  };
}

async function postgresStore(): Promise<Opened> {
  const handle = await databases.postgres();
  return {
    store: createPostgresEventStore(handle.db),
    rows: async () =>
      (
        await handle.pool.query(
          'SELECT event_id AS id, dispatched_at IS NOT NULL AS handled FROM inbox ORDER BY event_id',
        )
      ).rows,
  };
}

const input = (handled = false): StoreInput => {
  const event = activityEvent();
  return { event, raw: JSON.stringify(event), source: handled ? 'feed' : 'webhook', handled };
};

describe.each([
  ['SQLite', sqlite],
  ['PostgreSQL', postgresStore],
])('the event store on %s', (_name, open) => {
  it('stores a batch once: a repeat, also within the batch, is not new, nor left for the dispatcher', async () => {
    const { store, rows } = await open();
    const [a, b] = [input(), input()];
    expect(await store.storeBatch([a!, b!, a!])).toEqual(['pending', 'pending', 'repeat']);
    expect(await store.storeBatch([b!, input()])).toEqual(['repeat', 'pending']);
    expect(await store.storeBatch([])).toEqual([]);
    expect((await rows()).map((r) => r.id)).toHaveLength(3);
  });

  it('stores a feed page with the position after it; history is stored as handled', async () => {
    const { store, rows } = await open();
    expect(await store.feedPosition()).toEqual({ initialized: false });
    const history = [input(true), input(true)];
    expect(await store.storePage(history, { cursor: 'c1', markInitialized: true })).toEqual([
      'handled',
      'handled',
    ]);
    expect(await store.feedPosition()).toEqual({ cursor: 'c1', initialized: true });
    // A page without a next cursor keeps the stored one.
    const fresh = input();
    expect(await store.storePage([fresh, history[0]!], { cursor: null, markInitialized: false })).toEqual([
      'pending',
      'repeat',
    ]);
    expect(await store.feedPosition()).toEqual({ cursor: 'c1', initialized: true });
    const stored = await rows();
    expect(
      stored
        .filter((r) => r.handled)
        .map((r) => r.id)
        .sort(),
    ).toEqual(history.map((h) => h.event.id).sort());
    expect(stored.find((r) => r.id === fresh.event.id)?.handled).toBe(false);
  });
});

describe('the SQLite event store, while the event feed backs the webhook', () => {
  /** A store whose filing reads, inside each batch's transaction, how its commit will sync. */
  function probed(options: { failWith?: Error } = {}) {
    const handle = databases.sqlite();
    const level = () => handle.sqlite.pragma('synchronous', { simple: true }) as number;
    const levels: number[] = [];
    const store = createSqliteEventStore(handle.db, createInboxStatements(handle.db), {
      wanted: () => {
        levels.push(level());
        if (options.failWith) throw options.failWith;
        return true;
      },
      seen: { record: () => false },
    });
    return { store, level, levels };
  }
  const NORMAL = 1;
  const FULL = 2;

  it('commits a feed-backed batch without waiting for the disk, and every other one as before', async () => {
    const { store, level, levels } = probed();
    expect(level()).toBe(FULL);
    expect(await store.storeBatch([input()], { feedBacked: true })).toEqual(['pending']);
    expect(level()).toBe(FULL);
    await store.storeBatch([input()]);
    await store.storeBatch([input()], { feedBacked: false });
    await store.storePage([input()], { cursor: 'c1', markInitialized: true });
    expect(levels).toEqual([NORMAL, FULL, FULL, FULL]);
  });

  it('waits for the disk again after a feed-backed batch that failed', async () => {
    const { store, level, levels } = probed({ failWith: new Error('routing broke') });
    await expect(store.storeBatch([input()], { feedBacked: true })).rejects.toThrow('routing broke');
    expect(levels).toEqual([NORMAL]);
    expect(level()).toBe(FULL);
  });
});
