import type { AsyncHistoryStore } from '../db/history.js';
import { floorToBucket } from './coverage.js';
import { HISTORY_PERIODS, PERIOD_MS } from './series.js';
import { ratioOf, type UptimeFigures } from './uptime.js';

export const DAY_MS = 24 * 60 * 60 * 1000;
const floorToDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;
const sec = (ms: number) => ms / 1000;

/** One UTC day of a server's uptime: the day's start and its time up and observed (ms). */
export interface DayUptime {
  day: number;
  upMs: number;
  observedMs: number;
}

/** A server's uptime as a status page shows it. */
export interface ServerUptime {
  /** Oldest first; the last is today so far. */
  days: DayUptime[];
  /** The board's figures, over the same windows as `History.uptime`. */
  windows: UptimeFigures;
  /** When hostcord last read the server (its newest sample), null when never. */
  lastObservedAt: number | null;
}

type Sums = { upMs: number; observedMs: number };

/** Servers whose finished days are read in one statement (about 5 ms on SQLite for 5 servers). */
const FINISHED_DAYS_BATCH = 5;

/** Per server key: its finished days, read once a day; today and the windows, once a quarter hour. */
interface Kept {
  today: number;
  days: Map<number, DayUptime>;
  /** The last `list.length` finished days as a page asks for them, oldest first: made once a day. */
  list?: DayUptime[];
  end?: number;
  current?: Sums;
  windows?: UptimeFigures;
}

/**
 * Uptime for a status page, many servers at once: per UTC day over the last `days` days (at least
 * 31) up to the last settled quarter hour, today so far last (a day nothing was observed on has
 * `observedMs` 0); the board's 24 h, 7 d and 30 d figures over the same windows as
 * `History.uptime`; when each server was last read. A window is its first, partial day (read), its
 * whole days (kept) and today (read). Finished days are read once a day, today and the partial
 * days once a quarter hour (settled rollups change no more often), all in grouped queries; nothing
 * is rolled up here (the refresh loop's instance rolls up at every refresh). Servers never
 * observed are left out.
 */
export function createPageUptime(deps: PageUptimeDeps) {
  const state: PageUptimeState = { deps, kept: new Map(), known: new Map() };
  return (serverIds: string[], days: number, at = deps.now()): Promise<Map<string, ServerUptime>> =>
    uptimeOfMany(state, serverIds, days, at);
}

interface PageUptimeDeps {
  store: AsyncHistoryStore;
  settleMs: number;
  now: () => number;
}

interface PageUptimeState {
  readonly deps: PageUptimeDeps;
  /** Per server key. */
  readonly kept: Map<number, Kept>;
  /** A server's key never changes once made: asked again only for servers without one yet. */
  readonly known: Map<string, number>;
}

async function uptimeOfMany(
  state: PageUptimeState,
  serverIds: string[],
  days: number,
  at: number,
): Promise<Map<string, ServerUptime>> {
  const { store, settleMs } = state.deps;
  const { kept } = state;
  const end = floorToBucket(at - settleMs);
  const today = floorToDay(end);
  const keys = await keysOf(state, serverIds);
  const ids = keys.map((k) => k.id);
  const first = today - (Math.max(days, 31) - 1) * DAY_MS;
  await readFinishedDays(
    state,
    ids.filter((id) => kept.get(id)?.today !== today),
    first,
    today,
  );
  await readQuarter(
    state,
    ids.filter((id) => kept.get(id)!.end !== end),
    end,
    today,
  );
  const last = new Map((await store.lastSamples(ids)).map((r) => [r.serverKey, r.at * 1000]));
  const result = new Map<string, ServerUptime>();
  for (const { id, serverId } of keys) {
    const entry = kept.get(id)!;
    const { upMs, observedMs } = entry.current!;
    const dayList = [...finishedDays(entry, days - 1), { day: today, upMs, observedMs }];
    result.set(serverId, { days: dayList, windows: entry.windows!, lastObservedAt: last.get(id) ?? null });
  }
  return result;
}

async function keysOf(
  state: PageUptimeState,
  serverIds: string[],
): Promise<Array<{ id: number; serverId: string }>> {
  const { known } = state;
  const unknown = serverIds.filter((id) => !known.has(id));
  if (unknown.length > 0)
    for (const k of await state.deps.store.findKeys(unknown)) known.set(k.serverId, k.id);
  const keys = [];
  for (const serverId of serverIds) {
    const id = known.get(serverId);
    if (id !== undefined) keys.push({ id, serverId });
  }
  return keys;
}

async function readFinishedDays(
  state: PageUptimeState,
  keys: number[],
  first: number,
  today: number,
): Promise<void> {
  const rows = [];
  // 90 days of a server are 8,640 rollups: a few servers at a time, so that on SQLite, whose
  // statements run on the event loop, webhooks and other pages are answered in between.
  for (let i = 0; i < keys.length; i += FINISHED_DAYS_BATCH) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    rows.push(
      ...(await state.deps.store.daySumsByServer(
        keys.slice(i, i + FINISHED_DAYS_BATCH),
        sec(first),
        sec(today),
      )),
    );
  }
  for (const key of keys) state.kept.set(key, { today, days: new Map() });
  for (const r of rows) {
    state.kept
      .get(r.serverKey)!
      .days.set(r.day * 1000, { day: r.day * 1000, upMs: r.upMs, observedMs: r.observedMs });
  }
}

/** Today so far and the partial first day of each window, and with them the windows' figures. */
async function readQuarter(
  state: PageUptimeState,
  keys: number[],
  end: number,
  today: number,
): Promise<void> {
  if (keys.length === 0) return;
  const { store } = state.deps;
  const starts = HISTORY_PERIODS.map((period) => Math.min(floorToDay(end - PERIOD_MS[period]) + DAY_MS, end));
  const [todays, ...edges] = await Promise.all([
    store.sumsByServer(keys, sec(today), sec(end)),
    ...HISTORY_PERIODS.map((period, p) =>
      store.sumsByServer(keys, sec(end - PERIOD_MS[period]), sec(starts[p]!)),
    ),
  ]);
  const byKey = (rows: Array<Sums & { serverKey: number }>) => new Map(rows.map((r) => [r.serverKey, r]));
  const current = byKey(todays);
  const edge = edges.map(byKey);
  for (const key of keys) {
    const entry = state.kept.get(key)!;
    entry.end = end;
    entry.current = current.get(key) ?? { upMs: 0, observedMs: 0 };
    entry.windows = {} as UptimeFigures;
    for (const [p, period] of HISTORY_PERIODS.entries()) {
      const sums = { ...(edge[p]!.get(key) ?? { upMs: 0, observedMs: 0 }) };
      for (const [day, d] of entry.days) if (day >= starts[p]!) add(sums, d);
      if (starts[p]! <= today) add(sums, entry.current);
      entry.windows[period] = ratioOf(sums.upMs, sums.observedMs);
    }
  }
}

/** The last `count` finished days of a server, oldest first (kept with its finished days). */
function finishedDays(entry: Kept, count: number): DayUptime[] {
  if (entry.list?.length === count) return entry.list;
  entry.list = Array.from({ length: count }, (_, i) => {
    const day = entry.today - (count - i) * DAY_MS;
    return entry.days.get(day) ?? { day, upMs: 0, observedMs: 0 };
  });
  return entry.list;
}

function add(to: Sums, sums: Sums): void {
  to.upMs += sums.upMs;
  to.observedMs += sums.observedMs;
}
