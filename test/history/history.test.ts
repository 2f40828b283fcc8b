import { setImmediate } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { RollupRow } from '../../src/db/history.js';
import { createIncidents } from '../../src/db/incidents.js';
import type { GameStatus } from '../../src/game-query/status.js';
import { BUCKET_MS } from '../../src/history/coverage.js';
import { uptimeFiguresText, uptimeLine } from '../../src/history/uptime.js';
import { DAY, HOUR, MIN, observed, rollupRow, row, T0, useHistory } from './support.js';

const start = useHistory();
const SERVER = 'srv-1';

/** A game that answered the query made at `at` with `online` of 20. */
const gameStatus = (serverId: string, at: number, online: number): GameStatus => ({
  serverId,
  state: 'answering',
  gameId: 'minecraft',
  port: 25565,
  checkedAt: at,
  answeredAt: at,
  failures: 0,
  error: null,
  answer: { online, max: 20, names: [], map: null, version: null, title: null, latencyMs: 5 },
});

/** One refresh a minute from `from` (ms) for `minutes`, each at the state `stateAt` gives. */
async function refreshes(
  h: ReturnType<ReturnType<typeof useHistory>>,
  from: number,
  minutes: number,
  stateAt: (i: number) => 'up' | 'down' | 'unknown' = () => 'up',
) {
  for (let i = 0; i < minutes; i++) {
    h.clock.now = from + i * MIN;
    await h.history.record([observed(SERVER, h.clock.now, stateAt(i))]);
  }
}

