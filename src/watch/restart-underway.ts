import type { Audit } from '../db/audit.js';
import type { Observed } from './observations.js';

/** Longer than a restart takes: after this, Restart works again whatever the server shows. */
export const RESTART_UNDERWAY_MS = 10 * 60_000;

/**
 * Whether a restart of the server sent through hostcord still runs: sent within the last ten
 * minutes and not yet followed by the server observed up (the observation's `stateSince` is when
 * it came up, so a restart sent before that is over).
 */
export function createRestartUnderway(deps: {
  audit: Pick<Audit, 'actedSince'>;
  observed: (serverId: string) => Observed | undefined;
  now: () => number;
}) {
  return async (serverId: string): Promise<boolean> => {
    const seen = deps.observed(serverId);
    const upSince = seen?.state.kind === 'up' ? seen.stateSince + 1 : Number.NEGATIVE_INFINITY;
    return deps.audit.actedSince(
      serverId,
      ['power:restart'],
      Math.max(deps.now() - RESTART_UNDERWAY_MS, upSince),
    );
  };
}
