import { describe, expect, it } from 'vitest';
import { createLeases, type Leases } from '../../src/db/leases.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { useDatabases } from '../support/databases.js';

const databases = useDatabases();

function sqliteLeases(): Leases {
  const handle = databases.sqlite();
  return createLeases(handle.db);
}

async function postgresLeases(): Promise<Leases> {
  const handle = await databases.postgres();
  return createLeases(postgresSql(handle.db));
}

// Milliseconds past 2^31 on purpose: PostgreSQL stores them as bigint.
const T = 2_000_000_000_000;
const TTL = 30_000;

describe.each([
  ['SQLite', async () => sqliteLeases()],
  ['PostgreSQL', postgresLeases],
])('leases on %s', (_name, open) => {
  it('list the leases of a prefix still held, with the notes their holders publish (the live instances)', async () => {
    const leases = await open();
    expect(await leases.held('instance:', T)).toEqual([]);
    await leases.take('instance:a', 'a', 3_000, T, '{"provider":5}');
    await leases.take('instance:b', 'b', 3_000, T + 1_000);
    await leases.take('watch', 'a', TTL, T);
    expect(await leases.held('instance:', T + 1_000)).toEqual([
      { name: 'instance:a', holder: 'a', note: '{"provider":5}', until: T + 3_000 },
      { name: 'instance:b', holder: 'b', note: null, until: T + 4_000 },
    ]);
    // A renewal publishes its own note.
    await leases.take('instance:b', 'b', 3_000, T + 1_000, '{"provider":9}');
    // a's ran out; b's holds until T + 4000.
    expect(await leases.held('instance:', T + 3_001)).toEqual([
      { name: 'instance:b', holder: 'b', note: '{"provider":9}', until: T + 4_000 },
    ]);
    await leases.release('instance:b', 'b');
    expect(await leases.held('instance:', T + 3_001)).toEqual([]);
  });

  it('are taken, renewed, refused while held, taken over after expiry and released', async () => {
    const leases = await open();
    expect(await leases.holderOf('poller', T)).toBeUndefined();
    expect(await leases.heldUntil('poller')).toBeUndefined();

    // Taking a free lease.
    expect(await leases.take('poller', 'a', TTL, T)).toBe(true);
    expect(await leases.holderOf('poller', T)).toBe('a');
    // Another name is another lease.
    expect(await leases.take('watch', 'b', TTL, T)).toBe(true);
    expect(await leases.holderOf('watch', T)).toBe('b');

    // Refused while held, up to and including `until`.
    expect(await leases.take('poller', 'b', TTL, T + 10_000)).toBe(false);
    expect(await leases.take('poller', 'b', TTL, T + TTL)).toBe(false);
    expect(await leases.holderOf('poller', T + TTL)).toBe('a');

    // Renewing moves `until`: still refused to b after the first TTL ran out.
    expect(await leases.take('poller', 'a', TTL, T + 20_000)).toBe(true);
    expect(await leases.take('poller', 'b', TTL, T + TTL + 1)).toBe(false);
    expect(await leases.holderOf('poller', T + 20_000 + TTL)).toBe('a');
    expect(await leases.heldUntil('poller')).toBe(T + 20_000 + TTL);

    // Not renewed: expired, nobody holds it, and b takes it over.
    expect(await leases.holderOf('poller', T + 20_000 + TTL + 1)).toBeUndefined();
    expect(await leases.take('poller', 'b', TTL, T + 20_000 + TTL + 1)).toBe(true);
    expect(await leases.holderOf('poller', T + 20_000 + TTL + 1)).toBe('b');
    // The former holder cannot renew what it lost.
    expect(await leases.take('poller', 'a', TTL, T + 20_000 + TTL + 2)).toBe(false);

    // Releasing: only by its holder; then anyone takes it at once.
    await leases.release('poller', 'a');
    expect(await leases.holderOf('poller', T + 60_000)).toBe('b');
    await leases.release('poller', 'b');
    expect(await leases.holderOf('poller', T + 60_000)).toBeUndefined();
    expect(await leases.heldUntil('poller')).toBeUndefined();
    expect(await leases.take('poller', 'a', TTL, T + 60_000)).toBe(true);
    expect(await leases.holderOf('watch', T)).toBe('b');
  });

  it('lists the holders of the leases held at a moment by their prefix', async () => {
    const leases = await open();
    await leases.take('instance:a', 'a', TTL, T);
    await leases.take('instance:b', 'b', TTL, T + 5_000);
    await leases.take('instances', 'c', TTL, T);
    await leases.take('shard:0', 'a', TTL, T);
    const holders = async (at: number) => (await leases.held('instance:', at)).map((h) => h.holder);
    expect(await holders(T + 1)).toEqual(['a', 'b']);
    // instance:a ran out; released leases are gone at once.
    expect(await holders(T + TTL + 1)).toEqual(['b']);
    await leases.release('instance:b', 'b');
    expect(await holders(T + 1)).toEqual(['a']);
    await expect(leases.held('instance_%', T)).rejects.toThrow('LIKE');
  });

  it('goes to one of several holders taking a free lease at once', async () => {
    const leases = await open();
    const holders = ['a', 'b', 'c', 'd'];
    const won = await Promise.all(holders.map((h) => leases.take('retention', h, TTL, T)));
    expect(won.filter(Boolean)).toHaveLength(1);
    expect(await leases.holderOf('retention', T)).toBe(holders[won.indexOf(true)]);
  });
});
