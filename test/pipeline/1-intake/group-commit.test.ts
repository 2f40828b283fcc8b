import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/open.js';
import { createGroupCommit } from '../../../src/pipeline/1-intake/group-commit.js';
import { createSqliteEventStore, type Stored } from '../../../src/pipeline/2-inbox/event-store.js';
import { createInboxStatements, type StoreInput } from '../../../src/pipeline/2-inbox/inbox.js';
import { activityEvent } from '../../support/events.js';
import { useTempDir } from '../../support/temp-dir.js';

const tempDir = useTempDir();
const closers: Array<() => void> = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

function setup(minIntervalMs: number) {
  const path = join(tempDir(), 'hostcord.db');
  const handle = openDatabase(path);
  // What another connection (a restarted process) sees: only committed rows.
  const reader = new Database(path, { readonly: true });
  closers.push(
    () => reader.close(),
    () => handle.close(),
  );
  const group = createGroupCommit(createSqliteEventStore(handle.db, createInboxStatements(handle.db)), {
    minIntervalMs,
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
    await expect(first).resolves.toBe('pending');
    expect(committed()).toBe(1);
  });

  it('lets deliveries arriving one by one right after a commit share the next one', async () => {
    const { group, committed } = setup(300);
    await group.store(input());
    const settled: Stored[] = [];
    const later = [input(), input(), input()].map((one) =>
      group.store(one).then((stored) => settled.push(stored)),
    );
    await turn();
    await turn();
    expect(committed()).toBe(1);
    expect(settled).toEqual([]);
    await Promise.all(later);
    expect(settled).toEqual(['pending', 'pending', 'pending']);
    expect(committed()).toBe(4);
  });

  it('asks at each commit whether the event feed backs it, and tells the store', async () => {
    const handle = openDatabase(join(tempDir(), 'hostcord.db'));
    closers.push(() => handle.close());
    const store = createSqliteEventStore(handle.db, createInboxStatements(handle.db));
    const told: Array<boolean | undefined> = [];
    let backed = false;
    const group = createGroupCommit(
      {
        storeBatch: (inputs, options) => {
          told.push(options?.feedBacked);
          return store.storeBatch(inputs, options);
        },
      },
      { minIntervalMs: 0, feedBacked: () => backed },
    );
    await expect(group.store(input())).resolves.toBe('pending');
    backed = true;
    await expect(Promise.all([group.store(input()), group.store(input())])).resolves.toEqual([
      'pending',
      'pending',
    ]);
    expect(told).toEqual([false, true]);
  });

  it('stores a repeated event once and says so', async () => {
    const { group, committed } = setup(0);
    const one = input();
    const results = await Promise.all([group.store(one), group.store(one)]);
    expect(results).toEqual(['pending', 'repeat']);
    expect(committed()).toBe(1);
  });
});
