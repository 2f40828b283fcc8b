import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open.js';
import { createInbox, createInboxStatements } from '../../src/pipeline/2-inbox/inbox.js';
import { migrationsBefore } from '../support/migrations.js';
import { useTempDir } from '../support/temp-dir.js';

const tempDir = useTempDir();

const event = (id: string, createdAt: number) => ({
  event: { id, type: 'ping', serverId: null, createdAt: new Date(createdAt).toISOString(), data: {} },
  raw: `{"id":"${id}"}`,
  source: 'webhook' as const,
});

describe('the inbox pending index (only events waiting for the dispatcher)', () => {
  it('after the upgrade, events stored before it still wait in createdAt order, read through the index', async () => {
    const path = join(tempDir(), 'hostcord.db');
    const before = openDatabase(path, {
      migrationsFolder: migrationsBefore(tempDir(), (tag) => tag.endsWith('_inbox_pending_waiting_only')),
    });
    const old = createInboxStatements(before.db);
    old.store(event('late', 3_000));
    old.store({ ...event('filed', 1_000), handled: true });
    old.store(event('early', 2_000));
    before.close();

    const after = openDatabase(path);
    try {
      const inbox = createInboxStatements(after.db);
      inbox.store(event('new', 2_500));
      inbox.store({ ...event('history', 500), handled: true });
      expect(inbox.pending().map((row) => row.eventId)).toEqual(['early', 'new', 'late']);
      expect((await createInbox(after.db).stats()).pending).toBe(3);

      await createInbox(after.db).markDispatched({ eventId: 'early', createdAt: 2_000 });
      expect(inbox.pending().map((row) => row.eventId)).toEqual(['new', 'late']);

      // The dispatcher's query reads the index in its order: no scan of handled rows, no sort.
      const plan = after.sqlite
        .prepare(
          'EXPLAIN QUERY PLAN SELECT * FROM inbox WHERE dispatched_at IS NULL ORDER BY created_at, rowid LIMIT 100',
        )
        .all() as Array<{ detail: string }>;
      expect(plan.map((step) => step.detail)).toEqual(['SCAN inbox USING INDEX inbox_pending']);
    } finally {
      after.close();
    }
  });
});
