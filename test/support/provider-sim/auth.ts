import { forbidden, insufficientScope, notFound, tokenInvalid } from './errors.js';
import type { BotToken, Model, ServerState, TokenState } from './model.js';

// Spec "Authentication". Check order for an operation addressed at one server:
//   1. token (401 TOKEN_INVALID)
//   2. visibility (404 NOT_FOUND) — before the scope check, otherwise a 403 would reveal that a
//      hidden server exists (spec "Endpoints": unknown and invisible look the same)
//   3. scope (403 INSUFFICIENT_SCOPE with `scope`)
//   4. grant of the acting user (403 FORBIDDEN)

export function authenticate(model: Model, authorization: string | undefined, now: number): TokenState {
  const match = /^Bearer +(\S+)$/i.exec(authorization?.trim() ?? '');
  const state = match?.[1] ? model.tokens.get(match[1]) : undefined;
  // Spec "Authentication" 7: missing, wrong, expired and revoked all look the same.
  if (!state || state.revoked || (state.expiresAt !== null && state.expiresAt <= now)) throw tokenInvalid();
  return state;
}

export function canSee(model: Model, token: TokenState, serverId: string): boolean {
  if (!model.servers.has(serverId)) return false;
  if (token.restrictTo && !token.restrictTo.includes(serverId)) return false;
  if (token.kind === 'bot') return token.installations.has(serverId);
  return token.servers === null || token.servers.includes(serverId);
}

/** Servers the token may list, in creation order. */
export function visibleServers(model: Model, token: TokenState): ServerState[] {
  return [...model.servers.values()].filter((s) => canSee(model, token, s.server.id));
}

/** Scopes a token holds on one server: a bot has what the owner granted on that installation. */
function scopesOn(token: TokenState, serverId: string): string[] {
  if (token.kind === 'personal') return token.scopes;
  return token.installations.get(serverId)?.value.grantedScopes ?? [];
}

export function requireServer(model: Model, token: TokenState, serverId: string, scope: string): ServerState {
  const state = model.servers.get(serverId);
  if (!state || !canSee(model, token, serverId)) throw notFound();
  if (!scopesOn(token, serverId).includes(scope)) throw insufficientScope(scope);
  if (token.deniedServers.has(serverId)) throw forbidden();
  return state;
}

/** GET /servers is not addressed at one server: a bot needs the scope among the scopes it asks for. */
export function requireTokenScope(token: TokenState, scope: string): void {
  if (!token.scopes.includes(scope)) throw insufficientScope(scope);
}

/** Spec "Authentication" 6: /installations and /events take bot tokens only. */
export function requireBot(token: TokenState): BotToken {
  if (token.kind !== 'bot') throw forbidden('This endpoint accepts bot tokens only.');
  return token;
}
