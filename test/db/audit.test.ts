import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type AuditEntry, createAudit } from '../../src/db/audit.js';
import { openDatabase } from '../../src/db/open.js';
import { useTempDir } from '../support/temp-dir.js';

const tempDir = useTempDir();
const handles: Array<ReturnType<typeof openDatabase>> = [];
afterEach(() => {
  for (const h of handles.splice(0)) h.close();
});

function audit() {
  const handle = openDatabase(join(tempDir(), 'hostcord.db'));
  handles.push(handle);
  return createAudit(handle.db);
}

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  guildId: '111111111111111111',
  userId: '222222222222222222',
  action: 'power:restart',
  serverId: 'server-1',
  idempotencyKey: 'hostcord:333333333333333333:restart',
  result: 'accepted',
  ...over,
});

describe('audit', () => {
  it('records who did what, with the provider’s answer', () => {
    const log = audit();
    expect(log.record(entry({ requestId: 'req-1', detail: { jobId: 'job-1' }, at: 1000 }))).toBe(true);
    expect(log.forServer('server-1')).toEqual([
      {
        id: 1,
        guildId: '111111111111111111',
        userId: '222222222222222222',
        action: 'power:restart',
        serverId: 'server-1',
        idempotencyKey: 'hostcord:333333333333333333:restart',
        result: 'accepted',
        errorCode: null,
        requestId: 'req-1',
        detail: '{"jobId":"job-1"}',
        createdAt: 1000,
      },
    ]);
  });

  it('counts an idempotency key as accepted once, however often its answer is replayed', () => {
    const log = audit();
    expect(log.record(entry({ result: 'error', errorCode: 'INTERNAL_ERROR' }))).toBe(true);
    expect(log.record(entry())).toBe(true);
    expect(log.record(entry({ requestId: 'replayed' }))).toBe(false);
    expect(log.record(entry({ result: 'error', errorCode: 'TIMEOUT' }))).toBe(true);
    expect(log.record(entry({ idempotencyKey: 'hostcord:444444444444444444:restart' }))).toBe(true);
    const rows = log.forKey('hostcord:333333333333333333:restart');
    expect(rows.map((r) => [r.result, r.errorCode])).toEqual([
      ['error', 'INTERNAL_ERROR'],
      ['accepted', null],
      ['error', 'TIMEOUT'],
    ]);
  });

  it('prunes entries older than the retention, keeping the rest', () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.parse('2026-11-22T12:00:00Z');
    const log = audit();
    log.record(entry({ idempotencyKey: 'old', at: now - 181 * day }));
    log.record(entry({ idempotencyKey: 'edge', at: now - 179 * day }));
    log.record(entry({ idempotencyKey: 'new', at: now - 1000 }));
    expect(log.prune(180 * day, now)).toBe(1);
    expect(log.forServer('server-1').map((r) => r.idempotencyKey)).toEqual(['new', 'edge']);
    expect(log.prune(180 * day, now)).toBe(0);
  });

  it('lists a server’s entries newest first', () => {
    const log = audit();
    log.record(entry({ idempotencyKey: 'k1', at: 1000 }));
    log.record(entry({ idempotencyKey: 'k2', at: 3000 }));
    log.record(entry({ idempotencyKey: 'k3', at: 2000, serverId: 'server-2' }));
    expect(log.forServer('server-1').map((r) => r.idempotencyKey)).toEqual(['k2', 'k1']);
  });
});
