import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLICE_MS } from '../../src/slices.js';
import { useTempDir } from '../support/temp-dir.js';
import { watchTurns } from '../support/turns.js';
import { watchWorld } from './support/watch-world.js';

const tempDir = useTempDir();
const closers: Array<() => unknown> = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const close of closers.splice(0).reverse()) await close();
});

describe('a full cycle of many servers on SQLite', () => {
  it('gives the event loop turns while its batch is handled (observations, incidents, boards)', async () => {
    // On SQLite every repository call resolves at once: without slices the batch of 200 servers
    // (20 boards) was handled in one turn, however long it took. How many slices the work fills
    // depends on the machine's speed, so from the batch on the clock moves a whole slice at each
    // read: every `slice()` then finds its budget spent, as on a machine where each step is slow,
    // and must let a turn of the event loop come first.
    const w = await watchWorld({ dir: tempDir(), closers, servers: 200, guilds: 20 });
    const turns = watchTurns();
    let atBatch: number | undefined;
    // After the watch's own listener: its handling starts once this returns.
    w.watch.refresher.subscribe(() => {
      atBatch = turns.count();
      const now = performance.now.bind(performance);
      let moved = 0;
      vi.spyOn(performance, 'now').mockImplementation(() => {
        moved += SLICE_MS;
        return now() + moved;
      });
    });
    await w.watch.refresher.runCycle();
    await w.watch.idle();
    turns.stop();
    // The batch was handled: every board posted with its 10 servers.
    expect(w.messages()).toBe(20);
    expect(new Set(w.text().match(/Server \d+/g)).size).toBe(200);
    expect(atBatch).toBeDefined();
    // Each of the 20 boards waits for a slice before it reads, and the observations and incidents
    // before theirs: a turn each, one waiting loop let through per turn.
    expect(turns.count() - atBatch!).toBeGreaterThanOrEqual(20);
  });
});
