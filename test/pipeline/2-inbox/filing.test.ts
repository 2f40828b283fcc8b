import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/open.js';
import { createLogger } from '../../../src/logger.js';
import type { StoreInput } from '../../../src/pipeline/2-inbox/inbox.js';
import { createDispatcher } from '../../../src/pipeline/3-dispatch/dispatcher.js';
import { createSqliteRepositories } from '../../../src/store/repositories.js';
import { useTempDir } from '../../support/temp-dir.js';
import {
  activityEvent,
  GUILD,
  installationEvent,
  SERVER_A,
  SERVER_B,
  type TestEvent,
} from '../support/db.js';

// On SQLite, activity of a server no channel can get is filed as handled as it is stored (see
// Filing in event-store.ts), with the repositories wired as the app wires them.
const tempDir = useTempDir();
const closers: Array<() => void> = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

function open() {
  const handle = openDatabase(join(tempDir(), 'hostcord.db'));
  closers.push(() => handle.close());
  const repositories = createSqliteRepositories(handle.db);
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
    handled: (eventId: string) =>
      (
        handle.sqlite
          .prepare('SELECT dispatched_at IS NOT NULL AS handled FROM inbox WHERE event_id = ?')
          .get(eventId) as { handled: number } | undefined
      )?.handled === 1,
    outboxRows: () =>
      handle.sqlite.prepare('SELECT event_id AS eventId, channel_id AS channelId FROM outbox').all(),
  };
}

describe('filing unwanted activity as it is stored (SQLite)', () => {
  it('files activity of a server no channel can get: stored handled, its filter values recorded', async () => {
    const w = open();
    const crash = activityEvent(SERVER_A, { category: 'power', type: 'crash', severity: 'error' });
    expect(await w.store(crash)).toEqual([true]);
    expect(w.handled(crash.id)).toBe(true);
    expect(await w.inbox.stats()).toMatchObject({ pending: 0 });
    expect(await w.seen.forServers([SERVER_A])).toEqual({
      category: ['power'],
      type: ['crash'],
      severity: ['error'],
    });

    // A repeat is not new.
    expect(await w.store(crash)).toEqual([false]);
    await w.dispatcher.drain();
    expect(w.outboxRows()).toEqual([]);
  });

  it('leaves activity of a linked server to the dispatcher, which posts it once', async () => {
    const w = open();
    await w.link('200000000000000001');
    const [wanted, unwanted] = [activityEvent(SERVER_A), activityEvent(SERVER_B)];
    expect(await w.store(wanted, unwanted)).toEqual([true, true]);
    expect(w.handled(wanted.id)).toBe(false);
    expect(w.handled(unwanted.id)).toBe(true);

    await w.dispatcher.drain();
    expect(w.outboxRows()).toEqual([{ eventId: wanted.id, channelId: '200000000000000001' }]);
    expect(w.queued).toEqual([['200000000000000001']]);
  });

  it('files nothing but activity: installation events and pings of an unlinked server are routed', async () => {
    const w = open();
    const installed = installationEvent('created', SERVER_A);
    const ping: TestEvent = {
      ...installed,
      id: 'ping-1',
      type: 'ping',
      serverId: null,
      data: { botId: 'b', message: 'hi' },
    };
    await w.store(installed, ping);
    expect(w.handled(installed.id)).toBe(false);
    expect(w.handled(ping.id)).toBe(false);
    await w.dispatcher.drain();
    expect(await w.inbox.stats()).toMatchObject({ pending: 0 });
  });

  it('files feed pages the same way; history read on the first sync stays unrecorded, as before', async () => {
    const w = open();
    const fresh = activityEvent(SERVER_A, { type: 'backup' });
    expect(await w.page(fresh)).toEqual([true]);
    expect(w.handled(fresh.id)).toBe(true);

    const history = activityEvent(SERVER_B, { type: 'old' });
    await w.events.storePage(
      [{ event: history, raw: JSON.stringify(history), source: 'feed', handled: true }],
      {
        cursor: 'd',
        markInitialized: true,
      },
    );
    expect((await w.seen.forServers([SERVER_B])).type).toEqual([]);
  });

  it('records filter values in one place whoever records them: filing and routing never overwrite each other', async () => {
    const w = open();
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
