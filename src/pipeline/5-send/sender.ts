import { backoffDelay, DEFAULT_BACKOFF } from '../../backoff.js';
import { createFairQueue } from '../../fair-queue.js';
import { inFlight, settleWithin, untilIdle } from '../../settle.js';
import type { PreparedMessage, QueuedAlert } from '../4-outbox/outbox.js';
import { lookForPosted, postPrepared, summariseIncidents } from './post-prepared.js';
import { prepareMessage } from './prepare-message.js';
import {
  NONCE_MEMORY_MS,
  SENDING_AT_ONCE,
  type SenderDeps,
  type SenderState,
  type Worker,
} from './sender-state.js';

export {
  ageSeconds,
  type EndedSilence,
  type HeldIncidents,
  NONCE_MEMORY_MS,
  type SenderDeps,
  type ServerNames,
} from './sender-state.js';

/**
 * One queue per channel. Woken for a channel, it waits for its turn (at most `SENDING_AT_ONCE`
 * channels send at once), then sends that channel's pending rows one message at
 * a time (oldest first, as many per message as fit) until none are left. Channels run
 * independently: one that fails or is rate limited never holds up another. Preparing a message is
 * prepare-message.ts; posting it, and what a failure means, post-prepared.ts.
 */
export function createSender(deps: SenderDeps) {
  const state: SenderState = {
    deps,
    outbox: deps.outbox,
    backoff: deps.backoff ?? DEFAULT_BACKOFF,
    now: deps.now ?? Date.now,
    maxRows: deps.maxRowsPerMessage ?? 250,
    workers: new Map(),
    turns: createFairQueue({ concurrency: deps.sendingAtOnce ?? SENDING_AT_ONCE, perOwner: 1 }),
    held: new Set(),
    sweepTimer: undefined,
    stopping: false,
    namesWaitedAt: Number.NEGATIVE_INFINITY,
  };
  return {
    wake: (channelId: string): void => wake(state, channelId),
    /**
     * Wakes every channel with pending rows (at start: rows left by a previous run); resolves once
     * they are woken. With channel leases, looks again every `sweepMs`.
     */
    start: (): Promise<void> => start(state),
    /**
     * Stops taking work; in-flight sends get up to `graceMs` to finish (rows stay pending otherwise).
     * The channels' leases are then given up, so another instance posts their rows at once.
     */
    stop: (graceMs = 10_000): Promise<void> => stop(state, graceMs),
    /** Channels waiting: for a retry after a failure, or for Discord's rate limit to reset. */
    waiting(): number {
      return [...state.workers.values()].filter((w) => w.timer !== undefined).length;
    },
    /** Resolves when no channel is sending (tests). */
    idle(): Promise<void> {
      return untilIdle(() => state.workers.values());
    },
  };
}

export type Sender = ReturnType<typeof createSender>;

async function start(state: SenderState): Promise<void> {
  const { deps } = state;
  state.stopping = false;
  const sweep = async () => {
    try {
      // A channel with a queue here already looks again by itself (a retry, another instance's
      // lease running out): woken again, it would only ask for its lease once more.
      const pending = [
        ...(await state.outbox.pendingChannels()),
        ...((await deps.heldIncidents?.channels()) ?? []),
      ];
      // One read for the channels other instances post to: each is looked at when its lease runs
      // out, as a refused take would have it (in a burst of `bench:fleet`, a sweep asked for 400
      // leases held elsewhere, two statements each, in a few hundred milliseconds).
      const elsewhere = (await deps.channels?.heldElsewhere()) ?? new Map<string, number>();
      for (const channelId of pending) {
        if (state.workers.has(channelId)) continue;
        const until = elsewhere.get(channelId);
        if (until === undefined) wake(state, channelId);
        else lookWhenFree(state, channelId, until);
      }
    } catch (err) {
      // The database failed (its write health says why); the next sweep tries again.
      deps.log.error({ err }, 'looking for channels with alerts waiting failed');
    }
  };
  if (deps.channels) state.sweepTimer = setInterval(() => void sweep(), deps.sweepMs ?? 30_000).unref();
  await sweep();
}

