import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLeases } from '../../src/db/leases.js';
import { openDatabase } from '../../src/db/open.js';
import { createInstanceId, isGoneHere } from '../../src/instance.js';
import { useTempDir } from '../support/temp-dir.js';

const tempDir = useTempDir();
const closers: Array<() => void> = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** A process of this host, and a way to end it. */
async function child() {
  const proc = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await once(proc, 'spawn');
  closers.push(() => proc.kill('SIGKILL'));
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

  it('takes the lease of a gone holder at once, and waits out a running one', async () => {
    const handle = openDatabase(join(tempDir(), 'hostcord.db'));
    closers.push(() => handle.close());
    const leases = createLeases(handle.db, { isGone: isGoneHere });
    const now = Date.now();
    const running = await child();
    const dead = await child();
    expect(leases.take('poller', running.id, 30_000, now)).toBe(true);
    expect(leases.take('watch', dead.id, 30_000, now)).toBe(true);
    await dead.kill();

    const me = createInstanceId();
    expect(leases.take('poller', me, 30_000, now + 1000)).toBe(false);
    expect(leases.take('watch', me, 30_000, now + 1000)).toBe(true);
    expect(leases.holderOf('watch', now + 1000)).toBe(me);
    expect(leases.holderOf('poller', now + 1000)).toBe(running.id);
  });
});
