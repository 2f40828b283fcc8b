import { type SQL, sql } from 'drizzle-orm';
import type { PgTx } from '../../db/postgres/sql.js';

/**
 * Routing groups on PostgreSQL: which events a dispatcher pass may route beside the passes of other
 * instances without breaking a channel's order.
 *
 * A channel's alerts are queued in the order events are taken (oldest `createdAt` first). Two passes
 * routing at once may each queue events into one channel, and the one that commits first puts its
 * later events before the other's earlier ones. So two servers whose alerts meet in a channel must
 * be routed by one pass at a time, and so must, through them, every server linked to a channel one
 * of them is linked to: a group is a connected part of the graph of servers and channels joined by
 * links (any state: a link turned active again must not find its channel out of order). A pass
 * takes a group's advisory lock (held until its transaction ends) and routes that group's oldest
 * events only; groups of different communities route in parallel.
 *
 * The group's key is its smallest server id, read with its links in one statement. A link that joins
 * two groups while a pass of each runs is seen by the next passes: those two passes may queue the
 * new link's channel side by side, once.
 */

/** Servers and the channels their links lead to (`channel` null: a server with no link). */
interface Edge {
  server_id: string;
  channel_id: string | null;
}

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

/** Each server's group key: the smallest server id of its connected part. */
export function keysOf(edges: readonly Edge[]): Map<string, string> {
  const serversOf = new Map<string, string[]>();
  const channelsOf = new Map<string, string[]>();
  for (const { server_id: server, channel_id: channel } of edges) {
    if (!channelsOf.has(server)) channelsOf.set(server, []);
    if (channel === null) continue;
    channelsOf.get(server)!.push(channel);
    serversOf.set(channel, [...(serversOf.get(channel) ?? []), server]);
  }
  const keys = new Map<string, string>();
  for (const first of channelsOf.keys()) {
    if (keys.has(first)) continue;
    const members = new Set([first]);
    for (const server of members)
      for (const channel of channelsOf.get(server) ?? [])
        for (const other of serversOf.get(channel) ?? []) members.add(other);
    const key = [...members].sort()[0]!;
    for (const server of members) keys.set(server, key);
  }
  return keys;
}

/** Group locks are advisory locks on `hashtext` of this and the group's key (collisions only serialize). */
const LOCK_PREFIX = 'hostcord.route:';

/**
 * Servers looked at per event of a batch: more than a batch needs, so that a pass finds work beside
 * the passes holding the groups of the oldest events.
 */
const CANDIDATES_PER_EVENT = 4;

/** A server with undispatched events: when its oldest was created, and how many wait. */
interface Waiting {
  server_id: string;
  n: number;
}

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
  // Groups in the order of their oldest event, with their events.
  const events = new Map<string, number>();
  for (const w of waiting)
    events.set(keys.get(w.server_id)!, (events.get(keys.get(w.server_id)!) ?? 0) + w.n);
  const held = new Set(await tryGroups(tx, events, limit));
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
