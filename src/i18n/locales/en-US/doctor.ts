import type { Message } from '../../message.js';

/** The doctor's findings (/doctor and `npm run doctor` as Discord members read them). */
export const doctor = {} as const satisfies Record<string, Message>;
