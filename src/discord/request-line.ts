import { type AttemptCheck, RequestWithdrawn } from './attempt-check.js';
import type { DiscordLane, SlotSource } from './request-slots.js';

/**
 * A slot this late is let go unused: sending at it would put its request next to the following
 * slots' (an event loop held up), and bunched requests are what Discord's one-second count sees.
 * About one spacing of the shared budget (21 ms): see `BUDGET_WINDOW_MS` (rest-budget.ts).
 */
export const LATE_SLOT_MS = 25;
/**
 * What an alert's check (attempt-check.ts: two statements, hundreds of ms on a busy database) saw
 * is at most this old when its request leaves; older, it is checked again. Checks start this far
 * ahead of their slots at most.
 */
export const MAX_CHECK_LEAD_MS = 1000;
/** The checks' recent durations the lead is taken from (the longest of them). */
const CHECK_TIMES_KEPT = 16;
/** Most alerts' slots taken at once: an alert burst costs one round trip per this many. */
const ALERT_BATCH = 10;

/**
 * Why a slot taken went unused: `arrived_late` (already past when the taking was answered),
 * `late` (this instance reached it late: its event loop was held up, or no request was waiting for
 * it any more), `check_late` (no request was ready for it: their checks were still running).
 */
export type SlotMissed = 'arrived_late' | 'late' | 'check_late';

interface Waiter {
  /** Run before the request leaves (and again when what it saw grew old); none: ready at once. */
  check: AttemptCheck | undefined;
  /** Checked (or needing no check), at `checkedAt`: it may take the next slot. */
  ready: boolean;
  checking: boolean;
  checkedAt: number;
  /** Leaves at `departAt` (ms; now, when past). */
  go: (departAt: number) => void;
  fail: (err: unknown) => void;
}

/** The requests waiting for a slot, the slots taken and not yet used, and what wakes the line. */
interface LineState {
  readonly source: SlotSource;
  readonly now: () => number;
  readonly missed: (reason: SlotMissed) => void;
  /** How far ahead of its slot an alert is handed over (0: at the slot). */
  readonly aheadMs: number;
  readonly waiting: Record<DiscordLane, Waiter[]>;
  /** Slot starts taken for this instance, earliest first. */
  slots: number[];
  /** When this instance's last request left (or, handed over ahead, leaves). */
  sentAt: number;
  timer: NodeJS.Timeout | undefined;
  taking: boolean;
  /** Per lane, when slots may be asked for again after a refusal (bulk: none free) or a failure. */
  askAgainAt: Record<DiscordLane, number>;
  /** How long the last checks took (ms), most recent last. */
  checkTimes: number[];
}

export interface RequestLine {
  /**
   * Resolves with the time the request is to leave at (ms): a slot of the budget, at most
   * `aheadMs` from now (an alert handed over ahead of its slot: a sender that leaves at that time
   * itself, departures.ts), checked by `check` (if given) no longer than `MAX_CHECK_LEAD_MS`
   * before it. Rejects with `RequestWithdrawn` when its check says no,
   * with the check's error when it fails, and with the signal's reason when discord.js's timeout
   * takes it out of the line.
   */
  wait(lane: DiscordLane, signal: AbortSignal | null | undefined, check?: AttemptCheck): Promise<number>;
  /** A request handed over could not leave at its slot (its sender was late): the slot is lost. */
  missedLate(): void;
}

/**
 * Sends requests at the slots of a budget (request-slots.ts). Each slot goes to the oldest ready
 * alert, and to a bulk request only when no alert is ready. A request with a check is not tied to
 * a slot before its check ends: checks start as their slots near (by the longest recent check
 * time), and a slot goes to whichever request is ready when it comes, so one slow check costs its
 * own request a wait, not the line a slot (92 of 189 slots let pass in a burst of `bench:fleet`
 * while each slot waited for one request's check). With `aheadMs`, a ready alert is given its slot
 * up to that long before it, so that a busy event loop reaching the slot late does not lose it (the
 * request leaves from a thread of its own, departures.ts); bulk requests get a slot at the slot
 * only, so an alert ready by then still goes first.
 */
export function createRequestLine(
  source: SlotSource,
  now: () => number,
  missed: (reason: SlotMissed) => void,
  aheadMs = 0,
): RequestLine {
  const line: LineState = {
    source,
    now,
    missed,
    aheadMs,
    waiting: { alert: [], bulk: [] },
    slots: [],
    sentAt: Number.NEGATIVE_INFINITY,
    timer: undefined,
    taking: false,
    askAgainAt: { alert: Number.NEGATIVE_INFINITY, bulk: Number.NEGATIVE_INFINITY },
    checkTimes: [],
  };
  return { wait: (lane, signal, check) => wait(line, lane, signal, check), missedLate: () => missed('late') };
}