describe('history: samples, uptime and series on a real database', () => {
  it('a server with no samples yet: no points, no uptime, the whole period is no data', async () => {
    const h = start();
    const series = await h.history.readSeries(SERVER, '24h', T0);
    expect(series).toEqual({
      serverId: SERVER,
      period: '24h',
      from: T0 - DAY,
      to: T0,
      points: [],
      memoryLimitBytes: null,
      down: [],
      noData: [{ from: T0 - DAY, to: T0 }],
      incidents: [],
      uptime: null,
      incidentCount: 0,
      playersPeak: null,
    });
    expect(await h.history.uptime(SERVER, T0)).toBeNull();
    expect(uptimeLine(await h.history.uptime(SERVER, T0))).toBeUndefined();
  });

  it('uptime over 24 h, 7 d and 30 d is time up / time observed, up to the last settled quarter hour', async () => {
    const h = start();
    // Two hours a minute apart; down from minute 30 to 39 (10 minutes).
    await refreshes(h, T0, 120, (i) => (i >= 30 && i < 40 ? 'down' : 'up'));
    // Settled: the buckets ending 3 intervals before now → [T0, T0 + 1 h 45 min).
    const now = T0 + 2 * HOUR - MIN + 3 * MIN;
    const figures = (await h.history.uptime(SERVER, now))!;
    expect(figures).toEqual({ '24h': 95 / 105, '7d': 95 / 105, '30d': 95 / 105 });
    expect(uptimeFiguresText(figures)).toBe('24 h 90.4 % · 7 d 90.4 % · 30 d 90.4 %');

    // Two days later, still up every minute: the 24 h window has no down time left in it.
    await refreshes(h, T0 + 2 * DAY, 60);
    const later = T0 + 2 * DAY + 60 * MIN;
    const after = (await h.history.uptime(SERVER, later))!;
    expect(after['24h']).toBe(1);
    // The first two hours, all rolled up now: 0:00–2:01 observed (the last sample stands for two
    // intervals), 10 minutes of it down; then 45 settled minutes up.
    expect(after['7d']).toBe((111 + 45) / (121 + 45));
    expect(uptimeLine(after)).toBe('📈 Uptime 24 h 100% · 7 d 93.9% · 30 d 93.9%');
  });

  it('for a status page, many servers at once: uptime per UTC day, and the board’s own figures over the same windows', async () => {
    const h = start();
    const store = h.history.store;
    const key = await store.keyOf(SERVER);
    // Quarter hours from 23:00 three days before T0 to 23:00 on T0's day; the first half of
    // every hour whose number is a multiple of 5 down (so every window starts mid-way in a day).
    const from = T0 - 3 * DAY + 23 * HOUR;
    const rows: RollupRow[] = [];
    for (let at = from; at < T0 + 23 * HOUR; at += BUCKET_MS) {
      const down = Math.floor(at / HOUR) % 5 === 0 && at % HOUR < 30 * MIN;
      rows.push(rollupRow(key, at / 1000, down ? 0 : BUCKET_MS));
    }
    await store.putRollups(rows);
    await store.addSamples([row(22 * 3600, 'up', { serverKey: key })]);
    const now = T0 + 22 * HOUR + 17 * MIN;
    const many = await h.history.uptimeOfMany([SERVER, 'never-seen'], 40, now);
    expect([...many.keys()]).toEqual([SERVER]);
    const { days, windows, lastObservedAt } = many.get(SERVER)!;
    expect(days).toHaveLength(40);
    expect(days.slice(0, 36).every((d) => d.observedMs === 0)).toBe(true);
    const sums = (a: number, b: number) => {
      const within = rows.filter((r) => r.bucket * 1000 >= a && r.bucket * 1000 < b);
      return { upMs: within.reduce((x, r) => x + r.upMs, 0), observedMs: within.length * BUCKET_MS };
    };
    // Settled up to 22:00 of T0's day (three refresh intervals before now, on a quarter hour).
    expect(days.slice(36)).toEqual([
      { day: T0 - 3 * DAY, ...sums(T0 - 3 * DAY, T0 - 2 * DAY) },
      { day: T0 - 2 * DAY, ...sums(T0 - 2 * DAY, T0 - DAY) },
      { day: T0 - DAY, ...sums(T0 - DAY, T0) },
      { day: T0, ...sums(T0, T0 + 22 * HOUR) },
    ]);
    expect(windows).toEqual(await h.history.uptime(SERVER, now));
    expect(windows['24h']).not.toBe(windows['7d']);
    expect(lastObservedAt).toBe(T0 + 22 * HOUR);
    // A day later (the finished days kept, the day that ended read): the same figures as the board.
    const later = now + DAY;
    expect((await h.history.uptimeOfMany([SERVER], 40, later)).get(SERVER)!.windows).toEqual(
      await h.history.uptime(SERVER, later),
    );
  });

  it('gaps while hostcord was down are no data: neither up nor down, in uptime and in the series', async () => {
    const h = start();
    await refreshes(h, T0, 10); // 10 minutes, up
    // hostcord stopped for two hours; the server was down when it came back, for 5 minutes.
    await refreshes(h, T0 + 2 * HOUR + 10 * MIN, 10, (i) => (i < 5 ? 'down' : 'up'));
    const now = T0 + 2 * HOUR + 20 * MIN;
    const series = await h.history.readSeries(SERVER, '24h', now);
    // The last sample before the gap stands for two intervals: 10:00–11:59 → observed until 0:11.
    expect(series.noData).toEqual([
      { from: now - DAY, to: T0 },
      { from: T0 + 11 * MIN, to: T0 + 2 * HOUR + 10 * MIN },
    ]);
    expect(series.down).toEqual([{ from: T0 + 2 * HOUR + 10 * MIN, to: T0 + 2 * HOUR + 15 * MIN }]);
    // Observed: 0:00–0:11 (up) + 2:10–2:20 (5 down, 5 up; the newest sample stands until now).
    expect(series.uptime).toBe((11 + 5) / (11 + 10));
    expect(series.points).toHaveLength(20);
  });

  it('a server linked again after months: old history is gone, the months between are no data', async () => {
    const h = start();
    await refreshes(h, T0, 60, (i) => (i < 30 ? 'down' : 'up'));
    // Unlinked: no more samples. Four months later it is linked again and pruning has run.
    const back = T0 + 120 * DAY;
    await h.history.prune(back);
    const keyCountBefore = (await h.history.store.keys()).length;
    await refreshes(h, back, 60);
    expect(await h.history.store.keys()).toHaveLength(keyCountBefore); // the same small key again
    const now = back + 60 * MIN;
    const month = await h.history.readSeries(SERVER, '30d', now);
    expect(month.uptime).toBe(1);
    expect(month.down).toEqual([]);
    expect(month.noData).toEqual([{ from: now - 30 * DAY, to: back }]);
    expect(await h.history.uptime(SERVER, now + 3 * MIN)).toEqual({ '24h': 1, '7d': 1, '30d': 1 });
  });

  it('network counters become deltas; a counter that went down (server restarted) is not a negative rate', async () => {
    const h = start();
    const at = (m: number) => T0 + m * MIN;
    const rec = (m: number, rx: number, tx: number) =>
      h.history.record([observed(SERVER, at(m), 'up', { networkRxBytes: rx, networkTxBytes: tx })]);
    await rec(0, 1_000, 500); // no earlier reading: unknown
    await rec(1, 4_000, 800); // +3000 / +300
    await rec(2, 600, 100); // reset: counting from zero again → 600 / 100
    await rec(3, 1_600, 300); // +1000 / +200
    await rec(10, 9_000, 900); // after a 7-minute gap: unknown, not spread over the gap
    await h.history.record([observed(SERVER, at(11), 'up', null)]); // usage not read
    await rec(12, 9_500, 950); // the previous reading had no counters: unknown
    const key = (await h.history.store.findKey(SERVER))!;
    const rows = await h.history.store.samples(key, 0, Number.MAX_SAFE_INTEGER);
    expect(rows.map((r) => [r.rxBytes, r.txBytes])).toEqual([
      [null, null],
      [3_000, 300],
      [600, 100],
      [1_000, 200],
      [null, null],
      [null, null],
      [null, null],
    ]);
    // Stored compactly: seconds, tenths of a percent, KiB, MB.
    expect(rows[0]).toMatchObject({
      at: T0 / 1000,
      cpuTenths: 125,
      memoryKib: 1024 * 1024,
      diskKib: 2 * 1024 * 1024,
      memoryMb: 4096,
    });
  });

  it('a full cycle’s samples wait for its game answers (players of that cycle only); a refresh recorded meanwhile waits its turn', async () => {
    const h = start();
    let answer!: (games: Map<string, GameStatus>) => void;
    const games = new Promise<Map<string, GameStatus>>((resolve) => {
      answer = resolve;
    });
    const full = h.history.record([observed(SERVER, T0, 'up'), observed('srv-2', T0, 'up')], games);
    const early = h.history.record([observed(SERVER, T0 + 5_000, 'down')]);
    for (let i = 0; i < 5; i++) await setImmediate();
    expect(await h.history.store.keys()).toEqual([]);
    answer(
      new Map([
        [SERVER, gameStatus(SERVER, T0, 4)],
        // Its game answered a cycle before (kept while silent): no players in this sample.
        ['srv-2', { ...gameStatus('srv-2', T0 - MIN, 9), state: 'not-answering' }],
      ]),
    );
    await Promise.all([full, early]);
    const players = async (serverId: string) =>
      (
        await h.history.store.samples((await h.history.store.findKey(serverId))!, 0, Number.MAX_SAFE_INTEGER)
      ).map((r) => [r.at * 1000 - T0, r.playersOnline, r.playersMax]);
    expect(await players(SERVER)).toEqual([
      [0, 4, 20],
      [5_000, null, null],
    ]);
    expect(await players('srv-2')).toEqual([[0, null, null]]);
  });

  it('the clock goes back: the earlier reading is dropped, rollups and series stay as they were', async () => {
    const h = start();
    await refreshes(h, T0, 20);
    // An NTP step back of 10 minutes: a reading that says it is 0:09 while 0:19 is stored.
    await h.history.record([observed(SERVER, T0 + 9 * MIN + 30_000, 'down')]);
    await refreshes(h, T0 + 20 * MIN, 20);
    const key = (await h.history.store.findKey(SERVER))!;
    expect(await h.history.store.samples(key, 0, Number.MAX_SAFE_INTEGER)).toHaveLength(40);
    await h.history.rollUp(T0 + HOUR);
    const rollups = await h.history.store.rollups(key, 0, Number.MAX_SAFE_INTEGER);
    // Settled up to 0:45; the newest sample (0:39) stands until 0:41.
    expect(rollups.map((r) => [r.bucket * 1000 - T0, r.upMs, r.observedMs])).toEqual([
      [0, 15 * MIN, 15 * MIN],
      [BUCKET_MS, 15 * MIN, 15 * MIN],
      [2 * BUCKET_MS, 11 * MIN, 11 * MIN],
    ]);
    expect((await h.history.readSeries(SERVER, '24h', T0 + 40 * MIN)).down).toEqual([]);
  });

  it('over 24 h a point per sample; over 7 and 30 days a point per quarter hour, stored rollups and recent samples alike', async () => {
    const h = start(5 * MIN);
    // Three days of refreshes every 5 minutes, pruned as they go (the hourly retention).
    for (let t = T0; t < T0 + 3 * DAY; t += 5 * MIN) {
      h.clock.now = t;
      await h.history.record([observed(SERVER, t, 'up', { cpu: (t / MIN) % 100 })]);
      if (t % HOUR === 0) await h.history.prune(t);
    }
    const now = T0 + 3 * DAY;
    expect((await h.history.readSeries(SERVER, '24h', now)).points).toHaveLength(24 * 12);
    for (const period of ['7d', '30d'] as const) {
      const series = await h.history.readSeries(SERVER, period, now);
      const times = series.points.map((p) => p.at);
      expect(times[0]).toBe(T0);
      expect(times).toHaveLength(3 * 24 * 4);
      expect(new Set(times.slice(1).map((t, i) => t - times[i]!))).toEqual(new Set([BUCKET_MS]));
      // A quarter hour's mean: samples at :00, :05 and :10 of the first one.
      expect(series.points[0]!.cpu).toBe(((T0 / MIN) % 100) + 5);
      expect(series.uptime).toBe(1);
      expect(series.noData).toEqual([{ from: now - (period === '7d' ? 7 : 30) * DAY, to: T0 }]);
    }
  });

  it('incidents overlapping the period are clipped to it, an open one ends now; restarts are not incidents', async () => {
    const h = start();
    const incidents = createIncidents(h.handle.db);
    const open = (downSince: number) =>
      incidents.open({
        serverId: SERVER,
        downSince,
        openedAt: downSince + 2 * MIN,
        serverName: null,
        lastActivityTitle: null,
        targets: [],
      });
    const now = T0 + 2 * DAY;
    // One open incident per server at a time: each is closed before the next opens.
    await incidents.close((await open(now - 3 * DAY))!.id, now - 3 * DAY + HOUR); // before the period
    await incidents.close((await open(now - DAY - HOUR))!.id, now - DAY + HOUR); // began before the 24 h
    await incidents.close((await open(now - 5 * HOUR))!.id, now - 4 * HOUR);
    await incidents.recordRestart(SERVER, now - 3 * HOUR, now - 3 * HOUR + MIN);
    await open(now - 30 * MIN); // still open
    const series = await h.history.readSeries(SERVER, '24h', now);
    expect(series.incidents).toEqual([
      { from: now - DAY, to: now - DAY + HOUR },
      { from: now - 5 * HOUR, to: now - 4 * HOUR },
      { from: now - 30 * MIN, to: now },
    ]);
    expect(series.incidentCount).toBe(2);
    expect((await h.history.readSeries(SERVER, '7d', now)).incidentCount).toBe(4);
  });

  it('retention: raw samples go after 48 h (rolled up first), rollups after 90 days; series read rollups beyond', async () => {
    const h = start();
    await refreshes(h, T0, 60, (i) => (i < 15 ? 'down' : 'up'));
    const key = (await h.history.store.findKey(SERVER))!;
    const all = async () => (await h.history.store.samples(key, 0, Number.MAX_SAFE_INTEGER)).length;
    expect(await h.history.prune(T0 + 47 * HOUR)).toEqual({ samples: 0, rollups: 0 });
    expect(await all()).toBe(60);
    // Three days later: the samples are gone, their rollups stay and still tell the story.
    const now = T0 + 3 * DAY;
    expect(await h.history.prune(now)).toEqual({ samples: 60, rollups: 0 });
    expect(await all()).toBe(0);
    const week = await h.history.readSeries(SERVER, '7d', now);
    // Down 0:00–0:15, up 0:15 until the last sample's two intervals end at 1:01.
    expect(week.uptime).toBe(46 / 61);
    expect(week.points.map((p) => p.at)).toEqual([
      T0,
      T0 + BUCKET_MS,
      T0 + 2 * BUCKET_MS,
      T0 + 3 * BUCKET_MS,
      T0 + 4 * BUCKET_MS,
    ]);
    // A rollup's down time is drawn at the start of its quarter hour.
    expect(week.down).toEqual([{ from: T0, to: T0 + 15 * MIN }]);
    expect(week.points[1]).toEqual({ at: T0 + BUCKET_MS, cpu: 12.5, memoryBytes: 1024 ** 3, players: null });
    expect(week.memoryLimitBytes).toBe(4096 * 1024 * 1024);
    // 91 days on, the rollups go too.
    expect(await h.history.prune(T0 + 91 * DAY)).toEqual({ samples: 0, rollups: 5 });
    expect((await h.history.readSeries(SERVER, '30d', T0 + 91 * DAY)).uptime).toBeNull();
  });
});
