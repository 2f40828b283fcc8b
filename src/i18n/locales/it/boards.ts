import type { AreaTranslation } from '../../translation.js';
import type { boards as english } from '../en-US/boards.js';

/** Status boards, incident messages and ownership notices posted in channels. */
export const boards: AreaTranslation<typeof english> = {};
