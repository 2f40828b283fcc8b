import type { Message } from '../../message.js';

/** The buttons and selects on alerts and incidents, silences and acknowledgements. */
export const controls = {} as const satisfies Record<string, Message>;
