// Channel messages: /channels/{id}/messages[/{message.id}] and GET /channels/{id}.
import { PermissionFlagsBits } from 'discord.js';
import {
  emptyMessage,
  invalidFormBody,
  missingAccess,
  missingPermissions,
  unknownChannel,
  unknownMessage,
} from './errors.js';
import { isEmptyMessage, isRecord, validateMessage } from './limits.js';
import { addChannelMessage, createMessage, editMessage, findByNonce, messageJson } from './messages.js';
import { computePermissions, has } from './permissions.js';
import type { Route, RouteContext, RouteResult } from './router.js';
import { findChannel } from './state.js';
import type { FakeMessage, Json } from './types.js';

/** The channel, if it exists in a guild the bot is in and the bot can see it. */
function visibleChannel(ctx: RouteContext) {
  const { state } = ctx.deps;
  const found = findChannel(state, ctx.params.channelId ?? '');
  if (!found) throw unknownChannel();
  const { guild, channel } = found;
  const permissions = computePermissions(guild, state.options.botUser.id, [guild.botRoleId], channel.id);
  if (!has(permissions, PermissionFlagsBits.ViewChannel)) throw missingAccess();
  return { ...found, permissions };
}

function bodyOf(ctx: RouteContext): Json {
  return isRecord(ctx.body) ? ctx.body : {};
}

async function createChannelMessage(ctx: RouteContext): Promise<RouteResult> {
  const { state, faults } = ctx.deps;
  const channelId = ctx.params.channelId ?? '';
  await faults.unheld(channelId);
  faults.checkFault(channelId);
  const rateLimitHeaders = faults.take(channelId);
  const { guild, permissions } = visibleChannel(ctx);
  if (!has(permissions, PermissionFlagsBits.SendMessages)) throw missingPermissions();
  const body = bodyOf(ctx);
  if (isEmptyMessage(body, ctx.files.length)) throw emptyMessage();
  const errors = validateMessage(body);
  if (errors.length > 0) throw invalidFormBody(errors);
  const nonce = body.nonce;
  // enforce_nonce: "if a message was created with the same nonce … that message will be returned".
  const existing =
    body.enforce_nonce === true && (typeof nonce === 'string' || typeof nonce === 'number')
      ? findByNonce(state, channelId, nonce)
      : undefined;
  if (existing) return { status: 200, body: messageJson(state, existing), headers: rateLimitHeaders };
  const message = createMessage(state, {
    channelId,
    guildId: guild.id,
    kind: 'channel',
    body,
    files: ctx.files,
  });
  addChannelMessage(state, message);
  await faults.answerable(channelId);
  return { status: 200, body: messageJson(state, message), headers: rateLimitHeaders };
}

function channelMessage(ctx: RouteContext): FakeMessage {
  const { permissions } = visibleChannel(ctx);
  // "If operating on a guild channel, this endpoint requires the READ_MESSAGE_HISTORY permission."
  if (ctx.method === 'GET' && !has(permissions, PermissionFlagsBits.ReadMessageHistory))
    throw missingAccess();
  const message = ctx.deps.state.messagesById.get(ctx.params.messageId ?? '');
  if (!message || message.deleted || message.channelId !== ctx.params.channelId) throw unknownMessage();
  return message;
}

function editChannelMessage(ctx: RouteContext): RouteResult {
  ctx.deps.faults.checkFault(ctx.params.channelId ?? '', 'edit');
  const message = channelMessage(ctx);
  const body = bodyOf(ctx);
  const errors = validateMessage(body, [], message.flags);
  if (errors.length > 0) throw invalidFormBody(errors);
  if (isEmptyMessage({ ...message, ...body }, message.attachments.length + ctx.files.length))
    throw emptyMessage();
  return { status: 200, body: messageJson(ctx.deps.state, editMessage(message, body, ctx.files)) };
}

function getChannelMessage(ctx: RouteContext): RouteResult {
  ctx.deps.faults.checkFault(ctx.params.channelId ?? '', 'get');
  return { status: 200, body: messageJson(ctx.deps.state, channelMessage(ctx)) };
}

function deleteChannelMessage(ctx: RouteContext): RouteResult {
  ctx.deps.faults.checkFault(ctx.params.channelId ?? '', 'delete');
  channelMessage(ctx).deleted = true;
  return { status: 204 };
}

/**
 * GET /channels/{id}/messages (`after`, `before`, `limit` 1–100, default 50), newest first as
 * Discord lists them. Discord's rule: without Read Message History no messages are returned. Lists
 * carry no nonces.
 */
function listChannelMessages(ctx: RouteContext): RouteResult {
  ctx.deps.faults.checkFault(ctx.params.channelId ?? '', 'get');
  const { permissions } = visibleChannel(ctx);
  if (!has(permissions, PermissionFlagsBits.ReadMessageHistory)) return { status: 200, body: [] };
  const { after, before, limit } = ctx.query;
  const count = limit === undefined ? 50 : Number(limit);
  if (!Number.isInteger(count) || count < 1 || count > 100) {
    throw invalidFormBody([{ path: ['limit'], code: 'NUMBER_TYPE_MAX', message: 'limit must be 1 to 100' }]);
  }
  const all = (ctx.deps.state.channelMessages.get(ctx.params.channelId ?? '') ?? []).filter(
    (m) =>
      !m.deleted &&
      (after === undefined || BigInt(m.id) > BigInt(after)) &&
      (before === undefined || BigInt(m.id) < BigInt(before)),
  );
  // `after` takes the oldest messages after it, the others the newest; either way newest first.
  const page = after !== undefined ? all.slice(0, count) : all.slice(-count);
  const body = page.reverse().map((m) => {
    const { nonce: _, ...listed } = messageJson(ctx.deps.state, m);
    return listed;
  });
  return { status: 200, body };
}

const MESSAGE = '/channels/:channelId/messages/:messageId';

export const channelRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/channels/:channelId',
    handle: (ctx) => ({ status: 200, body: visibleChannel(ctx).channel }),
  },
  { method: 'POST', pattern: '/channels/:channelId/messages', handle: createChannelMessage },
  { method: 'GET', pattern: '/channels/:channelId/messages', handle: listChannelMessages },
  { method: 'GET', pattern: MESSAGE, handle: getChannelMessage },
  { method: 'PATCH', pattern: MESSAGE, handle: editChannelMessage },
  { method: 'DELETE', pattern: MESSAGE, handle: deleteChannelMessage },
];
