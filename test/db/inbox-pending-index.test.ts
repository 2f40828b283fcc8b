import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open.js';
import { createInboxStatements } from '../../src/pipeline/2-inbox/inbox.js';
import { useTempDir } from '../support/temp-dir.js';

const MIGRATIONS = fileURLToPath(new URL('../../migrations/sqlite', import.meta.url));
const PARTIAL_INDEX = '0012_inbox_pending_waiting_only';
const tempDir = useTempDir();

/** The migrations folder as it was before the pending index became partial. */
function migrationsBefore(): string {
  const folder = join(tempDir(), 'sqlite');
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag === PARTIAL_INDEX);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  rmSync(join(folder, `${PARTIAL_INDEX}.sql`));
  return folder;
}

const event = (id: string, createdAt: number) => ({
  event: { id, type: 'ping', serverId: null, createdAt: new Date(createdAt).toISOString(), data: {} },
  raw: `{"id":"${id}"}`,
  source: 'webhook' as const,
});

describe('the inbox pending index (only events waiting for the dispatcher)', () => {
  it('after the upgrade, events stored before it still wait in createdAt order, read through the index', () => {
    const path = join(tempDir(), 'hostcord.db');
    const before = openDatabase(path, { migrationsFolder: migrationsBefore() });
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
      expect(inbox.stats().pending).toBe(3);

      inbox.markDispatched('early');
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
