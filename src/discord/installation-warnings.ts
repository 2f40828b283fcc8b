import {
  ALERT_EVENTS,
  HostingApiError,
  type HostingClient,
  type InstallationProblem,
  installationOf,
  installationProblems,
} from '../hosting/index.js';
import { t } from '../i18n/catalogue.js';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.js';
import { code } from './format.js';

function warningFor(locale: Locale, problem: InstallationProblem): string {
  switch (problem.kind) {
    case 'missing':
      return t(locale, 'links.installationMissing');
    case 'inactive':
      return t(locale, 'links.installationInactive', { status: code(problem.status, 40) });
    case 'unsubscribed':
      return t(locale, 'links.installationUnsubscribed', { events: ALERT_EVENTS });
    case 'scopes':
      return t(
        locale,
        problem.missing.length === 1 ? 'links.installationScope' : 'links.installationScopes',
        {
          scopes: problem.missing.map((s) => code(s, 40)).join(', '),
        },
      );
    default:
      return problem satisfies never;
  }
}

/**
 * What a reply about a server warns of before the first real alert would show it: the bot's
 * installation as the provider has it now (missing, not active, not subscribed to
 * `server.activity`, lacking any of `scopes`), each with its fix. Never throws: an installation
 * that cannot be read is said to be unchecked; `GET /installations` answers a personal token 403
 * (spec, endpoint 12), and such a token gets no events either.
 */
export async function installationWarnings(
  hosting: Pick<HostingClient, 'iterate'>,
  serverId: string,
  scopes: readonly string[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<string[]> {
  try {
    return installationProblems(await installationOf(hosting, serverId), scopes).map((problem) =>
      warningFor(locale, problem),
    );
  } catch (err) {
    return [
      t(
        locale,
        err instanceof HostingApiError && err.status === 403
          ? 'links.personalToken'
          : 'links.installationUnchecked',
      ),
    ];
  }
}
