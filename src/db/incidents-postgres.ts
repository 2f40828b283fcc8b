import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { downWithin, heldIn, heldOfClosed, type Incidents, notPosted, unsettled } from './incidents.js';
import type { PgDb } from './postgres.js';
import { incidentAlerts, incidents } from './schema-postgres.js';

/**
 * The PostgreSQL twin of `createIncidents` (incidents.ts): the same queries, awaited. Opening is
 * `INSERT … ON CONFLICT DO NOTHING` on the unique index of open incidents: of two instances opening
 * the same server's incident at once, one stores it (and its alerts), the other gets undefined.
 */
export function createPostgresIncidents(db: PgDb): Incidents {
  return {
    open: (input) =>
      db.transaction(async (tx) => {
        const { targets, kind = 'incident', ...fields } = input;
        const [incident] = await tx
          .insert(incidents)
          .values({ ...fields, kind })
          .onConflictDoNothing({
            target: incidents.serverId,
            // The predicate of that kind's index, written out: PostgreSQL infers the index from it.
            where: sql`${incidents.kind} = ${sql.raw(kind === 'unresponsive' ? "'unresponsive'" : "'incident'")} and ${incidents.closedAt} is null`,
          })
          .returning();
        if (!incident) return undefined;
        const alerts = [...new Map(targets.map((t) => [t.channelId, t])).values()];
        if (alerts.length > 0) {
          await tx.insert(incidentAlerts).values(
            alerts.map((target) => ({
              incidentId: incident.id,
              channelId: target.channelId,
              mentionRoleId: target.mentionRoleId,
            })),
          );
        }
        return incident;
      }),

    async recordRestart(serverId, downSince, upAt) {
      const [incident] = await db
        .insert(incidents)
        .values({ serverId, kind: 'restart', downSince, closedAt: upAt, durationMs: upAt - downSince })
        .returning();
      return incident!;
    },

    close: (id, closedAt) =>
      db.transaction(async (tx) => {
        const [incident] = await tx.select().from(incidents).where(eq(incidents.id, id)).for('update');
        if (!incident || incident.closedAt !== null) return incident;
        const [closed] = await tx
          .update(incidents)
          .set({ closedAt, durationMs: closedAt - incident.downSince })
          .where(eq(incidents.id, id))
          .returning();
        return closed;
      }),

    async byId(id) {
      const [incident] = await db.select().from(incidents).where(eq(incidents.id, id));
      return incident;
    },

    async openFor(serverId, kind = 'incident') {
      const [incident] = await db
        .select()
        .from(incidents)
        .where(and(eq(incidents.serverId, serverId), eq(incidents.kind, kind), isNull(incidents.closedAt)));
      return incident;
    },

    async latest(serverId) {
      const [incident] = await db
        .select()
        .from(incidents)
        .where(and(eq(incidents.serverId, serverId), eq(incidents.kind, 'incident')))
        .orderBy(desc(incidents.downSince), desc(incidents.id))
        .limit(1);
      return incident;
    },

    overlapping: (serverId, from, to) =>
      db
        .select()
        .from(incidents)
        .where(and(eq(incidents.serverId, serverId), downWithin(incidents, from, to)))
        .orderBy(asc(incidents.downSince), asc(incidents.id)),

    forServer: (serverId) =>
      db
        .select()
        .from(incidents)
        .where(eq(incidents.serverId, serverId))
        .orderBy(desc(incidents.downSince), desc(incidents.id)),

    alertsOf: (incidentId) =>
      db
        .select()
        .from(incidentAlerts)
        .where(eq(incidentAlerts.incidentId, incidentId))
        .orderBy(asc(incidentAlerts.id)),

    async alert(id) {
      const [alert] = await db.select().from(incidentAlerts).where(eq(incidentAlerts.id, id));
      return alert;
    },

    async unsettledAlerts() {
      const rows = await db
        .select({ alert: incidentAlerts })
        .from(incidentAlerts)
        .innerJoin(incidents, eq(incidents.id, incidentAlerts.incidentId))
        .where(unsettled(incidentAlerts, incidents))
        .orderBy(asc(incidentAlerts.id));
      return rows.map((r) => r.alert);
    },

    async markShown(alertId, messageId, shown) {
      await db.update(incidentAlerts).set({ messageId, shown }).where(eq(incidentAlerts.id, alertId));
    },

    async acknowledge(id, userId, at) {
      await db
        .update(incidents)
        .set({ acknowledgedBy: userId, acknowledgedAt: at })
        .where(and(eq(incidents.id, id), isNull(incidents.acknowledgedBy), isNull(incidents.closedAt)));
      const [row] = await db.select().from(incidents).where(eq(incidents.id, id));
      return row;
    },

    async markFailed(alertId, failure) {
      await db.update(incidentAlerts).set({ failure }).where(eq(incidentAlerts.id, alertId));
    },

    async hold(alertId, silenceId) {
      const held = await db
        .update(incidentAlerts)
        .set({ shown: 'held', silenceId })
        .where(notPosted(incidentAlerts, alertId))
        .returning({ id: incidentAlerts.id });
      return held.length > 0;
    },

    heldAlerts: (channelId) =>
      db
        .select({ alert: incidentAlerts, incident: incidents })
        .from(incidentAlerts)
        .innerJoin(incidents, eq(incidents.id, incidentAlerts.incidentId))
        .where(heldIn(incidentAlerts, channelId))
        .orderBy(asc(incidentAlerts.id)),

    async release(alertIds) {
      if (alertIds.length === 0) return;
      await db.transaction(async (tx) => {
        const closed = tx.select({ id: incidents.id }).from(incidents).where(isNotNull(incidents.closedAt));
        await tx
          .update(incidentAlerts)
          .set({ shown: 'closed' })
          .where(heldOfClosed(incidentAlerts, alertIds, closed));
        await tx
          .update(incidentAlerts)
          .set({ shown: 'none' })
          .where(and(inArray(incidentAlerts.id, alertIds), eq(incidentAlerts.shown, 'held')));
      });
    },
  };
}
