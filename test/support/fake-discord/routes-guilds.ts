// Gateway discovery, the bot's own user/application, guild reads and leaving a guild.
import { GatewayDispatchEvents, RESTJSONErrorCodes } from 'discord.js';
import { applicationPayload } from './application.js';
import { DiscordHttpError, unknownGuild } from './errors.js';
import { guildPayload, memberPayload } from './guilds.js';
import type { Route, RouteContext, RouteResult } from './router.js';

// login() has no gateway option: it asks GET /gateway/bot and connects wherever `url` points.
function gatewayBot(ctx: RouteContext): RouteResult {
  return {
    status: 200,
    body: {
      url: ctx.deps.gatewayUrl(),
      shards: ctx.deps.state.options.recommendedShards,
      session_start_limit: {
        total: 1000,
        remaining: 999,
        reset_after: 14_400_000,
        max_concurrency: ctx.deps.state.options.maxConcurrency,
      },
    },
  };
}

function guildOf(ctx: RouteContext) {
  const guild = ctx.deps.state.guilds.get(ctx.params.guildId ?? '');
  if (!guild) throw unknownGuild();
  return guild;
}

// Needs no privileged intent: a bot may look up any one member of a guild it is in.
function member(ctx: RouteContext): RouteResult {
  const guild = guildOf(ctx);
  const { state } = ctx.deps;
  const { botUser } = state.options;
  const userId = ctx.params.userId ?? '';
  const fault = guild.memberLookupFault;
  if (fault && fault.times > 0) {
    fault.times -= 1;
    throw new DiscordHttpError(fault.status, 0, `${fault.status}: injected fault`, { reject: false });
  }
  if (userId === '@me' || userId === botUser.id) {
    return { status: 200, body: memberPayload(botUser, [guild.botRoleId], guild.joinedAt) };
  }
  // An answer, not a refusal: asking whether someone is a member is no mistake of the bot's.
  if (!guild.members.has(userId))
    throw new DiscordHttpError(404, RESTJSONErrorCodes.UnknownMember, 'Unknown Member', { reject: false });
  const user = state.users.get(userId) ?? {
    id: userId,
    username: `user-${userId.slice(-4)}`,
    discriminator: '0',
    global_name: null,
    avatar: null,
  };
  return { status: 200, body: memberPayload(user, [], guild.joinedAt) };
}

function leaveGuild(ctx: RouteContext): RouteResult {
  const guild = guildOf(ctx);
  ctx.deps.state.guilds.delete(guild.id);
  // Leaving is confirmed by GUILD_DELETE without `unavailable`, as when the bot is kicked.
  ctx.deps.gateway.dispatch(GatewayDispatchEvents.GuildDelete, { id: guild.id });
  return { status: 204 };
}

export const guildRoutes: Route[] = [
  { method: 'GET', pattern: '/gateway/bot', handle: gatewayBot },
  {
    method: 'GET',
    pattern: '/gateway',
    auth: false,
    handle: (ctx) => ({ status: 200, body: { url: ctx.deps.gatewayUrl() } }),
  },
  {
    method: 'GET',
    pattern: '/users/@me',
    handle: (ctx) => ({ status: 200, body: ctx.deps.state.options.botUser }),
  },
  {
    method: 'GET',
    pattern: '/applications/@me',
    handle: (ctx) => ({ status: 200, body: applicationPayload(ctx.deps.state) }),
  },
  { method: 'DELETE', pattern: '/users/@me/guilds/:guildId', handle: leaveGuild },
  {
    method: 'GET',
    pattern: '/guilds/:guildId',
    handle: (ctx) => ({ status: 200, body: guildPayload(guildOf(ctx)) }),
  },
  {
    method: 'GET',
    pattern: '/guilds/:guildId/channels',
    handle: (ctx) => ({ status: 200, body: guildOf(ctx).channels }),
  },
  {
    method: 'GET',
    pattern: '/guilds/:guildId/roles',
    handle: (ctx) => ({ status: 200, body: guildOf(ctx).roles }),
  },
  { method: 'GET', pattern: '/guilds/:guildId/members/:userId', handle: member },
];
