import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createIncidents, type Incidents } from '../../src/db/incidents.js';
import { openDatabase } from '../../src/db/open.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { openPostgres } from '../../src/db/postgres.js';
import { usePostgres } from '../support/postgres.js';
import { useTempDir } from '../support/temp-dir.js';

const tempDir = useTempDir();
const postgres = usePostgres();
const closers: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** Two instances of the repository on one database (two connections), as two hostcord processes. */
type Open = () => Promise<{ incidents: Incidents; other: Incidents }>;

const sqlite: Open = async () => {
  const path = join(tempDir(), 'hostcord.db');
  const [a, b] = [openDatabase(path), openDatabase(path)];
  closers.push(
    () => a.close(),
    () => b.close(),
  );
  return { incidents: createIncidents(a.db), other: createIncidents(b.db) };
};

const pg: Open = async () => {
  const url = await postgres.createDatabase();
  const a = await openPostgres(url);
  const b = await openPostgres(url);
  closers.push(
    () => a.close(),
    () => b.close(),
  );
  return { incidents: createIncidents(postgresSql(a.db)), other: createIncidents(postgresSql(b.db)) };
};

// Milliseconds past 2^31 on purpose: PostgreSQL stores them as bigint.
const T = 2_000_000_000_000;
const MIN = 60_000;

const opening = (serverId: string, downSince: number, channels: string[] = ['c1', 'c2']) => ({
  serverId,
  downSince,
  openedAt: downSince + 5 * MIN,
  serverName: 'Survival',
  lastActivityTitle: 'Server crashed',
  targets: channels.map((channelId) => ({ channelId, mentionRoleId: channelId === 'c1' ? 'role-1' : null })),
});

