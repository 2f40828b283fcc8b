import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/open.js';
import { createInbox, INBOX_RETENTION_MS } from '../../../src/pipeline/2-inbox/inbox.js';
import { useTempDir } from '../../support/temp-dir.js';

const tempDir = useTempDir();
const handles: Array<ReturnType<typeof openDatabase>> = [];
afterEach(() => {
  for (const h of handles.splice(0)) h.close();
});

function inbox() {
  const handle = openDatabase(join(tempDir(), 'hostcord.db'));
  handles.push(handle);
  return createInbox(handle.db);
}

const ev = (id: string, createdAt: string, type = 'server.activity') => ({
  event: { id, type, serverId: 's1', createdAt },
  raw: JSON.stringify({ id }),
  source: 'webhook' as const,
});

describe('inbox', () => {
  it('stores once per event id', () => {
    const box = inbox();
    expect(box.store(ev('a', '2026-11-22T10:00:00Z'))).toBe(true);
    expect(box.store({ ...ev('a', '2026-11-22T11:00:00Z'), source: 'feed' })).toBe(false);
    expect(box.pending()).toHaveLength(1);
    expect(box.pending()[0]).toMatchObject({
      source: 'webhook',
      createdAt: Date.parse('2026-11-22T10:00:00Z'),
    });
  });

  it('hands out undispatched events by their own time, ties in arrival order', () => {
    const box = inbox();
    box.store(ev('late', '2026-11-22T10:00:05Z'));
    box.store(ev('zzz', '2026-11-22T10:00:00Z'));
    box.store(ev('aaa', '2026-11-22T10:00:00Z'));
    box.store(ev('first', '2026-11-22T09:59:59+00:00'));
    expect(box.pending().map((r) => r.eventId)).toEqual(['first', 'zzz', 'aaa', 'late']);
    box.markDispatched('zzz', 5);
    expect(box.pending().map((r) => r.eventId)).toEqual(['first', 'aaa', 'late']);
    expect(box.pending(2)).toHaveLength(2);
  });

  it('stores history as already handled', () => {
    const box = inbox();
    box.store({ ...ev('old', '2026-11-01T00:00:00Z'), handled: true, receivedAt: 42 });
    expect(box.pending()).toEqual([]);
    expect(box.stats()).toEqual({ pending: 0, lastReceivedAt: 42 });
  });

  it('prunes only dispatched events older than the retention', () => {
    const box = inbox();
    const now = 100 * INBOX_RETENTION_MS;
    box.store({ ...ev('old-done', '2026-01-01T00:00:00Z'), receivedAt: now - INBOX_RETENTION_MS - 1 });
    box.store({ ...ev('old-pending', '2026-01-01T00:00:00Z'), receivedAt: now - INBOX_RETENTION_MS - 1 });
    box.store({ ...ev('recent-done', '2026-01-01T00:00:00Z'), receivedAt: now - 1000 });
    box.markDispatched('old-done');
    box.markDispatched('recent-done');
    expect(box.prune(now)).toBe(1);
    expect(box.stats().pending).toBe(1);
    expect(box.store(ev('recent-done', '2026-01-01T00:00:00Z'))).toBe(false);
  });
});
