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

/**
 * The per-channel discipline for messages hostcord keeps up to date (boards, incident alerts): one
 * write at a time per channel, in order; a newer job for the same key replaces a pending one (a
 * board rendered twice while Discord was slow is edited once, with the newest rendering); a job
 * that throws is tried again with growing pauses (the alerts' backoff). Rate limits are waited out
 * in discord.js's REST queue, which every write goes through. Jobs handle the failures they can
 * name (a refused channel, a deleted message) themselves; whatever they throw is retried.
 */
export function createChannelWriter(deps: { log: Logger; backoff?: BackoffOptions }) {
  const backoff = deps.backoff ?? DEFAULT_BACKOFF;
  const channels = new Map<string, Channel>();
  let stopping = false;

  function channelOf(channelId: string): Channel {
    let channel = channels.get(channelId);
    if (!channel) {
      channel = { pending: new Map(), running: undefined, timer: undefined };
      channels.set(channelId, channel);
    }
    return channel;
  }

  function wake(channelId: string): void {
    const channel = channelOf(channelId);
    if (channel.running || stopping) return;
    clearTimeout(channel.timer);
    channel.timer = undefined;
    channel.running = drain(channelId, channel).finally(() => {
      channel.running = undefined;
      if (channel.pending.size === 0) {
        if (!channel.timer) channels.delete(channelId);
        return;
      }
      const due = Math.min(...[...channel.pending.values()].map((e) => e.notBefore));
      if (due <= Date.now()) wake(channelId);
      else if (!stopping) channel.timer = setTimeout(() => wake(channelId), due - Date.now());
    });
  }

  async function drain(channelId: string, channel: Channel): Promise<void> {
    for (;;) {
      if (stopping) return;
      const ready = [...channel.pending].find(([, e]) => e.notBefore <= Date.now());
      if (!ready) return;
      const [key, entry] = ready;
      channel.pending.delete(key);
      try {
        await entry.job();
        for (const resolve of entry.done) resolve();
      } catch (err) {
        const attempts = entry.attempts + 1;
        const delayMs = backoffDelay(attempts, backoff);
        deps.log.warn(
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
    }
  }

  return {
    /**
     * Queues `job` for the channel under `key`, replacing a job still pending for that key. The
     * promise settles when the job for this key has run successfully (a retry may come first).
     */
    submit(channelId: string, key: string, job: Job): Promise<void> {
      return new Promise<void>((resolve) => {
        const channel = channelOf(channelId);
        const earlier = channel.pending.get(key);
        channel.pending.set(key, {
          job,
          attempts: earlier?.attempts ?? 0,
          notBefore: earlier?.notBefore ?? 0,
          done: [...(earlier?.done ?? []), resolve],
        });
        if (!stopping) wake(channelId);
      });
    },
    /** Channels waiting to retry. */
    waiting(): number {
      return [...channels.values()].filter((c) => c.timer !== undefined).length;
    },
    /** Resolves when no channel is writing and nothing is due (tests). */
    idle(): Promise<void> {
      return untilIdle(() => channels.values());
    },
    async stop(graceMs = 5000): Promise<void> {
      stopping = true;
      for (const channel of channels.values()) clearTimeout(channel.timer);
      await settleWithin(inFlight(channels.values()), graceMs);
    },
  };
}

export type ChannelWriter = ReturnType<typeof createChannelWriter>;