describe.each([
  ['SQLite', sqlite],
  ['PostgreSQL', pg],
])('incidents on %s', (_name, open) => {
  it('open with one alert per channel, close once, and read back', async () => {
    const { incidents } = await open();
    expect(await incidents.openFor('s1')).toBeUndefined();
    expect(await incidents.latest('s1')).toBeUndefined();

    // The same channel twice gets one alert.
    const incident = (await incidents.open(opening('s1', T, ['c1', 'c2', 'c1'])))!;
    expect(incident).toMatchObject({
      serverId: 's1',
      kind: 'incident',
      downSince: T,
      openedAt: T + 5 * MIN,
      closedAt: null,
      durationMs: null,
      serverName: 'Survival',
      lastActivityTitle: 'Server crashed',
    });
    expect(await incidents.byId(incident.id)).toEqual(incident);
    expect(await incidents.openFor('s1')).toEqual(incident);
    expect(await incidents.openFor('s2')).toBeUndefined();
    const alerts = await incidents.alertsOf(incident.id);
    expect(alerts.map((a) => [a.channelId, a.mentionRoleId, a.shown, a.messageId, a.failure])).toEqual([
      ['c1', 'role-1', 'none', null, null],
      ['c2', null, 'none', null, null],
    ]);
    expect(await incidents.alert(alerts[0]!.id)).toEqual(alerts[0]);
    expect(await incidents.alert(alerts[1]!.id + 100)).toBeUndefined();

    // A second incident while one is open is refused, alerts and all.
    expect(await incidents.open(opening('s1', T + MIN))).toBeUndefined();
    expect(await incidents.forServer('s1')).toEqual([incident]);

    const closed = await incidents.close(incident.id, T + 30 * MIN);
    expect(closed).toMatchObject({ id: incident.id, closedAt: T + 30 * MIN, durationMs: 30 * MIN });
    // Closing again keeps the first close.
    expect(await incidents.close(incident.id, T + 40 * MIN)).toEqual(closed);
    expect(await incidents.close(incident.id + 100, T)).toBeUndefined();
    expect(await incidents.openFor('s1')).toBeUndefined();
    expect(await incidents.latest('s1')).toEqual(closed);

    // Closed: the server may have its next incident.
    const next = (await incidents.open(opening('s1', T + 60 * MIN, [])))!;
    expect(next.id).not.toBe(incident.id);
    expect(await incidents.alertsOf(next.id)).toEqual([]);
    expect(await incidents.latest('s1')).toEqual(next);
  });

  it('record who acknowledged an open incident: the first press, by either instance; the alerts then need an edit', async () => {
    const { incidents, other } = await open();
    const incident = (await incidents.open(opening('s1', T, ['c1'])))!;
    const [alert] = await incidents.alertsOf(incident.id);
    await incidents.markShown(alert!.id, 'm1', 'open');
    expect(await incidents.unsettledAlerts()).toEqual([]);
    expect(await other.acknowledge(incident.id, 'u1', T + MIN)).toMatchObject({
      acknowledgedBy: 'u1',
      acknowledgedAt: T + MIN,
    });
    // A later press keeps the first.
    expect(await incidents.acknowledge(incident.id, 'u2', T + 2 * MIN)).toMatchObject({
      acknowledgedBy: 'u1',
    });
    expect((await incidents.unsettledAlerts()).map((a) => a.id)).toEqual([alert!.id]);
    await incidents.markShown(alert!.id, 'm1', 'open+ack');
    expect(await incidents.unsettledAlerts()).toEqual([]);
    await incidents.close(incident.id, T + 3 * MIN);
    const next = (await incidents.open(opening('s1', T + 4 * MIN, [])))!;
    await incidents.close(next.id, T + 5 * MIN);
    // A resolved incident takes no acknowledgement.
    expect(await incidents.acknowledge(next.id, 'u1', T + 6 * MIN)).toMatchObject({ acknowledgedBy: null });
    expect(await incidents.acknowledge(next.id + 100, 'u1', T)).toBeUndefined();
  });

  it('record restarts apart from incidents, newest first per server', async () => {
    const { incidents } = await open();
    const restart = await incidents.recordRestart('s1', T, T + 2 * MIN);
    expect(restart).toMatchObject({
      kind: 'restart',
      downSince: T,
      closedAt: T + 2 * MIN,
      durationMs: 2 * MIN,
    });
    const incident = (await incidents.open(opening('s1', T + 10 * MIN)))!;
    const later = await incidents.recordRestart('s1', T + 20 * MIN, T + 21 * MIN);
    await incidents.recordRestart('s2', T, T + MIN);
    expect((await incidents.forServer('s1')).map((i) => i.id)).toEqual([later.id, incident.id, restart.id]);
    // Restarts are neither the latest incident nor open ones.
    expect(await incidents.latest('s1')).toEqual(incident);
    expect(await incidents.latest('s2')).toBeUndefined();
    expect(await incidents.openFor('s2')).toBeUndefined();
  });

  it('find the incidents overlapping a period, oldest first', async () => {
    const { incidents } = await open();
    const ended = (await incidents.open(opening('s1', T)))!;
    await incidents.close(ended.id, T + 10 * MIN);
    await incidents.recordRestart('s1', T + 15 * MIN, T + 16 * MIN);
    const ongoing = (await incidents.open(opening('s1', T + 20 * MIN)))!;
    await incidents.open(opening('s2', T));

    const ids = async (from: number, to: number) =>
      (await incidents.overlapping('s1', from, to)).map((i) => i.id);
    expect(await ids(T - MIN, T + 60 * MIN)).toEqual([ended.id, ongoing.id]);
    // Closed at the start of the period: not in it; down at its end: not in it either.
    expect(await ids(T + 10 * MIN, T + 20 * MIN)).toEqual([]);
    expect(await ids(T + 9 * MIN, T + 20 * MIN)).toEqual([ended.id]);
    expect(await ids(T + 11 * MIN, T + 21 * MIN)).toEqual([ongoing.id]);
    // An open incident lasts till now.
    expect(await ids(T + 500 * MIN, T + 501 * MIN)).toEqual([ongoing.id]);
  });

  it('list the alerts left to settle: unposted, or showing a closed incident as open, and not given up', async () => {
    const { incidents } = await open();
    const first = (await incidents.open(opening('s1', T, ['c1', 'c2', 'c3'])))!;
    const second = (await incidents.open(opening('s2', T, ['c4'])))!;
    const [a1, a2, a3] = await incidents.alertsOf(first.id);
    const [a4] = await incidents.alertsOf(second.id);
    const unsettled = async () => (await incidents.unsettledAlerts()).map((a) => a.id);
    expect(await unsettled()).toEqual([a1!.id, a2!.id, a3!.id, a4!.id]);

    await incidents.markShown(a1!.id, 'm1', 'open');
    await incidents.markFailed(a2!.id, 'Missing Access');
    expect(await incidents.alert(a1!.id)).toMatchObject({ messageId: 'm1', shown: 'open', failure: null });
    expect(await incidents.alert(a2!.id)).toMatchObject({ failure: 'Missing Access' });
    expect(await unsettled()).toEqual([a3!.id, a4!.id]);

    // Closed: the alert showing "down" has to be edited again.
    await incidents.close(first.id, T + 10 * MIN);
    expect(await unsettled()).toEqual([a1!.id, a3!.id, a4!.id]);
    await incidents.markShown(a1!.id, 'm1', 'closed');
    await incidents.markShown(a3!.id, 'm3', 'open');
    await incidents.markShown(a4!.id, 'm4', 'open');
    expect(await unsettled()).toEqual([a3!.id]);
  });

  it('hold alerts a silence holds (not unsettled meanwhile), list them, and release them: open ones to post, closed ones done', async () => {
    const { incidents, other } = await open();
    const first = (await incidents.open(opening('s1', T, ['c1', 'c2'])))!;
    const second = (await incidents.open(opening('s2', T, ['c1'])))!;
    const [a1, a2] = await incidents.alertsOf(first.id);
    const [b1] = await incidents.alertsOf(second.id);
    await incidents.markShown(a2!.id, 'm2', 'open');
    expect(await incidents.hold(a1!.id, 7)).toBe(true);
    // Posted already, or held already (by the other instance): not held again.
    expect(await incidents.hold(a2!.id, 7)).toBe(false);
    expect(await other.hold(b1!.id, 7)).toBe(true);
    expect(await incidents.hold(b1!.id, 8)).toBe(false);
    expect(await incidents.alert(a1!.id)).toMatchObject({ shown: 'held', silenceId: 7, messageId: null });
    expect((await incidents.heldAlerts('c1')).map((h) => [h.alert.id, h.incident.serverId])).toEqual([
      [a1!.id, 's1'],
      [b1!.id, 's2'],
    ]);
    expect(await incidents.heldAlerts('c2')).toEqual([]);
    expect((await incidents.heldAlerts()).length).toBe(2);
    // Held, closed or not: nothing to settle until released.
    await incidents.close(second.id, T + 10 * MIN);
    expect((await incidents.unsettledAlerts()).map((a) => a.id)).toEqual([]);

    await other.release([a1!.id, b1!.id]);
    expect(await incidents.alert(a1!.id)).toMatchObject({ shown: 'none', silenceId: 7 });
    expect(await incidents.alert(b1!.id)).toMatchObject({ shown: 'closed', messageId: null, silenceId: 7 });
    expect(await incidents.heldAlerts()).toEqual([]);
    expect((await incidents.unsettledAlerts()).map((a) => a.id)).toEqual([a1!.id]);
  });

  it('open one incident when two instances open the same one at once', async () => {
    const { incidents, other } = await open();
    const tries = [incidents, other, incidents, other].map((repo, i) =>
      repo.open({ ...opening('s1', T + i), serverName: `try ${i}` }),
    );
    const opened = (await Promise.all(tries)).filter((i) => i !== undefined);
    expect(opened).toHaveLength(1);
    expect(await incidents.forServer('s1')).toEqual(opened);
    // Its alerts only: the losers stored none.
    expect(await other.alertsOf(opened[0]!.id)).toHaveLength(2);
    expect(await incidents.unsettledAlerts()).toHaveLength(2);
  });

  it('keep a "not answering" incident apart from a down one: one open of each, raced by two instances', async () => {
    const { incidents, other } = await open();
    const hung = { ...opening('s1', T), kind: 'unresponsive' as const };
    const tries = [incidents, other, incidents].map((repo) => repo.open(hung));
    const opened = (await Promise.all(tries)).filter((i) => i !== undefined);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ kind: 'unresponsive', closedAt: null });
    // A down incident of the same server opens beside it, and each is found by its kind.
    const down = await incidents.open(opening('s1', T + MIN));
    expect(down).toMatchObject({ kind: 'incident' });
    expect((await incidents.openFor('s1'))?.id).toBe(down!.id);
    expect((await incidents.openFor('s1', 'unresponsive'))?.id).toBe(opened[0]!.id);
    // Down incidents (boards, history) never count the hung one.
    expect((await incidents.latest('s1'))?.id).toBe(down!.id);
    expect((await incidents.overlapping('s1', T - MIN, T + 10 * MIN)).map((i) => i.id)).toEqual([down!.id]);
    await incidents.close(opened[0]!.id, T + 2 * MIN);
    expect(await incidents.openFor('s1', 'unresponsive')).toBeUndefined();
    expect(await other.open(hung)).toMatchObject({ kind: 'unresponsive' });
  });
});
