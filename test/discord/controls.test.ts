import { describe, expect, it } from 'vitest';
import { idempotencyKey } from '../../src/discord/audited.js';
import {
  type Confirmation,
  confirmationId,
  createConfirmations,
  readConfirmation,
} from '../../src/discord/confirm.js';
import { consoleLength, requireConsoleCommand } from '../../src/discord/console-input.js';
import { pageButtons } from '../../src/discord/page-store.js';
import { backupLine, renderBackupList } from '../../src/discord/render/backups.js';
import { deploymentLines } from '../../src/discord/render/deployments.js';
import { formatValue, humanise, newestFirst, pick } from '../../src/discord/render/records.js';
import { UserError } from '../../src/discord/user-error.js';
import { testComponentIds } from '../support/component-ids.js';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const MAX_SNOWFLAKE = '18446744073709551615';

describe('confirmation custom ids', () => {
  const confirmation: Confirmation = {
    originId: MAX_SNOWFLAKE,
    userId: '1234567890123456789',
    expiresAt: 4_102_444_800, // 2100-01-01
    args: [UUID, 'restart', '600'],
  };

  const ids = testComponentIds();
  const makeId = ids.forGuild(MAX_SNOWFLAKE);

  it('round-trip and stay within Discord’s 100 characters for the longest ids, signed', () => {
    for (const command of ['restart', 'power']) {
      const id = confirmationId(command, 'yes', confirmation, makeId);
      expect(id.length).toBeLessThanOrEqual(100);
      const read = ids.read(MAX_SNOWFLAKE, id);
      if (read.kind !== 'ok') throw new Error(`not read back: ${read.kind}`);
      expect(read.command).toBe(command);
      expect(readConfirmation(read.args)).toEqual({ verb: 'yes', confirmation });
    }
  });

  it('reject what they did not write', () => {
    expect(readConfirmation(['maybe', 'a', 'b', 'c'])).toBeUndefined();
    expect(readConfirmation(['yes', 'A!', 'b', 'c'])).toBeUndefined();
    expect(readConfirmation(['yes', 'a', 'b'])).toBeUndefined();
    expect(() => confirmationId('restart', 'yes', { ...confirmation, args: ['a:b'] }, makeId)).toThrow();
    expect(() =>
      confirmationId('restart', 'yes', { ...confirmation, args: ['x'.repeat(60)] }, makeId),
    ).toThrow();
  });
});

describe('confirmations being carried out', () => {
  it('let one press through; an unknown outcome allows another, a known one does not', () => {
    let now = 0;
    const claims = createConfirmations(() => now);
    expect(claims.state('1')).toBeUndefined();
    claims.begin('1');
    expect(claims.state('1')).toBe('running');
    claims.release('1');
    expect(claims.state('1')).toBe('unknown');
    claims.finish('1');
    expect(claims.state('1')).toBe('done');
    now += 16 * 60_000;
    claims.begin('2'); // sweeps what is old enough to be forgotten
    expect(claims.state('1')).toBeUndefined();
  });
});

describe('idempotency keys', () => {
  it('derive from the asking interaction and fit the provider’s pattern', () => {
    const key = idempotencyKey(MAX_SNOWFLAKE, 'restart');
    expect(key).toBe(`hostcord:${MAX_SNOWFLAKE}:restart`);
    expect(key).toMatch(/^[!-~]{1,128}$/);
  });
});

describe('console input', () => {
  it.each(['a\nstop', '\r', '\u0000', 'x\u0085y', 'x\u007fy', 'x\u2029y', '\t'])('refuses %j', (text) => {
    expect(() => requireConsoleCommand(text)).toThrow(UserError);
  });

  it('counts code points, with the prefix', () => {
    expect(consoleLength('🎉'.repeat(3))).toBe(3);
    expect(requireConsoleCommand('x'.repeat(1020), 'say ')).toBe(`say ${'x'.repeat(1020)}`);
    expect(() => requireConsoleCommand('x'.repeat(1021), 'say ')).toThrow(/this one has 1025/);
    expect(requireConsoleCommand('é'.repeat(1024))).toHaveLength(1024);
    expect(() => requireConsoleCommand('')).toThrow(/empty/);
  });
});

describe('page buttons', () => {
  it('builds distinct custom ids for Newer and Older, also on the first and last page', () => {
    for (const [page, hasOlder] of [
      [0, true],
      [0, false],
      [3, false],
    ] as const) {
      const made = pageButtons(testComponentIds().forGuild('1'), ['activity', 'page', '123'], page, hasOlder);
      const ids = made.components.map((b) => ('custom_id' in b ? b.custom_id : ''));
      expect(new Set(ids).size).toBe(2);
    }
  });
});

describe('records without a published field list', () => {
  it('are picked by name and shown by kind', () => {
    expect(pick({ Status: 'ok', state: 'x' }, ['status', 'state'])).toEqual({ key: 'Status', value: 'ok' });
    expect(pick({ status: '' }, ['status'])).toBeUndefined();
    expect(humanise('errorMessage')).toBe('Error message');
    expect(formatValue('sizeBytes', 1536)).toBe('1.5 KiB');
    expect(formatValue('createdAt', '2026-11-22T10:00:00.000Z')).toBe('<t:1795341600:f>');
    expect(formatValue('isLocked', true)).toBe('yes');
    expect(formatValue('name', '**x**')).toBe('\\*\\*x\\*\\*');
  });

  it('sort newest first, undated ones last in their order', () => {
    const sorted = newestFirst([
      { name: 'old', createdAt: '2026-01-01T00:00:00Z' },
      { name: 'undated-1' },
      { name: 'new', createdAt: '2026-06-01T00:00:00Z' },
      { name: 'undated-2', createdAt: 'yesterday' },
    ]);
    expect(sorted.map((r) => r.name)).toEqual(['new', 'old', 'undated-1', 'undated-2']);
  });

  it('backups: locked ones marked, pages of ten', () => {
    expect(backupLine({ name: 'Nightly', isLocked: true })).toBe('• 🔒 **Nightly** — locked');
    expect(backupLine({ isLocked: false })).toBe('• **Backup**');
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `b${i}` }));
    expect(renderBackupList({ serverName: 'S', backups: many, page: 5 }).pages).toBe(3);
  });

  it('deployments: whatever of status, phase and error is there', () => {
    expect(deploymentLines({ state: 'failed', error: 'boom' })).toEqual(['• **failed**', '  ⚠️ boom']);
    expect(deploymentLines({})).toEqual(['• deployment']);
    expect(deploymentLines({ status: 'ok', branch: 'main', nested: { a: 1 } })).toEqual([
      '• **ok**',
      '  Branch: main',
    ]);
  });
});
