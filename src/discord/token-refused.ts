import { describeTokenRefusal, type TokenAccess } from '../hosting/index.js';
import { UserError } from './user-error.js';

/**
 * Guard for answers built on the provider's list of servers (`/servers`, `/link`): while the
 * provider refuses hostcord's token, that list is empty or old, and "not visible" or "can't be
 * linked here" would be untrue. The member reads the one line that is true instead.
 */
export function requireTokenTaken(provider: Pick<TokenAccess, 'refused'>): void {
  const refusal = provider.refused();
  if (refusal) throw new UserError((locale) => describeTokenRefusal(refusal, locale));
}
