import { MessageFlags, MessageType } from 'discord.js';
import type { UploadedFile } from './http-io.js';
import { snowflake } from './ids.js';
import { isRecord } from './limits.js';
import type { FakeState } from './state.js';
import type { FakeMessage, Json, MessageKind } from './types.js';

export interface NewMessage {
  channelId: string;
  guildId: string | null;
  kind: MessageKind;
  body: Json;
  interactionId?: string;
  /** Files uploaded with the message (`files[n]`). */
  files?: UploadedFile[];
}

export function createMessage(state: FakeState, input: NewMessage): FakeMessage {
  const { body } = input;
  const message: FakeMessage = {
    id: snowflake(),
    channelId: input.channelId,
    guildId: input.guildId,
    kind: input.kind,
    content: typeof body.content === 'string' ? body.content : '',
    embeds: Array.isArray(body.embeds) ? body.embeds : [],
    components: Array.isArray(body.components) ? body.components.filter(isRecord) : [],
    flags: Number(body.flags ?? 0),
    attachments: [],
    files: new Map(),
    createdAt: Date.now(),
    editedAt: null,
    deleted: false,
    history: [body],
  };
  if (input.interactionId !== undefined) message.interactionId = input.interactionId;
  if (typeof body.nonce === 'string' || typeof body.nonce === 'number') message.nonce = body.nonce;
  if (body.allowed_mentions !== undefined) message.allowedMentions = body.allowed_mentions;
  attachFiles(message, body, input.files ?? []);
  state.messagesById.set(message.id, message);
  return message;
}

/**
 * The message's attachments after a create or edit: an `attachments` list in the body keeps only the
 * existing attachments it names by id (Discord removes the others); uploaded files are added, each
 * with the filename its `attachments` entry gives (matched by the index n of `files[n]`) or its own.
 */
export function attachFiles(message: FakeMessage, body: Json, files: readonly UploadedFile[]): void {
  const listed = Array.isArray(body.attachments) ? body.attachments.filter(isRecord) : undefined;
  if (listed) {
    const keep = new Set(listed.map((a) => String(a.id)));
    message.attachments = message.attachments.filter((a) => keep.has(String(a.id)));
    for (const id of [...message.files.keys()]) if (!keep.has(id)) message.files.delete(id);
  }
  for (const file of files) {
    const index = /\[(\d+)\]$/.exec(file.field)?.[1];
    const entry = listed?.find((a) => String(a.id) === index);
    const filename = typeof entry?.filename === 'string' ? entry.filename : file.filename;
    const id = snowflake();
    message.attachments.push({
      id,
      filename,
      size: file.data.length,
      ...(file.contentType ? { content_type: file.contentType } : {}),
      url: `https://cdn.fake-discord.invalid/attachments/${message.channelId}/${id}/${filename}`,
      proxy_url: `https://media.fake-discord.invalid/attachments/${message.channelId}/${id}/${filename}`,
    });
    message.files.set(id, { ...file, filename });
  }
}

/** Applies the fields present in an edit; an edit of a deferred reply ends its loading state. */
export function editMessage(
  message: FakeMessage,
  body: Json,
  files: readonly UploadedFile[] = [],
): FakeMessage {
  if ('content' in body) message.content = typeof body.content === 'string' ? body.content : '';
  if ('embeds' in body) message.embeds = Array.isArray(body.embeds) ? body.embeds : [];
  if ('components' in body) {
    message.components = Array.isArray(body.components) ? body.components.filter(isRecord) : [];
  }
  if ('allowed_mentions' in body) message.allowedMentions = body.allowed_mentions;
  attachFiles(message, body, files);
  // Components V2 cannot be taken off a message once set (Components reference).
  if (typeof body.flags === 'number') {
    message.flags = body.flags | (message.flags & (MessageFlags.IsComponentsV2 | MessageFlags.Ephemeral));
  }
  message.flags &= ~MessageFlags.Loading;
  message.editedAt = Date.now();
  message.history.push(body);
  return message;
}

export function isLoading(message: FakeMessage): boolean {
  return (message.flags & MessageFlags.Loading) !== 0;
}

/** The API message object discord.js builds its Message from. */
export function messageJson(state: FakeState, message: FakeMessage): Json {
  const { applicationId, botUser } = state.options;
  const fromInteraction = message.kind === 'interaction-original' || message.kind === 'follow-up';
  return {
    id: message.id,
    channel_id: message.channelId,
    ...(message.guildId ? { guild_id: message.guildId } : {}),
    author: botUser,
    content: message.content,
    timestamp: new Date(message.createdAt).toISOString(),
    edited_timestamp: message.editedAt === null ? null : new Date(message.editedAt).toISOString(),
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    mention_channels: [],
    attachments: message.attachments,
    embeds: message.embeds,
    reactions: [],
    pinned: false,
    type: message.kind === 'interaction-original' ? MessageType.ChatInputCommand : MessageType.Default,
    flags: message.flags,
    components: message.components,
    ...(message.nonce === undefined ? {} : { nonce: message.nonce }),
    ...(fromInteraction ? { webhook_id: applicationId, application_id: applicationId } : {}),
  };
}

/** `enforce_nonce`: the same nonce in the same channel within the window returns the first message. */
export function findByNonce(
  state: FakeState,
  channelId: string,
  nonce: string | number,
): FakeMessage | undefined {
  const since = Date.now() - state.options.nonceWindowMs;
  return state.channelMessages
    .get(channelId)
    ?.find((m) => m.nonce !== undefined && String(m.nonce) === String(nonce) && m.createdAt >= since);
}

export function addChannelMessage(state: FakeState, message: FakeMessage): void {
  const list = state.channelMessages.get(message.channelId) ?? [];
  list.push(message);
  state.channelMessages.set(message.channelId, list);
}
