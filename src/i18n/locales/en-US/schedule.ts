import type { Message } from '../../message.js';

/** Restarts, power, backups, say and console: their replies, notices and the countdown in game. */
export const schedule = {} as const satisfies Record<string, Message>;
