import { type CursorCodec, type CursorKey, compareKeys } from './cursor.js';
import { validationError } from './errors.js';

// Spec "Endpoints" list conventions: `limit` 1..100 (default 25), opaque `cursor`, `nextCursor` null
// on the last page. Lists are keyset-paginated: every entry has a sort key and a cursor names the key
// of the last entry returned, so entries added between two pages neither repeat nor vanish.

export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 100;

export interface ListQuery {
  limit: number;
  /** Decoded position, undefined for the first page. */
  after: CursorKey | undefined;
  /** The cursor text as sent. */
  raw: string | undefined;
}

/** Validates `limit` and the cursor parameter (`cursor`, or `after` for the feed) together. */
export function parseListQuery(
  query: Record<string, string>,
  codec: CursorCodec,
  list: string,
  cursorParam: 'cursor' | 'after' = 'cursor',
): ListQuery {
  const errors: Record<string, string[]> = {};
  const limit = parseLimit(query.limit);
  if (limit === undefined) errors.limit = [`limit must be an integer from 1 to ${MAX_LIMIT}`];
  const raw = query[cursorParam];
  const after = raw === undefined ? undefined : codec.decode(list, raw);
  if (raw !== undefined && after === undefined) {
    errors[cursorParam] = [`${cursorParam} is not a cursor of this list`];
  }
  if (limit === undefined || Object.keys(errors).length > 0) throw validationError(errors);
  return { limit, after, raw };
}

function parseLimit(value: string | undefined): number | undefined {
  if (value === undefined) return DEFAULT_LIMIT;
  if (!/^\d{1,4}$/.test(value)) return undefined;
  const limit = Number(value);
  return limit >= 1 && limit <= MAX_LIMIT ? limit : undefined;
}

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

/** One page of `items`, which must already be sorted by ascending `keyOf`. */
export function paginate<T>(
  items: T[],
  keyOf: (item: T) => CursorKey,
  codec: CursorCodec,
  list: string,
  query: ListQuery,
): Page<T> {
  const { after } = query;
  const rest = after ? items.filter((item) => compareKeys(keyOf(item), after) > 0) : items;
  const data = rest.slice(0, query.limit);
  const last = data.at(-1);
  const more = rest.length > data.length;
  return { data, nextCursor: more && last ? codec.encode(list, keyOf(last)) : null };
}
