import type { Config } from '../config.js';
import {
  describeHostingError,
  HostingApiError,
  type HostingClient,
  HostingNetworkError,
  isTokenRefusal,
  refusalText,
  TOKEN_FIX,
} from '../hosting/index.js';
import { readIdentity } from './identity.js';
import { type Finding, finding } from './types.js';

// The provider's side: the token, and what a failed call means for the operator.

const DAY_MS = 86_400_000;
/** Warn this long before the provider token expires. */
const EXPIRY_WARNING_DAYS = 14;

/**
 * What a failed provider call tells the operator. A 404 where every token gets an answer (`GET /me`,
 * `GET /installations`) means HOSTING_API_URL does not lead to the API; no answer, that it is wrong
 * or unreachable.
 */
export function hostingProblem(err: unknown, hostingApiUrl: string): string {
  if (err instanceof HostingApiError && err.status === 404) {
    return `HOSTING_API_URL ${hostingApiUrl} does not lead to the provider's API (404 for ${err.path}); set it to the provider's address alone, e.g. https://panel.example.com`;
  }
  if (err instanceof HostingNetworkError && !err.timedOut) {
    return `HOSTING_API_URL ${hostingApiUrl} cannot be reached (${err.message}); check the address and the network`;
  }
  return describeHostingError(err);
}

export async function checkProviderToken(deps: {
  hosting: Pick<HostingClient, 'me'>;
  config: Config;
  now?: Date | undefined;
}): Promise<Finding[]> {
  const area = 'provider token';
  let identity: Record<string, unknown>;
  try {
    identity = await deps.hosting.me();
  } catch (err) {
    if (isTokenRefusal(err)) return [finding('error', area, `${refusalText(err)}: ${TOKEN_FIX}`)];
    return [finding('error', area, `cannot check it: ${hostingProblem(err, deps.config.hostingApiUrl)}`)];
  }
  const facts = readIdentity(identity);
  const kind = deps.config.hostingTokenKind === 'personal' ? 'personal token' : 'bot token';
  const scopes = facts.scopes ? `scopes ${facts.scopes.join(', ') || 'none'}` : 'scopes not reported';
  const out: Finding[] = [];
  const now = deps.now ?? new Date();
  if (facts.expiresAt) {
    const days = Math.floor((facts.expiresAt.getTime() - now.getTime()) / DAY_MS);
    const when = `${facts.expiresAt.toISOString().slice(0, 10)} (in ${days} day${days === 1 ? '' : 's'})`;
    out.push(
      days < EXPIRY_WARNING_DAYS
        ? finding(
            'warning',
            area,
            `${kind} expires ${when}; create a new one and update HOSTING_TOKEN before then`,
          )
        : finding('ok', area, `${kind}, ${scopes}, expires ${when}`),
    );
    if (days < EXPIRY_WARNING_DAYS) out.push(finding('ok', area, `${kind}, ${scopes}`));
  } else {
    out.push(finding('ok', area, `${kind}, ${scopes}, no expiry reported`));
  }
  if (deps.config.hostingTokenKind === 'personal') {
    out.push(
      finding(
        'warning',
        area,
        'a personal token (zhp_…) gets no events or installations; use a bot token (zhb_…)',
      ),
    );
  }
  return out;
}
