import type { Incidents } from '../db/incidents.js';
import { isRunning, type Silences } from '../db/silences.js';
import type { EndedSilence, HeldIncidents } from '../pipeline/5-send/sender.js';

export interface HeldIncidentsDeps {
  incidents: Pick<Incidents, 'heldAlerts' | 'release'>;
  silences: Pick<Silences, 'byId' | 'runningInChannel'>;
  /** Posts or edits the alerts of an incident (incident-alerts.ts). */
  sync: (incidentId: number) => Promise<void>;
  /** The clock silences were started with (their ends are compared with it). */
  now: () => number;
}

/**
 * A silence holds incident messages as it holds alerts: an incident whose message is not posted
 * yet when its server is silenced in that channel is held (incident-alerts.ts asks `silenced`).
 * When the silence ends, the sender names the held incidents in the silence's summary and releases
 * them: the message of an incident still open is posted then, so its Acknowledge is within reach;
 * a closed one is done with the summary's line. Everything is stored, so a restart loses nothing.
 */
export function createHeldIncidents(deps: HeldIncidentsDeps) {
  const held: HeldIncidents & {
    /** The silence of the server running in the channel now, if any. */
    silenced(channelId: string, serverId: string): Promise<number | undefined>;
  } = {
    async silenced(channelId, serverId) {
      const running = await deps.silences.runningInChannel(channelId, deps.now());
      return running.find((s) => s.serverId === serverId)?.id;
    },
    async channels() {
      return [...new Set((await deps.incidents.heldAlerts()).map(({ alert }) => alert.channelId))];
    },
    async ended(channelId, at) {
      const bySilence = new Map<number, EndedSilence | null>();
      for (const { alert, incident } of await deps.incidents.heldAlerts(channelId)) {
        if (alert.silenceId === null) continue;
        if (!bySilence.has(alert.silenceId)) {
          const silence = await deps.silences.byId(alert.silenceId);
          // Silences are never deleted; one still running keeps holding (null).
          bySilence.set(
            alert.silenceId,
            silence && !isRunning(silence, at) ? { silence, alerts: [], incidents: [] } : null,
          );
        }
        const entry = bySilence.get(alert.silenceId);
        if (!entry) continue;
        entry.alerts.push({ id: alert.id, incidentId: incident.id });
        entry.incidents.push(incident);
      }
      return [...bySilence.values()].filter((e): e is EndedSilence => e !== null);
    },
    async release(ended) {
      await deps.incidents.release(ended.alerts.map((a) => a.id));
      for (const incidentId of new Set(ended.alerts.map((a) => a.incidentId))) void deps.sync(incidentId);
    },
  };
  return held;
}

export type HeldIncidentMessages = ReturnType<typeof createHeldIncidents>;
