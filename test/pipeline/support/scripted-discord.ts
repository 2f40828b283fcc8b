import { DiscordAPIError, HTTPError } from 'discord.js';
import { RequestWithdrawn } from '../../../src/discord/attempt-check.js';
import type { PostMessage } from '../../../src/discord/writing/post-message.js';

export interface PostedMessage {
  id: string;
  channelId: string;
  body: Record<string, unknown>;
}

type Behaviour = { kind: 'error'; error: () => Error } | { kind: 'hang'; release: Promise<void> };

let nextId = 1_000_000_000_000_000_000n;

export const missingAccess = () =>
  new DiscordAPIError({ code: 50001, message: 'Missing Access' }, 50001, 403, 'POST', '/channels', {
    body: {},
  });
export const invalidBody = () =>
  new DiscordAPIError({ code: 50035, message: 'Invalid Form Body' }, 50035, 400, 'POST', '/channels', {
    body: {},
  });
export const serverError = () =>
  new HTTPError(500, 'Internal Server Error', 'POST', '/channels', { body: {} });

/**
 * A stand-in for Discord's "create message" at the `post` boundary: it keeps messages per channel
 * and honours `enforce_nonce` like Discord (a repeated nonce returns the first message). Faults are
 * scripted per channel.
 */
export function scriptedDiscord() {
  const messages: PostedMessage[] = [];
  const calls: Array<{ channelId: string; body: Record<string, unknown>; at: number }> = [];
  const script = new Map<string, Behaviour[]>();
  /** When set, every answer says the channel's bucket is empty for this long. */
  let emptyBucketMs: number | undefined;

  const post: PostMessage = async (channelId, body, options) => {
    calls.push({ channelId, body, at: Date.now() });
    const behaviour = script.get(channelId)?.shift();
    if (behaviour?.kind === 'hang') await behaviour.release;
    // As the REST client does right before the request goes out (src/discord/attempt-check.ts).
    if (options?.beforeEachAttempt && !(await options.beforeEachAttempt())) {
      throw new RequestWithdrawn('withdrawn before this attempt');
    }
    if (behaviour?.kind === 'error') throw behaviour.error();
    const existing =
      body.enforce_nonce === true
        ? messages.find((m) => m.channelId === channelId && m.body.nonce === body.nonce)
        : undefined;
    const rateLimit =
      emptyBucketMs === undefined ? {} : { rateLimit: { remaining: 0, resetAfterMs: emptyBucketMs } };
    if (existing) return { id: existing.id, ...rateLimit };
    const message = { id: String(nextId++), channelId, body };
    messages.push(message);
    return { id: message.id, ...rateLimit };
  };

  return {
    post,
    messages,
    calls,
    in: (channelId: string) => messages.filter((m) => m.channelId === channelId),
    emptyBucketFor(ms: number | undefined) {
      emptyBucketMs = ms;
    },
    fail(channelId: string, error: () => Error, times = 1) {
      const list = script.get(channelId) ?? [];
      for (let i = 0; i < times; i++) list.push({ kind: 'error', error });
      script.set(channelId, list);
    },
    /** The next send to this channel waits until `release()` is called (its check comes after). */
    hang(channelId: string) {
      let release!: () => void;
      const promise = new Promise<void>((resolve) => {
        release = resolve;
      });
      const list = script.get(channelId) ?? [];
      list.push({ kind: 'hang', release: promise });
      script.set(channelId, list);
      return release;
    },
  };
}

/** Everything the messages show, to find event markers in. */
export const shown = (m: PostedMessage) => JSON.stringify(m.body.embeds) + String(m.body.content ?? '');
