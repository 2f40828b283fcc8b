import { hasControlCharacters } from '../outside-text.js';
import type { Kv, SqliteKvSync } from './kv.js';

/**
 * Category, type and severity values seen in each server's events. The provider does not publish
 * them (spec, Activity entry: "Allowed values … not shown"), so filters offer these as autocomplete.
 * Kept per server in the kv table, so a guild is offered only values of servers linked to it, and
 * so a command reaches them through the `kv` it already has. They are recorded by routing, and by
 * the event store for activity it files as it stores it (one recorder per process, shared by both:
 * `createSeenRecorder` on SQLite, inside their transactions; `createPostgresSeenRecorder` on
 * PostgreSQL, under a row lock), and read over the asynchronous `Kv` (`createSeenValues`, both
 * databases).
 */
export const FILTER_KINDS = ['category', 'type', 'severity'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];
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
  return { category: [], type: [], severity: [] };
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
export function addSeen(values: SeenValues, event: Record<FilterKind, string>): boolean {
  let changed = false;
  for (const kind of FILTER_KINDS) {
    const value = normalizeValue(event[kind]);
    if (!isOfferable(value) || values[kind].includes(value) || values[kind].length >= MAX_PER_KIND) continue;
    values[kind].push(value);
    changed = true;
  }
  return changed;
}

/** The seen values of servers, read over either database's `Kv`. */
export interface SeenValueStore {
  /** The union of values seen for these servers, sorted. Read fresh: another instance writes. */
  forServers(serverIds: readonly string[]): Promise<SeenValues>;
}

export function createSeenValues(kv: Pick<Kv, 'get'>): SeenValueStore {
  return {
    async forServers(serverIds) {
      const union = { category: new Set<string>(), type: new Set<string>(), severity: new Set<string>() };
      const stored = await Promise.all(serverIds.map((serverId) => kv.get(seenKey(serverId))));
      for (const json of stored) {
        const values = parseSeen(json);
        for (const kind of FILTER_KINDS) for (const v of values[kind]) union[kind].add(v);
      }
      return {
        category: [...union.category].sort(),
        type: [...union.type].sort(),
        severity: [...union.severity].sort(),
      };
    },
  };
}

/**
 * Records events' values on SQLite, synchronously: the dispatcher calls it inside its routing
 * transaction (routing.ts), so it takes the synchronous kv statements. Values known per server are
 * kept in memory: an event bringing nothing new costs no query.
 */
export function createSeenRecorder(kv: Pick<SqliteKvSync, 'get' | 'set'>) {
  const cache = new Map<string, SeenValues>();
  const load = (serverId: string): SeenValues => {
    let values = cache.get(serverId);
    if (!values) {
      values = parseSeen(kv.get(seenKey(serverId)));
      cache.set(serverId, values);
    }
    return values;
  };

  return {
    /** Records an event's values; writes only when one is new. Returns whether anything changed. */
    record(serverId: string, event: Record<FilterKind, string>): boolean {
      const values = load(serverId);
      const changed = addSeen(values, event);
      if (changed) kv.set(seenKey(serverId), JSON.stringify(values));
      return changed;
    },
  };
}

export type SeenRecorder = ReturnType<typeof createSeenRecorder>;
