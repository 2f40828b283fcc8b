import type { Db } from '../../db/open.js';
import * as schema from '../../db/schema.js';
import { createSeenRecording, type SeenRecording } from '../../db/seen-values.js';
import { runSqlite } from '../../db/sqlite/sql.js';
import { createInbox, createInboxStatements, type InboxRow } from '../2-inbox/inbox.js';
import type { Routing, RoutingStore } from './routing.js';
import { routePass } from './routing-pass.js';

/**
 * The SQLite store of the dispatcher (routing.ts): each call one synchronous transaction, where
 * nothing can interleave, that takes the events by the inbox's prepared statements and runs the
 * pass (routing-pass.ts) over them. `seen` is shared with the event store, which records values too.
 */
export function createSqliteRouting(db: Db, seen: SeenRecording = createSeenRecording()): RoutingStore {
  const statements = createInboxStatements(db);
  const inbox = createInbox(db);
  const run = (take: () => InboxRow[], route: (rows: InboxRow[]) => Routing<void>): InboxRow[] =>
    db.transaction((tx) => {
      const rows = take();
      if (rows.length > 0) runSqlite(tx, (d) => routePass(d, schema, rows, route(rows), seen));
      return rows;
    });
  return {
    routeBatch: async (limit, route) => run(() => statements.pending(limit), route),
    routeOne: async (event, route) => run(() => statements.pendingOne(event), route),
    skip: (event) => inbox.markDispatched(event),
    pending: async () => (await inbox.stats()).pending,
  };
}
