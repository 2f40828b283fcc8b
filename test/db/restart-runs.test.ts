import { describe, expect, it } from 'vitest';
import type { DraftInput, RestartRun } from '../../src/db/restart-runs.js';
import { type RestartStores, useRestartDatabases } from '../support/restart-stores.js';

// Milliseconds far past 2^31 (and 2^32) on purpose: PostgreSQL stores them as bigint.
const T = 2_000_000_000_000;
const MIN = 60_000;
const GUILD = '100000000000000001';
const OTHER_GUILD = '100000000000000002';
const MEMBER = '200000000000000001';
const S1 = 'srv-one';
const S2 = 'srv-two';

let keys = 0;
const draftInput = (over: Partial<DraftInput> = {}): DraftInput => ({
  runKey: `key-${++keys}`,
  guildId: GUILD,
  serverId: S1,
  requestedBy: MEMBER,
  message: null,
  delayMs: 20 * MIN,
  now: T,
  openSince: T - MIN,
  ...over,
});

/** A one-off run, confirmed: pending, restarting at `runAt`, its next step at `nextStepAt`. */
async function pending(
  { runs }: RestartStores,
  plan: { runAt: number; nextOffset: number; nextStepAt: number },
  over: Partial<DraftInput> = {},
): Promise<RestartRun> {
  const draft = await runs.draft(draftInput(over));
  return (await runs.confirm(draft.id, draft.requestedBy, plan))!;
}

