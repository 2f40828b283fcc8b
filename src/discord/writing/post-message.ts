import {
  type APIMessage,
  DiscordAPIError,
  parseResponse,
  type REST,
  RESTJSONErrorCodes,
  RequestMethod,
  Routes,
} from 'discord.js';
import { type AttemptCheck, withCheckBeforeEachAttempt } from '../attempt-check.js';
import { BULK_REQUEST, type DiscordLane } from '../rest-budget.js';

export interface PostResult {
  id: string;
  /** The channel's message bucket after this message, when Discord said (X-RateLimit-* headers). */
  rateLimit?: { remaining: number; resetAfterMs: number };
}

export interface PostOptions {
  /**
   * Asked right before each attempt, retries after a 429 included; false withdraws the message
   * (the post rejects with `RequestWithdrawn`, attempt-check.ts).
   */
  beforeEachAttempt?: AttemptCheck;
}

export type PostMessage = (
  channelId: string,
  body: Record<string, unknown>,
  options?: PostOptions,
) => Promise<PostResult>;

/**
 * Posts through discord.js's REST queue, so Discord's rate limits are waited out there (and 5xx
 * retried a few times). The body goes out as given: the sender sets nonce, `enforce_nonce` and
 * `allowed_mentions`. The rate-limit headers are handed back so the sender can hold the next message
 * until the bucket refills and fill it with everything that arrived meanwhile.
 */
export function createDiscordPost(rest: REST, lane: DiscordLane = 'alert'): PostMessage {
  const extra = laneOptions(lane);
  return async (channelId, body, options = {}) => {
    const send = () =>
      rest.queueRequest({
        fullRoute: Routes.channelMessages(channelId),
        method: RequestMethod.Post,
        body,
        ...extra,
      });
    const check = options.beforeEachAttempt;
    const response = await (check ? withCheckBeforeEachAttempt(check, send) : send());
    const message = (await parseResponse(response)) as APIMessage;
    const remaining = Number(response.headers.get('x-ratelimit-remaining') ?? Number.NaN);
    const resetAfter = Number(response.headers.get('x-ratelimit-reset-after') ?? Number.NaN);
    return {
      id: message.id,
      ...(Number.isFinite(remaining) &&
        Number.isFinite(resetAfter) && {
          rateLimit: { remaining, resetAfterMs: Math.ceil(resetAfter * 1000) },
        }),
    };
  };
}

/** The messages hostcord keeps up to date (status boards, incident alerts): posted, edited, checked, deleted. */
export interface DiscordMessages {
  post: PostMessage;
  edit(channelId: string, messageId: string, body: Record<string, unknown>): Promise<void>;
  /**
   * Whether the message still exists. Reading a message needs Read Message History; without it the
   * channel itself is read instead (so a channel that is gone or refused still throws) and the
   * message counts as existing: `unverified` says so.
   */
  exists(channelId: string, messageId: string): Promise<{ exists: boolean; unverified?: true }>;
  /** Deletes the message; one that is already gone counts as deleted. */
  remove(channelId: string, messageId: string): Promise<void>;
}

export function isUnknownMessage(err: unknown): boolean {
  return err instanceof DiscordAPIError && err.code === RESTJSONErrorCodes.UnknownMessage;
}

/**
 * Looks for a message the bot posted in a channel at or after `since` (ms) for which `matches` is
 * true, and returns its id. Reads up to 500 messages after that moment (5 pages of 100, oldest
 * first). Without Read Message History Discord lists no messages, so nothing is found.
 */
export type FindPosted = (
  channelId: string,
  since: number,
  matches: (message: APIMessage) => boolean,
) => Promise<string | undefined>;

const DISCORD_EPOCH = 1_420_070_400_000n;
const LIST_PAGES = 5;

export function createFindPosted(rest: REST, botUserId: () => string | undefined): FindPosted {
  return async (channelId, since, matches) => {
    const ms = BigInt(Math.floor(since));
    let after = ms > DISCORD_EPOCH ? ((ms - DISCORD_EPOCH) << 22n).toString() : '0';
    for (let page = 0; page < LIST_PAGES; page++) {
      const query = new URLSearchParams({ after, limit: '100' });
      const messages = (await rest.get(Routes.channelMessages(channelId), { query })) as APIMessage[];
      const found = messages.find((m) => m.author.id === botUserId() && matches(m));
      if (found) return found.id;
      if (messages.length < 100) return undefined;
      after = messages
        .map((m) => BigInt(m.id))
        .reduce((a, b) => (a > b ? a : b))
        .toString();
    }
    return undefined;
  };
}

/** The lane of a request in the REST client's budget (rest-budget.ts): alerts go first. */
function laneOptions(lane: DiscordLane) {
  return lane === 'bulk' ? BULK_REQUEST : {};
}

/**
 * The same REST queue as alerts, so every write to a channel shares Discord's rate limits; in the
 * `bulk` lane (status boards) each request waits while alerts wait for Discord's budget.
 */
export function createDiscordMessages(rest: REST, lane: DiscordLane = 'alert'): DiscordMessages {
  const extra = laneOptions(lane);
  return {
    post: createDiscordPost(rest, lane),
    async edit(channelId, messageId, body) {
      await rest.patch(Routes.channelMessage(channelId, messageId), { body, ...extra });
    },
    async exists(channelId, messageId) {
      try {
        await rest.get(Routes.channelMessage(channelId, messageId), extra);
        return { exists: true };
      } catch (err) {
        if (isUnknownMessage(err)) return { exists: false };
        if (!(err instanceof DiscordAPIError && err.status === 403)) throw err;
      }
      await rest.get(Routes.channel(channelId), extra);
      return { exists: true, unverified: true };
    },
    async remove(channelId, messageId) {
      try {
        await rest.delete(Routes.channelMessage(channelId, messageId), extra);
      } catch (err) {
        if (!isUnknownMessage(err)) throw err;
      }
    },
  };
}
