import type { Message } from '../../message.js';

/** Alerts and digests posted in linked channels, and the test alert. */
export const alerts = {} as const satisfies Record<string, Message>;
