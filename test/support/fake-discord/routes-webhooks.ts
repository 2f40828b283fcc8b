// Interaction webhooks: /webhooks/{application.id}/{interaction.token}[/messages/{id|@original}].
// They exist once the interaction was answered and last 15 minutes.
import {
  emptyMessage,
  invalidFormBody,
  invalidWebhookToken,
  unknownMessage,
  unknownWebhook,
} from './errors.js';
import { isEmptyMessage, isRecord, validateMessage } from './limits.js';
import { createMessage, editMessage, isLoading, messageJson } from './messages.js';
import type { Route, RouteContext, RouteResult } from './router.js';
import type { InteractionRecord } from './state.js';
import type { FakeMessage, Json } from './types.js';

function interactionFor(ctx: RouteContext): InteractionRecord {
  const { state } = ctx.deps;
  if (ctx.params.appId !== state.options.applicationId) throw unknownWebhook();
  const record = [...state.interactions.values()].find((r) => r.token === ctx.params.token);
  if (!record?.callback) throw unknownWebhook();
  if (Date.now() - record.createdAt > state.options.interactionTokenTtlMs) throw invalidWebhookToken();
  return record;
}

function messageFor(ctx: RouteContext, record: InteractionRecord): FakeMessage {
  const requested = ctx.params.messageId;
  const id = requested === '@original' ? record.originalMessageId : requested;
  const own = id !== undefined && (id === record.originalMessageId || record.followUpIds.includes(id));
  const message = own ? ctx.deps.state.messagesById.get(id) : undefined;
  if (!message || message.deleted) throw unknownMessage();
  return message;
}

function bodyOf(ctx: RouteContext): Json {
  return isRecord(ctx.body) ? ctx.body : {};
}

function edit(ctx: RouteContext): RouteResult {
  const record = interactionFor(ctx);
  const message = messageFor(ctx, record);
  const body = bodyOf(ctx);
  const errors = validateMessage(body, [], message.flags);
  if (errors.length > 0) throw invalidFormBody(errors);
  const after = { ...message, ...body };
  if (isEmptyMessage(after, message.attachments.length + ctx.files.length)) throw emptyMessage();
  editMessage(message, body, ctx.files);
  const at = Date.now();
  ctx.deps.state.webhookEdits.push({
    interactionId: record.id,
    messageId: message.id,
    body,
    at,
    elapsedMs: at - record.createdAt,
  });
  return { status: 200, body: messageJson(ctx.deps.state, message) };
}

function followUp(ctx: RouteContext): RouteResult {
  const { state } = ctx.deps;
  const record = interactionFor(ctx);
  const body = bodyOf(ctx);
  if (isEmptyMessage(body, ctx.files.length)) throw emptyMessage();
  const errors = validateMessage(body);
  if (errors.length > 0) throw invalidFormBody(errors);
  const original = record.originalMessageId ? state.messagesById.get(record.originalMessageId) : undefined;
  let message: FakeMessage;
  if (original && isLoading(original) && record.followUpIds.length === 0) {
    // Discord quirk: the first follow-up after a deferred reply replaces the "thinking" message
    // (and keeps the ephemeral choice made when deferring).
    message = editMessage(original, body, ctx.files);
  } else {
    const base = { channelId: record.channelId, guildId: record.guildId, interactionId: record.id };
    message = createMessage(state, { ...base, kind: 'follow-up', body, files: ctx.files });
    record.followUpIds.push(message.id);
    state.followUps.push(message);
  }
  return ctx.query.wait === 'true' ? { status: 200, body: messageJson(state, message) } : { status: 204 };
}

function fetchMessage(ctx: RouteContext): RouteResult {
  const message = messageFor(ctx, interactionFor(ctx));
  return { status: 200, body: messageJson(ctx.deps.state, message) };
}

function deleteMessage(ctx: RouteContext): RouteResult {
  messageFor(ctx, interactionFor(ctx)).deleted = true;
  return { status: 204 };
}

const MESSAGE = '/webhooks/:appId/:token/messages/:messageId';

export const webhookRoutes: Route[] = [
  { method: 'POST', pattern: '/webhooks/:appId/:token', auth: false, handle: followUp },
  { method: 'GET', pattern: MESSAGE, auth: false, handle: fetchMessage },
  { method: 'PATCH', pattern: MESSAGE, auth: false, handle: edit },
  { method: 'DELETE', pattern: MESSAGE, auth: false, handle: deleteMessage },
];
