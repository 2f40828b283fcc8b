// Builds INTERACTION_CREATE payloads the way Discord sends them for a guild-installed app.
import {
  type APIUser,
  ApplicationCommandType,
  ComponentType,
  InteractionContextType,
  InteractionType,
  ApplicationCommandOptionType as OptionType,
} from 'discord.js';
import { type FakeGuild, memberPayload } from './guilds.js';
import { fakeInteractionToken, snowflake } from './ids.js';
import { type FakeOptionsInput, resolveOptions, toOptions } from './interaction-options.js';
import { createMessage, messageJson } from './messages.js';
import { computePermissions } from './permissions.js';
import type { FakeState, InteractionKind, InteractionRecord } from './state.js';
import type { Json } from './types.js';

export interface FakeInteractionCommon {
  /** Default: the first guild. */
  guildId?: string;
  /** Default: the guild's first text channel. */
  channelId?: string;
  user?: { id?: string; username?: string; global_name?: string | null };
  /** `permissions` defaults to what the member's roles grant in the channel. */
  member?: { roles?: string[]; permissions?: string; nick?: string | null };
  locale?: string;
}

export interface FakeCommandInput extends FakeInteractionCommon {
  type: 'command';
  name: string;
  options?: FakeOptionsInput;
  subcommand?: string;
  subcommandGroup?: string;
}

export interface FakeAutocompleteInput extends Omit<FakeCommandInput, 'type'> {
  type: 'autocomplete';
  /** Name of the option being typed in. */
  focused: string;
}

/** `message`: the message the component sits on (a FakeMessage or its id); default: the latest stored message carrying that custom_id, else a synthetic one. */
export interface FakeComponentInput extends FakeInteractionCommon {
  type: 'button' | 'select';
  customId: string;
  values?: string[];
  message?: { id: string } | string;
}

export interface FakeModalInput extends FakeInteractionCommon {
  type: 'modal';
  customId: string;
  fields: Record<string, string>;
  message?: { id: string } | string;
}

export type FakeInteractionInput =
  | FakeCommandInput
  | FakeAutocompleteInput
  | FakeComponentInput
  | FakeModalInput;

const API_TYPE: Record<InteractionKind, InteractionType> = {
  command: InteractionType.ApplicationCommand,
  autocomplete: InteractionType.ApplicationCommandAutocomplete,
  button: InteractionType.MessageComponent,
  select: InteractionType.MessageComponent,
  modal: InteractionType.ModalSubmit,
};

export function buildInteraction(
  state: FakeState,
  input: FakeInteractionInput,
  defaultUser: APIUser,
): InteractionRecord {
  const guild = pickGuild(state, input.guildId);
  const channel = pickChannel(guild, input.channelId);
  const user: APIUser = { ...defaultUser, ...input.user, id: input.user?.id ?? defaultUser.id } as APIUser;
  state.users.set(user.id, user);
  const roles = input.member?.roles ?? [];
  const permissions =
    input.member?.permissions ?? computePermissions(guild, user.id, roles, channel.id).toString();
  const botId = state.options.botUser.id;
  const id = snowflake();
  const token = fakeInteractionToken(id);
  const payload: Json = {
    id,
    application_id: state.options.applicationId,
    type: API_TYPE[input.type],
    token,
    version: 1,
    guild_id: guild.id,
    guild: { id: guild.id, locale: guild.preferredLocale, features: [] },
    channel_id: channel.id,
    channel: { ...channel, permissions },
    member: { ...memberPayload(user, roles, guild.joinedAt), nick: input.member?.nick ?? null, permissions },
    app_permissions: computePermissions(guild, botId, [guild.botRoleId], channel.id).toString(),
    locale: input.locale ?? 'en-US',
    guild_locale: guild.preferredLocale,
    // Without these two discord.js throws inside its INTERACTION_CREATE handler.
    entitlements: [],
    authorizing_integration_owners: { '0': guild.id },
    context: InteractionContextType.Guild,
    attachment_size_limit: 10 * 1024 * 1024,
  };
  const record: InteractionRecord = {
    id,
    token,
    kind: input.type,
    payload,
    createdAt: Date.now(),
    guildId: guild.id,
    channelId: channel.id,
    followUpIds: [],
  };
  payload.data = buildData(state, guild, input, record, { id: user.id, roles });
  const source = record.componentMessageId ? state.messagesById.get(record.componentMessageId) : undefined;
  if (source) payload.message = messageJson(state, source);
  return record;
}

