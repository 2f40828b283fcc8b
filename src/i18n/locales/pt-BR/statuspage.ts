import type { AreaTranslation } from '../../translation.js';
import type { statuspage as english } from '../en-US/statuspage.js';

/** The public status page, its JSON and its badge. */
export const statuspage: AreaTranslation<typeof english> = {};
