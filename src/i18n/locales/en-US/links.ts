import type { Message } from '../../message.js';

/** Linking, sharing and alert filters: /link, /links, /unlink, /share, /unshare, /servers, /alerts. */
export const links = {} as const satisfies Record<string, Message>;
