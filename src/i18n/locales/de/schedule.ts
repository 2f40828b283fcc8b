import type { AreaTranslation } from '../../translation.js';
import type { schedule as english } from '../en-US/schedule.js';

/** Restarts, power, backups, say and console: their replies, notices and the countdown in game. */
export const schedule: AreaTranslation<typeof english> = {};
