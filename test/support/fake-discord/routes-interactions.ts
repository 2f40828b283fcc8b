// POST /interactions/{id}/{token}/callback — the initial response, with Discord's 3 s deadline and
// single-acknowledgement rule (Interactions › Receiving and Responding).
import { MessageFlags, InteractionResponseType as Reply } from 'discord.js';
import {
  alreadyAcknowledged,
  emptyMessage,
  type FormError,
  invalidFormBody,
  unknownInteraction,
} from './errors.js';
import type { UploadedFile } from './http-io.js';
import { isEmptyMessage, isRecord, validateChoices, validateMessage, validateModal } from './limits.js';
import { createMessage, editMessage, messageJson } from './messages.js';
import type { Route, RouteContext, RouteResult } from './router.js';
import type { FakeState, InteractionKind, InteractionRecord } from './state.js';
import type { CallbackRecord, Json } from './types.js';

// Which initial responses Discord accepts per interaction type; updates need a message to update.
const MESSAGE_REPLIES = [Reply.ChannelMessageWithSource, Reply.DeferredChannelMessageWithSource];
const UPDATE_REPLIES = [Reply.DeferredMessageUpdate, Reply.UpdateMessage];
const ALLOWED: Record<InteractionKind, Reply[]> = {
  command: [...MESSAGE_REPLIES, Reply.Modal],
  autocomplete: [Reply.ApplicationCommandAutocompleteResult],
  button: [...MESSAGE_REPLIES, ...UPDATE_REPLIES, Reply.Modal],
  select: [...MESSAGE_REPLIES, ...UPDATE_REPLIES, Reply.Modal],
  modal: [...MESSAGE_REPLIES, ...UPDATE_REPLIES],
};

const UPDATES = new Set<number>(UPDATE_REPLIES);

function callback(ctx: RouteContext): RouteResult {
  const { state } = ctx.deps;
  const record = state.interactions.get(ctx.params.id ?? '');
  if (!record || record.token !== ctx.params.token) throw unknownInteraction();
  if (record.callback) throw alreadyAcknowledged();
  const now = Date.now();
  const elapsedMs = now - record.createdAt;
  // "Interaction tokens are valid for 15 minutes, but the initial response must be sent within 3 seconds."
  if (elapsedMs > state.options.interactionDeadlineMs) throw unknownInteraction();
  const body = isRecord(ctx.body) ? ctx.body : {};
  const type = Number(body.type);
  const data = isRecord(body.data) ? body.data : undefined;
  const source = record.componentMessageId ? state.messagesById.get(record.componentMessageId) : undefined;
  checkCallback(
    record,
    type,
    data,
    ctx.files.length,
    type === Reply.UpdateMessage ? (source?.flags ?? 0) : 0,
  );
  const accepted: CallbackRecord = { interactionId: record.id, type, data, at: now, elapsedMs };
  record.callback = accepted;
  state.callbacks.set(record.id, accepted);
  applyCallback(state, record, type, data ?? {}, ctx.files);
  if (ctx.query.with_response !== 'true') return { status: 204 };
  return { status: 200, body: callbackResponse(state, record, type) };
}

function checkCallback(
  record: InteractionRecord,
  type: number,
  data: Json | undefined,
  files: number,
  sourceFlags: number,
): void {
  const allowed = ALLOWED[record.kind];
  const fromMessage = record.kind !== 'modal' || record.componentMessageId !== undefined;
  if (!allowed.includes(type) || (UPDATES.has(type) && !fromMessage)) {
    throw invalidFormBody([
      {
        path: ['type'],
        code: 'INTERACTION_RESPONSE_TYPE_INVALID',
        message: `Invalid response type ${type} for ${record.kind}`,
      },
    ]);
  }
  let errors: FormError[] = [];
  if (type === Reply.ChannelMessageWithSource || type === Reply.UpdateMessage) {
    if (type === Reply.ChannelMessageWithSource && isEmptyMessage(data ?? {}, files)) throw emptyMessage();
    errors = validateMessage(data ?? {}, ['data'], sourceFlags);
  } else if (type === Reply.ApplicationCommandAutocompleteResult) {
    errors = validateChoices(data);
  } else if (type === Reply.Modal) {
    errors = validateModal(data);
  }
  if (errors.length > 0) throw invalidFormBody(errors);
}

function applyCallback(
  state: FakeState,
  record: InteractionRecord,
  type: number,
  data: Json,
  files: readonly UploadedFile[],
): void {
  const base = { channelId: record.channelId, guildId: record.guildId, interactionId: record.id };
  if (type === Reply.ChannelMessageWithSource) {
    record.originalMessageId = createMessage(state, {
      ...base,
      kind: 'interaction-original',
      body: data,
      files: [...files],
    }).id;
  } else if (type === Reply.DeferredChannelMessageWithSource) {
    // A deferred reply is a real message in a loading state ("Bot is thinking…") until edited.
    const flags = MessageFlags.Loading | (Number(data.flags ?? 0) & MessageFlags.Ephemeral);
    const body = { flags };
    record.originalMessageId = createMessage(state, { ...base, kind: 'interaction-original', body }).id;
  } else if (UPDATES.has(type)) {
    // For components, @original is the message the component sits on.
    record.originalMessageId = record.componentMessageId;
    const message = record.componentMessageId ? state.messagesById.get(record.componentMessageId) : undefined;
    if (message && type === Reply.UpdateMessage) editMessage(message, data, files);
  }
}

function callbackResponse(state: FakeState, record: InteractionRecord, type: number): Json {
  const message = record.originalMessageId ? state.messagesById.get(record.originalMessageId) : undefined;
  return {
    interaction: {
      id: record.id,
      type: record.payload.type,
      ...(message
        ? {
            response_message_id: message.id,
            response_message_loading: (message.flags & MessageFlags.Loading) !== 0,
            response_message_ephemeral: (message.flags & MessageFlags.Ephemeral) !== 0,
          }
        : {}),
    },
    resource: { type, ...(message ? { message: messageJson(state, message) } : {}) },
  };
}

export const interactionRoutes: Route[] = [
  { method: 'POST', pattern: '/interactions/:id/:token/callback', auth: false, handle: callback },
];
