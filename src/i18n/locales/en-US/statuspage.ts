import type { Message } from '../../message.js';

/** The public status page, its JSON and its badge. */
export const statuspage = {} as const satisfies Record<string, Message>;
