import { describe, expect, it } from 'vitest';
import { createFairQueue } from '../src/fair-queue.js';

/** A job that records when it started and ends when the test says. */
function gate() {
  const started: string[] = [];
  const ends = new Map<string, () => void>();
  const job = (name: string) => () => {
    started.push(name);
    return new Promise<void>((resolve) => ends.set(name, resolve));
  };
  // Lets the queue start what it hands a slot to.
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const end = async (name: string) => {
    ends.get(name)?.();
    await settle();
  };
  return { started, job, end, settle };
}

describe('fair queue', () => {
  it('owners take turns: a late owner’s one job waits for the busy owner’s turn, not its pile', async () => {
    const g = gate();
    const queue = createFairQueue({ concurrency: 1, perOwner: 1 });
    const all = ['a1', 'a2', 'a3', 'a4', 'a5'].map((n) => queue.run('A', g.job(n)));
    all.push(queue.run('B', g.job('b1')));
    await g.settle();
    expect(g.started).toEqual(['a1']);
    while (g.started.length < 6) await g.end(g.started.at(-1)!);
    await g.end(g.started.at(-1)!);
    await Promise.all(all);
    // A was in line (a2) before B came; then B, then the rest of A's pile.
    expect(g.started).toEqual(['a1', 'a2', 'b1', 'a3', 'a4', 'a5']);
    expect(queue.size()).toBe(0);
  });

  it('runs at most perOwner of one owner at once, and at most concurrency in all', async () => {
    const g = gate();
    const queue = createFairQueue({ concurrency: 3, perOwner: 2 });
    for (const n of ['a1', 'a2', 'a3']) void queue.run('A', g.job(n));
    void queue.run('B', g.job('b1'));
    void queue.run('C', g.job('c1'));
    await g.settle();
    // A's third waits: two of A's run already.
    expect(g.started).toEqual(['a1', 'a2', 'b1']);
    await g.end('b1');
    expect(g.started.at(-1)).toBe('c1');
    await g.end('c1');
    expect(g.started).toHaveLength(4);
    await g.end('a1');
    expect(g.started.at(-1)).toBe('a3');
    for (const n of ['a2', 'a3']) await g.end(n);
    await queue.idle();
    expect(queue.size()).toBe(0);
  });

  it('a job that throws settles its own promise and frees its slot', async () => {
    const queue = createFairQueue({ concurrency: 1, perOwner: 1 });
    const failed = queue.run('A', () => {
      throw new Error('broken');
    });
    const next = queue.run('A', async () => 'ok');
    await expect(failed).rejects.toThrow('broken');
    await expect(next).resolves.toBe('ok');
  });
});
