import type { AreaTranslation } from '../../translation.js';
import type { links as english } from '../en-US/links.js';

/** Linking, sharing and alert filters: /link, /links, /unlink, /share, /unshare, /servers, /alerts. */
export const links: AreaTranslation<typeof english> = {};
