import { inArray } from 'drizzle-orm';
import { FILTER_KINDS, type FilterKind, type FilterSubject, perKind } from '../alert-filters.js';
import { hasControlCharacters } from '../outside-text.js';
import type { Kv } from './kv.js';
import * as schema from './schema.js';
import { all, type Executor, run, type Tables, type Unit } from './sql.js';
import { runSqlite } from './sqlite/sql.js';
import { replacedBy } from './upsert.js';

/**
 * The values of each filter's field (src/alert-filters.ts: category, type, severity) seen in each
 * server's events. The provider does not publish them (spec, Activity entry: "Allowed values … not
 * shown"), so filters offer these as autocomplete.
 * Kept per server in the kv table, so a guild is offered only values of servers linked to it, and
 * so a command reaches them through the `kv` it already has. They are recorded by routing, and by
 * the event store for activity it files as it stores it (one recorder per process, shared by both:
 * `createSeenRecording`'s steps inside their transactions (`createSeenRecorder` runs them for the
 * SQLite event store); on PostgreSQL, under a row lock), and read over the asynchronous `Kv` (`createSeenValues`, both
 * databases).
 */
export type SeenValues = Record<FilterKind, string[]>;

/** A value is stored lower-case: filters compare case-insensitively. */
export function normalizeValue(value: string): string {
  return value.trim().toLowerCase();
}

// Bounds against a provider that puts free text (ids, counters) into these fields.
const MAX_PER_KIND = 50;
const MAX_LENGTH = 100;

/** The kv key of a server's seen values. */
export const seenKey = (serverId: string) => `alerts.seen.${serverId}`;

function empty(): SeenValues {
  return perKind((): string[] => []);
}

/** Stored seen values (a damaged or missing entry reads as none). */
export function parseSeen(json: string | undefined): SeenValues {
  const values = empty();
  if (json === undefined) return values;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null) return values;
    for (const kind of FILTER_KINDS) {
      const list = (parsed as Record<string, unknown>)[kind];
      if (Array.isArray(list)) values[kind] = list.filter((v): v is string => typeof v === 'string');
    }
  } catch {
    // A damaged entry is rebuilt from the next events.
  }
  return values;
}

/** Values a member can type into a comma-separated option: no commas, no control characters. */
function isOfferable(value: string): boolean {
  return value !== '' && value.length <= MAX_LENGTH && !value.includes(',') && !hasControlCharacters(value);
}

/** Adds an event's new values to `values` (within the bounds); true when one was new. */
export function addSeen(values: SeenValues, event: FilterSubject): boolean {
  const added = newValues(values, event);
  for (const [kind, value] of added) values[kind].push(value);
  return added.length > 0;
}

/** The values of an event that `addSeen` would add. */
function newValues(values: SeenValues, event: FilterSubject): Array<[FilterKind, string]> {
  const added: Array<[FilterKind, string]> = [];
  for (const kind of FILTER_KINDS) {
    const value = normalizeValue(event[kind]);
    if (isOfferable(value) && !values[kind].includes(value) && values[kind].length < MAX_PER_KIND)
      added.push([kind, value]);
  }
  return added;
}

/** The seen values of servers, read over either database's `Kv`. */
export interface SeenValueStore {
  /** The union of values seen for these servers, sorted. Read fresh: another instance writes. */
  forServers(serverIds: readonly string[]): Promise<SeenValues>;
}

export function createSeenValues(kv: Pick<Kv, 'get'>): SeenValueStore {
  return {
    async forServers(serverIds) {
      const union = perKind(() => new Set<string>());
      const stored = await Promise.all(serverIds.map((serverId) => kv.get(seenKey(serverId))));
      for (const json of stored) {
        const values = parseSeen(json);
        for (const kind of FILTER_KINDS) for (const v of values[kind]) union[kind].add(v);
      }
      return perKind((kind) => [...union[kind]].sort());
    },
  };
}

/**
 * Records events' filter values inside the caller's transaction (routing's; the event store's own),
 * as a step of its unit. Values known to be stored are kept per server: values only grow, so an
 * event bringing nothing new costs no query. A new one is merged into the stored entry under a row
 * lock (PostgreSQL), so values another instance added meanwhile are kept.
 */
export function createSeenRecording() {
  const known = new Map<string, SeenValues>();
  /** False when these values are known to be stored: recording them would change nothing. */
  const mayBeNew = (serverId: string, values: FilterSubject): boolean => {
    const cached = known.get(serverId);
    return !cached || newValues(cached, values).length > 0;
  };
  return {
    mayBeNew,
    /** Records an event's values; writes only when one is new. Returns whether anything changed. */
    *record(db: Executor, t: Tables, serverId: string, values: FilterSubject): Unit<boolean> {
      return (yield* recordAll(db, t, [{ serverId, values }])) > 0;
    },
    recordAll,
  };

  /**
   * Records the values of several events (a dispatcher pass's) in two statements, plus one
   * writing every entry that got a new value. Returns how many servers' entries changed.
   */
  function* recordAll(
    db: Executor,
    t: Tables,
    events: ReadonlyArray<{ serverId: string; values: FilterSubject }>,
  ): Unit<number> {
    const fresh = events.filter((e) => mayBeNew(e.serverId, e.values));
    if (fresh.length === 0) return 0;
    const { kv } = t;
    // Sorted: rows are locked in one order by every writer, so two never wait on each other.
    const keys = [...new Set(fresh.map((e) => seenKey(e.serverId)))].sort();
    const now = Date.now();
    yield* run(
      db
        .insert(kv)
        .values(keys.map((key) => ({ key, value: '{}', updatedAt: now })))
        .onConflictDoNothing(),
    );
    const rows = yield* all(
      db.select({ key: kv.key, value: kv.value }).from(kv).where(inArray(kv.key, keys)).orderBy(kv.key),
      'update',
    );
    const stored = new Map(rows.map((row) => [row.key, parseSeen(row.value)]));
    const changed = new Set<string>();
    for (const { serverId, values } of fresh) {
      const key = seenKey(serverId);
      const entry = stored.get(key) ?? empty();
      stored.set(key, entry);
      if (addSeen(entry, values)) changed.add(key);
      known.set(serverId, entry);
    }
    // One statement for every entry that changed (the rows exist and are locked: written over).
    if (changed.size > 0)
      yield* run(
        db
          .insert(kv)
          .values(
            [...changed].map((key) => ({ key, value: JSON.stringify(stored.get(key)), updatedAt: now })),
          )
          .onConflictDoUpdate({ target: kv.key, set: replacedBy(kv, ['value', 'updatedAt']) }),
      );
    return changed.size;
  }
}

export type SeenRecording = ReturnType<typeof createSeenRecording>;

/**
 * Records events' values on SQLite, synchronously: the event store calls it inside its
 * transaction, where nothing may be awaited (routing runs `recordAll` in its pass, routing-pass.ts).
 */
export function createSeenRecorder(db: Executor, recording = createSeenRecording()) {
  return {
    record: (serverId: string, values: FilterSubject): boolean =>
      runSqlite(db, (d) => recording.record(d, schema, serverId, values)),
  };
}

export type SeenRecorder = ReturnType<typeof createSeenRecorder>;
