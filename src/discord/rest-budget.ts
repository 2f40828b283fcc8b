import { DefaultRestOptions, type RESTOptions } from 'discord.js';
import { type AttemptCheck, attemptCheckHere, RequestWithdrawn } from './attempt-check.js';
import { type DiscordLane, localSlots, type SlotSource } from './request-slots.js';

export type { DiscordLane } from './request-slots.js';

type MakeRequest = RESTOptions['makeRequest'];

/**
 * The span a budget of requests is spread over: one second and a margin, so that uneven travel
 * times do not bring more than the budget into one second at Discord. 50 over 1.05 s: slots 21 ms
 * apart, each request leaving within `LATE_SLOT_MS` of its slot, so any one second holds at most
 * (1000 + 25) / 21 + 1 = 49 of them. Measured at the fake Discord in `bench:fleet` (3 instances,
 * scale 0.1): 47 in a second with 1.1 s (22 ms, where this bound is 47), once a slow check no longer
 * held requests past their slots.
 */
export const BUDGET_WINDOW_MS = 1050;

/**
 * The header a caller sets (REST `headers` option) to put its request in the bulk lane; it is
 * taken off before the request leaves.
 */
export const LANE_HEADER = 'x-hostcord-lane';
export const BULK_REQUEST = { headers: { [LANE_HEADER]: 'bulk' } } as const;

/**
 * Routes Discord does not count against the global limit (Interactions › Receiving and Responding):
 * the initial answer and the interaction's webhook (edits, follow-ups). hostcord makes no other
 * webhooks.
 */
const UNCOUNTED = /\/(interactions\/\d+\/[^/]+\/callback|webhooks\/\d+\/[^/]+)(\/|$)/;

interface Waiter {
  /** How long before its slot it is let go: the time its check is expected to take. */
  lead: number;
  /** Let go, with the time its slot starts. */
  go: (slotAt: number) => void;
}

/** Most alerts' slots taken at once: an alert burst costs one round trip per this many. */
const ALERT_BATCH = 10;
/**
 * A slot this late is let go unused: sending at it would put its request next to the following
 * slots' (an event loop held up), and bunched requests are what Discord's one-second count sees.
 * About one spacing of the shared budget (21 ms): see `BUDGET_WINDOW_MS`.
 */
const LATE_SLOT_MS = 25;
/**
 * An alert's check (attempt-check.ts: two statements, hundreds of ms on a busy database)
 * runs before its slot, not in it: run after the slot, it put the request late beside the next
 * slots' (53 requests in a second at the fake Discord in `bench:fleet`, 3 instances). The request is
 * let go this long before its slot, at most: what its check saw is at most this old when it leaves.
 */
const MAX_CHECK_LEAD_MS = 1000;
/** The checks' recent durations the lead is taken from (the longest of them). */
const CHECK_TIMES_KEPT = 16;

/**
 * Why a slot taken went unused: `arrived_late` (already past when the taking was answered),
 * `late` (this instance reached it late: its event loop was held up, or no request was waiting for
 * it any more), `check_late` (its alert's check ended past it), `withdrawn` (its alert's check said no).
 */
export type SlotMissed = 'arrived_late' | 'late' | 'check_late' | 'withdrawn';

export interface RequestBudgetOptions {
  now?: () => number;
  /** Each request as it leaves: its lane (`uncounted`: interaction answers) and how long it waited. */
  onSent?: (lane: DiscordLane | 'uncounted', waitedMs: number) => void;
  /** A slot taken and let pass unused, and why. */
  onSlotMissed?: (reason: SlotMissed) => void;
}

/**
 * Sends requests to Discord at the slots of a budget (request-slots.ts): this instance's own
 * (`perSecond` per `BUDGET_WINDOW_MS`, evenly spaced) or the one all instances share. Each slot
 * goes to the oldest waiting alert, and to a bulk request only when no alert waits; bulk requests
 * take slots only as they come free, so an alert never waits behind queued board edits, whatever
 * their number or instance. @discordjs/rest's own `globalRequestsPerSecond` counts in fixed windows
 * opened by a request and lets each window's budget go in one burst, so the end of one window and
 * the start of the next put up to twice the budget into one second (82 requests in a second from
 * two instances at 25 each, test/discord/shards.test.ts without this); evenly spaced, 48.
 * Interaction answers pass at once: Discord does not count them, and they have 3 s. A request's
 * check (attempt-check.ts) runs before its slot, so the request leaves at the slot itself.
 */
