import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { incidentAlerts, incidents } from './schema.js';
import { type Executor, get, run, type Sql, type Tables, type Unit } from './sql.js';
import { type SqlOrDb, sqlOf } from './sqlite/sql.js';

export type Incident = typeof incidents.$inferSelect;
export type IncidentAlert = typeof incidentAlerts.$inferSelect;

/** Where an incident's alert goes: a linked channel, and the role its link mentions (if any). */
export interface AlertTarget {
  channelId: string;
  mentionRoleId: string | null;
}

/**
 * An open incident's kind: `incident`, the server is down; `unresponsive`, the panel says it runs
 * but its game has stopped answering queries. A server has at most one open of each.
 */
export type OpenKind = 'incident' | 'unresponsive';

export interface OpenIncident {
  kind?: OpenKind;
  serverId: string;
  downSince: number;
  openedAt: number;
  serverName: string | null;
  lastActivityTitle: string | null;
  targets: AlertTarget[];
}

/**
 * Incidents (a server that was up stayed down past the grace period) and restarts (it came back
 * within it), and the alert each incident posted per channel. An incident and its alerts are
 * written in one transaction, so a crash never leaves an incident that tells nobody. Each method
 * is one unit of work (src/db/README.md).
 */
export interface Incidents {
  /**
   * Opens the server's incident with its alerts; undefined when the server has an open incident
   * already. The insert is conditional on the unique index of open incidents, so two instances
   * opening one at once store one.
   */
  open(input: OpenIncident): Promise<Incident | undefined>;
  /** A short outage: down and back within the grace period. */
  recordRestart(serverId: string, downSince: number, upAt: number): Promise<Incident>;
  /** Closes the incident (once: a closed one is returned as it is). */
  close(id: number, closedAt: number): Promise<Incident | undefined>;
  byId(id: number): Promise<Incident | undefined>;
  /** The server's open incident of this kind (`incident`, down, when not given). */
  openFor(serverId: string, kind?: OpenKind): Promise<Incident | undefined>;
  /** The server's newest incident (open or closed), for its board entry. */
  latest(serverId: string): Promise<Incident | undefined>;
  /** The server's incidents (not restarts) down at some time within `[from, to)`, oldest first (history). */
  overlapping(serverId: string, from: number, to: number): Promise<Incident[]>;
  forServer(serverId: string): Promise<Incident[]>;
  alertsOf(incidentId: number): Promise<IncidentAlert[]>;
  alert(id: number): Promise<IncidentAlert | undefined>;
  /**
   * Alerts whose message does not show their incident as it is (not posted, or still "down" for a
   * closed incident), and that hostcord has not given up on: the work left after a restart.
   */
  unsettledAlerts(): Promise<IncidentAlert[]>;
  /** `shown`: what the message shows (`viewOf` in src/watch/incident-alerts.ts). */
  markShown(alertId: number, messageId: string, shown: string): Promise<void>;
  /**
   * Records who is on the open incident (the first to press Acknowledge); the incident as it
   * stands then, undefined when there is none with this id.
   */
  acknowledge(id: number, userId: string, at: number): Promise<Incident | undefined>;
  markFailed(alertId: number, failure: string): Promise<void>;
  /**
   * A silence of the server in the alert's channel holds its message, not posted yet: `held`, with
   * the silence's id. False when it was posted (or held) meanwhile.
   */
  hold(alertId: number, silenceId: number): Promise<boolean>;
  /** Alerts a silence holds, with their incident, oldest first: of one channel when given. */
  heldAlerts(channelId?: string): Promise<Array<{ alert: IncidentAlert; incident: Incident }>>;
  /**
   * Named in their silence's summary: the alert of an incident still open is to be posted now
   * (`none`), that of a closed one is done without a message of its own (`closed`).
   */
  release(alertIds: number[]): Promise<void>;
}

/** A held alert of these, whose incident has closed. */
function heldOfClosed(
  alert: { id: AnyColumn; shown: AnyColumn; incidentId: AnyColumn },
  ids: number[],
  closedIncidents: Parameters<typeof inArray>[1],
) {
  return and(inArray(alert.id, ids), eq(alert.shown, 'held'), inArray(alert.incidentId, closedIncidents));
}

/** The alert, while its message is neither posted nor held. */
function notPosted(alert: { id: AnyColumn; messageId: AnyColumn; shown: AnyColumn }, alertId: number) {
  return and(eq(alert.id, alertId), isNull(alert.messageId), eq(alert.shown, 'none'));
}

/** Held alerts: all of them, or those of one channel. */
function heldIn(alert: { shown: AnyColumn; channelId: AnyColumn }, channelId: string | undefined) {
  return and(eq(alert.shown, 'held'), channelId === undefined ? undefined : eq(alert.channelId, channelId));
}

/**
 * Incidents (down, not restarts) that were down at some time within `[from, to)`: one rule for
 * either dialect's table, used by `overlapping` and the status page's reads.
 */
