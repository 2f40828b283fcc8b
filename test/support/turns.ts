/**
 * Counts the turns of the event loop (one `setImmediate` each) until stopped; `onTurn` runs at
 * each. Code that never yields lets none through, however long it runs.
 */
export function watchTurns(onTurn: () => void = () => undefined) {
  let turns = 0;
  let ticking = true;
  const tick = () => {
    turns++;
    onTurn();
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    count: () => turns,
    stop(): void {
      ticking = false;
    },
  };
}
