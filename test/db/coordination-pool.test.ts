import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/postgres.js';
import { createLogger } from '../../src/logger.js';
import { openStore } from '../../src/store/open.js';
import { createPostgresRepositories } from '../../src/store/repositories-postgres.js';
import type { Store } from '../../src/store/store.js';
import { usePostgres } from '../support/postgres.js';
import { waitFor } from '../support/wait-for.js';

const postgres = usePostgres();
const closing: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

const T = 2_000_000_000_000;

async function store(url: string): Promise<Store> {
  const opened = await openStore(
    { databasePath: '', databaseUrl: url },
    { log: createLogger({ level: 'silent' }) },
  );
  closing.push(() => opened.close());
  return opened;
}

describe('leases on PostgreSQL have a pool of their own', () => {
  it('are renewed while every connection of the main pool is busy, and the Discord budget answers', async () => {
    const { repositories, postgres: handle } = await store(await postgres.createDatabase());
    const { pool } = handle!;
    // The heavy work holds all ten connections, and more waits behind it: a lease renewal in the
    // same pool would wait for its connection, and fail after 10 s.
    const held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    closing.push(async () => {
      for (const client of held) client.release();
    });
    const queued = repositories.links.forGuild('g1');
    await waitFor(() => pool.waitingCount === 1, 2000, 'a query waiting in the main pool');

    expect(await repositories.leases.take('watch', 'a', 30_000, T)).toBe(true);
    expect(await repositories.leases.take('watch', 'b', 30_000, T + 1)).toBe(false);
    expect(await repositories.leases.holderOf('watch', T + 2)).toBe('a');
    expect(await repositories.budgetSlots.take('discord', 2, 22, T, false)).toEqual({ first: T });
    // The heavy work is still waiting: nothing above went through the main pool.
    expect(pool.waitingCount).toBe(1);
    // The sender's channel leases, thousands in a backlog, stay in the main pool with the work.
    const channel = repositories.channelLeases.take('channel:1', 'a', 30_000, T);
    await waitFor(() => pool.waitingCount === 2, 2000, 'the channel lease waiting in the main pool');
    for (const client of held.splice(0)) client.release();
    await queued;
    expect(await channel).toBe(true);
  });

  it('gives a renewal up when its row stays locked, instead of waiting for as long as the lock', async () => {
    const url = await postgres.createDatabase();
    const handle = await openPostgres(url, { coordinationTimeoutMs: 300 });
    closing.push(() => handle.close());
    const { leases } = createPostgresRepositories(handle.db, {}, handle.coordination.db);
    expect(await leases.take('watch', 'a', 30_000, T)).toBe(true);
    // A session that locked the lease's row and does not finish (a stuck transaction elsewhere).
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    closing.push(() => locker.end());
    await locker.query('BEGIN');
    await locker.query("SELECT * FROM leases WHERE name = 'watch' FOR UPDATE");

    await expect(leases.take('watch', 'a', 30_000, T + 1_000)).rejects.toMatchObject({
      cause: { code: '57014', message: expect.stringMatching(/statement timeout/) },
    });
    await locker.query('ROLLBACK');
    // Once the lock is gone, the next renewal goes through.
    expect(await leases.take('watch', 'a', 30_000, T + 2_000)).toBe(true);
  });
});