describe.each(useRestartDatabases())('restart runs on %s', (_name, open) => {
  it('a draft is made once per run key and starts counting down only when its asker confirms', async () => {
    const db = await open();
    const input = draftInput({ message: 'Update 1.21', delayMs: 5 * MIN });
    const draft = await db.runs.draft(input);
    expect(draft).toMatchObject({
      runKey: input.runKey,
      state: 'asked',
      runAt: T + 5 * MIN,
      delayMs: 5 * MIN,
      nextOffset: 0,
      message: 'Update 1.21',
      createdAt: T,
      announced: 0,
      attempts: 0,
      scheduleId: null,
    });
    // The same interaction again (a retried delivery): the same row, unchanged.
    expect(await db.runs.draft({ ...input, delayMs: MIN, now: T + 1 })).toEqual(draft);
    expect(await db.runs.get(draft.id)).toEqual(draft);
    expect(await db.runs.get(draft.id + 1000)).toBeUndefined();

    // A question not yet confirmed is nothing the scheduler carries out.
    expect(await db.runs.due(T + 60 * MIN)).toEqual([]);
    expect(await db.runs.nextDueAt()).toBeUndefined();

    const plan = { runAt: T + MIN + 5 * MIN, nextOffset: 300, nextStepAt: T + MIN };
    expect(await db.runs.confirm(draft.id, '200000000000000009', plan)).toBeUndefined();
    const confirmed = await db.runs.confirm(draft.id, MEMBER, plan);
    expect(confirmed).toMatchObject({ id: draft.id, state: 'pending', ...plan });
    // A second Confirm finds nothing waiting.
    expect(await db.runs.confirm(draft.id, MEMBER, { ...plan, runAt: T + 99 * MIN })).toBeUndefined();
    expect((await db.runs.get(draft.id))?.runAt).toBe(plan.runAt);
    expect(await db.runs.nextDueAt()).toBe(T + MIN);
  });

  it('due lists pending steps and lapsed restarts in step order; nextDueAt and nextRestartFor aggregate them', async () => {
    const db = await open();
    const a = await pending(db, { runAt: T + 60 * MIN, nextOffset: 900, nextStepAt: T + 45 * MIN });
    const b = await pending(db, { runAt: T + 30 * MIN, nextOffset: 300, nextStepAt: T + 25 * MIN });
    const c = await pending(
      db,
      { runAt: T + 10 * MIN, nextOffset: 0, nextStepAt: T + 10 * MIN },
      { serverId: S2 },
    );
    const ended = await pending(
      db,
      { runAt: T + 5 * MIN, nextOffset: 0, nextStepAt: T + 5 * MIN },
      { serverId: S2 },
    );
    await db.runs.finish(ended, ['pending'], { state: 'cancelled', outcome: 'test', now: T });

    expect(await db.runs.due(T + 10 * MIN - 1)).toEqual([]);
    expect((await db.runs.due(T + 25 * MIN)).map((r) => r.id)).toEqual([c.id, b.id]);
    expect((await db.runs.due(T + 45 * MIN)).map((r) => r.id)).toEqual([c.id, b.id, a.id]);
    // min(CASE … 'pending' …) of the steps, as a number on both databases.
    const next = await db.runs.nextDueAt();
    expect(next).toBe(T + 10 * MIN);
    expect(typeof next).toBe('number');

    // c is being sent: not due again until its lease runs out, which is then what comes next.
    const taken = await db.runs.takeRestart(c.id, T + 10 * MIN, 20 * MIN);
    expect(taken).toMatchObject({ state: 'restarting', leaseUntil: T + 30 * MIN, attempts: 1 });
    expect((await db.runs.due(T + 29 * MIN)).map((r) => r.id)).toEqual([b.id]);
    expect(await db.runs.nextDueAt()).toBe(T + 25 * MIN);
    await db.runs.takeAnnouncement(b, { offset: 60, at: T + 40 * MIN }, true);
    await db.runs.takeAnnouncement(a, { offset: 300, at: T + 55 * MIN }, true);
    // Now the lease (min(CASE … 'restarting' …)) is earlier than any step.
    expect(await db.runs.nextDueAt()).toBe(T + 30 * MIN);
    expect((await db.runs.due(T + 30 * MIN)).map((r) => r.id)).toEqual([c.id]);

    // The next planned restart per server: min(run_at) of runs still to do, grouped.
    const map = await db.runs.nextRestartFor([S1, S2, 'srv-none']);
    expect([...map.entries()].sort()).toEqual([
      [S1, T + 30 * MIN],
      [S2, T + 10 * MIN],
    ]);
    expect(typeof map.get(S1)).toBe('number');
    expect((await db.runs.nextRestartFor([])).size).toBe(0);
    await db.runs.finish(taken!, ['restarting'], { state: 'done', outcome: 'job-1', now: T + 11 * MIN });
    expect((await db.runs.nextRestartFor([S2])).size).toBe(0);
  });

  it('an announcement is taken once, moving the run to its next step; only what is said is counted', async () => {
    const db = await open();
    const run = await pending(db, { runAt: T + 20 * MIN, nextOffset: 900, nextStepAt: T + 5 * MIN });
    expect(await db.runs.takeAnnouncement(run, { offset: 300, at: T + 15 * MIN }, true)).toBe(true);
    expect(await db.runs.get(run.id)).toMatchObject({
      nextOffset: 300,
      nextStepAt: T + 15 * MIN,
      announced: 1,
    });
    // The same step read before the take (stale): refused, nothing changes.
    expect(await db.runs.takeAnnouncement(run, { offset: 300, at: T + 15 * MIN }, true)).toBe(false);
    const now = (await db.runs.get(run.id))!;
    // A step whose time passed is taken without being said.
    expect(await db.runs.takeAnnouncement(now, { offset: 60, at: T + 19 * MIN }, false)).toBe(true);
    expect(await db.runs.get(run.id)).toMatchObject({
      nextOffset: 60,
      nextStepAt: T + 19 * MIN,
      announced: 1,
    });
    // A cancelled run has no steps left to take.
    const moved = (await db.runs.get(run.id))!;
    expect(await db.runs.cancel(run.id, GUILD, T + 6 * MIN, 'cancelled by test')).toBeDefined();
    expect(await db.runs.takeAnnouncement(moved, { offset: 10, at: T + 20 * MIN - 10_000 }, true)).toBe(
      false,
    );
  });

  it('the restart is taken only at its last step and when due; a lapsed lease is taken over; retryAt puts it back', async () => {
    const db = await open();
    const early = await pending(db, { runAt: T + 20 * MIN, nextOffset: 60, nextStepAt: T + 19 * MIN });
    // Announcements still to come: never the restart, even past its time.
    expect(await db.runs.takeRestart(early.id, T + 21 * MIN, MIN)).toBeUndefined();

    const run = await pending(db, { runAt: T + 10 * MIN, nextOffset: 0, nextStepAt: T + 10 * MIN });
    expect(await db.runs.takeRestart(run.id, T + 10 * MIN - 1, MIN)).toBeUndefined();
    const first = await db.runs.takeRestart(run.id, T + 10 * MIN, MIN);
    expect(first).toMatchObject({ state: 'restarting', attempts: 1, leaseUntil: T + 11 * MIN });
    // Held: nobody takes it before the lease runs out.
    expect(await db.runs.takeRestart(run.id, T + 11 * MIN - 1, MIN)).toBeUndefined();
    // Its holder stopped: taken over once the lease ran out, the attempt counted.
    const second = await db.runs.takeRestart(run.id, T + 11 * MIN, MIN);
    expect(second).toMatchObject({ state: 'restarting', attempts: 2, leaseUntil: T + 12 * MIN });

    // Outcome unknown: back to pending for another try at `at`, lease cleared.
    expect(await db.runs.retryAt(run.id, T + 13 * MIN)).toBe(true);
    expect(await db.runs.get(run.id)).toMatchObject({
      state: 'pending',
      nextStepAt: T + 13 * MIN,
      leaseUntil: null,
    });
    expect(await db.runs.retryAt(run.id, T + 14 * MIN)).toBe(false);
    expect((await db.runs.due(T + 13 * MIN)).map((r) => r.id)).toEqual([run.id]);
  });

  it('finish ends a run only from the given states and plans a schedule’s next run once', async () => {
    const db = await open();
    const oneOff = await pending(db, { runAt: T + MIN, nextOffset: 0, nextStepAt: T + MIN });
    const next = { runAt: T + 24 * 60 * MIN, nextOffset: 900, nextStepAt: T + 24 * 60 * MIN - 15 * MIN };
    // Not in `from`: nothing changes.
    expect(
      await db.runs.finish(oneOff, ['restarting'], { state: 'done', outcome: null, now: T }),
    ).toBeUndefined();
    const ended = await db.runs.finish(
      oneOff,
      ['pending'],
      { state: 'skipped', outcome: 'offline', now: T + 2 },
      next,
    );
    expect(ended).toMatchObject({
      state: 'skipped',
      outcome: 'offline',
      finishedAt: T + 2,
      leaseUntil: null,
    });
    // A one-off run plans nothing after it, whatever `next` says.
    expect(await db.runs.nextRestartFor([S1])).toEqual(new Map());
    expect(
      await db.runs.finish(oneOff, ['pending'], { state: 'done', outcome: null, now: T + 3 }),
    ).toBeUndefined();

    const { schedule, run } = await db.schedules.add(
      { guildId: GUILD, serverId: S2, time: '04:00', timeZone: 'UTC', days: [], createdBy: MEMBER },
      { runAt: T + 30 * MIN, nextOffset: 900, nextStepAt: T + 15 * MIN },
    );
    // Ended while pending (skipped): its schedule's next run is planned in the same transaction.
    const done = await db.runs.finish(
      run,
      ['pending'],
      { state: 'skipped', outcome: 'offline', now: T + 31 * MIN },
      next,
    );
    expect(done?.state).toBe('skipped');
    const planned = await db.runs.due(next.nextStepAt);
    expect(planned).toHaveLength(1);
    expect(planned[0]).toMatchObject({
      runKey: `schedule:${schedule.id}:${next.runAt}`,
      scheduleId: schedule.id,
      guildId: GUILD,
      serverId: S2,
      requestedBy: MEMBER,
      state: 'pending',
      ...next,
    });
    expect(await db.schedules.nextRunOf(schedule.id)).toBe(next.runAt);
    // The next run's key is the schedule and its time: planning it again makes no second row.
    expect(
      await db.runs.finish(done!, ['skipped'], { state: 'failed', outcome: 'x', now: T + 32 * MIN }, next),
    ).toBeDefined();
    expect((await db.runs.due(next.nextStepAt)).filter((r) => r.scheduleId === schedule.id)).toHaveLength(1);
  });

  it('cancel: a pending run, or a question still asked, only in its own guild', async () => {
    const db = await open();
    const run = await pending(db, { runAt: T + 10 * MIN, nextOffset: 300, nextStepAt: T + 5 * MIN });
    expect(await db.runs.cancel(run.id, OTHER_GUILD, T, 'cancelled by a stranger')).toBeUndefined();
    // A pending run is not an unconfirmed question.
    expect(await db.runs.cancel(run.id, GUILD, T, 'not confirmed', 'asked')).toBeUndefined();
    const cancelled = await db.runs.cancel(run.id, GUILD, T + 1, `cancelled by ${MEMBER}`);
    expect(cancelled).toMatchObject({
      state: 'cancelled',
      outcome: `cancelled by ${MEMBER}`,
      finishedAt: T + 1,
    });
    expect(await db.runs.cancel(run.id, GUILD, T + 2, 'again')).toBeUndefined();

    const draft = await db.runs.draft(draftInput());
    expect(await db.runs.cancel(draft.id, GUILD, T, 'x')).toBeUndefined();
    expect(await db.runs.cancel(draft.id, GUILD, T, 'not confirmed', 'asked')).toMatchObject({
      state: 'cancelled',
    });
    expect(
      await db.runs.confirm(draft.id, MEMBER, { runAt: T, nextOffset: 0, nextStepAt: T }),
    ).toBeUndefined();
  });

  it('prune removes runs that ended long ago and drafts never confirmed, and says how many', async () => {
    const db = await open();
    const old = await pending(db, { runAt: T + MIN, nextOffset: 0, nextStepAt: T + MIN });
    await db.runs.finish(old, ['pending'], { state: 'done', outcome: null, now: T + MIN });
    const recent = await pending(db, { runAt: T + MIN, nextOffset: 0, nextStepAt: T + MIN });
    await db.runs.finish(recent, ['pending'], { state: 'done', outcome: null, now: T + 10 * MIN });
    const staleDraft = await db.runs.draft(draftInput({ now: T }));
    const freshDraft = await db.runs.draft(draftInput({ now: T + 10 * MIN }));
    const live = await pending(
      db,
      { runAt: T + 60 * MIN, nextOffset: 900, nextStepAt: T + 45 * MIN },
      { now: T },
    );

    expect(await db.runs.prune(T + 5 * MIN, T + 5 * MIN)).toBe(2);
    expect(await db.runs.get(old.id)).toBeUndefined();
    expect(await db.runs.get(staleDraft.id)).toBeUndefined();
    for (const kept of [recent, freshDraft, live]) expect((await db.runs.get(kept.id))?.id).toBe(kept.id);
    expect(await db.runs.prune(T + 5 * MIN, T + 5 * MIN)).toBe(0);
  });

  it('times are stored as instants: runs either side of a DST change keep their exact milliseconds and order', async () => {
    const db = await open();
    // Europe's summer time starts on 2033-03-27 at 01:00 UTC (02:00 → 03:00 in Berlin).
    const change = Date.UTC(2033, 2, 27, 1, 0);
    const before = await pending(db, { runAt: change - 1, nextOffset: 0, nextStepAt: change - 1 });
    const after = await pending(db, {
      runAt: change + 3_600_000,
      nextOffset: 0,
      nextStepAt: change + 3_600_000,
    });
    const far = await pending(db, { runAt: 2 ** 42 + 7, nextOffset: 0, nextStepAt: 2 ** 42 + 7 });
    expect((await db.runs.get(before.id))?.runAt).toBe(change - 1);
    expect((await db.runs.get(after.id))?.nextStepAt).toBe(change + 3_600_000);
    expect((await db.runs.get(far.id))?.runAt).toBe(2 ** 42 + 7);
    expect((await db.runs.due(2 ** 42 + 7)).map((r) => r.id)).toEqual([before.id, after.id, far.id]);
    expect(await db.runs.nextDueAt()).toBe(change - 1);
    expect((await db.runs.nextRestartFor([S1])).get(S1)).toBe(change - 1);
  });

  it('two processes racing the same steps: each announcement, restart and ending is taken by exactly one', async () => {
    const a = await open();
    const b = await a.another();
    const runs = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        pending(
          a,
          { runAt: T + 10 * MIN + i, nextOffset: 60, nextStepAt: T + 9 * MIN },
          { serverId: `srv-${i}`, requestedBy: `member-${i}` },
        ),
      ),
    );
    for (const run of runs) {
      const step = { offset: 0, at: run.runAt };
      const announced = await Promise.all([
        a.runs.takeAnnouncement(run, step, true),
        b.runs.takeAnnouncement(run, step, true),
      ]);
      expect(announced.filter(Boolean)).toHaveLength(1);
    }
    const restarts = await Promise.all(
      runs.flatMap((run) => [a, b].map((p) => p.runs.takeRestart(run.id, run.runAt, MIN))),
    );
    for (let i = 0; i < runs.length; i++) {
      expect(restarts.slice(2 * i, 2 * i + 2).filter(Boolean)).toHaveLength(1);
    }
    const ends = await Promise.all(
      runs.flatMap((run) =>
        [a, b].map((p) =>
          p.runs.finish(run, ['restarting'], { state: 'done', outcome: null, now: run.runAt }),
        ),
      ),
    );
    for (let i = 0; i < runs.length; i++)
      expect(ends.slice(2 * i, 2 * i + 2).filter(Boolean)).toHaveLength(1);
    for (const run of runs) {
      expect(await b.runs.get(run.id)).toMatchObject({ state: 'done', announced: 1, attempts: 1 });
    }
  });
});
