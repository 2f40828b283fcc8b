import { messagesOf } from '../../areas.js';
import type { Translation } from '../../translation.js';
import { alerts } from './alerts.js';
import { boards } from './boards.js';
import { commands } from './commands.js';
import { controls } from './controls.js';
import { core } from './core.js';
import { doctor } from './doctor.js';
import { links } from './links.js';
import { provider } from './provider.js';
import { schedule } from './schedule.js';
import { statuspage } from './statuspage.js';
import { views } from './views.js';

/** Türkçe. Keys and placeholders as in ../en-US; the compiler and test/i18n check both. */
export const tr: Translation = {
  messages: messagesOf(core, alerts, controls, boards, schedule, links, views, doctor, provider, statuspage),
  commands,
};
