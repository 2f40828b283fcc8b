import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/logger.js';
import { createPostgresEventStore } from '../../../src/pipeline/2-inbox/event-store-postgres.js';
import type { StoreInput } from '../../../src/pipeline/2-inbox/inbox.js';
import { createDispatcher } from '../../../src/pipeline/3-dispatch/dispatcher.js';
import { createSqliteRepositories, type Repositories } from '../../../src/store/repositories.js';
import { createPostgresRepositories } from '../../../src/store/repositories-postgres.js';
import { useDatabases } from '../../support/databases.js';
import {
  activityEvent,
  GUILD,
  installationEvent,
  SERVER_A,
  SERVER_B,
  type TestEvent,
} from '../support/db.js';

// Activity of a server no channel can get is filed as handled as it is stored (see Filing in
// event-store.ts), on both databases, with the repositories wired as the app wires them.
const databases = useDatabases();

/** The repositories, and a way to read the inbox and the outbox directly. */
interface Opened {
  repositories: Repositories;
  query(sql: string, ...params: unknown[]): Promise<Array<Record<string, unknown>>>;
}

async function sqlite(): Promise<Opened> {
  const handle = databases.sqlite();
  return {
    repositories: createSqliteRepositories(handle.db),
    query: async (sql, ...params) =>
      handle.sqlite.prepare(sql.replace(/\$\d+/g, '?')).all(...params) as Array<Record<string, unknown>>,
  };
}

async function postgresRepositories(): Promise<Opened> {
  const handle = await databases.postgres();
  return {
    repositories: createPostgresRepositories(handle.db),
    query: async (sql, ...params) => (await handle.pool.query(sql, params)).rows,
  };
}

async function world(open: () => Promise<Opened>) {
  const { repositories, query } = await open();
  const queued: string[][] = [];
  const dispatcher = createDispatcher({
    store: repositories.routing,
    log: createLogger({ level: 'silent' }),
    onQueued: (channels) => queued.push([...channels]),
  });
  const input = (event: TestEvent): StoreInput => ({ event, raw: JSON.stringify(event), source: 'webhook' });
  return {
    ...repositories,
    queued,
    dispatcher,
    store: (...events: TestEvent[]) => repositories.events.storeBatch(events.map(input)),
    page: (...events: TestEvent[]) =>
      repositories.events.storePage(events.map(input), { cursor: 'c', markInitialized: true }),
    link: (channelId: string, serverId = SERVER_A) =>
      repositories.links.link({ guildId: GUILD, channelId, serverId, createdBy: 'test' }),
    handled: async (eventId: string) => {
      const [row] = await query('SELECT dispatched_at FROM inbox WHERE event_id = $1', eventId);
      return row !== undefined && row.dispatched_at !== null;
    },
    outboxRows: () => query('SELECT event_id AS "eventId", channel_id AS "channelId" FROM outbox'),
  };
}

describe.each([
  ['SQLite', sqlite],
  ['PostgreSQL', postgresRepositories],
])('filing unwanted activity as it is stored (%s)', (_name, open) => {
  it('files activity of a server no channel can get: stored handled, its filter values recorded', async () => {
    const w = await world(open);
    const crash = activityEvent(SERVER_A, { category: 'power', type: 'crash', severity: 'error' });
    expect(await w.store(crash)).toEqual(['handled']);
    expect(await w.handled(crash.id)).toBe(true);
    expect(await w.inbox.stats()).toMatchObject({ pending: 0 });
    expect(await w.seen.forServers([SERVER_A])).toEqual({
      category: ['power'],
      type: ['crash'],
      severity: ['error'],
    });

    // A repeat is not new.
    expect(await w.store(crash)).toEqual(['repeat']);
    await w.dispatcher.drain();
    expect(await w.outboxRows()).toEqual([]);
  });

  it('leaves activity of a linked server to the dispatcher, which posts it once', async () => {
    const w = await world(open);
    await w.link('200000000000000001');
    const [wanted, unwanted] = [activityEvent(SERVER_A), activityEvent(SERVER_B)];
    expect(await w.store(wanted, unwanted)).toEqual(['pending', 'handled']);
    expect(await w.handled(wanted.id)).toBe(false);
    expect(await w.handled(unwanted.id)).toBe(true);

    await w.dispatcher.drain();
    expect(await w.outboxRows()).toEqual([{ eventId: wanted.id, channelId: '200000000000000001' }]);
    expect(w.queued).toEqual([['200000000000000001']]);
  });

  it('files nothing but activity: installation events and pings of an unlinked server are routed', async () => {
    const w = await world(open);
    const installed = installationEvent('created', SERVER_A);
    const ping: TestEvent = {
      ...installed,
      id: 'ping-1',
      type: 'ping',
      serverId: null,
      data: { botId: 'b', message: 'hi' },
    };
    expect(await w.store(installed, ping)).toEqual(['pending', 'pending']);
    expect(await w.handled(installed.id)).toBe(false);
    expect(await w.handled(ping.id)).toBe(false);
    await w.dispatcher.drain();
    expect(await w.inbox.stats()).toMatchObject({ pending: 0 });
  });

  it('files feed pages the same way; history read on the first sync stays unrecorded, as before', async () => {
    const w = await world(open);
    const fresh = activityEvent(SERVER_A, { type: 'backup' });
    expect(await w.page(fresh)).toEqual(['handled']);
    expect(await w.handled(fresh.id)).toBe(true);

    const history = activityEvent(SERVER_B, { type: 'old' });
    expect(
      await w.events.storePage(
        [{ event: history, raw: JSON.stringify(history), source: 'feed', handled: true }],
        { cursor: 'd', markInitialized: true },
      ),
    ).toEqual(['handled']);
    expect((await w.seen.forServers([SERVER_B])).type).toEqual([]);
  });

  it('records filter values in one place whoever records them: filing and routing never overwrite each other', async () => {
    const w = await world(open);
    const channel = '200000000000000001';
    await w.link(channel);
    await w.store(activityEvent(SERVER_A, { type: 'restart' }));
    await w.dispatcher.drain();
    await w.links.unlink({ guildId: GUILD, serverId: SERVER_A, channelId: channel });
    await w.store(activityEvent(SERVER_A, { type: 'crash' }));
    await w.link(channel);
    await w.store(activityEvent(SERVER_A, { type: 'backup' }));
    await w.dispatcher.drain();
    expect((await w.seen.forServers([SERVER_A])).type).toEqual(['backup', 'crash', 'restart']);
  });
});

describe('filing on PostgreSQL when recording the values fails', () => {
  it('still answers for the stored events: a hint lost is never a delivery refused', async () => {
    const handle = await databases.postgres();
    const store = createPostgresEventStore(handle.db, {
      seen: {
        mayBeNew: () => true,
        // biome-ignore lint/correctness/useYield: a step that fails before it asks anything
        *record() {
          throw new Error('the kv row is locked away');
        },
      },
    });
    const event = activityEvent(SERVER_A);
    expect(await store.storeBatch([{ event, raw: JSON.stringify(event), source: 'webhook' }])).toEqual([
      'handled',
    ]);
    const { rows } = await handle.pool.query('SELECT dispatched_at FROM inbox WHERE event_id = $1', [
      event.id,
    ]);
    expect(rows[0]?.dispatched_at).not.toBeNull();
  });
});