export function downWithin(
  table: { kind: AnyColumn; downSince: AnyColumn; closedAt: AnyColumn },
  from: number | Placeholder,
  to: number | Placeholder,
) {
  return and(
    eq(table.kind, 'incident'),
    lt(table.downSince, to),
    or(isNull(table.closedAt), gt(table.closedAt, from)),
  );
}

/**
 * Alerts whose message does not show the incident as it is (one rule for both dialects): not
 * posted yet, still "down" for a closed incident, or not yet showing who acknowledged it.
 */
export function unsettled(
  alert: { failure: AnyColumn; shown: AnyColumn },
  incident: { closedAt: AnyColumn; acknowledgedAt: AnyColumn },
) {
  return and(
    isNull(alert.failure),
    // A silence holds it: its summary releases it (src/watch/held-incidents.ts).
    ne(alert.shown, 'held'),
    or(
      eq(alert.shown, 'none'),
      and(isNotNull(incident.closedAt), ne(alert.shown, 'closed')),
      and(isNull(incident.closedAt), isNotNull(incident.acknowledgedAt), eq(alert.shown, 'open')),
    ),
  );
}

function* openIn(
  db: Executor,
  t: Tables,
  dialect: Sql['dialect'],
  input: OpenIncident,
): Unit<Incident | undefined> {
  const { incidents, incidentAlerts } = t;
  const { targets, kind = 'incident', ...fields } = input;
  const incident = yield* get(
    db
      .insert(incidents)
      .values({ ...fields, kind })
      // The only unique indexes a new incident can hit are those of open ones (schema.ts); PostgreSQL
      // infers the index from its predicate, written out.
      .onConflictDoNothing(
        dialect === 'postgres'
          ? {
              target: incidents.serverId,
              where: sql`${incidents.kind} = ${sql.raw(kind === 'unresponsive' ? "'unresponsive'" : "'incident'")} and ${incidents.closedAt} is null`,
            }
          : undefined,
      )
      .returning(),
  );
  if (!incident) return undefined;
  const alerts = [...new Map(targets.map((target) => [target.channelId, target])).values()];
  if (alerts.length > 0) {
    yield* run(
      db.insert(incidentAlerts).values(
        alerts.map((target) => ({
          incidentId: incident.id,
          channelId: target.channelId,
          mentionRoleId: target.mentionRoleId,
        })),
      ),
    );
  }
  return incident;
}

export function createIncidents(database: SqlOrDb): Incidents {
  const store = sqlOf(database);
  const { db, t } = store;
  const { incidents, incidentAlerts } = t;
  const read = prepareReads(store);
  return {
    open: (input) => store.transaction((tx) => openIn(tx, t, store.dialect, input)),
    recordRestart: (serverId, downSince, upAt) => recordRestart(store, serverId, downSince, upAt),
    close: (id, closedAt) => store.transaction((tx) => closeIn(tx, t, id, closedAt)),
    byId: (id) => store.get(db.select().from(incidents).where(eq(incidents.id, id))),
    openFor: async (serverId, kind = 'incident') => (await read.openOf({ serverId, kind }))[0],
    latest: async (serverId) => (await read.latestOf({ serverId }))[0],
    overlapping: (serverId, from, to) =>
      ofServer(store, serverId, downWithin(incidents, from, to), [
        asc(incidents.downSince),
        asc(incidents.id),
      ]),
    forServer: (serverId) =>
      ofServer(store, serverId, undefined, [desc(incidents.downSince), desc(incidents.id)]),
    alertsOf: (incidentId) => alertsOf(store, incidentId),
    alert: (id) => store.get(db.select().from(incidentAlerts).where(eq(incidentAlerts.id, id))),
    unsettledAlerts: () => unsettledAlerts(store),
    markShown: (alertId, messageId, shown) => markShown(store, alertId, messageId, shown),
    acknowledge: (id, userId, at) => acknowledge(store, id, userId, at),
    markFailed: (alertId, failure) => markFailed(store, alertId, failure),
    hold: (alertId, silenceId) => hold(store, alertId, silenceId),
    heldAlerts: (channelId) => heldAlerts(store, channelId),
    release: (alertIds) => release(store, alertIds),
  };
}

/**
 * Prepared once: every refresh asks the first of each server seen up, every board render the
 * second of each entry, and building a statement anew cost more than running it (120–200 ms for
 * 500 servers, bench:players' profile).
 */
function prepareReads(store: Sql) {
  const { db } = store;
  const { incidents } = store.t;
  const serverId = sql.placeholder('serverId');
  return {
    openOf: store.prepare(
      'incidents_open_of',
      db
        .select()
        .from(incidents)
        .where(
          and(
            eq(incidents.serverId, serverId),
            eq(incidents.kind, sql.placeholder('kind')),
            isNull(incidents.closedAt),
          ),
        ),
    ),
    latestOf: store.prepare(
      'incidents_latest_of',
      db
        .select()
        .from(incidents)
        .where(and(eq(incidents.serverId, serverId), eq(incidents.kind, 'incident')))
        .orderBy(desc(incidents.downSince), desc(incidents.id))
        .limit(1),
    ),
  };
}

