import { describe, expect, it } from 'vitest';
import type { NewSchedule } from '../../src/db/restart-schedules.js';
import { useRestartDatabases } from '../support/restart-stores.js';

// Milliseconds far past 2^31 on purpose: PostgreSQL stores them as bigint.
const T = 2_000_000_000_000;
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const GUILD = '100000000000000001';
const OTHER_GUILD = '100000000000000002';
const MEMBER = '200000000000000001';

const schedule = (over: Partial<NewSchedule> = {}): NewSchedule => ({
  guildId: GUILD,
  serverId: 'srv-one',
  time: '04:00',
  timeZone: 'Europe/Berlin',
  days: [1, 3, 5],
  createdBy: MEMBER,
  ...over,
});
const first = (runAt: number) => ({ runAt, nextOffset: 900, nextStepAt: runAt - 15 * MIN });

describe.each(useRestartDatabases())('restart schedules on %s', (_name, open) => {
  it('a schedule is added with its first run; get and nextRunOf read them back', async () => {
    const db = await open();
    const { schedule: made, run } = await db.schedules.add(schedule(), first(T + DAY));
    expect(made).toMatchObject({ ...schedule(), id: expect.any(Number) });
    expect(typeof made.createdAt).toBe('number');
    expect(run).toMatchObject({
      runKey: `schedule:${made.id}:${T + DAY}`,
      scheduleId: made.id,
      guildId: GUILD,
      serverId: 'srv-one',
      requestedBy: MEMBER,
      state: 'pending',
      ...first(T + DAY),
    });
    expect(await db.schedules.get(made.id)).toEqual(made);
    expect(await db.schedules.get(made.id + 1000)).toBeUndefined();
    // min(run_at) of its runs still to do, a number on both databases.
    const next = await db.schedules.nextRunOf(made.id);
    expect(next).toBe(T + DAY);
    expect(typeof next).toBe('number');
    expect(await db.runs.get(run.id)).toEqual(run);
    expect((await db.runs.due(T + DAY)).map((r) => r.id)).toEqual([run.id]);

    // Once the run is over and nothing else planned, it has no next run.
    await db.runs.finish(run, ['pending'], { state: 'done', outcome: null, now: T + DAY });
    expect(await db.schedules.nextRunOf(made.id)).toBeUndefined();
  });

  it('forGuild lists a guild’s schedules oldest first, each with its next run or null', async () => {
    const db = await open();
    const a = await db.schedules.add(schedule({ days: [] }), first(T + 2 * DAY));
    const b = await db.schedules.add(schedule({ serverId: 'srv-two', time: '23:30' }), first(T + DAY));
    const stranger = await db.schedules.add(schedule({ guildId: OTHER_GUILD }), first(T + 3 * DAY));
    await db.runs.finish(b.run, ['pending'], { state: 'cancelled', outcome: 'test', now: T });

    const listed = await db.schedules.forGuild(GUILD);
    expect(listed.map((s) => [s.id, s.nextRunAt])).toEqual([
      [a.schedule.id, T + 2 * DAY],
      [b.schedule.id, null],
    ]);
    expect(listed[0]).toMatchObject({ days: [], timeZone: 'Europe/Berlin', time: '04:00' });
    expect(listed[1]).toMatchObject({ days: [1, 3, 5], serverId: 'srv-two', time: '23:30' });
    expect((await db.schedules.forGuild(OTHER_GUILD)).map((s) => s.id)).toEqual([stranger.schedule.id]);
    expect(await db.schedules.forGuild('100000000000000003')).toEqual([]);
  });

  it('remove takes a guild’s own schedule and cancels its pending run; drop removes the schedule only', async () => {
    const db = await open();
    const { schedule: made, run } = await db.schedules.add(schedule(), first(T + DAY));
    expect(
      await db.schedules.remove(OTHER_GUILD, made.id, T, 'schedule removed by a stranger'),
    ).toBeUndefined();
    expect(await db.schedules.get(made.id)).toEqual(made);

    const removed = await db.schedules.remove(GUILD, made.id, T + 1, `schedule removed by ${MEMBER}`);
    expect(removed?.schedule).toEqual(made);
    expect(removed?.cancelled.map((r) => [r.id, r.state, r.outcome, r.finishedAt])).toEqual([
      [run.id, 'cancelled', `schedule removed by ${MEMBER}`, T + 1],
    ]);
    expect(await db.schedules.get(made.id)).toBeUndefined();
    expect(await db.runs.due(T + 2 * DAY)).toEqual([]);
    expect(await db.schedules.remove(GUILD, made.id, T + 2, 'again')).toBeUndefined();

    // A run already restarting is left to finish; only the pending one is called off.
    const other = await db.schedules.add(schedule(), { runAt: T + DAY, nextOffset: 0, nextStepAt: T + DAY });
    expect(await db.runs.takeRestart(other.run.id, T + DAY, MIN)).toBeDefined();
    const removedWhileRestarting = await db.schedules.remove(GUILD, other.schedule.id, T + DAY, 'removed');
    expect(removedWhileRestarting?.cancelled).toEqual([]);
    expect((await db.runs.get(other.run.id))?.state).toBe('restarting');

    const dropped = await db.schedules.add(schedule(), first(T + DAY));
    await db.schedules.drop(dropped.schedule.id);
    expect(await db.schedules.get(dropped.schedule.id)).toBeUndefined();
    expect(await db.schedules.forGuild(GUILD)).toEqual([]);
  });

  it('two processes removing the same schedule: one removes it and cancels its run, the other finds nothing', async () => {
    const a = await open();
    const b = await a.another();
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        a.schedules.add(schedule({ serverId: `srv-${i}` }), first(T + DAY + i)),
      ),
    );
    for (const { schedule: s, run } of made) {
      const results = await Promise.all([
        a.schedules.remove(GUILD, s.id, T, 'by a'),
        b.schedules.remove(GUILD, s.id, T, 'by b'),
      ]);
      const winners = results.filter((r) => r !== undefined);
      expect(winners).toHaveLength(1);
      expect(winners[0]?.cancelled.map((r) => r.id)).toEqual([run.id]);
    }
    expect(await b.schedules.forGuild(GUILD)).toEqual([]);
  });
});
