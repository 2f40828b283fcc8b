import { and, eq } from 'drizzle-orm';
import type { installations } from './schema.js';
import { type Executor, get, run, type Tables, type Unit } from './sql.js';
import { type SqlOrDb, sqlOf } from './sqlite/sql.js';

export type InstallationRow = typeof installations.$inferSelect;

/**
 * The fields of an installation event's data that are stored (spec, Resources → Installation); the
 * provider's parsed installation fits it as it is, and the database needs nothing from the client.
 */
export type InstallationFacts = Pick<
  InstallationRow,
  'id' | 'serverId' | 'grantedScopes' | 'eventTypes' | 'status'
>;

/**
 * The bot's installations as last reported by `installation.created` / `installation.deleted`
 * events, as the rest of hostcord reads them; the same on both databases
 * (src/db/README.md). Events are applied by the dispatcher's routing, in the transaction
 * that routes them (`applyInstallationIn`, run by either routing store).
 */
export interface Installations {
  get(id: string): Promise<InstallationRow | undefined>;
  forServer(serverId: string): Promise<InstallationRow[]>;
}

export function createInstallations(database: SqlOrDb): Installations {
  const store = sqlOf(database);
  const { db } = store;
  const { installations } = store.t;
  return {
    get: (id) => store.get(db.select().from(installations).where(eq(installations.id, id))),
    forServer: (serverId) =>
      store.all(db.select().from(installations).where(eq(installations.serverId, serverId))),
  };
}

/**
 * Applies an installation event, inside the transaction that routes it (the dispatcher's pass,
 * src/pipeline/3-dispatch/routing-pass.ts). An installation's lifecycle also drives its server's links: removed → inactive,
 * installed again → active (a broken link stays broken: its channel still needs fixing). Events
 * arrive out of order (spec, Delivery and retries 1), so an event older than the one last applied
 * to this installation changes nothing; returns whether it was applied.
 */
export function* applyInstallationIn(
  db: Executor,
  t: Tables,
  kind: 'created' | 'deleted',
  installation: InstallationFacts,
  eventAt: number,
): Unit<boolean> {
  const { installations, links } = t;
  const existing = yield* get(
    db
      .select({ updatedAt: installations.updatedAt })
      .from(installations)
      .where(eq(installations.id, installation.id)),
    'update',
  );
  if (existing && existing.updatedAt > eventAt) return false;
  const values = installationValues(kind, installation, eventAt);
  yield* run(
    db
      .insert(installations)
      .values({ id: installation.id, ...values })
      .onConflictDoUpdate({ target: installations.id, set: values }),
  );
  const change = linkChangeFor(kind, eventAt);
  yield* run(
    db
      .update(links)
      .set(change.set)
      .where(and(eq(links.serverId, installation.serverId), eq(links.state, change.from))),
  );
  return true;
}

/** The stored row of an installation event (both databases store the same). */
export function installationValues(
  kind: 'created' | 'deleted',
  installation: InstallationFacts,
  eventAt: number,
) {
  return {
    serverId: installation.serverId,
    grantedScopes: installation.grantedScopes,
    eventTypes: installation.eventTypes,
    status: installation.status,
    deletedAt: kind === 'deleted' ? eventAt : null,
    updatedAt: eventAt,
  };
}

/**
 * What an installation event does to its server's links: removed → active links turn inactive
 * (`/links` explains "inactive" itself; the reason adds when); installed again → inactive links
 * turn active (a broken link stays broken: its channel still needs fixing).
 */
export function linkChangeFor(kind: 'created' | 'deleted', eventAt: number) {
  return kind === 'deleted'
    ? { from: 'active', set: { state: 'inactive', stateReason: `since ${utcMinute(eventAt)}` } }
    : { from: 'inactive', set: { state: 'active', stateReason: null } };
}

function utcMinute(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
