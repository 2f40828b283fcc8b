import type { Message } from '../../message.js';

/** What members look at: /activity, /deployments, /history, /players, /gamequery, /board replies. */
export const views = {} as const satisfies Record<string, Message>;
