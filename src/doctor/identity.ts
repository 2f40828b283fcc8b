/**
 * What the doctor can learn from `GET /me`. The identity record's field names are not published
 * (spec, Records without a full field list: "it reports the caller (personal token or bot), the
 * scopes of the token, and the basics of the token (prefix, expiry, server binding)"), so the
 * likely names are looked for at the top level and one level down; anything not found is unknown.
 */
export interface IdentityFacts {
  kind: string | undefined;
  scopes: string[] | undefined;
  expiresAt: Date | undefined;
}

const KIND_KEYS = ['type', 'kind', 'callerType', 'tokenType'];
const SCOPE_KEYS = ['scopes', 'grantedScopes'];
const EXPIRY_KEYS = ['expiresAt', 'expires_at', 'expiry', 'expires'];

export function readIdentity(identity: Record<string, unknown>): IdentityFacts {
  const layers = [identity, ...Object.values(identity).filter(isRecord)];
  const first = <T>(keys: string[], read: (v: unknown) => T | undefined): T | undefined => {
    for (const layer of layers) {
      for (const key of keys) {
        const value = read(layer[key]);
        if (value !== undefined) return value;
      }
    }
    return undefined;
  };
  return {
    kind: first(KIND_KEYS, (v) => (typeof v === 'string' ? v : undefined)),
    scopes: first(SCOPE_KEYS, (v) =>
      Array.isArray(v) && v.every((s) => typeof s === 'string') ? v : undefined,
    ),
    expiresAt: first(EXPIRY_KEYS, (v) => {
      if (typeof v !== 'string') return undefined;
      const at = new Date(v);
      return Number.isNaN(at.getTime()) ? undefined : at;
    }),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
