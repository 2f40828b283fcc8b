import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open.js';
import { createInboxStatements, type StoreInput } from '../../src/pipeline/2-inbox/inbox.js';
import { createOutbox } from '../../src/pipeline/4-outbox/outbox.js';
import { migrationsBefore } from '../support/migrations.js';
import { useTempDir } from '../support/temp-dir.js';

const tempDir = useTempDir();
const CHANNEL = '300000000000000001';

const event = (id: string, createdAt: number, type = 'server.activity'): StoreInput => ({
  event: { id, type, serverId: 's1', createdAt: new Date(createdAt).toISOString(), data: {} },
  raw: `{"id":"${id}"}`,
  source: 'webhook',
});

describe('the inbox keyed by time and id (migration 0013)', () => {
  it('keeps every event, its routing order and its outbox rows through the upgrade', async () => {
    const path = join(tempDir(), 'hostcord.db');
    const before = openDatabase(path, {
      migrationsFolder: migrationsBefore(tempDir(), (tag) => tag.endsWith('_inbox_keyed_by_time')),
    });
    const old = createInboxStatements(before.db);
    // Two events of the same time: routed in the order they arrived, which is not their ids' order.
    old.store(event('tie-b', 1_000));
    old.store(event('tie-a', 1_000));
    old.store(event('late', 3_000));
    old.store({ ...event('installed', 2_000, 'installation.created'), handled: true });
    before.sqlite
      .prepare(
        "INSERT INTO links (guild_id, channel_id, server_id, created_by) VALUES ('200000000000000001', ?, 's1', 'x')",
      )
      .run(CHANNEL);
    before.sqlite
      .prepare("INSERT INTO outbox (event_id, link_id, channel_id) VALUES ('tie-b', 1, ?)")
      .run(CHANNEL);
    before.close();

    const after = openDatabase(path);
    try {
      const inbox = createInboxStatements(after.db);
      expect(inbox.pending().map((row) => row.eventId)).toEqual(['tie-b', 'tie-a', 'late']);
      expect(after.sqlite.prepare('SELECT count(*) FROM inbox').pluck().get()).toBe(4);
      // The outbox row found its event's time, and with it its event (migration 0021).
      const queued = await createOutbox(after.db).unprepared(CHANNEL, 10);
      expect(queued.map((q) => [q.row.eventId, q.row.eventCreatedAt, q.event])).toEqual([
        ['tie-b', 1_000, { id: 'tie-b' }],
      ]);
      // Repeats after the upgrade: of an event, and of an installation with another time.
      expect(inbox.store(event('late', 3_000))).toBe(false);
      expect(inbox.store(event('installed', 9_000, 'installation.created'))).toBe(false);
      expect(inbox.store(event('new', 2_500))).toBe(true);
      expect(inbox.pending().map((row) => row.eventId)).toEqual(['tie-b', 'tie-a', 'new', 'late']);
    } finally {
      after.close();
    }
  });
});
