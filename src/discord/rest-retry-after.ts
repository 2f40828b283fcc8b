import { DefaultRestOptions, type RESTOptions } from 'discord.js';

type MakeRequest = RESTOptions['makeRequest'];

/** The wait a 429 gets when its Retry-After is unusable, and the longest wait it may ask for. */
export const RETRY_AFTER_FLOOR_SECONDS = 1;
export const RETRY_AFTER_CEILING_SECONDS = 15 * 60;

/**
 * @discordjs/rest waits `Number(Retry-After) * 1000` ms after a 429, per route, and without the
 * header (or with `0`, `abc`, a negative value) retries at once, again and again: 57–183 attempts
 * on one channel in 3 s, each counting toward Discord's 10,000 invalid requests per 10 min. A huge
 * value overflows Node's timer (over ~24.8 days it fires after 1 ms) with the same effect.
 *
 * This wraps the REST client's HTTP call and rewrites the `Retry-After` of a 429 into 1 s … 15 min
 * before the queue reads it, so the wait stays per route and everything else keeps its own queue.
 */
export function withUsableRetryAfter(make: MakeRequest = DefaultRestOptions.makeRequest): MakeRequest {
  return async (url, init) => {
    const response = await make(url, init);
    if (response.status !== 429) return response;
    const announced = Number(response.headers.get('retry-after') ?? Number.NaN);
    const seconds = Number.isFinite(announced) && announced > 0 ? announced : RETRY_AFTER_FLOOR_SECONDS;
    const clamped = Math.min(RETRY_AFTER_CEILING_SECONDS, Math.max(RETRY_AFTER_FLOOR_SECONDS, seconds));
    if (clamped === announced) return response;
    const headers = new Headers(response.headers);
    headers.set('retry-after', String(clamped));
    // The answer as it came, with its headers replaced (those of a fetch Response cannot be changed).
    return {
      body: response.body,
      bodyUsed: response.bodyUsed,
      headers,
      ok: response.ok,
      status: response.status,
      statusText: response.statusText,
      arrayBuffer: () => response.arrayBuffer(),
      json: () => response.json(),
      text: () => response.text(),
    };
  };
}
