import { and, asc, desc, eq, gt, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from './open.js';
import { incidentAlerts, incidents } from './schema.js';

export type Incident = typeof incidents.$inferSelect;
export type IncidentAlert = typeof incidentAlerts.$inferSelect;

/** Where an incident's alert goes: a linked channel, and the role its link mentions (if any). */
export interface AlertTarget {
  channelId: string;
  mentionRoleId: string | null;
}

/**
 * Incidents (a server that was up stayed down past the grace period) and restarts (it came back
 * within it), and the alert each incident posted per channel. An incident and its alerts are
 * written in one transaction, so a crash never leaves an incident that tells nobody.
 */
export function createIncidents(db: Db) {
  return {
    open(input: {
      serverId: string;
      downSince: number;
      openedAt: number;
      serverName: string | null;
      lastActivityTitle: string | null;
      targets: AlertTarget[];
    }): Incident {
      return db.transaction((tx) => {
        const { targets, ...fields } = input;
        const incident = tx
          .insert(incidents)
          .values({ ...fields, kind: 'incident' })
          .returning()
          .get();
        for (const target of new Map(targets.map((t) => [t.channelId, t])).values()) {
          tx.insert(incidentAlerts)
            .values({
              incidentId: incident.id,
              channelId: target.channelId,
              mentionRoleId: target.mentionRoleId,
            })
            .run();
        }
        return incident;
      });
    },

    /** A short outage: down and back within the grace period. */
    recordRestart(serverId: string, downSince: number, upAt: number): Incident {
      return db
        .insert(incidents)
        .values({ serverId, kind: 'restart', downSince, closedAt: upAt, durationMs: upAt - downSince })
        .returning()
        .get();
    },

    close(id: number, closedAt: number): Incident | undefined {
      return db.transaction((tx) => {
        const incident = tx.select().from(incidents).where(eq(incidents.id, id)).get();
        if (!incident || incident.closedAt !== null) return incident;
        return tx
          .update(incidents)
          .set({ closedAt, durationMs: closedAt - incident.downSince })
          .where(eq(incidents.id, id))
          .returning()
          .get();
      });
    },

    byId(id: number): Incident | undefined {
      return db.select().from(incidents).where(eq(incidents.id, id)).get();
    },

    openFor(serverId: string): Incident | undefined {
      return db
        .select()
        .from(incidents)
        .where(
          and(eq(incidents.serverId, serverId), eq(incidents.kind, 'incident'), isNull(incidents.closedAt)),
        )
        .get();
    },

    /** The server's newest incident (open or closed), for its board entry. */
    latest(serverId: string): Incident | undefined {
      return db
        .select()
        .from(incidents)
        .where(and(eq(incidents.serverId, serverId), eq(incidents.kind, 'incident')))
        .orderBy(desc(incidents.downSince), desc(incidents.id))
        .limit(1)
        .get();
    },

    /** The server's incidents (not restarts) down at some time within `[from, to)`, oldest first (history). */
    overlapping(serverId: string, from: number, to: number): Incident[] {
      return db
        .select()
        .from(incidents)
        .where(
          and(
            eq(incidents.serverId, serverId),
            eq(incidents.kind, 'incident'),
            lt(incidents.downSince, to),
            or(isNull(incidents.closedAt), gt(incidents.closedAt, from)),
          ),
        )
        .orderBy(asc(incidents.downSince), asc(incidents.id))
        .all();
    },

    forServer(serverId: string): Incident[] {
      return db
        .select()
        .from(incidents)
        .where(eq(incidents.serverId, serverId))
        .orderBy(desc(incidents.downSince), desc(incidents.id))
        .all();
    },

    alertsOf(incidentId: number): IncidentAlert[] {
      return db
        .select()
        .from(incidentAlerts)
        .where(eq(incidentAlerts.incidentId, incidentId))
        .orderBy(asc(incidentAlerts.id))
        .all();
    },

    alert(id: number): IncidentAlert | undefined {
      return db.select().from(incidentAlerts).where(eq(incidentAlerts.id, id)).get();
    },

    /**
     * Alerts whose message does not show their incident as it is (not posted, or still "down" for a
     * closed incident), and that hostcord has not given up on: the work left after a restart.
     */
    unsettledAlerts(): IncidentAlert[] {
      return db
        .select({ alert: incidentAlerts })
        .from(incidentAlerts)
        .innerJoin(incidents, eq(incidents.id, incidentAlerts.incidentId))
        .where(
          and(
            isNull(incidentAlerts.failure),
            or(
              eq(incidentAlerts.shown, 'none'),
              and(isNotNull(incidents.closedAt), ne(incidentAlerts.shown, 'closed')),
            ),
          ),
        )
        .orderBy(asc(incidentAlerts.id))
        .all()
        .map((r) => r.alert);
    },

    markShown(alertId: number, messageId: string, shown: 'open' | 'closed'): void {
      db.update(incidentAlerts).set({ messageId, shown }).where(eq(incidentAlerts.id, alertId)).run();
    },

    markFailed(alertId: number, failure: string): void {
      db.update(incidentAlerts).set({ failure }).where(eq(incidentAlerts.id, alertId)).run();
    },
  };
}

export type Incidents = ReturnType<typeof createIncidents>;
