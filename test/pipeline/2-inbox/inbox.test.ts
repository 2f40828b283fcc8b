import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/open.js';
import { postgresSql } from '../../../src/db/postgres/sql.js';
import { openPostgres, type PostgresHandle } from '../../../src/db/postgres.js';
import { createInbox, INBOX_RETENTION_MS, type Inbox } from '../../../src/pipeline/2-inbox/inbox.js';
import { usePostgres } from '../../support/postgres.js';
import { useTempDir } from '../../support/temp-dir.js';

const tempDir = useTempDir();
const postgres = usePostgres();
const closers: Array<() => unknown> = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
});

/** An empty inbox on each call: a new SQLite file, or the test file's PostgreSQL database emptied. */
type Open = () => Promise<Inbox>;

async function sqlite(): Promise<Open> {
  return async () => {
    const handle = openDatabase(join(tempDir(), 'hostcord.db'));
    closers.push(() => handle.close());
    return createInbox(handle.db);
  };
}

let pg: PostgresHandle | undefined;
async function postgresDb(): Promise<Open> {
  if (!pg) {
    pg = await openPostgres(await postgres.createDatabase());
    closers.push(() => pg?.close());
  }
  const handle = pg;
  return async () => {
    await handle.pool.query('TRUNCATE inbox');
    return createInbox(postgresSql(handle.db));
  };
}

const ev = (id: string, createdAt: string, type = 'server.activity') => ({
  event: { id, type, serverId: 's1', createdAt },
  raw: JSON.stringify({ id }),
  source: 'webhook' as const,
});

/** The inbox key of what `ev` stores. */
const keyOf = (input: ReturnType<typeof ev>) => ({
  eventId: input.event.id,
  createdAt: Date.parse(input.event.createdAt),
});

describe.each([
  ['SQLite', sqlite],
  ['PostgreSQL', postgresDb],
])('inbox on %s', (_name, database) => {
  let inbox: Open;
  beforeAll(async () => {
    inbox = await database();
  });

  it('stores an event once: a repeat carries its id and time', async () => {
    const box = await inbox();
    expect(await box.store(ev('a', '2026-11-22T10:00:00Z'))).toBe(true);
    // The same time, written another way.
    expect(await box.store({ ...ev('a', '2026-11-22T10:00:00.000+00:00'), source: 'feed' })).toBe(false);
    expect(await box.pending()).toHaveLength(1);
    expect((await box.pending())[0]).toMatchObject({
      source: 'webhook',
      createdAt: Date.parse('2026-11-22T10:00:00Z'),
    });
  });

  it('stores an installation or ping event once per id, whatever time a repeat carries', async () => {
    const box = await inbox();
    expect(await box.store(ev('i', '2026-11-22T10:00:00Z', 'installation.created'))).toBe(true);
    expect(await box.store(ev('i', '2026-11-22T11:00:00Z', 'installation.created'))).toBe(false);
    expect(await box.store(ev('p', '2026-11-22T10:00:00Z', 'ping'))).toBe(true);
    expect(await box.store(ev('p', '2026-11-22T10:00:01Z', 'ping'))).toBe(false);
    expect((await box.pending()).map((r) => r.eventId)).toEqual(['i', 'p']);
  });

  it('keeps an activity event that a repeat gives another time apart (routing queues it once)', async () => {
    const box = await inbox();
    expect(await box.store(ev('a', '2026-11-22T10:00:00Z'))).toBe(true);
    expect(await box.store(ev('a', '2026-11-22T11:00:00Z'))).toBe(true);
    await box.markDispatched(keyOf(ev('a', '2026-11-22T10:00:00Z')));
    expect((await box.pending()).map((r) => r.createdAt)).toEqual([Date.parse('2026-11-22T11:00:00Z')]);
  });

  it('hands out undispatched events by their own time, ties in arrival order', async () => {
    const box = await inbox();
    // Arrival is when each was received (one millisecond apart, as two deliveries are at least).
    const at = Date.now();
    await box.store({ ...ev('late', '2026-11-22T10:00:05Z'), receivedAt: at });
    await box.store({ ...ev('zzz', '2026-11-22T10:00:00Z'), receivedAt: at + 1 });
    await box.store({ ...ev('aaa', '2026-11-22T10:00:00Z'), receivedAt: at + 2 });
    await box.store({ ...ev('first', '2026-11-22T09:59:59+00:00'), receivedAt: at + 3 });
    expect((await box.pending()).map((r) => r.eventId)).toEqual(['first', 'zzz', 'aaa', 'late']);
    await box.markDispatched(keyOf(ev('zzz', '2026-11-22T10:00:00Z')), 5);
    expect((await box.pending()).map((r) => r.eventId)).toEqual(['first', 'aaa', 'late']);
    expect(await box.pending(2)).toHaveLength(2);
  });

  it('stores history as already handled', async () => {
    const box = await inbox();
    await box.store({ ...ev('old', '2026-11-01T00:00:00Z'), handled: true, receivedAt: 42 });
    expect(await box.pending()).toEqual([]);
    expect(await box.stats()).toEqual({ pending: 0, lastReceivedAt: 42 });
  });

  it('prunes only dispatched events older than the retention', async () => {
    const box = await inbox();
    const now = 100 * INBOX_RETENTION_MS;
    await box.store({ ...ev('old-done', '2026-01-01T00:00:00Z'), receivedAt: now - INBOX_RETENTION_MS - 1 });
    await box.store({
      ...ev('old-pending', '2026-01-01T00:00:00Z'),
      receivedAt: now - INBOX_RETENTION_MS - 1,
    });
    await box.store({ ...ev('recent-done', '2026-01-01T00:00:00Z'), receivedAt: now - 1000 });
    await box.markDispatched(keyOf(ev('old-done', '2026-01-01T00:00:00Z')));
    await box.markDispatched(keyOf(ev('recent-done', '2026-01-01T00:00:00Z')));
    expect(await box.prune(now)).toBe(1);
    expect((await box.stats()).pending).toBe(1);
    expect(await box.store(ev('recent-done', '2026-01-01T00:00:00Z'))).toBe(false);
  });
});
