import { describe, expect, it } from 'vitest';
import { createLeases, type Leases } from '../../src/db/leases.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { createChannelLeases } from '../../src/leases/channels.js';
import { useDatabases } from '../support/databases.js';

const databases = useDatabases();

async function sqliteLeases(): Promise<Leases> {
  const handle = databases.sqlite();
  return createLeases(handle.db);
}

async function postgresLeases(): Promise<Leases> {
  const handle = await databases.postgres();
  return createLeases(postgresSql(handle.db));
}

const TTL = 30_000;

describe.each([
  ['SQLite', sqliteLeases],
  ['PostgreSQL', postgresLeases],
])('channel leases on %s', (_name, open) => {
  it('write the lease only once a third of the TTL has run, and refuse a channel another holds', async () => {
    const table = await open();
    let takes = 0;
    const counted: Leases = {
      ...table,
      take: (...args) => {
        takes++;
        return table.take(...args);
      },
    };
    let t = 2_000_000_000_000;
    const a = createChannelLeases(counted, 'a', { now: () => t, ttlMs: TTL });
    const b = createChannelLeases(table, 'b', { now: () => t, ttlMs: TTL });

    expect(await a.take('c1')).toBe(true);
    expect(takes).toBe(1);
    // Messages while two thirds of the TTL are left cost no write.
    t += 5_000;
    expect(await a.take('c1')).toBe(true);
    t += 4_999;
    expect(await a.take('c1')).toBe(true);
    expect(takes).toBe(1);
    // Past a third: renewed, which moves `until`.
    t += 2;
    expect(await a.take('c1')).toBe(true);
    expect(takes).toBe(2);
    expect(await a.heldUntil('c1')).toBe(t + TTL);

    // Held by a: b is refused until `until`, and told when that is.
    expect(await b.take('c1')).toBe(false);
    expect(await b.heldUntil('c1')).toBe(t + TTL);
    // Another channel is another lease.
    expect(await b.take('c2')).toBe(true);
    expect(await a.take('c2')).toBe(false);
    // What each holds elsewhere, and until when, in one read.
    expect(await a.heldElsewhere()).toEqual(new Map([['c2', t + TTL]]));
    expect(await b.heldElsewhere()).toEqual(new Map([['c1', t + TTL]]));

    // Released: b takes it at once, and a's next take writes (and is refused).
    await a.release('c1');
    expect(await b.take('c1')).toBe(true);
    expect(await a.take('c1')).toBe(false);
    expect(takes).toBe(4);

    // A holder known to be gone (a process of this host that no longer runs) holds nothing: its
    // channels are taken at once (crash-after-nonce.test.ts), not waited for.
    const c = createChannelLeases({ ...table, isGone: (h) => h === 'b' }, 'c', { now: () => t, ttlMs: TTL });
    expect(await c.heldElsewhere()).toEqual(new Map());
  });
});
