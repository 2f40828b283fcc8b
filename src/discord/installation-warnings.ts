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
import { code } from '../text/literal.js';

function warningFor(problem: InstallationProblem, locale: Locale): string {
  switch (problem.kind) {
    case 'missing':
      return t(locale, 'provider.install.missing');
    case 'inactive':
      return t(locale, 'provider.install.inactive', { status: code(problem.status, 40) });
    case 'unsubscribed':
      return t(locale, 'provider.install.unsubscribed', { events: code(ALERT_EVENTS) });
    case 'scopes': {
      // "it" or "them": the grammar of one scope or several, not a number shown.
      const scopes = problem.missing.map((s) => code(s, 40)).join(', ');
      return problem.missing.length === 1
        ? t(locale, 'provider.install.scope', { scopes })
        : t(locale, 'provider.install.scopes', { scopes });
    }
    default:
      return problem satisfies never;
  }
}

/**
 * What a reply about a server warns of before the first real alert would show it, in the reader's
 * language: the bot's installation as the provider has it now (missing, not active, not subscribed
 * to `server.activity`, lacking any of `scopes`), each with its fix. Never throws: an installation
 * that cannot be read is said to be unchecked; `GET /installations` answers a personal token 403
 * (spec, endpoint 12): it gets no events either.
 */
export async function installationWarnings(
  hosting: Pick<HostingClient, 'iterate'>,
  serverId: string,
  scopes: readonly string[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<string[]> {
  try {
    return installationProblems(await installationOf(hosting, serverId), scopes).map((problem) =>
      warningFor(problem, locale),
    );
  } catch (err) {
    return [
      err instanceof HostingApiError && err.status === 403
        ? t(locale, 'provider.install.personalToken')
        : t(locale, 'provider.install.unchecked', { command: '/doctor' }),
    ];
  }
}
