import type { AlertMessageBody } from './types.js';

/**
 * Discord's message lists do not return nonces, so an alert message carries a reference of its
 * own, `ref <first 12 characters of its nonce>` (about 62 bits) in its last embed's footer: after
 * a crash the sender finds the message it may have posted by it (sender.ts). The digest keeps room
 * for it in its title reserve (digest.ts); ten single embeds leave 100 characters of the 6,000.
 * The marker is a protocol value, not a text: it stays `ref …` in every language, so a message
 * posted before the guild changed its language is still found.
 */
const MARKER_LENGTH = 12;

export function markerOf(nonce: string): string {
  return `ref ${nonce.slice(0, MARKER_LENGTH)}`;
}

/** The body with `marker` added to the footer of its last embed. Pure. */
export function withMarker(body: AlertMessageBody, marker: string): AlertMessageBody {
  const embeds = [...body.embeds];
  const last = embeds.at(-1);
  if (!last) return body;
  const footer = last.footer?.text;
  embeds[embeds.length - 1] = {
    ...last,
    footer: { ...last.footer, text: footer ? `${footer} · ${marker}` : marker },
  };
  return { ...body, embeds };
}

/** Whether a message (as Discord lists it) carries `marker`. */
export function carriesMarker(
  message: { embeds?: ReadonlyArray<{ footer?: { text?: string } }> },
  marker: string,
) {
  return (message.embeds ?? []).some((e) => e.footer?.text?.endsWith(marker) === true);
}
