import { DiscordAPIError, HTTPError } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../../src/backoff.js';
import { classifyFailure, failureReasonIn } from '../../src/discord/writing/failures.js';
import { nonceFor } from '../../src/discord/writing/nonce.js';
import {
  completeValueList,
  matchesFilters,
  mentionRoleFor,
  parseValueList,
} from '../../src/pipeline/3-dispatch/filters.js';

const apiError = (status: number, code: number, message: string) =>
  new DiscordAPIError({ code, message }, code, status, 'POST', '/channels/1/messages', { body: {} });

describe('nonce', () => {
  it('is at most 25 characters, the same for the same rows in any order, different for other rows', () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({ id: i + 1, eventId: `event-${i}` }));
    const nonce = nonceFor(rows);
    expect(nonce.length).toBeLessThanOrEqual(25);
    expect(nonce).toMatch(/^[0-9a-z]+$/);
    expect(nonceFor([...rows].reverse())).toBe(nonce);
    expect(nonceFor(rows.slice(1))).not.toBe(nonce);
    expect(nonceFor([{ id: 1, eventId: 'other' }])).not.toBe(nonceFor([{ id: 1, eventId: 'event-0' }]));
    const many = new Set(Array.from({ length: 5000 }, (_, i) => nonceFor([{ id: i, eventId: 'e' }])));
    expect(many.size).toBe(5000);
    for (const n of many) expect(n.length).toBeLessThanOrEqual(25);
  });
});

describe('backoff', () => {
  it('doubles from the initial wait up to the maximum, with at most a fifth taken off', () => {
    const options = { initialMs: 1000, maxMs: 60_000 };
    const none = () => 0;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 100].map((n) => backoffDelay(n, options, none))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
    expect(backoffDelay(1, options, () => 1)).toBe(800);
  });
});

describe('failures', () => {
  it('marks the channel broken for missing access, missing permissions and an unknown channel', () => {
    expect(classifyFailure(apiError(403, 50001, 'Missing Access'))).toMatchObject({
      kind: 'broken',
      reason: expect.stringMatching(/Missing Access/),
    });
    expect(classifyFailure(apiError(403, 50013, 'Missing Permissions')).kind).toBe('broken');
    expect(classifyFailure(apiError(404, 10003, 'Unknown Channel')).kind).toBe('broken');
    expect(classifyFailure(apiError(403, 40333, 'something new')).kind).toBe('broken');
  });

  it('retries 5xx, network errors and a bad token; parks a message Discord rejects as invalid', () => {
    expect(classifyFailure(new HTTPError(503, 'Service Unavailable', 'POST', '/x', { body: {} })).kind).toBe(
      'retry',
    );
    expect(classifyFailure(new TypeError('fetch failed')).kind).toBe('retry');
    expect(classifyFailure(apiError(401, 0, '401: Unauthorized')).kind).toBe('retry');
    expect(classifyFailure(apiError(400, 50035, 'Invalid Form Body')).kind).toBe('rejected');
  });

  it('stores the reason in English and tells it to members in their language, keeping what Discord said', () => {
    const reasonOf = (err: unknown) => classifyFailure(err).reason;
    const stored = [
      reasonOf(apiError(403, 50001, 'Missing Access')),
      reasonOf(apiError(403, 50013, 'Missing Permissions')),
      reasonOf(apiError(404, 10003, 'Unknown Channel')),
      reasonOf(apiError(403, 40333, 'something new')),
      reasonOf(apiError(400, 50035, 'Invalid Form Body')),
    ];
    // English is what the operator reads: the same text back.
    expect(stored.map((reason) => failureReasonIn('en-US', reason))).toEqual(stored);
    const german = stored.map((reason) => failureReasonIn('de', reason));
    expect(german[0]).toBe('der Bot kann den Kanal nicht sehen (Missing Access)');
    expect(german[3]).toBe('Discord hat den Kanal abgelehnt: something new (403)');
    expect(german[4]).toBe('Discord hat die Nachricht abgelehnt: Invalid Form Body (400)');
    for (const [i, reason] of stored.entries()) expect(german[i]).not.toBe(reason);
    // A reason hostcord did not write (stored by an older version, or by hand) is shown as it is.
    expect(failureReasonIn('fr', 'a reason from elsewhere')).toBe('a reason from elsewhere');
  });
});

describe('filters', () => {
  const entry = { category: 'Power', type: 'Crash', severity: 'ERROR' };
  const none = { categories: [], types: [], severities: [] };

  it('include everything when empty and compare case-insensitively', () => {
    expect(matchesFilters(none, entry)).toBe(true);
    expect(matchesFilters({ ...none, categories: ['power'] }, entry)).toBe(true);
    expect(matchesFilters({ ...none, categories: ['POWER', 'backup'], severities: ['error'] }, entry)).toBe(
      true,
    );
    expect(matchesFilters({ ...none, categories: ['backup'] }, entry)).toBe(false);
    expect(matchesFilters({ ...none, types: ['restart'] }, entry)).toBe(false);
    expect(matchesFilters({ ...none, severities: ['critical'] }, entry)).toBe(false);
  });

  it('mention the link’s role for chosen severities, or for all when none are chosen', () => {
    expect(mentionRoleFor({ mentionRoleId: null, mentionSeverities: [] }, entry)).toBeNull();
    expect(mentionRoleFor({ mentionRoleId: 'r', mentionSeverities: [] }, entry)).toBe('r');
    expect(mentionRoleFor({ mentionRoleId: 'r', mentionSeverities: ['error'] }, entry)).toBe('r');
    expect(mentionRoleFor({ mentionRoleId: 'r', mentionSeverities: ['critical'] }, entry)).toBeNull();
  });

  it('parse typed lists: trimmed, lower-case, once each; `all` clears', () => {
    expect(parseValueList(' Power, backup ,POWER,, ')).toEqual({ values: ['power', 'backup'] });
    expect(parseValueList('all')).toEqual({ values: [] });
    expect(parseValueList('  ')).toEqual({ values: [] });
    expect(parseValueList('all, power')).toHaveProperty('error');
    expect(parseValueList(Array.from({ length: 26 }, (_, i) => `v${i}`).join(','))).toHaveProperty('error');
    expect(parseValueList('x'.repeat(101))).toHaveProperty('error');
  });

  it('complete the last item of a list from values seen', () => {
    const seen = ['backup', 'power', 'schedule'];
    expect(completeValueList('', seen).map((c) => c.value)).toEqual(['all', 'backup', 'power', 'schedule']);
    expect(completeValueList('po', seen).map((c) => c.value)).toEqual(['power']);
    expect(completeValueList('power, ', seen).map((c) => c.value)).toEqual([
      'power, backup',
      'power, schedule',
    ]);
    expect(completeValueList('Power,SCH', seen).map((c) => c.value)).toEqual(['power, schedule']);
    expect(completeValueList(`${'x'.repeat(95)}, `, seen)).toEqual([]);
    expect(
      completeValueList(
        '',
        Array.from({ length: 40 }, (_, i) => `v${i}`),
      ),
    ).toHaveLength(25);
  });
});
