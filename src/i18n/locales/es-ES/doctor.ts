import type { AreaTranslation } from '../../translation.js';
import type { doctor as english } from '../en-US/doctor.js';

/** The doctor's findings (/doctor and `npm run doctor` as Discord members read them). */
export const doctor: AreaTranslation<typeof english> = {};
