import { type SQL, sql } from 'drizzle-orm';
import type { PgTx } from '../../db/postgres/sql.js';
import { type Edge, eventsByGroup, keysOf, type Waiting } from './routing-groups.js';

/**
 * Routing groups (routing-groups.ts) on PostgreSQL: a pass finds the groups of the servers it looks
 * at in one recursive query, takes a group's advisory lock (held until its transaction ends) and
 * routes that group's oldest events only; groups of different communities route in parallel. A link
 * that joins two groups while a pass of each runs is seen by the next passes: those two passes may
 * queue the new link's channel side by side, once.
 */

/**
 * The servers of the groups of `start` (a query answering `server_id`s), each with the key of its
 * group: links are followed server → channel → server until nothing new is reached.
 */
async function groupsOf(tx: PgTx, start: SQL): Promise<Map<string, string>> {
  const { rows } = await tx.execute<Edge & Record<string, unknown>>(sql`
    WITH RECURSIVE reach(server_id) AS (
      ${start}
      UNION
      SELECT other.server_id FROM reach
        JOIN links own ON own.server_id = reach.server_id
        JOIN links other ON other.channel_id = own.channel_id
    )
    SELECT reach.server_id, links.channel_id FROM reach LEFT JOIN links ON links.server_id = reach.server_id`);
  return keysOf(rows);
}

/** Group locks are advisory locks on `hashtext` of this and the group's key (collisions only serialize). */
const LOCK_PREFIX = 'hostcord.route:';

/**
 * Servers looked at per event of a batch: more than a batch needs, so that a pass finds work beside
 * the passes holding the groups of the oldest events.
 */
const CANDIDATES_PER_EVENT = 4;

/**
 * Claims groups for a pass of up to `limit` events: the groups of the servers whose oldest
 * undispatched events are the oldest, in that order, skipping those another pass holds (a pass never
 * waits for another), until the groups claimed hold about `limit` events. Resolves with the servers
 * of the groups now held.
 */
export async function claimGroups(tx: PgTx, limit: number): Promise<string[]> {
  const { rows: waiting } = await tx.execute<Waiting & Record<string, unknown>>(sql`
    SELECT server_id, count(*)::int AS n FROM inbox
    WHERE dispatched_at IS NULL AND server_id IS NOT NULL
    GROUP BY server_id ORDER BY min(created_at) LIMIT ${limit * CANDIDATES_PER_EVENT}`);
  if (waiting.length === 0) return [];
  const keys = await groupsOf(tx, sql`SELECT unnest(${sql.param(waiting.map((w) => w.server_id))}::text[])`);
  const held = new Set(await tryGroups(tx, eventsByGroup(waiting, keys), limit));
  return [...keys].filter(([, key]) => held.has(key)).map(([server]) => server);
}

/**
 * Tries the groups' locks in their order, one after the other in one statement, until the groups
 * held have `limit` events or none is left: a group another pass holds is skipped, and the groups
 * after it make up for its events (counting them beforehand would leave a pass short whenever the
 * oldest group is held, and a short pass ends the dispatcher's run of passes).
 */
async function tryGroups(tx: PgTx, events: Map<string, number>, limit: number): Promise<string[]> {
  const { rows } = await tx.execute<{ key: string }>(sql`
    WITH RECURSIVE candidate AS (
      SELECT key, n, ord FROM unnest(${sql.param([...events.keys()])}::text[], ${sql.param([...events.values()])}::int[])
        WITH ORDINALITY AS c(key, n, ord)
    ), walk(ord, key, n, held, total) AS (
      SELECT 0::bigint, NULL::text, 0, false, 0
      UNION ALL
      SELECT c.ord, c.key, c.n, pg_try_advisory_xact_lock(hashtext(${LOCK_PREFIX}::text || c.key)),
        walk.total + CASE WHEN walk.held THEN walk.n ELSE 0 END
      FROM walk JOIN candidate c ON c.ord = walk.ord + 1
      WHERE walk.total + CASE WHEN walk.held THEN walk.n ELSE 0 END < ${limit}
    )
    SELECT key FROM walk WHERE held`);
  return rows.map((r) => r.key);
}

/** Locks the group of one server, waiting for the pass that holds it (an event routed alone). */
export async function lockGroupOf(tx: PgTx, serverId: string): Promise<void> {
  const keys = await groupsOf(tx, sql`SELECT ${serverId}::text`);
  const key = keys.get(serverId) ?? serverId;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${LOCK_PREFIX}::text || ${key}::text))`);
}