async function stop(state: SenderState, graceMs: number): Promise<void> {
  state.stopping = true;
  clearInterval(state.sweepTimer);
  for (const worker of state.workers.values()) clearTimeout(worker.timer);
  await settleWithin(inFlight(state.workers.values()), graceMs);
  for (const channelId of [...state.held])
    await giveUp(state, channelId).catch((err: unknown) => {
      // Not given up: it runs out after its TTL, and another instance takes the channel then.
      state.deps.log.error({ err, channelId }, 'giving up a channel lease failed');
    });
}

/** Starts the channel's queue, or asks the running one to look again when it is done. */
function wake(state: SenderState, channelId: string): void {
  if (state.stopping) return;
  let worker = state.workers.get(channelId);
  if (!worker) {
    worker = { running: undefined, again: false, timer: undefined, holdUntil: 0 };
    state.workers.set(channelId, worker);
  }
  if (worker.running) {
    worker.again = true;
    return;
  }
  clearTimeout(worker.timer);
  worker.timer = undefined;
  const current = worker;
  current.running = state.turns
    .run(channelId, () => drain(state, channelId, current))
    .finally(() => {
      current.running = undefined;
      if (current.again && !state.stopping) {
        current.again = false;
        wake(state, channelId);
      } else if (!current.timer && current.holdUntil <= state.now()) {
        state.workers.delete(channelId);
      }
    });
}

/** The channel another instance holds is looked at once its lease runs out. */
function lookWhenFree(state: SenderState, channelId: string, until: number): void {
  const worker: Worker = { running: undefined, again: false, timer: undefined, holdUntil: 0 };
  state.workers.set(channelId, worker);
  retryLater(state, channelId, worker, Math.max(1000, until + 1 - state.now()));
}

function retryLater(state: SenderState, channelId: string, worker: Worker, delayMs: number): void {
  if (state.stopping) return;
  clearTimeout(worker.timer);
  worker.timer = setTimeout(() => {
    worker.timer = undefined;
    wake(state, channelId);
  }, delayMs);
}

/** What a drain knows of its channel's silences. */
interface SilencesSeen {
  /** Applied once a drain (`Outbox.applySilences`), or not to be (no silences configured). */
  applied: boolean;
  /** A silence runs or holds anything here, as of when they were applied (or it is not known). */
  here: boolean;
}

/**
 * The channel's oldest rows not yet in a message, without those of broken links or of servers its
 * guild may no longer use (parked here, never rendered): one read when there is nothing to park
 * and no silence here (the read tells), the silences applied first otherwise.
 */
async function queuedAlerts(
  state: SenderState,
  channelId: string,
  silences: SilencesSeen,
): Promise<QueuedAlert[]> {
  const { outbox, now, maxRows } = state;
  let { alerts, silencesHere } = await outbox.queue(channelId, maxRows, now());
  if (!silences.applied) {
    silences.applied = true;
    silences.here = silencesHere && (await outbox.applySilences(channelId, now())).silences > 0;
    if (silencesHere) alerts = (await outbox.queue(channelId, maxRows, now())).alerts;
  }
  if (alerts.every((q) => q.usable) || (await outbox.parkForBrokenLinks(channelId)) === 0) {
    return alerts.filter((q) => q.usable);
  }
  return outbox.unprepared(channelId, maxRows, now());
}

/**
 * After a message this instance prepared and sent holding the lease, in a channel without
 * silences: the look that would find the queue empty and the lease's release, as one statement.
 * True when the channel was given up so; false when something waits there (or the lease is gone).
 */
async function giveUpWhenIdle(state: SenderState, channelId: string): Promise<boolean> {
  const { deps, outbox, now } = state;
  if (!deps.channels || !state.held.has(channelId)) return false;
  const released = await deps.channels.releaseIf(channelId, (lease) =>
    outbox.releaseWhenIdle(channelId, lease, now()),
  );
  if (released) state.held.delete(channelId);
  return released;
}