export function withRequestBudget(
  budget: number | SlotSource,
  make: MakeRequest = DefaultRestOptions.makeRequest,
  options: RequestBudgetOptions = {},
): MakeRequest {
  const now = options.now ?? Date.now;
  const source = typeof budget === 'number' ? localSlots(BUDGET_WINDOW_MS / budget, now) : budget;
  const line = createLine(source, now, options.onSlotMissed ?? (() => {}));
  return async (url, init) => {
    const { lane, init: sent } = takeLane(init);
    if (UNCOUNTED.test(new URL(url).pathname)) {
      options.onSent?.('uncounted', 0);
      return make(url, sent);
    }
    const queuedAt = now();
    const check = attemptCheckHere();
    if (check) await line.checkedTurn(lane, init.signal, check);
    else await line.turn(lane, init.signal, 0);
    options.onSent?.(lane, now() - queuedAt);
    return make(url, sent);
  };
}

/** The requests waiting for a slot, the slots taken and not yet used, and what wakes the line. */
interface Line {
  readonly source: SlotSource;
  readonly now: () => number;
  readonly waiting: Record<DiscordLane, Waiter[]>;
  /** Slot starts taken for this instance, earliest first. */
  slots: number[];
  /** When this instance's last request leaves (its slot, or later when let go late). */
  sentAt: number;
  timer: NodeJS.Timeout | undefined;
  taking: boolean;
  /** How long the last checks took (ms), most recent last. */
  checkTimes: number[];
  readonly missed: (reason: SlotMissed) => void;
}

function createLine(source: SlotSource, now: () => number, missed: (reason: SlotMissed) => void) {
  const line: Line = {
    source,
    now,
    waiting: { alert: [], bulk: [] },
    slots: [],
    sentAt: Number.NEGATIVE_INFINITY,
    timer: undefined,
    taking: false,
    checkTimes: [],
    missed,
  };
  return {
    /**
     * Waits for the request's slot (let go `lead` ms before it, or at the front of the line);
     * discord.js's timeout (its signal) takes it out of the line.
     */
    turn: (lane: DiscordLane, signal: AbortSignal | null | undefined, lead: number, front = false) =>
      turn(line, { lane, signal, lead, front }),
    /** The slot of a request with a check: the check runs just before the slot, the request leaves at it. */
    checkedTurn: (lane: DiscordLane, signal: AbortSignal | null | undefined, check: AttemptCheck) =>
      checkedTurn(line, lane, signal, check),
  };
}

interface TurnInput {
  lane: DiscordLane;
  signal: AbortSignal | null | undefined;
  lead: number;
  front: boolean;
}

function turn(line: Line, { lane, signal, lead, front }: TurnInput): Promise<number> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const queue = line.waiting[lane];
    const onAbort = () => {
      const at = queue.indexOf(waiter);
      if (at >= 0) queue.splice(at, 1);
      reject(signal?.reason);
    };
    const waiter: Waiter = {
      lead,
      go: (slotAt) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(slotAt);
      },
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    if (front) queue.unshift(waiter);
    else queue.push(waiter);
    // An alert does not wait out a bulk request's wait for free slots.
    if (lane === 'alert' && line.slots.length === 0) wake(line);
    // After the caller's synchronous part, so the spacing counts from when requests leave.
    queueMicrotask(() => pump(line));
  });
}

/**
 * Runs the check ahead of the request's slot (by the longest of the recent checks' times), then
 * waits for the slot itself. A check that ended past its slot, or a wait that woke past it, gives
 * that slot up and the request takes the next one, first in line. It is checked again only when that
 * slot is more than `MAX_CHECK_LEAD_MS` after its check: what a check saw is never older than that
 * when its request leaves. A check slower than that (a database taking over a second) lets its
 * request leave late rather than never.
 */
