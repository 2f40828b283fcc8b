import { describe, expect, it } from 'vitest';
import { cancelAnnouncement } from '../../src/schedule/countdown.js';
import { CHANNEL, GUILD, MEMBER, MIN, T0, useSchedulerWorld } from './support/scheduler-world.js';

const CANCEL_ANNOUNCEMENT = cancelAnnouncement('en-US');

const start = useSchedulerWorld();

describe('planned restarts: the countdown', () => {
  it('announces at T-15, T-5, T-1 min and T-10 s with the message, then restarts once and reports it', async () => {
    const w = await start();
    const run = await w.restartIn(20 * MIN, 'Update 1.21');
    const runAt = T0 + 20 * MIN;
    expect(run.runAt).toBe(runAt);

    await w.at(T0);
    await w.at(runAt - 15 * MIN - 1);
    expect(w.says()).toEqual([]);
    await w.at(runAt - 15 * MIN);
    await w.at(runAt - 15 * MIN + 1_000); // a second look at the same step does nothing
    expect(w.says()).toEqual(['say The server restarts in 15 minutes. Update 1.21']);
    await w.at(runAt - 5 * MIN);
    await w.at(runAt - MIN);
    await w.at(runAt - 10_000);
    expect(w.powerRequests()).toEqual([]);
    await w.at(runAt);
    await w.at(runAt + 1_000);

    expect(w.says()).toEqual([
      'say The server restarts in 15 minutes. Update 1.21',
      'say The server restarts in 5 minutes. Update 1.21',
      'say The server restarts in 1 minute. Update 1.21',
      'say The server restarts in 10 seconds. Update 1.21',
    ]);
    expect(w.sayRequests().map((r) => r.headers['idempotency-key'])).toEqual(
      [900, 300, 60, 10].map((o) => `hostcord:${run.runKey}:say:${o}`),
    );
    const [power, ...more] = w.powerRequests();
    expect(more).toEqual([]);
    expect(power?.body).toEqual({ signal: 'restart' });
    expect(power?.headers['idempotency-key']).toBe(`hostcord:${run.runKey}:restart`);
    expect(w.sim.effects.power).toHaveLength(1);

    expect(await w.a.runs.get(run.id)).toMatchObject({
      state: 'done',
      outcome: w.sim.effects.power[0]!.jobId,
    });
    const audit = (await w.a.audit.forServer(w.serverId)).reverse();
    expect(audit.map((r) => [r.action, r.result])).toEqual([
      ['restart:scheduled', 'accepted'],
      ['console:say', 'accepted'],
      ['console:say', 'accepted'],
      ['console:say', 'accepted'],
      ['console:say', 'accepted'],
      ['power:restart', 'accepted'],
    ]);
    expect(audit.every((r) => r.guildId === GUILD && r.userId === MEMBER)).toBe(true);

    // One message in the linked channel: no mentions, the name literal, a nonce of its own.
    expect(w.posts).toHaveLength(1);
    const [post] = w.posts;
    expect(post!.channelId).toBe(CHANNEL);
    expect(post!.body).toMatchObject({ allowed_mentions: { parse: [] }, enforce_nonce: true });
    expect(String(post!.body.nonce).length).toBeLessThanOrEqual(25);
    expect(post!.body.content).toContain('**Survival \\*SMP\\***: scheduled restart done');
    expect(post!.body.content).toContain(`<t:${runAt / 1000}:f>`);
  });

  it('Cancel before the restart: players who were warned hear it is off, and nothing restarts', async () => {
    const w = await start();
    const warned = await w.restartIn(5 * MIN);
    const quiet = await w.restartIn(60 * MIN);
    await w.at(T0); // the 5-minute warning of the first is due at once
    expect(w.says()).toEqual(['say The server restarts in 5 minutes.']);

    const cancelled = await w.a.plans.cancel(warned.id, GUILD, MEMBER);
    expect(cancelled).toMatchObject({ state: 'cancelled' });
    await w.a.plans.tellPlayers(cancelled as typeof warned);
    // The other was never announced: nothing is said about it.
    const quietCancelled = await w.a.plans.cancel(quiet.id, GUILD, MEMBER);
    await w.a.plans.tellPlayers(quietCancelled as typeof quiet);
    expect(w.says()).toEqual(['say The server restarts in 5 minutes.', `say ${CANCEL_ANNOUNCEMENT}`]);
    expect(w.sayRequests().at(-1)?.headers['idempotency-key']).toBe(`hostcord:${warned.runKey}:say:cancel`);

    for (const t of [T0 + 4 * MIN, T0 + 5 * MIN, T0 + 60 * MIN]) await w.at(t);
    expect(w.powerRequests()).toEqual([]);
    expect(w.says()).toHaveLength(2);
    expect(await w.a.plans.cancel(warned.id, GUILD, MEMBER)).toEqual({ refused: 'cancelled' });
    // Another guild cannot cancel it, even knowing its id.
    expect(await w.a.plans.cancel(quiet.id, '1'.repeat(18), MEMBER)).toEqual({ refused: 'cancelled' });
    expect(
      (await w.a.audit.forServer(w.serverId)).filter((r) => r.action === 'restart:cancelled'),
    ).toHaveLength(2);
  });

  it('after the restart has run, Cancel is refused and changes nothing', async () => {
    const w = await start();
    const run = await w.restartIn(MIN);
    for (const t of [T0, T0 + 50_000, T0 + MIN]) await w.at(t);
    expect(w.sim.effects.power).toHaveLength(1);
    expect(await w.a.plans.cancel(run.id, GUILD, MEMBER)).toEqual({ refused: 'ran' });
    expect((await w.a.runs.get(run.id))?.state).toBe('done');
    expect(w.says()).not.toContain(`say ${CANCEL_ANNOUNCEMENT}`);
  });
});

