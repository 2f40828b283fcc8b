import { t } from '../i18n/catalogue.js';
import type { Locale } from '../i18n/locale.js';

/**
 * The provider's state words members may read (`status`, `powerState`, resources `state`,
 * installation `status`). The spec shows none of the allowed values, so these are the common
 * ones; any other is shown as the provider wrote it.
 */
const STATES = {
  running: 'provider.state.running',
  online: 'provider.state.online',
  started: 'provider.state.started',
  starting: 'provider.state.starting',
  restarting: 'provider.state.restarting',
  booting: 'provider.state.booting',
  installing: 'provider.state.installing',
  installed: 'provider.state.installed',
  stopping: 'provider.state.stopping',
  stopped: 'provider.state.stopped',
  offline: 'provider.state.offline',
  crashed: 'provider.state.crashed',
  error: 'provider.state.error',
  exited: 'provider.state.exited',
  killed: 'provider.state.killed',
  active: 'provider.state.active',
  suspended: 'provider.state.suspended',
  // hostcord's own word for a server whose state it could not read.
  unknown: 'status.unknown',
} as const;

/**
 * A state value of the provider in the reader's language (`running` → `läuft`), recognised
 * case-insensitively; an unknown one as the provider wrote it (outside text: the caller escapes
 * it). Logs keep the raw value.
 */
export function describeState(locale: Locale, value: string): string {
  const known = value.trim().toLowerCase();
  return Object.hasOwn(STATES, known) ? t(locale, STATES[known as keyof typeof STATES]) : value;
}
