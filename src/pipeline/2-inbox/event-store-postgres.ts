import { and, inArray } from 'drizzle-orm';
import type { FilterSubject } from '../../alert-filters.js';
import { usableByIn } from '../../db/claims.js';
import { runPostgres, tables } from '../../db/postgres/sql.js';
import type { PgDb } from '../../db/postgres.js';
import { claims, inbox, kv, links, shares } from '../../db/schema-postgres.js';
import type { SeenRecording } from '../../db/seen-values.js';
import {
  activityOf,
  type EventStore,
  FEED_CURSOR_KEY,
  FEED_INITIALIZED_KEY,
  type FeedPosition,
  type Stored,
  storedAs,
} from './event-store.js';
import { type InboxKey, inboxValues, type StoreInput } from './inbox.js';

type Executor = PgDb | Parameters<Parameters<PgDb['transaction']>[0]>[0];

const usable = usableByIn({ claims, shares }, links.guildId, links.serverId);

/** A filed event's values, recorded once the insert committed. */
type Filed = { serverId: string; values: FilterSubject };

/**
 * The PostgreSQL event store: a batch is one multi-row insert (one statement, one round trip),
 * `ON CONFLICT DO NOTHING` on the event id, so any instance may take a delivery and a repeat —
 * even one racing in another instance — is stored once. With `filing`, activity of a server with
 * no usable link is inserted handled, as on SQLite (event-store.ts, Filing): one more read per
 * batch. Its filter values are recorded right after the insert, one server per transaction (so
 * that no lock order can cross routing's), by routing's recorder; a crash in between loses a hint
 * for autocomplete, never an event.
 */
export function createPostgresEventStore(
  db: PgDb,
  filing?: { seen: Pick<SeenRecording, 'mayBeNew' | 'record'> },
): EventStore {
  const state: StoreState = { db, filing };
  return {
    storeBatch: (inputs) => storeBatch(state, inputs),
    storePage: (inputs, after) => storePage(state, inputs, after),
    feedPosition: () => feedPosition(db),
  };
}

interface StoreState {
  readonly db: PgDb;
  readonly filing: { seen: Pick<SeenRecording, 'mayBeNew' | 'record'> } | undefined;
}

async function storeBatch(state: StoreState, inputs: StoreInput[]): Promise<Stored[]> {
  const filed: Filed[] = [];
  const stored = await insert(state, state.db, inputs, filed);
  await record(state, filed);
  return stored;
}

async function storePage(
  state: StoreState,
  inputs: StoreInput[],
  after: Parameters<EventStore['storePage']>[1],
): Promise<Stored[]> {
  const filed: Filed[] = [];
  const stored = await state.db.transaction(async (tx) => {
    const stored = await insert(state, tx, inputs, filed);
    if (after.cursor !== null) await setKv(tx, FEED_CURSOR_KEY, after.cursor);
    if (after.markInitialized) await setKv(tx, FEED_INITIALIZED_KEY, '1');
    return stored;
  });
  await record(state, filed);
  return stored;
}

async function feedPosition(db: PgDb): Promise<FeedPosition> {
  const rows = await db
    .select()
    .from(kv)
    .where(inArray(kv.key, [FEED_CURSOR_KEY, FEED_INITIALIZED_KEY]));
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const cursor = value(FEED_CURSOR_KEY);
  return { ...(cursor ? { cursor } : {}), initialized: value(FEED_INITIALIZED_KEY) === '1' };
}

/** The servers of these activity events that some usable link wants. */
async function wantedServers(tx: Executor, serverIds: string[]): Promise<Set<string>> {
  if (serverIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ serverId: links.serverId })
    .from(links)
    .where(and(inArray(links.serverId, serverIds), usable));
  return new Set(rows.map((r) => r.serverId));
}

async function insert(
  state: StoreState,
  tx: Executor,
  inputs: StoreInput[],
  filed: Filed[],
): Promise<Stored[]> {
  if (inputs.length === 0) return [];
  const activities = inputs.map((input) =>
    state.filing && !input.handled ? activityOf(input.event) : undefined,
  );
  const wanted = await wantedServers(tx, [
    ...new Set(activities.flatMap((activity) => (activity ? [activity.serverId] : []))),
  ]);
  const unwanted = (i: number) => activities[i] !== undefined && !wanted.has(activities[i].serverId);
  const values = inputs.map((input, i) => inboxValues(unwanted(i) ? { ...input, handled: true } : input));
  const inserted = await tx
    .insert(inbox)
    .values(values)
    // Either key: a repeat of the event (its time and id), or of an installation's id.
    .onConflictDoNothing()
    .returning({ createdAt: inbox.createdAt, eventId: inbox.eventId });
  const fresh = new Set(inserted.map(keyOf));
  // The same event twice in one batch is new once, as when stored one after the other.
  return inputs.map((input, i) => {
    const isNew = fresh.delete(keyOf(values[i]!));
    if (isNew && unwanted(i)) filed.push(activities[i]!);
    return storedAs({ handled: input.handled || unwanted(i) }, isNew);
  });
}

/**
 * Never rejects: the events are stored, and a delivery answered 503 for a hint would only come
 * back as a repeat. A value not recorded now is recorded with the next event that brings it.
 */
async function record(state: StoreState, filed: Filed[]): Promise<void> {
  const { db, filing } = state;
  for (const { serverId, values } of filed) {
    // Most events bring no new value: those cost no transaction at all.
    if (!filing!.seen.mayBeNew(serverId, values)) continue;
    await db
      .transaction((tx) => runPostgres(tx, (d) => filing!.seen.record(d, tables, serverId, values)))
      .catch(() => undefined);
  }
}

function setKv(tx: Executor, key: string, value: string) {
  return tx
    .insert(kv)
    .values({ key, value, updatedAt: Date.now() })
    .onConflictDoUpdate({ target: kv.key, set: { value, updatedAt: Date.now() } });
}

const keyOf = (row: InboxKey) => `${row.createdAt} ${row.eventId}`;
