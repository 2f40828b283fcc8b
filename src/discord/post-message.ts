import { type APIMessage, parseResponse, type REST, RequestMethod, Routes } from 'discord.js';

export interface PostResult {
  id: string;
  /** The channel's message bucket after this message, when Discord said (X-RateLimit-* headers). */
  rateLimit?: { remaining: number; resetAfterMs: number };
}

export type PostMessage = (channelId: string, body: Record<string, unknown>) => Promise<PostResult>;

/**
 * Posts through discord.js's REST queue, so Discord's rate limits are waited out there (and 5xx
 * retried a few times). The body goes out as given: the sender sets nonce, `enforce_nonce` and
 * `allowed_mentions`. The rate-limit headers are handed back so the sender can hold the next message
 * until the bucket refills and fill it with everything that arrived meanwhile.
 */
export function createDiscordPost(rest: REST): PostMessage {
  return async (channelId, body) => {
    const response = await rest.queueRequest({
      fullRoute: Routes.channelMessages(channelId),
      method: RequestMethod.Post,
      body,
    });
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
