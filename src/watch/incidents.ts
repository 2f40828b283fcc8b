import { type FilterSubject, incidentSubject } from '../alert-filters.js';
import type { Audit } from '../db/audit.js';
import type { AlertTarget, Incidents, OpenIncident } from '../db/incidents.js';
import type { Links } from '../db/links.js';
import type { HostingClient } from '../hosting/index.js';
import type { Logger } from '../logger.js';
import { matchesFilters, mentionRoleFor } from '../pipeline/3-dispatch/filters.js';
import { slice } from '../slices.js';
import type { IncidentAlerts } from './incident-alerts.js';
import type { Change } from './observations.js';
import { isNotUp } from './state.js';

/**
 * What an incident alert is to `/alerts` filters and role mentions: an error, of its own category,
 * so a channel that takes only some categories or severities gets it only when they include these
 * (the values: src/alert-filters.ts).
 */
export const INCIDENT_SUBJECT = incidentSubject('down');

/** The channels an incident of this subject is alerted in (active links whose filters take it), with their role. */
export async function alertTargets(
  links: Pick<Links, 'forServer'>,
  serverId: string,
  subject: FilterSubject,
): Promise<AlertTarget[]> {
  return (await links.forServer(serverId))
    .filter((link) => link.state === 'active' && matchesFilters(link, subject))
    .map((link) => ({ channelId: link.channelId, mentionRoleId: mentionRoleFor(link, subject) }));
}

/**
 * Opens an incident with an alert in each linked channel whose filters take `subject`, and posts
 * them; `opened` is the log's line.
 */
export async function openAlerted(
  deps: Pick<IncidentTrackerDeps, 'incidents' | 'links' | 'alerts' | 'log'>,
  input: Omit<OpenIncident, 'targets'>,
  subject: FilterSubject,
  opened: string,
): Promise<void> {
  const targets = await alertTargets(deps.links, input.serverId, subject);
  const incident = await deps.incidents.open({ ...input, targets });
  // Another instance opened it meanwhile: its alerts are that instance's.
  if (!incident) return;
  deps.log.warn({ serverId: input.serverId, incidentId: incident.id, channels: targets.length }, opened);
  void deps.alerts.sync(incident.id);
}

/** Power actions through hostcord that take a server down on purpose. */
export const STOPS = ['power:stop', 'power:kill', 'power:restart'] as const;

export interface IncidentTrackerDeps {
  incidents: Incidents;
  audit: Pick<Audit, 'actedSince'>;
  links: Pick<Links, 'forServer'>;
  hosting: Pick<HostingClient, 'listActivity'>;
  alerts: Pick<IncidentAlerts, 'sync'>;
  graceMs: number;
  log: Logger;
}

/**
 * Incidents from observed state, not from event values the provider does not publish: a server seen
 * up, then seen not up for longer than the grace period, with no stop, kill or restart sent through
 * hostcord since shortly before it went down, opens one incident (one alert per linked channel,
 * routed through the links' filters). Up again closes it (the alerts are edited). Down and back
 * within the grace period is recorded as a restart.
 */
export function createIncidentTracker(deps: IncidentTrackerDeps) {
  const { incidents, log } = deps;
  const opening = new Set<string>();

  async function lastActivityTitle(serverId: string): Promise<string | null> {
    try {
      return (await deps.hosting.listActivity(serverId, { limit: 1 })).data[0]?.title ?? null;
    } catch (err) {
      log.info({ err, serverId }, 'could not read the last activity for an incident');
      return null;
    }
  }

  async function open(change: Change, at: number): Promise<void> {
    const { after } = change;
    const serverId = after.serverId;
    opening.add(serverId);
    try {
      const title = await lastActivityTitle(serverId);
      if (await incidents.openFor(serverId)) return;
      const incident = {
        serverId,
        downSince: after.downSince!,
        openedAt: at,
        serverName: after.server?.name ?? null,
        lastActivityTitle: title,
      };
      await openAlerted(deps, incident, INCIDENT_SUBJECT, 'incident opened: server is down');
    } finally {
      opening.delete(serverId);
    }
  }

  return {
    /** Takes the observations of one refresh; resolves when incidents it opened are stored. */
    async observe(changes: Change[], at: number): Promise<void> {
      const opened: Promise<void>[] = [];
      for (const change of changes) {
        await slice();
        const { before, after } = change;
        const serverId = after.serverId;
        if (after.state.kind === 'up') {
          const current = await incidents.openFor(serverId);
          if (current) {
            const closed = await incidents.close(current.id, at);
            log.info(
              { serverId, incidentId: current.id, durationMs: closed?.durationMs },
              'incident closed: server is up',
            );
            void deps.alerts.sync(current.id);
          } else if (before && before.state.kind !== 'up' && before.downSince !== null) {
            await incidents.recordRestart(serverId, before.downSince, at);
          }
          continue;
        }
        const downSince = after.downSince;
        if (!isNotUp(after.state.kind) || downSince === null || at - downSince <= deps.graceMs) continue;
        if (opening.has(serverId) || (await incidents.openFor(serverId))) continue;
        // A stop, kill or restart sent shortly before it went down (or since) explains it.
        if (await deps.audit.actedSince(serverId, STOPS, downSince - deps.graceMs)) continue;
        opened.push(open(change, at));
      }
      await Promise.all(opened);
    },
  };
}

export type IncidentTracker = ReturnType<typeof createIncidentTracker>;