describe('removing a schedule', () => {
  it('calls off its next run; players who were warned hear it is off', async () => {
    const w = await start();
    const daily = await w.daily('03:10', 'UTC');
    // Made at 03:00: the 15-minute warning is already past, the 5-minute one comes at 03:05.
    await w.at(T0 + 5 * MIN);
    expect(w.says()).toEqual(['say The server restarts in 5 minutes.']);
    const removed = await w.a.plans.removeSchedule(GUILD, daily.schedule.id, MEMBER);
    expect(removed?.id).toBe(daily.schedule.id);
    expect(w.says()).toEqual(['say The server restarts in 5 minutes.', `say ${CANCEL_ANNOUNCEMENT}`]);
    for (const t of [T0 + 10 * MIN, T0 + 24 * 60 * MIN + 10 * MIN]) await w.at(t);
    expect(w.powerRequests()).toEqual([]);
    expect((await w.a.runs.nextRestartFor([w.serverId])).size).toBe(0);
    expect(await w.a.plans.removeSchedule(GUILD, daily.schedule.id, MEMBER)).toBeUndefined();
  });
});

describe('planned restarts across a restart of hostcord', () => {
  it('resumes at the right step: nothing said twice, a warning whose time passed left out', async () => {
    const w = await start();
    const run = await w.restartIn(20 * MIN);
    const runAt = run.runAt;
    await w.at(runAt - 15 * MIN);
    expect(w.says()).toEqual(['say The server restarts in 15 minutes.']);
    // hostcord stops before T-5 min and is back at T-3 min: the 5-minute warning is not made late.
    w.a.database.close();
    const b = await w.instance();
    await w.at(runAt - 3 * MIN, b);
    expect(w.says()).toEqual(['say The server restarts in 15 minutes.']);
    for (const t of [runAt - MIN, runAt - 10_000, runAt]) await w.at(t, b);
    expect(w.says()).toEqual([
      'say The server restarts in 15 minutes.',
      'say The server restarts in 1 minute.',
      'say The server restarts in 10 seconds.',
    ]);
    expect(w.sim.effects.power).toHaveLength(1);
  });

  it('an announcement is recorded before it is sent: a crash in between skips it, never repeats it', async () => {
    const w = await start();
    const run = await w.restartIn(10 * MIN);
    // The step is taken (as the scheduler does before saying it), then the process dies.
    expect(await w.a.runs.takeAnnouncement(run, { offset: 60, at: run.runAt - MIN }, true)).toBe(true);
    w.a.database.close();
    const b = await w.instance();
    await w.at(T0 + 1_000, b);
    await w.at(run.runAt - MIN, b);
    expect(w.says()).toEqual(['say The server restarts in 1 minute.']);
  });

  it('a restart left half-sent is sent again with the same key by the next process, once', async () => {
    const w = await start({ retryDelayMs: 5_000 });
    const run = await w.restartIn(MIN);
    await w.at(run.runAt - 10_000);
    // A process took the restart, then died before its request went out.
    w.clock.t = run.runAt;
    expect(await w.a.runs.takeRestart(run.id, run.runAt, 60_000)).toBeDefined();
    w.a.database.close();
    const b = await w.instance();
    await w.at(run.runAt + 30_000, b); // its lease still runs: nothing
    expect(w.powerRequests()).toEqual([]);
    await w.at(run.runAt + 60_000, b);
    expect(w.powerRequests().map((r) => r.headers['idempotency-key'])).toEqual([
      `hostcord:${run.runKey}:restart`,
    ]);
    expect(await b.runs.get(run.id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('a run missed by more than 5 minutes is skipped and reported, a run missed by less is made', async () => {
    const w = await start();
    const daily = await w.daily('04:00', 'UTC');
    const first = Date.UTC(2026, 0, 10, 4, 0);
    expect(daily.run.runAt).toBe(first);
    w.a.database.close();
    // hostcord was off from 03:00 to 04:06.
    const b = await w.instance();
    await w.at(first + 6 * MIN, b);
    expect(w.powerRequests()).toEqual([]);
    expect(w.says()).toEqual([]);
    expect(w.posts).toHaveLength(1);
    const text = String(w.posts[0]!.body.content);
    expect(text).toContain('skipped the 04:00 restart: hostcord was offline');
    const second = first + 24 * 60 * MIN;
    expect(text).toContain(`Next restart: <t:${second / 1000}:f>`);
    expect((await b.audit.forServer(w.serverId)).find((r) => r.action === 'restart:skipped')).toMatchObject({
      result: 'error',
      errorCode: 'OFFLINE',
    });
    expect((await b.runs.nextRestartFor([w.serverId])).get(w.serverId)).toBe(second);

    // Off again the next night, back 4 minutes late: the restart is made, late but within grace.
    await w.at(second + 4 * MIN, b);
    expect(w.powerRequests().map((r) => r.headers['idempotency-key'])).toEqual([
      `hostcord:schedule:${daily.schedule.id}:${second}:restart`,
    ]);
    expect(String(w.posts[1]!.body.content)).toContain('scheduled restart done');
  });
});

describe.each([
  ['SQLite', false],
  ['PostgreSQL', true],
])('planned restarts with two processes on one %s database', (_name, postgres) => {
  it('each announcement and each restart happens once, for every run', async () => {
    const w = await start({ postgres });
    const b = await w.instance();
    const daily = await w.daily('04:00', 'Europe/Berlin');
    // 04:00 in Berlin is 03:00 UTC in January; the first run is the next day's.
    const first = Date.UTC(2026, 0, 11, 3, 0);
    expect(daily.run.runAt).toBe(first);
    for (const runAt of [first, first + 24 * 60 * MIN]) {
      for (const before of [15 * MIN, 5 * MIN, MIN, 10_000, 0]) {
        await w.at(runAt - before, w.a, b);
        await w.at(runAt - before, b, w.a);
      }
    }
    const keys = w.powerRequests().map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual([
      `hostcord:schedule:${daily.schedule.id}:${first}:restart`,
      `hostcord:schedule:${daily.schedule.id}:${first + 24 * 60 * MIN}:restart`,
    ]);
    expect(w.sim.effects.power).toHaveLength(2);
    expect(w.says()).toHaveLength(8);
    expect(new Set(w.sayRequests().map((r) => r.headers['idempotency-key'])).size).toBe(8);
    expect(w.posts).toHaveLength(2);
  });

  it('a step read by both is taken by one: the other finds it gone', async () => {
    const w = await start({ postgres });
    const b = await w.instance();
    const run = await w.restartIn(MIN);
    const stale = (await b.runs.get(run.id))!;
    expect(await w.a.runs.takeAnnouncement(run, { offset: 10, at: run.runAt - 10_000 }, true)).toBe(true);
    expect(await b.runs.takeAnnouncement(stale, { offset: 10, at: run.runAt - 10_000 }, true)).toBe(false);
    await w.a.runs.takeAnnouncement((await w.a.runs.get(run.id))!, { offset: 0, at: run.runAt }, true);
    expect(await w.a.runs.takeRestart(run.id, run.runAt, 60_000)).toBeDefined();
    expect(await b.runs.takeRestart(run.id, run.runAt, 60_000)).toBeUndefined();
    expect((await b.runs.get(run.id))?.announced).toBe(2);
  });
});

describe('planned restarts and provider faults', () => {
  it('a failed announcement does not stop the countdown', async () => {
    const w = await start();
    const run = await w.restartIn(5 * MIN);
    w.sim.fault({ path: `/servers/${w.serverId}/commands`, status: 400, code: 'SERVER_NOT_READY', times: 2 });
    for (const t of [T0, run.runAt - MIN, run.runAt - 10_000, run.runAt]) await w.at(t);
    expect(w.says()).toEqual(['say The server restarts in 10 seconds.']);
    expect(w.sim.effects.power).toHaveLength(1);
    expect(
      (await w.a.audit.forServer(w.serverId)).filter((r) => r.action === 'console:say').map((r) => r.result),
    ).toEqual(['accepted', 'error', 'error']);
  });

  it('a restart whose outcome is unknown is sent once more with the same key; the provider does not act twice', async () => {
    const w = await start({ retryDelayMs: 20_000 });
    const run = await w.restartIn(MIN);
    // Applied, then every attempt of the client answers 500.
    w.sim.fault({ path: `/servers/${w.serverId}/power`, status: 500, afterEffect: true, times: 3 });
    for (const t of [T0, run.runAt - 10_000, run.runAt]) await w.at(t);
    expect(w.powerRequests()).toHaveLength(3);
    expect(await w.a.runs.get(run.id)).toMatchObject({ state: 'pending', attempts: 1 });
    expect(w.posts).toEqual([]);
    await w.at(run.runAt + 20_000);
    const keys = new Set(w.powerRequests().map((r) => r.headers['idempotency-key']));
    expect(keys).toEqual(new Set([`hostcord:${run.runKey}:restart`]));
    expect(w.powerRequests()).toHaveLength(4);
    expect(w.sim.effects.power).toHaveLength(1);
    expect(await w.a.runs.get(run.id)).toMatchObject({ state: 'done', attempts: 2 });
    expect(w.posts).toHaveLength(1);
  });

  it('a refused restart is reported with the provider’s reason and not retried', async () => {
    const w = await start();
    const run = await w.restartIn(MIN);
    w.sim.setNotReady(w.serverId, true);
    for (const t of [T0, run.runAt - 10_000, run.runAt, run.runAt + 60_000]) await w.at(t);
    expect(w.powerRequests()).toHaveLength(1);
    expect((await w.a.runs.get(run.id))?.state).toBe('failed');
    expect(w.posts).toHaveLength(1);
    const text = String(w.posts[0]!.body.content);
    expect(text).toContain('the scheduled restart planned for');
    expect(text).toMatch(/failed\. .*(installing|suspended|not ready)/i);
  });

  it('twice unknown: reported as failed after the one retry', async () => {
    const w = await start({ retryDelayMs: 10_000 });
    const run = await w.restartIn(MIN);
    w.sim.fault({ path: `/servers/${w.serverId}/power`, status: 503, times: 6 });
    for (const t of [T0, run.runAt, run.runAt + 10_000, run.runAt + 60_000]) await w.at(t);
    expect(w.powerRequests()).toHaveLength(6);
    expect(await w.a.runs.get(run.id)).toMatchObject({ state: 'failed', attempts: 2 });
    expect(w.posts).toHaveLength(1);
    expect(String(w.posts[0]!.body.content)).toMatch(/failed\. /);
  });
});

describe('planned restarts and tenancy', () => {
  it('a server unlinked since is never touched by an old schedule; the schedule goes', async () => {
    const w = await start();
    const daily = await w.daily('03:10', 'UTC');
    await w.a.links.unlink({ guildId: GUILD, serverId: w.serverId });
    for (const t of [T0 + MIN, T0 + 5 * MIN, T0 + 10 * MIN]) await w.at(t);
    expect(w.says()).toEqual([]);
    expect(w.powerRequests()).toEqual([]);
    expect((await w.a.runs.get(daily.run.id))?.state).toBe('cancelled');
    expect(await w.a.schedules.get(daily.schedule.id)).toBeUndefined();
    expect((await w.a.runs.nextRestartFor([w.serverId])).size).toBe(0);
    expect(
      (await w.a.audit.forServer(w.serverId)).find((r) => r.action === 'restart:cancelled'),
    ).toMatchObject({
      errorCode: 'NOT_LINKED',
    });
  });
});
