import { type BackoffOptions, backoffDelay, DEFAULT_BACKOFF } from '../../backoff.js';
import type { Logger } from '../../logger.js';
import { inFlight, settleWithin, untilIdle } from '../../settle.js';

type Job = () => Promise<void>;

interface Entry {
  job: Job;
  attempts: number;
  notBefore: number;
  /** Settled when this job (or one that replaced it) has run to the end. */
  done: Array<() => void>;
}

interface Channel {
  pending: Map<string, Entry>;
  running: Promise<void> | undefined;
  timer: NodeJS.Timeout | undefined;
}

export interface ChannelWriter {
  /**
   * Queues `job` for the channel under `key`, replacing a job still pending for that key. The
   * promise settles when the job for this key has run successfully (a retry may come first).
   */
  submit(channelId: string, key: string, job: Job): Promise<void>;
  /** Channels waiting to retry. */
  waiting(): number;
  /** Resolves when no channel is writing and nothing is due (tests). */
  idle(): Promise<void>;
  stop(graceMs?: number): Promise<void>;
}

interface WriterState {
  readonly log: Logger;
  readonly backoff: BackoffOptions;
  readonly channels: Map<string, Channel>;
  stopping: boolean;
}

/**
 * The per-channel discipline for messages hostcord keeps up to date (boards, incident alerts): one
 * write at a time per channel, in order; a newer job for the same key replaces a pending one (a
 * board rendered twice while Discord was slow is edited once, with the newest rendering); a job
 * that throws is tried again with growing pauses (the alerts' backoff). Rate limits are waited out
 * in discord.js's REST queue, which every write goes through. Jobs handle the failures they can
 * name (a refused channel, a deleted message) themselves; whatever they throw is retried.
 */
export function createChannelWriter(deps: { log: Logger; backoff?: BackoffOptions }): ChannelWriter {
  const state: WriterState = {
    log: deps.log,
    backoff: deps.backoff ?? DEFAULT_BACKOFF,
    channels: new Map(),
    stopping: false,
  };
  return {
    submit: (channelId, key, job) => submit(state, channelId, key, job),
    waiting: () => [...state.channels.values()].filter((c) => c.timer !== undefined).length,
    idle: () => untilIdle(() => state.channels.values()),
    stop: (graceMs) => stop(state, graceMs),
  };
}

function submit(state: WriterState, channelId: string, key: string, job: Job): Promise<void> {
  return new Promise<void>((resolve) => {
    const channel = channelOf(state, channelId);
    const earlier = channel.pending.get(key);
    channel.pending.set(key, {
      job,
      attempts: earlier?.attempts ?? 0,
      notBefore: earlier?.notBefore ?? 0,
      done: [...(earlier?.done ?? []), resolve],
    });
    if (!state.stopping) wake(state, channelId);
  });
}

async function stop(state: WriterState, graceMs = 5000): Promise<void> {
  state.stopping = true;
  for (const channel of state.channels.values()) clearTimeout(channel.timer);
  await settleWithin(inFlight(state.channels.values()), graceMs);
}

function channelOf(state: WriterState, channelId: string): Channel {
  let channel = state.channels.get(channelId);
  if (!channel) {
    channel = { pending: new Map(), running: undefined, timer: undefined };
    state.channels.set(channelId, channel);
  }
  return channel;
}

/** Starts the channel's drain unless one runs; when it ends, plans the next for what is left. */
function wake(state: WriterState, channelId: string): void {
  const channel = channelOf(state, channelId);
  if (channel.running || state.stopping) return;
  clearTimeout(channel.timer);
  channel.timer = undefined;
  channel.running = drain(state, channelId, channel).finally(() => {
    channel.running = undefined;
    planNext(state, channelId, channel);
  });
}

/**
 * A channel with nothing left is forgotten; otherwise it is woken at once when a job is due, or by a
 * timer at the earliest retry.
 */
function planNext(state: WriterState, channelId: string, channel: Channel): void {
  if (channel.pending.size === 0) {
    if (!channel.timer) state.channels.delete(channelId);
    return;
  }
  const due = Math.min(...[...channel.pending.values()].map((e) => e.notBefore));
  if (due <= Date.now()) wake(state, channelId);
  else if (!state.stopping) channel.timer = setTimeout(() => wake(state, channelId), due - Date.now());
}

/** Runs the channel's due jobs one after the other, until none is due or the writer stops. */
async function drain(state: WriterState, channelId: string, channel: Channel): Promise<void> {
  for (;;) {
    if (state.stopping) return;
    const ready = [...channel.pending].find(([, e]) => e.notBefore <= Date.now());
    if (!ready) return;
    const [key, entry] = ready;
    channel.pending.delete(key);
    try {
      await entry.job();
      for (const resolve of entry.done) resolve();
    } catch (err) {
      retryLater(state, channelId, channel, key, entry, err);
    }
  }
}

/** A job that threw is kept for another try after the alerts' backoff, its failures counted. */
function retryLater(
  state: WriterState,
  channelId: string,
  channel: Channel,
  key: string,
  entry: Entry,
  err: unknown,
): void {
  const attempts = entry.attempts + 1;
  const delayMs = backoffDelay(attempts, state.backoff);
  state.log.warn(
    { err, channelId, key, attempts, retryInMs: delayMs },
    'updating a message failed; will retry',
  );
  // A newer job for the key, submitted meanwhile, takes over (with the count of failures).
  const newer = channel.pending.get(key);
  const next = newer ?? entry;
  next.attempts = attempts;
  next.notBefore = Date.now() + delayMs;
  if (newer) newer.done.push(...entry.done);
  channel.pending.set(key, next);
}
