/**
 * Routing groups: which servers a dispatcher pass must route together so that a channel's alerts
 * stay in order while passes of several instances run at once (routing-groups-postgres.ts claims
 * them; on SQLite one pass runs at a time and needs none).
 *
 * A channel's alerts are queued in the order events are taken (oldest `createdAt` first). Two passes
 * routing at once may each queue events into one channel, and the one that commits first puts its
 * later events before the other's earlier ones. So two servers whose alerts meet in a channel must
 * be routed by one pass at a time, and so must, through them, every server linked to a channel one
 * of them is linked to: a group is a connected part of the graph of servers and channels joined by
 * links (any state: a link turned active again must not find its channel out of order). Its key is
 * its smallest server id.
 */

/** A server and a channel one of its links leads to (`channel_id` null: a server with no link). */
export interface Edge {
  server_id: string;
  channel_id: string | null;
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

/** A server with undispatched events, and how many wait. */
export interface Waiting {
  server_id: string;
  n: number;
}

/**
 * The groups of `waiting` (servers in the order of their oldest undispatched event), in that order,
 * each with the events waiting in it: what a pass tries to claim, group after group, until the
 * groups it holds make a batch (routing-groups-postgres.ts).
 */
export function eventsByGroup(
  waiting: readonly Waiting[],
  keys: ReadonlyMap<string, string>,
): Map<string, number> {
  const events = new Map<string, number>();
  for (const w of waiting) {
    const key = keys.get(w.server_id)!;
    events.set(key, (events.get(key) ?? 0) + w.n);
  }
  return events;
}
