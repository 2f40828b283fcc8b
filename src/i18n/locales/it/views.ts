import type { AreaTranslation } from '../../translation.js';
import type { views as english } from '../en-US/views.js';

/** What members look at: /activity, /deployments, /history, /players, /gamequery, /board replies. */
export const views: AreaTranslation<typeof english> = {};
