import type { Config } from '../config.js';
import {
  describeHostingError,
  HostingApiError,
  type HostingClient,
  HostingNetworkError,
  isTokenRefusal,
} from '../hosting/index.js';
import { t, text } from '../i18n/catalogue.js';
import type { Locale } from '../i18n/locale.js';
import { readIdentity } from './identity.js';
import { type Finding, finding, type Words } from './types.js';

// The provider's side: the token, and what a failed call means for the operator.

const DAY_MS = 86_400_000;
/** Warn this long before the provider token expires. */
const EXPIRY_WARNING_DAYS = 14;

/**
 * What a failed provider call tells the operator. A 404 where every token gets an answer (`GET /me`,
 * `GET /installations`) means HOSTING_API_URL does not lead to the API; no answer, that it is wrong
 * or unreachable.
 */
export function hostingProblem(err: unknown, hostingApiUrl: string): (locale: Locale) => string {
  const url = hostingApiUrl;
  if (err instanceof HostingApiError && err.status === 404) {
    return (locale) => t(locale, 'doctor.provider.apiUrlWrong', { url, path: err.path });
  }
  if (err instanceof HostingNetworkError && !err.timedOut) {
    // The network's own words for the failure (English, as in the log).
    return (locale) => t(locale, 'doctor.provider.apiUrlUnreachable', { url, error: err.message });
  }
  return (locale) => describeHostingError(err, locale);
}

/** The provider's refusal of HOSTING_TOKEN and its fix (the log's `refusalText` and `TOKEN_FIX`). */
function refusal(err: HostingApiError): Words {
  return err.status === 401
    ? text('doctor.token.refused401')
    : text('doctor.token.refused403', { op: err.op });
}

export async function checkProviderToken(deps: {
  hosting: Pick<HostingClient, 'me'>;
  config: Config;
  now?: Date | undefined;
}): Promise<Finding[]> {
  const area = text('doctor.area.providerToken');
  let identity: Record<string, unknown>;
  try {
    identity = await deps.hosting.me();
  } catch (err) {
    if (isTokenRefusal(err)) return [finding('error', area, refusal(err))];
    const problem = hostingProblem(err, deps.config.hostingApiUrl);
    return [finding('error', area, (l) => t(l, 'doctor.token.cannotCheck', { problem: problem(l) }))];
  }
  const facts = readIdentity(identity);
  const personal = deps.config.hostingTokenKind === 'personal';
  const tokenFacts = (l: Locale) => ({
    kind: t(l, personal ? 'doctor.token.personal' : 'doctor.token.bot'),
    scopes: !facts.scopes
      ? t(l, 'doctor.token.scopesUnknown')
      : facts.scopes.length === 0
        ? t(l, 'doctor.token.scopesNone')
        : t(l, 'doctor.token.scopes', { scopes: facts.scopes.join(', ') }),
  });
  const out: Finding[] = [];
  const now = deps.now ?? new Date();
  if (facts.expiresAt) {
    const count = Math.floor((facts.expiresAt.getTime() - now.getTime()) / DAY_MS);
    const date = facts.expiresAt.toISOString().slice(0, 10);
    if (count < EXPIRY_WARNING_DAYS) {
      out.push(
        finding('warning', area, (l) =>
          t(l, 'doctor.token.expiresSoon', { kind: tokenFacts(l).kind, date, count }),
        ),
        finding('ok', area, (l) => t(l, 'doctor.token.facts', tokenFacts(l))),
      );
    } else {
      out.push(finding('ok', area, (l) => t(l, 'doctor.token.expires', { ...tokenFacts(l), date, count })));
    }
  } else {
    out.push(finding('ok', area, (l) => t(l, 'doctor.token.noExpiry', tokenFacts(l))));
  }
  if (personal) out.push(finding('warning', area, text('doctor.token.personalWarning')));
  return out;
}
