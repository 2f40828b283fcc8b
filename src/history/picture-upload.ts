import type { PictureReply } from './charts.js';

/** Tries of one upload: Discord's 429 on an interaction's webhook says when to try again. */
const ATTEMPTS = 3;
const LONGEST_WAIT_MS = 15_000;

/**
 * Edits an interaction's reply to `reply.payload` with the PNG attached (multipart: `payload_json`
 * and `files[0]`, as discord.js sends it). The interaction's webhook needs no bot token, and
 * Discord does not count it against the bot's request limit (Interactions › Receiving and
 * Responding). Errors never carry the address: it holds the interaction's token.
 */
export async function sendPicture(reply: PictureReply, png: Uint8Array): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const form = new FormData();
    form.append('payload_json', JSON.stringify(reply.payload));
    form.append('files[0]', new Blob([png], { type: 'image/png' }), reply.fileName);
    const response = await fetch(reply.url, { method: 'PATCH', body: form });
    if (response.ok) {
      await response.body?.cancel();
      return;
    }
    const text = await response.text().catch(() => '');
    if (response.status === 429 && attempt < ATTEMPTS) {
      await new Promise((resolve) => setTimeout(resolve, retryAfterMs(response, text)));
      continue;
    }
    throw new Error(`Discord refused the chart's upload: HTTP ${response.status} ${text.slice(0, 200)}`);
  }
}

/** Discord's wait, from the body's `retry_after` or the header (seconds), within 0.1 s … 15 s. */
function retryAfterMs(response: Response, body: string): number {
  let seconds = Number(response.headers.get('retry-after'));
  try {
    const parsed = JSON.parse(body) as { retry_after?: unknown };
    if (typeof parsed.retry_after === 'number') seconds = parsed.retry_after;
  } catch {
    // Not JSON: the header's value stands.
  }
  return Number.isFinite(seconds) ? Math.min(LONGEST_WAIT_MS, Math.max(100, seconds * 1000)) : 1000;
}
