import type { HostingClient } from './client-types.js';
import type { Installation } from './schemas.js';

/** The event type alerts come from (spec, Event types: `server.activity` is subscribable). */
export const ALERT_EVENTS = 'server.activity';

/** What keeps the bot's installation on a server from serving hostcord (spec, Installation). */
export type InstallationProblem =
  | { kind: 'missing' }
  /** The provider's free text (spec: `active` is one value; the full set is not shown). */
  | { kind: 'inactive'; status: string }
  | { kind: 'unsubscribed' }
  | { kind: 'scopes'; missing: string[] };

/**
 * The problems of the installation on a server, in the order they matter: none at all, not
 * active, no `server.activity` subscription (no alert will ever arrive), scopes the commands need
 * and were not granted. One declaration read by `/link`, `/alerts test` and the doctor.
 */
export function installationProblems(
  installation: Installation | undefined,
  requiredScopes: readonly string[],
): InstallationProblem[] {
  if (!installation) return [{ kind: 'missing' }];
  const out: InstallationProblem[] = [];
  if (installation.status !== 'active') out.push({ kind: 'inactive', status: installation.status });
  if (!installation.eventTypes.includes(ALERT_EVENTS)) out.push({ kind: 'unsubscribed' });
  const missing = requiredScopes.filter((s) => !installation.grantedScopes.includes(s));
  if (missing.length > 0) out.push({ kind: 'scopes', missing });
  return out;
}

/** The bot's installation on a server, read from `GET /installations` (spec, endpoint 12). */
export async function installationOf(
  hosting: Pick<HostingClient, 'iterate'>,
  serverId: string,
): Promise<Installation | undefined> {
  for await (const page of hosting.iterate.installations({ limit: 100 })) {
    const found = page.data.find((i) => i.serverId === serverId);
    if (found) return found;
  }
  return undefined;
}