function wait(
  line: LineState,
  lane: DiscordLane,
  signal: AbortSignal | null | undefined,
  check: AttemptCheck | undefined,
): Promise<number> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const leave = () => {
      signal?.removeEventListener('abort', onAbort);
      const at = line.waiting[lane].indexOf(waiter);
      if (at >= 0) line.waiting[lane].splice(at, 1);
    };
    const onAbort = () => {
      leave();
      reject(signal?.reason);
      nudge(line);
    };
    const waiter: Waiter = {
      check,
      ready: !check,
      checking: false,
      checkedAt: Number.NEGATIVE_INFINITY,
      go: (departAt) => {
        leave();
        resolve(departAt);
      },
      fail: (err) => {
        leave();
        reject(err);
      },
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    line.waiting[lane].push(waiter);
    // After the caller's synchronous part, so the spacing counts from when requests leave.
    queueMicrotask(() => nudge(line));
  });
}

/** Something changed (a request came, was checked or left): the line looks again at once. */
function nudge(line: LineState): void {
  clearTimeout(line.timer);
  line.timer = undefined;
  pump(line);
}

function later(line: LineState, at: number): void {
  line.timer = setTimeout(
    () => {
      line.timer = undefined;
      pump(line);
    },
    Math.max(0, at - line.now()),
  );
}

/**
 * How long before its slot a request's check must start to end in time: twice the longest recent
 * check and one spacing. Checks grow longer as a burst loads the database; a check started early
 * costs nothing (its request waits, ready, for its slot), one that ends late costs the line a slot.
 */
function checkLead(line: LineState): number {
  return Math.min(MAX_CHECK_LEAD_MS, 2 * Math.max(0, ...line.checkTimes) + line.source.spacingMs);
}

/**
 * How long before its slot a request's check starts: its lead, and as long again as the request
 * may be handed over before the slot (`aheadMs`). Only the checks start earlier: slots taken a
 * handover ahead would leave a hole that long in the shared line (it has one next free time).
 */
function checkStart(line: LineState): number {
  return Math.min(MAX_CHECK_LEAD_MS, checkLead(line) + line.aheadMs);
}

/**
 * Gives each slot due to the ready request most urgent, starts the checks of the requests whose
 * slots near, and takes more slots while more requests wait than this instance holds slots for
 * (not only once its slots ran out: taken then, each batch began a taking's answer time after the
 * last one).
 */
function pump(line: LineState): void {
  while (!line.timer) {
    const at = line.now();
    // Never two of this instance's requests closer than the spacing, even after a late slot.
    const usable = (slot: number) => Math.max(slot, line.sentAt + line.source.spacingMs);
    while (line.slots.length > 0 && usable(line.slots[0]!) < at - LATE_SLOT_MS) {
      line.slots.shift();
      line.missed(waitedForCheck(line) ? 'check_late' : 'late');
    }
    takeWhenShort(line, at);
    const nextCheckAt = startChecks(line, at);
    const slot = line.slots[0];
    if (slot === undefined) return;
    const departAt = Math.max(at, usable(slot));
    if (departAt - at > line.aheadMs) {
      later(line, Math.min(departAt - line.aheadMs, nextCheckAt));
      return;
    }
    // Ahead of the slot, alerts only: a bulk request takes a slot when it comes and no alert is ready.
    const waiter = readyWaiter(line, departAt, departAt > at ? ['alert'] : ['alert', 'bulk']);
    if (!waiter) {
      // None ready: a check may still end within the slot's margin (its end wakes the line), and
      // at the slot a bulk request may take it.
      later(line, Math.min(departAt > at ? departAt : departAt + LATE_SLOT_MS + 1, nextCheckAt));
      return;
    }
    line.slots.shift();
    line.sentAt = departAt;
    waiter.go(departAt);
  }
}

/** No request was ready for a slot while some were being checked: the slot waited for a check. */
function waitedForCheck(line: LineState): boolean {
  const waiting = [...line.waiting.alert, ...line.waiting.bulk];
  return !waiting.some((w) => w.ready) && waiting.some((w) => w.checking);
}

/**
 * The oldest ready alert, else the oldest ready bulk request (of `lanes`); a check that would be
 * grown old when its request leaves (`departAt`) starts again.
 */
function readyWaiter(line: LineState, departAt: number, lanes: readonly DiscordLane[]): Waiter | undefined {
  for (const lane of lanes) {
    for (const waiter of line.waiting[lane]) {
      if (!waiter.ready) continue;
      if (waiter.check && departAt - waiter.checkedAt > MAX_CHECK_LEAD_MS) {
        waiter.ready = false;
        void runCheck(line, waiter, waiter.check);
        continue;
      }
      return waiter;
    }
  }
  return undefined;
}

/**
 * Starts the check of each waiting request whose slot (the one it would get in line order) is
 * within the check lead (again for one checked first whose check would be over
 * `MAX_CHECK_LEAD_MS` old at it), and with them those of the slots up to a batch later: checks started
 * together are answered together (the outbox claims them in one round trip); what they saw is
 * still at most `MAX_CHECK_LEAD_MS` old when their requests leave. Returns when the next is due.
 */
