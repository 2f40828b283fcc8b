import { incidentSubject } from '../alert-filters.js';
import { RECENT_ANSWER_MS } from '../game-query/game-watch.js';
import { slice } from '../slices.js';
import { type IncidentTrackerDeps, openAlerted, STOPS } from './incidents.js';
import type { Change } from './observations.js';

/**
 * A hung game's incident to `/alerts` filters and role mentions: an error of category `incident`
 * like a down server, with its own type, so a channel can take one and not the other.
 */
export const UNRESPONSIVE_SUBJECT = incidentSubject('unresponsive');

/** What the down incidents' tracker takes, but the provider: the game's silence is the news. */
export type UnresponsiveTrackerDeps = Omit<IncidentTrackerDeps, 'hosting'>;

/**
 * Incidents of games that stop answering while the panel says they run: a game that answered
 * within the last day, on a server seen up, silent for longer than the grace period (counted from
 * its last answer, or from when the server came up if that is later: a restarted game gets the
 * grace period to load its world) opens one incident, alerted like a down one. A stop, kill or
 * restart sent through hostcord since shortly before it went silent explains it, as does the panel
 * saying it is not running (that is a down incident's business). The game answering again, or
 * no longer being asked, closes it.
 */
export function createUnresponsiveTracker(deps: UnresponsiveTrackerDeps) {
  const { incidents, log } = deps;

  async function close(serverId: string, at: number, why: string): Promise<void> {
    const open = await incidents.openFor(serverId, 'unresponsive');
    if (!open) return;
    const closed = await incidents.close(open.id, at);
    log.info(
      { serverId, incidentId: open.id, durationMs: closed?.durationMs, why },
      'incident closed: game answers',
    );
    void deps.alerts.sync(open.id);
  }

  async function open(change: Change, silentSince: number, at: number): Promise<void> {
    const serverId = change.after.serverId;
    if (await incidents.openFor(serverId, 'unresponsive')) return;
    if (await deps.audit.actedSince(serverId, STOPS, silentSince - deps.graceMs)) return;
    const incident = {
      kind: 'unresponsive' as const,
      serverId,
      downSince: silentSince,
      openedAt: at,
      serverName: change.after.server?.name ?? null,
      lastActivityTitle: null,
    };
    await openAlerted(deps, incident, UNRESPONSIVE_SUBJECT, 'incident opened: game is not answering');
  }

  return {
    /** Takes what a full cycle's game answers changed (`applyGames`); resolves once stored. */
    async observe(changes: Change[], at: number): Promise<void> {
      for (const change of changes) {
        await slice();
        const { after } = change;
        const game = after.game;
        if (!game) continue;
        if (game.state !== 'not-answering' || after.state.kind !== 'up') {
          // Only a game that was silent (or not yet seen by this process) can have one open.
          const maybeOpen = change.before?.game === undefined || change.before.game.state === 'not-answering';
          if (maybeOpen)
            await close(after.serverId, at, after.state.kind !== 'up' ? 'not running' : game.state);
          continue;
        }
        if (game.answeredAt === null || at - game.answeredAt > RECENT_ANSWER_MS) continue;
        const silentSince = Math.max(game.answeredAt, after.upSince ?? 0);
        if (at - silentSince > deps.graceMs) await open(change, silentSince, at);
      }
    },
  };
}

export type UnresponsiveTracker = ReturnType<typeof createUnresponsiveTracker>;
