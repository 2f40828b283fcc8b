import { type CursorCodec, type CursorKey, compareKeys } from './cursor.js';
import type { BotToken, QueuedEvent } from './model.js';
import { type Page, parseListQuery } from './page.js';
import type { SimEvent } from './types.js';

// Spec "Events", "Polling feed" and "Limits": an event appears once it is at least 30 s old, events
// are kept 14 days, `nextCursor` is the position after the last event read (equal to `after` when
// nothing new came) and null only when there was no `after` and no event exists yet.

export const FEED_MIN_AGE_MS = 30_000;
export const EVENT_RETENTION_MS = 14 * 24 * 60 * 60 * 1000;

/** Position before every event: what the feed answers when events exist but none is old enough. */
const START: CursorKey = [Number.MIN_SAFE_INTEGER, 0];

const keyOf = (e: QueuedEvent): CursorKey => [e.at, e.seq];

export function readFeed(
  bot: BotToken,
  query: Record<string, string>,
  codec: CursorCodec,
  now: number,
): Page<SimEvent> {
  const list = `events:${bot.bot.id}`;
  const { limit, after, raw } = parseListQuery(query, codec, list, 'after');
  const live = bot.events.filter((e) => e.at > now - EVENT_RETENTION_MS);
  const rest = after ? live.filter((e) => compareKeys(keyOf(e), after) > 0) : live;
  // The queue is sorted by createdAt, so stopping at the first event that is too young keeps the
  // cursor from ever moving past an event that was not handed out.
  const data: QueuedEvent[] = [];
  for (const queued of rest) {
    if (data.length >= limit || queued.at > now - FEED_MIN_AGE_MS) break;
    data.push(queued);
  }
  const last = data.at(-1);
  if (last) return { data: data.map((e) => e.event), nextCursor: codec.encode(list, keyOf(last)) };
  if (raw !== undefined) return { data: [], nextCursor: raw };
  return { data: [], nextCursor: live.length === 0 ? null : codec.encode(list, START) };
}
