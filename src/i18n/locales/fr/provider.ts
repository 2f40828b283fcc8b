import type { AreaTranslation } from '../../translation.js';
import type { provider as english } from '../en-US/provider.js';

/** The provider's errors and state values as members read them. */
export const provider: AreaTranslation<typeof english> = {};
