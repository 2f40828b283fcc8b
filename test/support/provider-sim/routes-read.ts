import { requireBot, requireServer, requireTokenScope, visibleServers } from './auth.js';
import type { Handler, RouteContext } from './context.js';
import type { CursorKey } from './cursor.js';
import { notFound, serverNotReady } from './errors.js';
import { readFeed } from './feed.js';
import type { Seq } from './model.js';
import { paginate, parseListQuery } from './page.js';

// The GET operations of the endpoint table (spec "Endpoints" 1-5, 8, 10-13).

const ok = (body: unknown) => ({ status: 200, body });

/** Insertion order. */
const oldestFirst = (s: { seq: number }): CursorKey => [s.seq, 0];
/** Newest createdAt first, later insertion first on ties (spec "Endpoints" 4: newest entries first). */
const newestFirst = (s: Seq<{ createdAt: string }>): CursorKey => [-Date.parse(s.value.createdAt), -s.seq];

function sortedBy<T>(items: T[], keyOf: (item: T) => CursorKey): T[] {
  return [...items].sort((a, b) => {
    const [ka, kb] = [keyOf(a), keyOf(b)];
    return ka[0] - kb[0] || ka[1] - kb[1];
  });
}

function page<T>(ctx: RouteContext, list: string, items: Seq<T>[], keyOf: (s: Seq<T>) => CursorKey) {
  const query = parseListQuery(ctx.query, ctx.codec, list);
  const result = paginate(sortedBy(items, keyOf), keyOf, ctx.codec, list, query);
  return ok({ data: result.data.map((s) => s.value), nextCursor: result.nextCursor });
}

const server = (ctx: RouteContext, scope: string) =>
  requireServer(ctx.model, ctx.token, ctx.params.id ?? '', scope);

// Identity record: the spec shows no field names, only what it reports (caller, scopes, prefix,
// expiry, server binding); these names are the simulator's choice.
export const getMe: Handler = ({ token }) =>
  ok({
    type: token.kind,
    ...(token.kind === 'bot' ? { botId: token.bot.id } : { userId: token.userId }),
    scopes: token.scopes,
    token: {
      prefix: token.token.slice(0, 8),
      expiresAt: token.expiresAt === null ? null : new Date(token.expiresAt).toISOString(),
      servers: token.restrictTo,
    },
  });

export const listServers: Handler = (ctx) => {
  requireTokenScope(ctx.token, 'servers:read');
  const states = visibleServers(ctx.model, ctx.token).map((s) => ({ value: s.server, seq: s.seq }));
  return page(ctx, 'servers', states, oldestFirst);
};

export const getServer: Handler = (ctx) => ok(server(ctx, 'servers:read').server);

export const listActivity: Handler = (ctx) => {
  const state = server(ctx, 'servers:read');
  return page(ctx, `activity:${state.server.id}`, state.activity, newestFirst);
};

export const getResources: Handler = (ctx) => {
  const state = server(ctx, 'servers:read');
  if (state.notReady) throw serverNotReady();
  return ok(state.resources);
};

// Spec "Endpoints" 8: all backups, no cursor, `nextCursor` always null, and the page carries `limit`
// (taken here as the number of backup slots of the server; query parameters are ignored).
export const listBackups: Handler = (ctx) => {
  const state = server(ctx, 'backups:read');
  if (state.notReady) throw serverNotReady();
  return ok({ data: state.backups.map((b) => b.value), nextCursor: null, limit: state.backupLimit });
};

export const listDeployments: Handler = (ctx) => {
  const state = server(ctx, 'git:read');
  return page(ctx, `deployments:${state.server.id}`, state.deployments, newestFirst);
};

// Spec "Endpoints" 11 leaves scope and errors open: git:read like the history, 404 when unknown.
export const getDeployment: Handler = (ctx) => {
  const state = server(ctx, 'git:read');
  const found = state.deployments.find((d) => d.value.id === ctx.params.deploymentId);
  if (!found) throw notFound();
  return ok(found.value);
};

export const listInstallations: Handler = (ctx) => {
  const bot = requireBot(ctx.token);
  return page(ctx, `installations:${bot.bot.id}`, [...bot.installations.values()], oldestFirst);
};

export const getEvents: Handler = (ctx) => ok(readFeed(requireBot(ctx.token), ctx.query, ctx.codec, ctx.now));