function pickGuild(state: FakeState, guildId: string | undefined): FakeGuild {
  const guild = guildId ? state.guilds.get(guildId) : state.guilds.values().next().value;
  if (!guild) throw new Error(`fake-discord: unknown guild ${guildId ?? '(none configured)'}`);
  return guild;
}

function pickChannel(guild: FakeGuild, channelId: string | undefined) {
  const channel = channelId
    ? guild.channels.find((c) => c.id === channelId)
    : guild.channels.find((c) => c.type === 0);
  if (!channel)
    throw new Error(`fake-discord: unknown channel ${channelId ?? '(no text channel)'} in ${guild.id}`);
  return channel;
}

interface Invoker {
  id: string;
  roles: string[];
}

function buildData(
  state: FakeState,
  guild: FakeGuild,
  input: FakeInteractionInput,
  record: InteractionRecord,
  invoker: Invoker,
): Json {
  switch (input.type) {
    case 'command':
    case 'autocomplete':
      return commandData(state, guild, input, invoker);
    case 'button':
    case 'select':
      record.componentMessageId = componentMessage(state, record, input);
      return input.type === 'button'
        ? { custom_id: input.customId, component_type: ComponentType.Button }
        : {
            custom_id: input.customId,
            component_type: ComponentType.StringSelect,
            values: input.values ?? [],
          };
    case 'modal':
      if (input.message) record.componentMessageId = componentMessage(state, record, input);
      return {
        custom_id: input.customId,
        components: Object.entries(input.fields).map(([customId, value]) => ({
          type: ComponentType.ActionRow,
          components: [{ type: ComponentType.TextInput, custom_id: customId, value }],
        })),
      };
  }
}

function commandData(
  state: FakeState,
  guild: FakeGuild,
  input: FakeCommandInput | FakeAutocompleteInput,
  invoker: Invoker,
): Json {
  const focused = input.type === 'autocomplete' ? input.focused : undefined;
  const guildCommand = state.commands.guilds.get(guild.id)?.find((c) => c.name === input.name);
  const command = guildCommand ?? state.commands.global.find((c) => c.name === input.name);
  let options = toOptions(input.options ?? {}, focused);
  if (input.subcommand) options = [{ name: input.subcommand, type: OptionType.Subcommand, options }];
  if (input.subcommandGroup)
    options = [{ name: input.subcommandGroup, type: OptionType.SubcommandGroup, options }];
  const resolved = resolveOptions(state, guild, options, invoker);
  return {
    id: command?.id ?? snowflake(),
    name: input.name,
    type: ApplicationCommandType.ChatInput,
    ...(guildCommand ? { guild_id: guild.id } : {}),
    ...(options.length > 0 ? { options } : {}),
    ...(resolved ? { resolved } : {}),
  };
}

/** The message a component sits on: given, else the newest stored one carrying the custom_id, else synthetic. */
function componentMessage(
  state: FakeState,
  record: InteractionRecord,
  input: FakeComponentInput | FakeModalInput,
): string {
  if (input.message !== undefined) {
    const id = typeof input.message === 'string' ? input.message : input.message.id;
    if (!state.messagesById.has(id)) throw new Error(`fake-discord: unknown message ${id}`);
    return id;
  }
  const needle = `"custom_id":${JSON.stringify(input.customId)}`;
  const stored = [...state.messagesById.values()]
    .reverse()
    .find(
      (m) => !m.deleted && m.channelId === record.channelId && JSON.stringify(m.components).includes(needle),
    );
  if (stored) return stored.id;
  const component =
    input.type === 'select'
      ? {
          type: ComponentType.StringSelect,
          custom_id: input.customId,
          options: (input.values ?? ['value']).map((value) => ({ label: value, value })),
        }
      : { type: ComponentType.Button, style: 1, label: 'Press', custom_id: input.customId };
  const body = {
    content: 'fake-discord component message',
    components: [{ type: 1, components: [component] }],
  };
  const kind = 'component-source';
  return createMessage(state, { channelId: record.channelId, guildId: record.guildId, kind, body }).id;
}
