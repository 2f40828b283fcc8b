import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createLeases, type LeaseOptions, type Leases } from '../../src/db/leases.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { createInstanceId, isGoneHere } from '../../src/instance.js';
import { useDatabases } from '../support/databases.js';

const databases = useDatabases();

function sqliteLeases(options: LeaseOptions): Leases {
  const handle = databases.sqlite();
  return createLeases(handle.db, options);
}

async function postgresLeases(options: LeaseOptions): Promise<Leases> {
  const handle = await databases.postgres();
  return createLeases(postgresSql(handle.db), options);
}

/** A process of this host, and a way to end it. */
async function child() {
  const proc = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await once(proc, 'spawn');
  databases.onClose(() => proc.kill('SIGKILL'));
  return {
    id: `${hostname()}:${proc.pid}:abcdef`,
    async kill() {
      proc.kill('SIGKILL');
      await once(proc, 'exit');
    },
  };
}

describe('leases of a process that is gone', () => {
  it('tells a gone process of this host from a running one, another host and this process', async () => {
    const other = await child();
    expect(isGoneHere(other.id)).toBe(false);
    await other.kill();
    expect(isGoneHere(other.id)).toBe(true);
    // Another host's holder is never judged; nor is an id this process made.
    expect(isGoneHere(`elsewhere-${hostname()}:${process.pid}:abcdef`)).toBe(false);
    expect(isGoneHere(createInstanceId())).toBe(false);
    // This pid under an id this process never made: the run before a restart in a container (pid 1).
    expect(isGoneHere(`${hostname()}:${process.pid}:0a0a0a`)).toBe(true);
  });

  it.each([
    ['SQLite', async (options: LeaseOptions) => sqliteLeases(options)],
    ['PostgreSQL', postgresLeases],
  ])('takes the lease of a gone holder at once, and waits out a running one (%s)', async (_name, open) => {
    const leases = await open({ isGone: isGoneHere });
    const now = Date.now();
    const running = await child();
    const dead = await child();
    expect(await leases.take('poller', running.id, 30_000, now)).toBe(true);
    expect(await leases.take('watch', dead.id, 30_000, now)).toBe(true);
    await dead.kill();

    const me = createInstanceId();
    expect(await leases.take('poller', me, 30_000, now + 1000)).toBe(false);
    expect(await leases.take('watch', me, 30_000, now + 1000)).toBe(true);
    expect(await leases.holderOf('watch', now + 1000)).toBe(me);
    expect(await leases.holderOf('poller', now + 1000)).toBe(running.id);
  });
});
