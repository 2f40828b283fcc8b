import type { Message } from '../../message.js';

/** Status boards, incident messages and ownership notices posted in channels. */
export const boards = {} as const satisfies Record<string, Message>;
