import type { AreaTranslation } from '../../translation.js';
import type { controls as english } from '../en-US/controls.js';

/** The buttons and selects on alerts and incidents, silences and acknowledgements. */
export const controls: AreaTranslation<typeof english> = {};
