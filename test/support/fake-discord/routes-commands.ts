// /applications/{app}/commands and /applications/{app}/guilds/{guild}/commands.
import type { APIApplicationCommand } from 'discord.js';
import { toCommand, validateCommand, validateCommands } from './commands.js';
import { type DiscordHttpError, invalidFormBody, missingAccess, notYourApplication } from './errors.js';
import { isRecord } from './limits.js';
import type { Route, RouteContext, RouteResult } from './router.js';

interface Scope {
  guildId: string | null;
  list: APIApplicationCommand[];
  save: (list: APIApplicationCommand[]) => void;
}

function scopeOf(ctx: RouteContext): Scope {
  const { state } = ctx.deps;
  if (ctx.params.appId !== state.options.applicationId) throw notYourApplication();
  const guildId = ctx.params.guildId ?? null;
  if (guildId === null) {
    return { guildId, list: state.commands.global, save: (list) => (state.commands.global = list) };
  }
  // Guild commands need the app in the guild; Discord answers 50001 Missing Access otherwise.
  if (!state.guilds.has(guildId)) throw missingAccess();
  const list = state.commands.guilds.get(guildId) ?? [];
  return { guildId, list, save: (next) => state.commands.guilds.set(guildId, next) };
}

function fail(errors: ReturnType<typeof validateCommands>): DiscordHttpError | undefined {
  return errors.length > 0 ? invalidFormBody(errors) : undefined;
}

function list(ctx: RouteContext): RouteResult {
  return { status: 200, body: scopeOf(ctx).list };
}

function overwrite(ctx: RouteContext): RouteResult {
  const scope = scopeOf(ctx);
  const input = Array.isArray(ctx.body) ? ctx.body : [];
  const error = fail(validateCommands(input));
  if (error) throw error;
  const appId = ctx.deps.state.options.applicationId;
  const next = input.filter(isRecord).map((command) => toCommand(command, appId, scope.guildId, scope.list));
  scope.save(next);
  return { status: 200, body: next };
}

function upsert(ctx: RouteContext): RouteResult {
  const scope = scopeOf(ctx);
  const input = isRecord(ctx.body) ? ctx.body : {};
  const error = fail(validateCommand(input));
  if (error) throw error;
  const command = toCommand(input, ctx.deps.state.options.applicationId, scope.guildId, scope.list);
  const existed = scope.list.some((c) => c.id === command.id);
  scope.save([...scope.list.filter((c) => c.id !== command.id), command]);
  return { status: existed ? 200 : 201, body: command };
}

function remove(ctx: RouteContext): RouteResult {
  const scope = scopeOf(ctx);
  scope.save(scope.list.filter((c) => c.id !== ctx.params.commandId));
  return { status: 204 };
}

const GLOBAL = '/applications/:appId/commands';
const GUILD = '/applications/:appId/guilds/:guildId/commands';

export const commandRoutes: Route[] = [GLOBAL, GUILD].flatMap<Route>((base) => [
  { method: 'GET', pattern: base, handle: list },
  { method: 'PUT', pattern: base, handle: overwrite },
  { method: 'POST', pattern: base, handle: upsert },
  { method: 'DELETE', pattern: `${base}/:commandId`, handle: remove },
]);
