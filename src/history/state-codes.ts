import type { StateKind } from '../watch/state.js';

/** How a sample stores its observed state: one small integer (history_samples.state). */
const KINDS: readonly StateKind[] = ['unknown', 'up', 'starting', 'stopping', 'down'];

export const codeOf = (kind: StateKind): number => Math.max(0, KINDS.indexOf(kind));
export const kindOf = (code: number): StateKind => KINDS[code] ?? 'unknown';

/**
 * What a state counts as for uptime: up; down (starting, stopping and down all mean "not serving
 * players", as for incidents); or none, a state hostcord could not tell, which is no data.
 */
export type Availability = 'up' | 'down' | 'none';

export function availabilityOf(code: number): Availability {
  const kind = kindOf(code);
  if (kind === 'up') return 'up';
  if (kind === 'unknown') return 'none';
  return 'down';
}