async function checkedTurn(
  line: Line,
  lane: DiscordLane,
  signal: AbortSignal | null | undefined,
  check: AttemptCheck,
): Promise<void> {
  let checkedAt = Number.NEGATIVE_INFINITY;
  for (let front = false; ; front = true) {
    const lead = Math.min(MAX_CHECK_LEAD_MS, Math.max(0, ...line.checkTimes));
    const slotAt = await turn(line, { lane, signal, lead, front });
    let took = 0;
    if (slotAt - checkedAt > MAX_CHECK_LEAD_MS) {
      took = await runCheck(line, check);
      checkedAt = line.now();
    }
    const checkedLate = line.now() > slotAt + LATE_SLOT_MS;
    if (!checkedLate) await until(slotAt, line.now, signal);
    if (line.now() <= slotAt + LATE_SLOT_MS || took > MAX_CHECK_LEAD_MS) return;
    line.missed(checkedLate && took > 0 ? 'check_late' : 'late');
  }
}

/** Runs the request's check and keeps its time; a check that says no withdraws the request. */
async function runCheck(line: Line, check: AttemptCheck): Promise<number> {
  const startedAt = line.now();
  const allowed = await check();
  const took = line.now() - startedAt;
  line.checkTimes.push(took);
  if (line.checkTimes.length > CHECK_TIMES_KEPT) line.checkTimes.shift();
  if (!allowed) {
    line.missed('withdrawn');
    throw new RequestWithdrawn('withdrawn before this attempt');
  }
  return took;
}

/** Resolves at `at` (by `now`'s clock); rejects when the signal aborts first. */
function until(at: number, now: () => number, signal: AbortSignal | null | undefined): Promise<void> {
  const wait = at - now();
  if (wait <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, wait);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function wake(line: Line): void {
  clearTimeout(line.timer);
  line.timer = undefined;
}

function later(line: Line, at: number): void {
  line.timer = setTimeout(
    () => {
      line.timer = undefined;
      pump(line);
    },
    Math.max(0, at - line.now()),
  );
}

/** Gives the slots due to the waiting requests, most urgent first; takes more slots when out. */
function pump(line: Line): void {
  while (!line.timer && !line.taking) {
    const queue = line.waiting.alert.length > 0 ? line.waiting.alert : line.waiting.bulk;
    if (queue.length === 0) return;
    const at = line.now();
    // Never two of this instance's requests closer than the spacing, even after a late slot.
    const usable = (slot: number) => Math.max(slot, line.sentAt + line.source.spacingMs);
    while (line.slots.length > 0 && usable(line.slots[0]!) < at - LATE_SLOT_MS) {
      line.slots.shift();
      line.missed('late');
    }
    const slot = line.slots[0];
    if (slot === undefined) {
      void takeSlots(line, queue === line.waiting.alert ? 'alert' : 'bulk');
      return;
    }
    const waiter = queue[0]!;
    if (usable(slot) - waiter.lead > at) {
      later(line, usable(slot) - waiter.lead);
      return;
    }
    line.slots.shift();
    line.sentAt = Math.max(usable(slot), at);
    queue.shift();
    waiter.go(line.sentAt);
  }
}

async function takeSlots(line: Line, lane: DiscordLane): Promise<void> {
  const { source } = line;
  const count = Math.min(line.waiting[lane].length, lane === 'alert' ? ALERT_BATCH : source.bulkBatch);
  // Slots no earlier than the waiting requests' checks need ahead of them: an earlier one would
  // come while its check still runs, and pass unused.
  const leadMs = Math.max(0, ...line.waiting[lane].slice(0, count).map((w) => w.lead));
  line.taking = true;
  // A source that failed (the shared one falls back by itself) is asked again a window later.
  const taken = await source
    .take(lane, count, leadMs)
    .catch(() => ({ freeAt: line.now() + BUDGET_WINDOW_MS }));
  line.taking = false;
  if ('first' in taken) {
    for (let i = 0; i < count; i++) {
      const slot = taken.first + i * taken.spacingMs;
      if (slot < line.now() - LATE_SLOT_MS) line.missed('arrived_late');
      else line.slots.push(slot);
    }
    pump(line);
  } else {
    later(line, taken.freeAt);
  }
}

/** The request's lane from its header, and the request without that header. */
function takeLane(init: Parameters<MakeRequest>[1]): {
  lane: DiscordLane;
  init: Parameters<MakeRequest>[1];
} {
  const headers = init.headers;
  if (!headers || headers instanceof Headers || Array.isArray(headers)) return { lane: 'alert', init };
  const { [LANE_HEADER]: lane, ...rest } = headers as Record<string, string>;
  if (lane === undefined) return { lane: 'alert', init };
  return { lane: lane === 'bulk' ? 'bulk' : 'alert', init: { ...init, headers: rest } };
}
