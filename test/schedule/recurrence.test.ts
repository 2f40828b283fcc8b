import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/discord/user-error.js';
import {
  daysInWords,
  nextRunAfter,
  requireDays,
  requireTime,
  requireTimeZone,
  timeZoneChoices,
} from '../../src/schedule/recurrence.js';

const iso = (ms: number) => new Date(ms).toISOString();
/** The runs of a rule from `from`, one after the other. */
function runs(rule: Parameters<typeof nextRunAfter>[0], from: string, count: number): string[] {
  const out: number[] = [];
  let at = Date.parse(from);
  for (let i = 0; i < count; i++) {
    at = nextRunAfter(rule, at);
    out.push(at);
  }
  return out.map(iso);
}

describe('recurring times', () => {
  it('04:00 in Europe/Berlin stays 04:00 local across both daylight-saving changes', () => {
    const rule = { time: '04:00', timeZone: 'Europe/Berlin', days: [] };
    // Spring forward on 2026-03-29 (UTC+1 → UTC+2).
    expect(runs(rule, '2026-03-27T12:00:00Z', 3)).toEqual([
      '2026-03-28T03:00:00.000Z',
      '2026-03-29T02:00:00.000Z',
      '2026-03-30T02:00:00.000Z',
    ]);
    // Fall back on 2026-10-25 (UTC+2 → UTC+1).
    expect(runs(rule, '2026-10-23T12:00:00Z', 3)).toEqual([
      '2026-10-24T02:00:00.000Z',
      '2026-10-25T03:00:00.000Z',
      '2026-10-26T03:00:00.000Z',
    ]);
  });

  it('a time inside the skipped hour runs once, after the gap; one in the repeated hour runs once', () => {
    const rule = { time: '02:30', timeZone: 'Europe/Berlin', days: [] };
    // 02:30 does not exist on 2026-03-29: the run comes at 03:00 CEST, once.
    expect(runs(rule, '2026-03-28T12:00:00Z', 2)).toEqual([
      '2026-03-29T01:00:00.000Z',
      '2026-03-30T00:30:00.000Z',
    ]);
    // 02:30 happens twice on 2026-10-25: one run, at the first.
    expect(runs(rule, '2026-10-24T12:00:00Z', 2)).toEqual([
      '2026-10-25T00:30:00.000Z',
      '2026-10-26T01:30:00.000Z',
    ]);
  });

  it('runs only on the chosen weekdays, in UTC by default', () => {
    const rule = { time: '23:30', timeZone: requireTimeZone(undefined), days: requireDays('mon, fri') };
    expect(rule.timeZone).toBe('UTC');
    // 2026-01-01 is a Thursday.
    expect(runs(rule, '2026-01-01T00:00:00Z', 3)).toEqual([
      '2026-01-02T23:30:00.000Z',
      '2026-01-05T23:30:00.000Z',
      '2026-01-09T23:30:00.000Z',
    ]);
  });

  it('reads times, zones and days; refuses what it cannot read', () => {
    expect(requireTime('4:05')).toBe('04:05');
    expect(requireTime(' 23:59 ')).toBe('23:59');
    for (const bad of ['25:00', '24:00', '12:60', '1200', 'noon', '']) {
      expect(() => requireTime(bad)).toThrow(UserError);
    }
    expect(() => requireTime('25:00')).toThrow(/`25:00` is not a time of day.*HH:MM/);

    expect(requireTimeZone('europe/berlin')).toBe('Europe/Berlin');
    expect(requireTimeZone('utc')).toBe('UTC');
    expect(() => requireTimeZone('Mars/Olympus_Mons')).toThrow(UserError);
    expect(() => requireTimeZone('Mars/Olympus_Mons')).toThrow(/not a time zone.*IANA name/);
    expect(() => requireTimeZone('+02:00')).toThrow(UserError);

    expect(requireDays('weekdays')).toEqual([1, 2, 3, 4, 5]);
    expect(requireDays('Saturday sun')).toEqual([0, 6]);
    expect(requireDays('daily')).toEqual([]);
    expect(requireDays('mon,tue,wed,thu,fri,sat,sun')).toEqual([]);
    expect(() => requireDays('mon, funday')).toThrow(/`funday` is not a day/);
    expect(daysInWords('en-US', [1, 3])).toBe('Mon, Wed');
    expect(daysInWords('en-US', [])).toBe('every day');
  });

  it('offers time zones containing what was typed, at most 25', () => {
    expect(timeZoneChoices('berl')).toEqual(['Europe/Berlin']);
    expect(timeZoneChoices('new york')).toEqual(['America/New_York']);
    expect(timeZoneChoices('')).toHaveLength(25);
    expect(timeZoneChoices('')[0]).toBe('UTC');
  });

  it('takes every name ICU accepts, current IANA names too, and shows each zone under its current name', () => {
    // Node 20 lists only the old aliases (Asia/Calcutta, Europe/Kiev, America/Godthab).
    for (const [typed, shown] of [
      ['Asia/Kolkata', 'Asia/Kolkata'],
      ['Europe/Kyiv', 'Europe/Kyiv'],
      ['America/Nuuk', 'America/Nuuk'],
      ['asia/calcutta', 'Asia/Kolkata'],
      ['Europe/Kiev', 'Europe/Kyiv'],
      ['America/Argentina/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
      ['Asia/Ho_Chi_Minh', 'Asia/Ho_Chi_Minh'],
      ['Pacific/Kanton', 'Pacific/Kanton'],
    ]) {
      expect(requireTimeZone(typed), typed).toBe(shown);
    }
    // croner computes in the zone as named: 04:00 in Kolkata (UTC+5:30), in Kyiv (UTC+2 in winter).
    expect(runs({ time: '04:00', timeZone: 'Asia/Kolkata', days: [] }, '2026-01-10T12:00:00Z', 1)).toEqual([
      '2026-01-10T22:30:00.000Z',
    ]);
    expect(runs({ time: '04:00', timeZone: 'Europe/Kyiv', days: [] }, '2026-01-10T12:00:00Z', 1)).toEqual([
      '2026-01-11T02:00:00.000Z',
    ]);
    expect(timeZoneChoices('kolk')).toEqual(['Asia/Kolkata']);
    expect(timeZoneChoices('calcutta')).toEqual(['Asia/Kolkata']);
    expect(timeZoneChoices('kyiv')).toEqual(['Europe/Kyiv']);
    expect(timeZoneChoices('nuuk')).toEqual(['America/Nuuk']);
    expect(timeZoneChoices('')).not.toContain('Asia/Calcutta');
  });
});
