/** Where the turns of a list taken a part at a time stand, kept from cycle to cycle. */
export interface TurnCursor {
  next: number;
}

/**
 * Up to `room` items of `items`, from where the last call stopped and around: with more items
 * than room, each gets its turn every few calls (the refresh loop's servers not on boards, the
 * games of those servers). `items` should come in a stable order (sorted ids).
 */
export function takeTurns<T>(items: readonly T[], room: number, cursor: TurnCursor): T[] {
  const count = Math.max(0, Math.min(Math.floor(room), items.length));
  const start = items.length === 0 ? 0 : cursor.next % items.length;
  cursor.next = start + count;
  return Array.from({ length: count }, (_, i) => items[(start + i) % items.length]!);
}
