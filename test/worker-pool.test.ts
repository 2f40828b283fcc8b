import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool } from '../src/worker-pool.js';
import { waitFor } from './support/wait-for.js';

type Job = { text: string; fail?: boolean; exit?: boolean };
type Result = { text: string; pid: number };

const pools: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});
function pool(idleMs = 20_000) {
  const created = createWorkerPool<Job, Result>({
    entry: new URL('./support/workers/echo-worker.ts', import.meta.url),
    workers: 1,
    idleMs,
    maxHeapMb: 64,
  });
  pools.push(created);
  return created;
}

describe('worker pool', () => {
  it('runs jobs in a process of its own, which exits when idle and gives way to a new one', async () => {
    const workers = pool(300);
    const first = await workers.run('guild', { text: 'one' });
    expect(first.text).toBe('one');
    expect(first.pid).not.toBe(process.pid);
    expect((await workers.run('guild', { text: 'two' })).pid).toBe(first.pid);
    expect(workers.size()).toBe(1);
    await waitFor(() => workers.size() === 0, 5_000, 'the idle worker to exit');
    const next = await workers.run('guild', { text: 'three' });
    expect(next.pid).not.toBe(first.pid);
  });

  it('a job that fails, or a worker that dies in the middle of one, fails that job alone', async () => {
    const workers = pool();
    await expect(workers.run('guild', { text: 'x', fail: true })).rejects.toThrow('failed: x');
    await expect(workers.run('guild', { text: 'y', exit: true })).rejects.toThrow(/exit code 3/);
    expect((await workers.run('guild', { text: 'z' })).text).toBe('z');
  });
});
