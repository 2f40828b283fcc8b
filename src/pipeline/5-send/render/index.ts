export { renderAlertEmbed } from './alert-embed.js';
export { renderDigest, renderDigestLine } from './digest.js';
export { renderAlertMessage } from './message.js';
export { DELAYED_AFTER_MS } from './parts.js';
export { severityStyle } from './severity.js';
export type { Alert, AlertEvent, AlertMessageBody, RenderOptions } from './types.js';
