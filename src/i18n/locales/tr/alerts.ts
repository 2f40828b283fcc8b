import type { AreaTranslation } from '../../translation.js';
import type { alerts as english } from '../en-US/alerts.js';

/** Alerts and digests posted in linked channels, and the test alert. */
export const alerts: AreaTranslation<typeof english> = {};