function startChecks(line: LineState, at: number): number {
  const lead = checkStart(line);
  const together = Math.max(0, Math.min(ALERT_BATCH * line.source.spacingMs, MAX_CHECK_LEAD_MS - lead));
  const queue = [...line.waiting.alert, ...line.waiting.bulk];
  let started = false;
  for (const [i, waiter] of queue.entries()) {
    const slot = line.slots[i];
    if (slot === undefined) return Number.POSITIVE_INFINITY;
    if (waiter.checking || !waiter.check) continue;
    // Checked, but what it saw would be too old at its slot (checked first, a slot a second away
    // on a busy budget): checked again as the slot nears, not in the slot.
    if (waiter.ready && slot - waiter.checkedAt <= MAX_CHECK_LEAD_MS) continue;
    if (slot - lead - (started ? together : 0) > at) return slot - lead;
    waiter.ready = false;
    void runCheck(line, waiter, waiter.check);
    started = true;
  }
  return Number.POSITIVE_INFINITY;
}

/** Runs a request's check and keeps its time; a check that says no withdraws the request. */
async function runCheck(line: LineState, waiter: Waiter, check: AttemptCheck): Promise<void> {
  waiter.checking = true;
  const startedAt = line.now();
  try {
    const allowed = await check();
    line.checkTimes.push(line.now() - startedAt);
    if (line.checkTimes.length > CHECK_TIMES_KEPT) line.checkTimes.shift();
    if (!allowed) waiter.fail(new RequestWithdrawn('withdrawn before this attempt'));
    else {
      waiter.ready = true;
      waiter.checkedAt = line.now();
    }
  } catch (err) {
    waiter.fail(err);
  } finally {
    waiter.checking = false;
    nudge(line);
  }
}

/** Takes more slots when more requests of the most urgent waiting lane wait than slots are held. */
function takeWhenShort(line: LineState, at: number): void {
  const lane: DiscordLane = line.waiting.alert.length > 0 ? 'alert' : 'bulk';
  const queue = line.waiting[lane];
  if (line.taking || queue.length <= line.slots.length) return;
  if (line.slots.length === 0 && checkFirst(line, queue)) return;
  if (at >= line.askAgainAt[lane]) void takeSlots(line, lane);
  else if (line.slots.length === 0) later(line, line.askAgainAt[lane]);
}

/**
 * With no slot held, the first requests are checked before their slots are taken: the check
 * runs while no slot waits for it, and the slots are taken once one of them is ready, from then
 * on. Taken first, a slot had to be a check's lead (twice the longest recent check) away, which
 * a lone alert on a quiet line waited out whole. True while their checks run (each one's end
 * wakes the line).
 */
function checkFirst(line: LineState, queue: Waiter[]): boolean {
  const first = queue.slice(0, ALERT_BATCH);
  if (first.some((w) => w.ready)) return false;
  for (const waiter of first) if (waiter.check && !waiter.checking) void runCheck(line, waiter, waiter.check);
  return true;
}

async function takeSlots(line: LineState, lane: DiscordLane): Promise<void> {
  const { source } = line;
  const wanting = line.waiting[lane].slice(line.slots.length);
  const count = Math.min(wanting.length, lane === 'alert' ? ALERT_BATCH : source.bulkBatch);
  // Slots no earlier than the waiting requests' checks need: an earlier one would come while its
  // check still runs, and pass unused. Their checks start now, with the taking, so the slots need
  // be only a check's time ahead (the longest recent one), not a check's lead: the shared line has
  // one next free time, and a slot taken further ahead than it was booked leaves the time between
  // unused by every instance (at a burst's start, 18 requests left in its first second while 55
  // waited). Checked first (`checkFirst`) when none is held.
  const unchecked = wanting.slice(0, count).filter((w) => w.check && !w.ready && !w.checking);
  for (const waiter of unchecked) void runCheck(line, waiter, waiter.check!);
  const leadMs = unchecked.length > 0 ? Math.min(MAX_CHECK_LEAD_MS, Math.max(0, ...line.checkTimes)) : 0;
  line.taking = true;
  // A source that failed (the shared one falls back by itself) is asked again a window later.
  const taken = await source
    .take(lane, count, leadMs)
    .catch(() => ({ freeAt: line.now() + source.spacingMs * 50 }));
  line.taking = false;
  if ('first' in taken) {
    for (let i = 0; i < count; i++) {
      const slot = taken.first + i * taken.spacingMs;
      if (slot < line.now() - LATE_SLOT_MS) line.missed('arrived_late');
      else line.slots.push(slot);
    }
  } else {
    line.askAgainAt[lane] = taken.freeAt;
  }
  nudge(line);
}
