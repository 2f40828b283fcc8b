// GET /applications/{app}/guilds/{guild}/commands/permissions and …/commands/{command}/permissions:
// what admins set in Server Settings → Integrations, readable with the bot token (Application Commands ›
// Get Guild / Get Application Command Permissions). Entries are per command id, or the application id
// for app-wide settings; a command or app without overrides has no entry.
import type { APIGuildApplicationCommandPermissions } from 'discord.js';
import { RESTJSONErrorCodes } from 'discord.js';
import { DiscordHttpError, missingAccess, notYourApplication } from './errors.js';
import { headers } from './faults.js';
import type { FakeGuild } from './guilds.js';
import type { Route, RouteContext, RouteResult } from './router.js';

function guildOf(ctx: RouteContext): FakeGuild {
  const { state } = ctx.deps;
  if (ctx.params.appId !== state.options.applicationId) throw notYourApplication();
  const guild = state.guilds.get(ctx.params.guildId ?? '');
  if (!guild) throw missingAccess();
  const fault = guild.commandPermissionsFault;
  if (fault && fault.times > 0) {
    fault.times -= 1;
    const retryAfter = fault.retryAfter;
    throw new DiscordHttpError(
      fault.status,
      fault.code ?? 0,
      fault.message ?? `${fault.status}: injected fault`,
      {
        reject: false,
        // As Discord limits a route: its bucket is used up until Retry-After has passed.
        ...(retryAfter !== undefined && {
          headers: {
            ...headers(5, 0, retryAfter * 1000, 'command-permissions'),
            'retry-after': String(Math.max(1, Math.ceil(retryAfter))),
            'x-ratelimit-scope': 'user',
          },
          extra: { retry_after: retryAfter, global: false },
        }),
      },
    );
  }
  return guild;
}

function commandPermissionsEntry(
  ctx: { applicationId: string },
  guild: FakeGuild,
  id: string,
): APIGuildApplicationCommandPermissions | undefined {
  const permissions = guild.commandPermissions.get(id);
  if (!permissions) return undefined;
  return { id, application_id: ctx.applicationId, guild_id: guild.id, permissions };
}

function all(ctx: RouteContext): RouteResult {
  const guild = guildOf(ctx);
  const options = ctx.deps.state.options;
  const body = [...guild.commandPermissions.keys()].map((id) => commandPermissionsEntry(options, guild, id));
  return { status: 200, body };
}

function one(ctx: RouteContext): RouteResult {
  const guild = guildOf(ctx);
  const entry = commandPermissionsEntry(ctx.deps.state.options, guild, ctx.params.commandId ?? '');
  if (!entry) {
    throw new DiscordHttpError(
      404,
      RESTJSONErrorCodes.UnknownApplicationCommandPermissions,
      'Unknown application command permissions',
      { reject: false },
    );
  }
  return { status: 200, body: entry };
}

export const commandPermissionRoutes: Route[] = [
  { method: 'GET', pattern: '/applications/:appId/guilds/:guildId/commands/permissions', handle: all },
  {
    method: 'GET',
    pattern: '/applications/:appId/guilds/:guildId/commands/:commandId/permissions',
    handle: one,
  },
];
