import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { createInstallations } from '../../../src/db/installations.js';
import { createKv } from '../../../src/db/kv.js';
import { type AlertFilters, createLinks, linkIn } from '../../../src/db/links.js';
import { openDatabase } from '../../../src/db/open.js';
import * as schema from '../../../src/db/schema.js';
import { runSqlite } from '../../../src/db/sqlite/sql.js';
import type { ActivityEntry } from '../../../src/hosting/index.js';
import { createLogger } from '../../../src/logger.js';
import { createInbox, createInboxStatements } from '../../../src/pipeline/2-inbox/inbox.js';
import { createDispatcher, type DispatcherDeps } from '../../../src/pipeline/3-dispatch/dispatcher.js';
import { createSqliteRouting } from '../../../src/pipeline/3-dispatch/routing-sqlite.js';
import { createOutbox } from '../../../src/pipeline/4-outbox/outbox.js';
import { activityEvent as sharedActivityEvent } from '../../support/events.js';
import { useTempDir } from '../../support/temp-dir.js';

export const GUILD = '111111111111111111';
export const SERVER_A = 'aaaaaaaa-0000-4000-8000-000000000001';
export const SERVER_B = 'bbbbbbbb-0000-4000-8000-000000000002';

export interface TestEvent {
  id: string;
  type: string;
  serverId: string | null;
  createdAt: string;
  data: Record<string, unknown>;
}

let clock = Date.parse('2026-11-22T10:00:00Z');
/** Each event one second after the previous one, unless a time is given. */
const tick = () => {
  clock += 1000;
  return clock;
};

export function activityEvent(
  serverId: string,
  partial: Partial<ActivityEntry> = {},
  at?: number,
): TestEvent {
  return sharedActivityEvent(serverId, partial, at ?? tick());
}

export function installationEvent(
  kind: 'created' | 'deleted',
  serverId: string,
  partial: Record<string, unknown> = {},
  at?: number,
): TestEvent {
  const createdAt = new Date(at ?? tick()).toISOString();
  return {
    id: randomUUID(),
    type: `installation.${kind}`,
    serverId,
    createdAt,
    data: {
      id: `inst-${serverId}`,
      serverId,
      grantedScopes: ['servers:read'],
      eventTypes: ['server.activity'],
      status: 'active',
      createdAt,
      ...partial,
    },
  };
}

/** A real SQLite file with every repository the delivery uses; closed after the test. */
export function useDeliveryDb() {
  const tempDir = useTempDir();
  const handles: Array<ReturnType<typeof openDatabase>> = [];
  afterEach(() => {
    for (const h of handles.splice(0)) h.close();
  });

  return (path = join(tempDir(), 'hostcord.db'), options: Pick<DispatcherDeps, 'minPassIntervalMs'> = {}) => {
    const handle = openDatabase(path);
    handles.push(handle);
    const { db } = handle;
    const inbox = createInbox(db);
    const inboxStatements = createInboxStatements(db);
    const links = createLinks(db);
    const kv = createKv(db);
    const outbox = createOutbox(db);
    const installations = createInstallations(db);
    const queued: string[][] = [];
    const log = createLogger({ level: 'silent' });
    const routing = createSqliteRouting(db);
    const dispatcher = createDispatcher({
      store: routing,
      log,
      onQueued: (channels) => queued.push([...channels]),
      ...options,
    });
    return {
      path,
      handle,
      db,
      inbox,
      links,
      kv,
      outbox,
      installations,
      routing,
      dispatcher,
      queued,
      log,
      link(channelId: string, serverId = SERVER_A, filters?: Partial<AlertFilters>) {
        // Synchronous, as the tests write their worlds: the SQLite link step in its own transaction.
        return db.transaction((tx) =>
          runSqlite(tx, (d) =>
            linkIn(d, schema, {
              guildId: GUILD,
              channelId,
              serverId,
              createdBy: 'test',
              ...(filters && { filters }),
            }),
          ),
        ).link;
      },
      store(...events: TestEvent[]) {
        db.transaction(() => {
          for (const event of events)
            inboxStatements.store({ event, raw: JSON.stringify(event), source: 'webhook' });
        });
      },
      rows(sqlWhere = '1=1') {
        return handle.sqlite.prepare(`SELECT * FROM outbox WHERE ${sqlWhere} ORDER BY id`).all() as Array<
          Record<string, unknown>
        >;
      },
    };
  };
}