async function recordRestart(
  store: Sql,
  serverId: string,
  downSince: number,
  upAt: number,
): Promise<Incident> {
  const { incidents } = store.t;
  const incident = await store.get(
    store.db
      .insert(incidents)
      .values({ serverId, kind: 'restart', downSince, closedAt: upAt, durationMs: upAt - downSince })
      .returning(),
  );
  return incident!;
}

/** Closes the incident read for update; a closed one is returned as it is. */
function* closeIn(db: Executor, t: Tables, id: number, closedAt: number): Unit<Incident | undefined> {
  const { incidents } = t;
  const incident = yield* get(db.select().from(incidents).where(eq(incidents.id, id)), 'update');
  if (!incident || incident.closedAt !== null) return incident;
  return yield* get(
    db
      .update(incidents)
      .set({ closedAt, durationMs: closedAt - incident.downSince })
      .where(eq(incidents.id, id))
      .returning(),
  );
}

/** The server's incidents matching `where`, in `order`. */
function ofServer(store: Sql, serverId: string, where: SQL | undefined, order: SQL[]): Promise<Incident[]> {
  const { incidents } = store.t;
  return store.all(
    store.db
      .select()
      .from(incidents)
      .where(and(eq(incidents.serverId, serverId), where))
      .orderBy(...order),
  );
}

function alertsOf(store: Sql, incidentId: number): Promise<IncidentAlert[]> {
  const { incidentAlerts } = store.t;
  return store.all(
    store.db
      .select()
      .from(incidentAlerts)
      .where(eq(incidentAlerts.incidentId, incidentId))
      .orderBy(asc(incidentAlerts.id)),
  );
}

async function unsettledAlerts(store: Sql): Promise<IncidentAlert[]> {
  const { incidents, incidentAlerts } = store.t;
  const rows = await store.all(
    store.db
      .select({ alert: incidentAlerts })
      .from(incidentAlerts)
      .innerJoin(incidents, eq(incidents.id, incidentAlerts.incidentId))
      .where(unsettled(incidentAlerts, incidents))
      .orderBy(asc(incidentAlerts.id)),
  );
  return rows.map((r) => r.alert);
}

async function markShown(store: Sql, alertId: number, messageId: string, shown: string): Promise<void> {
  const { incidentAlerts } = store.t;
  await store.run(
    store.db.update(incidentAlerts).set({ messageId, shown }).where(eq(incidentAlerts.id, alertId)),
  );
}

async function acknowledge(
  store: Sql,
  id: number,
  userId: string,
  at: number,
): Promise<Incident | undefined> {
  const { db } = store;
  const { incidents } = store.t;
  await store.run(
    db
      .update(incidents)
      .set({ acknowledgedBy: userId, acknowledgedAt: at })
      .where(and(eq(incidents.id, id), isNull(incidents.acknowledgedBy), isNull(incidents.closedAt))),
  );
  return store.get(db.select().from(incidents).where(eq(incidents.id, id)));
}

async function markFailed(store: Sql, alertId: number, failure: string): Promise<void> {
  const { incidentAlerts } = store.t;
  await store.run(store.db.update(incidentAlerts).set({ failure }).where(eq(incidentAlerts.id, alertId)));
}

async function hold(store: Sql, alertId: number, silenceId: number): Promise<boolean> {
  const { incidentAlerts } = store.t;
  const held = await store.run(
    store.db
      .update(incidentAlerts)
      .set({ shown: 'held', silenceId })
      .where(notPosted(incidentAlerts, alertId)),
  );
  return held > 0;
}

function heldAlerts(
  store: Sql,
  channelId: string | undefined,
): Promise<Array<{ alert: IncidentAlert; incident: Incident }>> {
  const { incidents, incidentAlerts } = store.t;
  return store.all(
    store.db
      .select({ alert: incidentAlerts, incident: incidents })
      .from(incidentAlerts)
      .innerJoin(incidents, eq(incidents.id, incidentAlerts.incidentId))
      .where(heldIn(incidentAlerts, channelId))
      .orderBy(asc(incidentAlerts.id)),
  );
}

async function release(store: Sql, alertIds: number[]): Promise<void> {
  if (alertIds.length === 0) return;
  await store.transaction((tx) => releaseIn(tx, store.t, alertIds));
}

/** Held alerts of closed incidents are done (`closed`); the others are to be posted (`none`). */
function* releaseIn(db: Executor, t: Tables, alertIds: number[]): Unit<void> {
  const { incidents, incidentAlerts } = t;
  const closed = db.select({ id: incidents.id }).from(incidents).where(isNotNull(incidents.closedAt));
  yield* run(
    db
      .update(incidentAlerts)
      .set({ shown: 'closed' })
      .where(heldOfClosed(incidentAlerts, alertIds, closed)),
  );
  yield* run(
    db
      .update(incidentAlerts)
      .set({ shown: 'none' })
      .where(and(inArray(incidentAlerts.id, alertIds), eq(incidentAlerts.shown, 'held'))),
  );
}