/** True when this instance may post to the channel now (it holds, or took, its lease). */
async function mayPost(state: SenderState, channelId: string, worker: Worker): Promise<boolean> {
  const leases = state.deps.channels;
  if (!leases) return true;
  if (await leases.take(channelId)) {
    state.held.add(channelId);
    return true;
  }
  state.held.delete(channelId);
  // Another instance posts here; should it die, its lease runs out and this one takes over.
  const until = (await leases.heldUntil(channelId)) ?? state.now();
  retryLater(state, channelId, worker, Math.max(1000, until + 1 - state.now()));
  return false;
}

async function giveUp(state: SenderState, channelId: string): Promise<void> {
  if (state.deps.channels && state.held.delete(channelId)) await state.deps.channels.release(channelId);
}

/**
 * Sends the channel's messages one at a time until none is left, or until it must wait. Reads are
 * left out where what they would find is known: an alert in a channel without silences costs 7
 * statements on PostgreSQL, the lease's release included (13 before; sender-statements.test.ts).
 */
async function drain(state: SenderState, channelId: string, worker: Worker): Promise<void> {
  const { outbox, now } = state;
  const log = state.deps.log.child({ channelId });
  // Once a drain: rows of a silence that starts meanwhile are left out by `unprepared` all the
  // same, and those of one that ends are released at the next wake or sweep. None here (as of
  // the drain's start): no summary of held incident messages to look for when the queue is empty.
  const silences: SilencesSeen = { applied: !state.deps.silences, here: true };
  // This instance prepared the channel's message and sent it, holding the lease all along: only
  // the holder prepares, so no other prepared message waits, and the next look skips that read.
  let noneLeftPrepared = false;
  while (!state.stopping) {
    try {
      worker.again = false;
      if (worker.holdUntil > now()) {
        retryLater(state, channelId, worker, worker.holdUntil - now());
        return;
      }
      if (noneLeftPrepared && !silences.here && (await giveUpWhenIdle(state, channelId))) return;
      if (!(await mayPost(state, channelId, worker))) return;
      // A message prepared earlier (by this instance or one gone) is sent as it is: same nonce.
      let message: PreparedMessage | undefined = noneLeftPrepared
        ? undefined
        : await outbox.preparedMessage(channelId);
      noneLeftPrepared = false;
      const found: boolean = message !== undefined;
      if (message && message.rowIds.length === 0) {
        await outbox.dropEmptyMessage(message.nonce);
        continue;
      }
      if (message && message.nextAttemptAt > now()) {
        retryLater(state, channelId, worker, message.nextAttemptAt - now());
        return;
      }
      if (message && now() - message.preparedAt > NONCE_MEMORY_MS) {
        const found = await lookForPosted(state, message, log);
        if (found === 'posted') continue;
        if (found === 'wait') {
          retryLater(state, channelId, worker, message.nextAttemptAt - now());
          return;
        }
      }
      if (!message) {
        const queued = await queuedAlerts(state, channelId, silences);
        if (queued.length === 0) {
          const summary = silences.here ? await summariseIncidents(state, channelId, log) : 'none';
          if (summary === 'posted') continue;
          if (summary === 'wait') {
            retryLater(state, channelId, worker, backoffDelay(3, state.backoff));
            return;
          }
          await giveUp(state, channelId);
          return;
        }
        message = await prepareMessage(state, channelId, queued, log);
        if (!message) continue;
      }
      const outcome = await postPrepared(state, message, log);
      if (outcome === 'wait') {
        retryLater(state, channelId, worker, message.nextAttemptAt - now());
        return;
      }
      noneLeftPrepared = !found && outcome !== 'done' && (state.deps.channels?.holds(channelId) ?? true);
      if (typeof outcome === 'object') {
        // Sending now would only wait in discord.js's queue with what is pending at this moment;
        // waiting here instead lets the next message take everything that arrives until the reset.
        worker.holdUntil = now() + outcome.holdMs;
      }
    } catch (err) {
      // The database failed (or a bug): nothing was lost, the rows are still pending.
      const delayMs = backoffDelay(3, state.backoff);
      log.error({ err, retryInMs: delayMs }, 'sending alerts failed unexpectedly; will retry');
      retryLater(state, channelId, worker, delayMs);
      return;
    }
  }
}
