import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/open.js';
import { createWalFlush } from '../../../src/db/wal-flush.js';
import { createGroupCommit } from '../../../src/pipeline/1-intake/group-commit.js';
import { createInbox, type StoreInput } from '../../../src/pipeline/2-inbox/inbox.js';
import { activityEvent } from '../../support/events.js';
import { useTempDir } from '../../support/temp-dir.js';

const tempDir = useTempDir();
const closers: Array<() => void> = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

function setup(minIntervalMs: number, flushed?: () => Promise<void>) {
  const path = join(tempDir(), 'hostcord.db');
  const handle = openDatabase(path);
  const wal = createWalFlush(handle.sqlite, handle.db);
  closers.push(() => wal.close());
  // The real commit without the flush inside it; when the flush counts as done is the test's.
  const flush = flushed && { commit: wal.commit, flushed };
  // What another connection (a restarted process) sees: only committed rows.
  const reader = new Database(path, { readonly: true });
  closers.push(
    () => reader.close(),
    () => handle.close(),
  );
  const group = createGroupCommit(handle.db, createInbox(handle.db), {
    minIntervalMs,
    ...(flush && { flush }),
  });
  const committed = () => (reader.prepare('SELECT count(*) AS n FROM inbox').get() as { n: number }).n;
  return { group, committed };
}

const input = (): StoreInput => {
  const event = activityEvent();
  return { event, raw: JSON.stringify(event), source: 'webhook' };
};
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('commits a delivery after a quiet spell at once, and resolves only once it is committed', async () => {
    const { group, committed } = setup(1000);
    const first = group.store(input());
    expect(committed()).toBe(0);
    await expect(first).resolves.toBe(true);
    expect(committed()).toBe(1);
  });

  it('lets deliveries arriving one by one right after a commit share the next one', async () => {
    const { group, committed } = setup(300);
    await group.store(input());
    const settled: boolean[] = [];
    const later = [input(), input(), input()].map((one) =>
      group.store(one).then((stored) => settled.push(stored)),
    );
    await turn();
    await turn();
    expect(committed()).toBe(1);
    expect(settled).toEqual([]);
    await Promise.all(later);
    expect(settled).toEqual([true, true, true]);
    expect(committed()).toBe(4);
  });

  it('stores a repeated event once and says so', async () => {
    const { group, committed } = setup(0);
    const one = input();
    const results = await Promise.all([group.store(one), group.store(one)]);
    expect(results).toEqual([true, false]);
    expect(committed()).toBe(1);
  });

  it('with the flush off the event loop, answers a delivery (and a repeat of it) only once a flush after its commit ended', async () => {
    const flushes: Array<() => void> = [];
    const { group, committed } = setup(0, () => new Promise((resolve) => flushes.push(resolve)));
    const one = input();
    const settled: unknown[] = [];
    const first = group.store(one).then((stored) => settled.push(stored));
    await turn();
    expect(committed()).toBe(1); // committed, not yet known to be on disk: not answered
    const later = [one, input(), input()].map((i) => group.store(i).then((stored) => settled.push(stored)));
    await turn();
    await turn();
    expect(committed()).toBe(3); // the next batch, one commit, the repeat stored once
    expect(settled).toEqual([]);
    expect(flushes).toHaveLength(2);
    flushes[0]!();
    await first;
    await turn();
    expect(settled).toEqual([true]);
    flushes[1]!();
    await Promise.all(later);
    expect(settled).toEqual([true, false, true, true]);
  });

  it('with the flush off the event loop, rejects the batch whose flush failed (so it is not acknowledged)', async () => {
    const { group } = setup(0, () =>
      Promise.reject(Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' })),
    );
    await expect(group.store(input())).rejects.toThrow('EIO');
  });
});
