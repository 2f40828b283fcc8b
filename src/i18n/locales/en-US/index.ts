import { messagesOf } from '../../areas.js';
import type { Message } from '../../message.js';
import { alerts } from './alerts.js';
import { boards } from './boards.js';
import { controls } from './controls.js';
import { core } from './core.js';
import { doctor } from './doctor.js';
import { links } from './links.js';
import { provider } from './provider.js';
import { schedule } from './schedule.js';
import { statuspage } from './statuspage.js';
import { views } from './views.js';

/**
 * English: the catalogue every other language is checked against (keys and placeholders, by the
 * compiler and by test/i18n/catalogue.test.ts). The commands' English names and descriptions are
 * their definitions in commands/; the other languages translate them in their own file.
 */
export const enUS = {
  messages: messagesOf(core, alerts, controls, boards, schedule, links, views, doctor, provider, statuspage),
} as const satisfies { messages: Record<string, Message> };
