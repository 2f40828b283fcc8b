import { describe, expect, it } from 'vitest';
import { type Audit, type AuditEntry, createAudit } from '../../src/db/audit.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { useDatabases } from '../support/databases.js';

const databases = useDatabases();

/** A fresh, empty audit table (row ids from 1). */
async function sqlite(): Promise<Audit> {
  const handle = databases.sqlite();
  return createAudit(handle.db);
}

async function postgresAudit(): Promise<Audit> {
  const handle = await databases.postgres();
  return createAudit(postgresSql(handle.db));
}

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  guildId: '111111111111111111',
  userId: '222222222222222222',
  action: 'power:restart',
  serverId: 'server-1',
  idempotencyKey: 'hostcord:333333333333333333:restart',
  result: 'accepted',
  ...over,
});

describe.each([
  ['SQLite', sqlite],
  ['PostgreSQL', postgresAudit],
])('audit on %s', (_name, audit) => {
  it('records who did what, with the provider’s answer', async () => {
    const log = await audit();
    expect(await log.record(entry({ requestId: 'req-1', detail: { jobId: 'job-1' }, at: 1000 }))).toBe(true);
    expect(await log.forServer('server-1')).toEqual([
      {
        id: 1,
        guildId: '111111111111111111',
        userId: '222222222222222222',
        action: 'power:restart',
        serverId: 'server-1',
        idempotencyKey: 'hostcord:333333333333333333:restart',
        result: 'accepted',
        errorCode: null,
        requestId: 'req-1',
        detail: '{"jobId":"job-1"}',
        createdAt: 1000,
      },
    ]);
  });

  it('counts an idempotency key as accepted once, however often its answer is replayed', async () => {
    const log = await audit();
    expect(await log.record(entry({ result: 'error', errorCode: 'INTERNAL_ERROR' }))).toBe(true);
    expect(await log.record(entry())).toBe(true);
    expect(await log.record(entry({ requestId: 'replayed' }))).toBe(false);
    expect(await log.record(entry({ result: 'error', errorCode: 'TIMEOUT' }))).toBe(true);
    expect(await log.record(entry({ idempotencyKey: 'hostcord:444444444444444444:restart' }))).toBe(true);
    const rows = await log.forKey('hostcord:333333333333333333:restart');
    expect(rows.map((r) => [r.result, r.errorCode])).toEqual([
      ['error', 'INTERNAL_ERROR'],
      ['accepted', null],
      ['error', 'TIMEOUT'],
    ]);
  });

  it('prunes entries older than the retention, keeping the rest', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.parse('2026-11-22T12:00:00Z');
    const log = await audit();
    await log.record(entry({ idempotencyKey: 'old', at: now - 181 * day }));
    await log.record(entry({ idempotencyKey: 'edge', at: now - 179 * day }));
    await log.record(entry({ idempotencyKey: 'new', at: now - 1000 }));
    expect(await log.prune(180 * day, now)).toBe(1);
    expect((await log.forServer('server-1')).map((r) => r.idempotencyKey)).toEqual(['new', 'edge']);
    expect(await log.prune(180 * day, now)).toBe(0);
  });

  it('lists a server’s entries newest first', async () => {
    const log = await audit();
    await log.record(entry({ idempotencyKey: 'k1', at: 1000 }));
    await log.record(entry({ idempotencyKey: 'k2', at: 3000 }));
    await log.record(entry({ idempotencyKey: 'k3', at: 2000, serverId: 'server-2' }));
    expect((await log.forServer('server-1')).map((r) => r.idempotencyKey)).toEqual(['k2', 'k1']);
  });

  it('writes an action as pending before it is sent, then completes or discards it', async () => {
    const log = await audit();
    const sent = await log.begin({ ...entry(), detail: { signal: 'restart' }, at: 5000 });
    const refused = await log.begin({ ...entry({ idempotencyKey: 'k-refused' }), at: 5001 });
    expect((await log.forServer('server-1')).map((r) => [r.id, r.result])).toEqual([
      [refused, 'pending'],
      [sent, 'pending'],
    ]);
    // A pending row counts as sent: the provider may have carried it out.
    expect(await log.actedSince('server-1', ['power:restart'], 5000)).toBe(true);

    expect(await log.complete(sent, { result: 'accepted', requestId: 'req-9', detail: { jobId: 'j' } })).toBe(
      true,
    );
    await log.discard(refused);
    // Only a pending row is discarded: a completed one stays.
    await log.discard(sent);
    expect(await log.forServer('server-1')).toMatchObject([
      { id: sent, result: 'accepted', requestId: 'req-9', errorCode: null, detail: '{"jobId":"j"}' },
    ]);
    expect(await log.complete(refused, { result: 'error', errorCode: 'X' })).toBe(false);

    // A second row of the same key, answered accepted again (a replay): dropped.
    const replay = await log.begin(entry());
    expect(await log.complete(replay, { result: 'accepted' })).toBe(false);
    expect((await log.forKey(entry().idempotencyKey!)).map((r) => r.id)).toEqual([sent]);

    expect(await log.actedSince('server-1', ['power:restart'], 5001)).toBe(false);
    expect(await log.actedSince('server-1', ['power:stop'], 0)).toBe(false);
    expect(await log.actedSince('server-2', ['power:restart'], 0)).toBe(false);
    await log.record(entry({ idempotencyKey: 'k-error', result: 'error', errorCode: 'E', at: 9000 }));
    expect(await log.actedSince('server-1', ['power:restart'], 5001)).toBe(false);
    await log.record(entry({ idempotencyKey: 'k-stop', action: 'power:stop', at: 9000 }));
    expect(await log.actedSince('server-1', ['power:restart', 'power:stop'], 9000)).toBe(true);
  });

  it('accepts a key once when two completions of it race (two instances answering one replay)', async () => {
    const log = await audit();
    const keys = Array.from({ length: 20 }, (_, i) => `hostcord:race-${i}:restart`);
    const pairs = await Promise.all(
      keys.map(async (key) => [
        await log.begin(entry({ idempotencyKey: key })),
        await log.begin(entry({ idempotencyKey: key })),
      ]),
    );
    const outcomes = await Promise.all(
      pairs.map(([a, b]) =>
        Promise.all([
          log.complete(a!, { result: 'accepted', requestId: 'first' }),
          log.complete(b!, { result: 'accepted', requestId: 'second' }),
        ]),
      ),
    );
    for (const [i, key] of keys.entries()) {
      expect(outcomes[i]!.filter(Boolean)).toHaveLength(1);
      const rows = await log.forKey(key);
      expect(rows.map((r) => r.result)).toEqual(['accepted']);
    }
    // Recorded at once, the same: one of two finished rows of a key stays.
    const recorded = await Promise.all([
      log.record(entry({ idempotencyKey: 'k-r' })),
      log.record(entry({ idempotencyKey: 'k-r' })),
    ]);
    expect(recorded.filter(Boolean)).toHaveLength(1);
    expect(await log.forKey('k-r')).toHaveLength(1);
  });
});
