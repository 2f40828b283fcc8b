import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/discord/user-error.js';
import {
  announcementStillTimely,
  announcementText,
  firstStep,
  inWords,
  plannedAnnouncements,
  stepAfter,
} from '../../src/schedule/countdown.js';
import { requireDelay } from '../../src/schedule/delay.js';

const MIN = 60_000;
const T = Date.UTC(2026, 0, 10, 4, 0);

/** Every step of a run from its first, as (seconds before, time). */
function steps(runAt: number, plannedAt: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let step = firstStep(runAt, plannedAt);
  out.push([step.offset, step.at]);
  while (step.offset > 0) {
    step = stepAfter(runAt, step.offset);
    out.push([step.offset, step.at]);
  }
  return out;
}

describe('the countdown', () => {
  it('announces at T-15 min, 5 min, 1 min and 10 s, those within the delay, then restarts', () => {
    expect(steps(T, T - 60 * MIN)).toEqual([
      [900, T - 15 * MIN],
      [300, T - 5 * MIN],
      [60, T - MIN],
      [10, T - 10_000],
      [0, T],
    ]);
    // in:10m: the 15-minute warning falls outside the delay.
    expect(steps(T, T - 10 * MIN).map(([o]) => o)).toEqual([300, 60, 10, 0]);
    // in:5m: the 5-minute warning is due at once.
    expect(steps(T, T - 5 * MIN).map(([o]) => o)).toEqual([300, 60, 10, 0]);
    expect(steps(T, T - 90_000).map(([o]) => o)).toEqual([60, 10, 0]);
    expect(plannedAnnouncements(T, T - MIN)).toEqual([60, 10]);
  });

  it('says the time left and the optional message', () => {
    expect(announcementText('en-US', 900, null)).toBe('The server restarts in 15 minutes.');
    expect(announcementText('en-US', 60, null)).toBe('The server restarts in 1 minute.');
    expect(announcementText('en-US', 10, 'Update 1.21, back in 2 min')).toBe(
      'The server restarts in 10 seconds. Update 1.21, back in 2 min',
    );
    expect(inWords('en-US', 5400)).toBe('1 hour 30 minutes');
    expect(inWords('en-US', 90)).toBe('1 minute 30 seconds');
  });

  it('leaves out an announcement whose time passed by 30 s or whose next step is already due', () => {
    expect(announcementStillTimely(T, 900, T - 15 * MIN)).toBe(true);
    expect(announcementStillTimely(T, 900, T - 15 * MIN + 29_000)).toBe(true);
    expect(announcementStillTimely(T, 900, T - 15 * MIN + 31_000)).toBe(false);
    expect(announcementStillTimely(T, 900, T - 8 * MIN)).toBe(false);
    expect(announcementStillTimely(T, 10, T - 1_000)).toBe(true);
    expect(announcementStillTimely(T, 10, T)).toBe(false);
  });
});

describe('the `in` option', () => {
  it.each([
    ['90s', 90_000],
    ['10m', 10 * MIN],
    ['1h30m', 90 * MIN],
    ['2h 15m', 135 * MIN],
    ['5', 5 * MIN],
    ['24h', 24 * 60 * MIN],
    ['1m', MIN],
  ])('reads %s', (text, ms) => {
    expect(requireDelay(text)).toBe(ms);
  });

  it.each([
    ['0', /at least 1 minute/],
    ['59s', /at least 1 minute/],
    ['25h', /at most 24 hours/],
    ['24h1s', /at most 24 hours/],
    ['abc', /`abc` is not a delay.*90s.*10m.*1h30m/],
    ['', /is not a delay/],
    ['10m5h', /is not a delay/],
    ['-5m', /is not a delay/],
  ])('refuses %s with a sentence that says what to write', (text, message) => {
    const attempt = () => requireDelay(text);
    expect(attempt).toThrow(UserError);
    expect(attempt).toThrow(message);
  });
});
