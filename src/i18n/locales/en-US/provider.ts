import type { Message } from '../../message.js';

/** The provider's errors and state values as members read them. */
export const provider = {} as const satisfies Record<string, Message>;
