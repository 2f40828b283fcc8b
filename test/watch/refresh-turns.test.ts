import { afterEach, describe, expect, it } from 'vitest';
import { useTempDir } from '../support/temp-dir.js';
import { watchTurns } from '../support/turns.js';
import { watchWorld } from './support/watch-world.js';

const tempDir = useTempDir();
const closers: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

describe('a full cycle of many servers on SQLite', () => {
  it('gives the event loop turns while its batch is handled (observations, incidents, boards)', async () => {
    // On SQLite every repository call resolves at once: without slices the batch of 200 servers
    // (20 boards) was handled in one turn, however long it took. Its work takes far longer than a
    // slice (8 ms) on any machine, so turns come between its steps.
    const w = await watchWorld({ dir: tempDir(), closers, servers: 200, guilds: 20 });
    const turns = watchTurns();
    let atBatch: number | undefined;
    // After the watch's own listener: its handling starts once this returns.
    w.watch.refresher.subscribe(() => {
      atBatch = turns.count();
    });
    await w.watch.refresher.runCycle();
    await w.watch.idle();
    turns.stop();
    // The batch was handled: every board posted with its 10 servers.
    expect(w.messages()).toBe(20);
    expect(new Set(w.text().match(/Server \d+/g)).size).toBe(200);
    expect(atBatch).toBeDefined();
    expect(turns.count() - atBatch!).toBeGreaterThanOrEqual(3);
  });
});
