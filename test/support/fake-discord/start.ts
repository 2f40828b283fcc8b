import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type APIApplicationCommand,
  type APIApplicationCommandPermission,
  type APIOverwrite,
  type APIUser,
  GatewayDispatchEvents,
  type UserFlags,
} from 'discord.js';
import { waitFor } from '../wait-for.js';
import { resolveApplication, updateApplication } from './application.js';
import { ChannelFaults } from './faults.js';
import { FakeGateway } from './gateway.js';
import { buildGuild, type CommandPermissionsFault, type FakeGuild, guildCreatePayload } from './guilds.js';
import { shardOf, snowflake } from './ids.js';
import { createInteractionHandle, type FakeInteraction } from './interaction-handle.js';
import { buildInteraction, type FakeInteractionInput } from './interaction-payload.js';
import { createRestHandler } from './rest.js';
import type { Deps } from './router.js';
import { channelRoutes } from './routes-channels.js';
import { commandPermissionRoutes } from './routes-command-permissions.js';
import { commandRoutes } from './routes-commands.js';
import { guildRoutes } from './routes-guilds.js';
import { interactionRoutes } from './routes-interactions.js';
import { webhookRoutes } from './routes-webhooks.js';
import { createState, type FakeState, findChannel, type ResolvedOptions } from './state.js';
import type {
  CallbackRecord,
  ChannelFault,
  ChannelRateLimit,
  FakeApplicationConfig,
  FakeDiscordOptions,
  FakeGuildConfig,
  FakeMessage,
  FaultRecord,
  Json,
  RateLimitRecord,
  RecordedRequest,
  RejectedRequest,
  WebhookEditRecord,
} from './types.js';

export interface FakeDiscord {
  /** Pass as `rest: { api: fake.apiUrl }`; requests arrive at /api/v10/…. */
  readonly apiUrl: string;
  readonly gatewayUrl: string;
  readonly botToken: string;
  readonly applicationId: string;
  readonly botUser: APIUser;
  /** The member `interact()` uses when no user is given. */
  readonly defaultUser: APIUser;
  /** Who owns the application (a member of every guild unless its config lists `members`). */
  readonly applicationOwner: APIUser;
  readonly guilds: ReadonlyMap<string, FakeGuild>;
  readonly requests: readonly RecordedRequest[];
  /** Requests refused because Discord would refuse them; a well-behaved bot keeps this empty. */
  readonly rejected: readonly RejectedRequest[];
  /** Accepted initial interaction responses by interaction id. */
  readonly callbacks: ReadonlyMap<string, CallbackRecord>;
  readonly webhookEdits: readonly WebhookEditRecord[];
  readonly followUps: readonly FakeMessage[];
  /** Messages created through POST /channels/{id}/messages, per channel. */
  readonly messages: ReadonlyMap<string, readonly FakeMessage[]>;
  readonly faultsServed: readonly FaultRecord[];
  /** One entry per 429 sent. */
  readonly rateLimited: readonly RateLimitRecord[];
  readonly commands: {
    readonly global: APIApplicationCommand[];
    readonly guilds: ReadonlyMap<string, APIApplicationCommand[]>;
  };
  readonly gateway: FakeGateway;
  messagesIn(channelId: string): readonly FakeMessage[];
  /** Dispatches an INTERACTION_CREATE; the 3 s clock starts now. */
  interact(input: FakeInteractionInput): FakeInteraction;
  waitFor<T>(
    probe: () => T | undefined | null | false | Promise<T | undefined | null | false>,
    timeoutMs?: number,
    what?: string,
  ): Promise<T>;
  /** The bot joins a guild: GUILD_CREATE. */
  addGuild(config: FakeGuildConfig): FakeGuild;
  /** The bot is removed from a guild: GUILD_DELETE. */
  removeGuild(guildId: string): void;
  /** A user joins (true) or leaves (false) a guild, as GET /guilds/{id}/members/{user} sees it. */
  setMember(guildId: string, userId: string, member: boolean): void;
  /** Member lookups in this guild fail with `status` (`times` times, default until cleared with null). */
  memberLookupFault(guildId: string, fault: { status: number; times?: number } | null): void;
  /** The id of a registered command: the guild's own when `guildId` has one by that name, else the global one. */
  commandId(name: string, guildId?: string): string;
  /**
   * What an admin sets in Server Settings → Integrations: the overrides of one command (its id) or of
   * the whole app (the application id) in a guild, replaced as a whole (`[]` removes them), followed
   * by APPLICATION_COMMAND_PERMISSIONS_UPDATE as Discord sends it. `@everyone` is the guild id, "All
   * Channels" the guild id − 1.
   */
  setCommandPermissions(guildId: string, id: string, permissions: APIApplicationCommandPermission[]): void;
  /** Reading the overrides of this guild fails with `status` (`times` times, default until cleared with null). */
  commandPermissionsFault(
    guildId: string,
    fault: (Omit<CommandPermissionsFault, 'times'> & { times?: number }) | null,
  ): void;
  /** Changes owner, team or `bot_public` of GET /applications/@me. */
  setApplication(patch: FakeApplicationConfig): void;
  /** Someone deletes a message (a moderator tidying up): later requests for it get Unknown Message. */
  deleteMessage(messageId: string): void;
  /** An admin deletes a channel: CHANNEL_DELETE, then Unknown Channel for its routes. */
  deleteChannel(channelId: string): void;
  /** An admin changes a channel's permission overwrites: CHANNEL_UPDATE. */
  setChannelOverwrites(channelId: string, overwrites: APIOverwrite[]): void;
  channelFault(channelId: string, fault: ChannelFault): void;
  clearChannelFaults(channelId?: string): void;
  channelRateLimit(channelId: string, limit: ChannelRateLimit): void;
  /** Message creations in the channel get no answer until the returned function is called. */
  holdChannel(channelId: string): () => void;
  /**
   * Discord forgets every nonce it remembers (its few minutes are over): a repeat of a nonce creates
   * a new message.
   */
  forgetNonces(): void;
  /** Message creations in the channel happen, but their answers wait until the returned function is called. */
  holdAnswers(channelId: string): () => void;
  clearChannelRateLimit(channelId?: string): void;
  close(): Promise<void>;
}

function resolveOptions(options: FakeDiscordOptions): ResolvedOptions {
  const applicationId = options.applicationId ?? snowflake();
  const botUser: APIUser = {
    id: options.botUserId ?? applicationId,
    username: options.botUsername ?? 'hostcord-fake',
    discriminator: '0',
    global_name: null,
    avatar: null,
    bot: true,
    flags: 0 as UserFlags,
    public_flags: 0 as UserFlags,
  };
  return {
    botToken: options.botToken ?? 'fake-discord-bot-token',
    applicationId,
    botUser,
    heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41_250,
    recommendedShards: options.recommendedShards ?? 1,
    maxConcurrency: options.maxConcurrency ?? 1,
    maxGuildsPerShard: options.maxGuildsPerShard ?? 2500,
    interactionDeadlineMs: options.interactionDeadlineMs ?? 3000,
    interactionTokenTtlMs: options.interactionTokenTtlMs ?? 15 * 60 * 1000,
    nonceWindowMs: options.nonceWindowMs ?? 5 * 60 * 1000,
    uploadLimitBytes: options.uploadLimitBytes ?? 10 * 1024 * 1024,
  };
}

function readyPayload(
  state: FakeState,
  sessionId: string,
  identify: Json,
  shard: [number, number],
  resumeUrl: string,
): Json {
  return {
    v: 10,
    user: state.options.botUser,
    guilds: [...state.guilds.keys()]
      .filter((id) => shardOf(id, shard[1]) === shard[0])
      .map((id) => ({ id, unavailable: true })),
    session_id: sessionId,
    resume_gateway_url: resumeUrl,
    shard: Array.isArray(identify.shard) ? identify.shard : [0, 1],
    application: { id: state.options.applicationId, flags: 0 },
    private_channels: [],
    relationships: [],
    presences: [],
    guild_join_requests: [],
    geo_ordered_rtc_regions: [],
    user_settings: {},
    auth: {},
    _trace: ['fake-discord'],
  };
}

export async function startFakeDiscord(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  const state = createState(resolveOptions(options), resolveApplication(options.application));
  const { botUser } = state.options;
  for (const config of options.guilds ?? []) {
    state.guilds.set(config.id, buildGuild(config, botUser, [state.application.owner.id]));
  }
  let port = 0;
  const gatewayUrl = () => `ws://127.0.0.1:${port}/gateway`;
  const gateway = new FakeGateway({
    token: state.options.botToken,
    heartbeatIntervalMs: state.options.heartbeatIntervalMs,
    ready: (sessionId, identify, shard) => readyPayload(state, sessionId, identify, shard, gatewayUrl()),
    guildCreates: () => [...state.guilds.values()].map((guild) => guildCreatePayload(guild, botUser)),
    maxGuildsPerShard: () => state.options.maxGuildsPerShard,
    maxConcurrency: () => state.options.maxConcurrency,
  });
  const deps: Deps = { state, gateway, faults: new ChannelFaults(state), gatewayUrl };
  const routes = [
    ...guildRoutes,
    ...commandPermissionRoutes,
    ...commandRoutes,
    ...interactionRoutes,
    ...webhookRoutes,
    ...channelRoutes,
  ];
  const handle = createRestHandler(deps, routes);
  // A request cut off mid-body (e.g. by close()) must not become an unhandled rejection in the test run.
  const server = createServer((req, res) => void handle(req, res).catch(() => res.destroy()));
  server.on('upgrade', (req, socket, head) => gateway.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return createFake(deps, `http://127.0.0.1:${port}/api`, gatewayUrl(), async () => {
    await gateway.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

function createFake(deps: Deps, apiUrl: string, gatewayUrl: string, close: () => Promise<void>): FakeDiscord {
  const { state, gateway, faults } = deps;
  const { botUser } = state.options;
  const guildOf = (guildId: string) => {
    const guild = state.guilds.get(guildId);
    if (!guild) throw new Error(`fake-discord: no guild ${guildId}`);
    return guild;
  };
  const defaultUser: APIUser = {
    id: snowflake(),
    username: 'fake-member',
    discriminator: '0',
    global_name: null,
    avatar: null,
  };
  return {
    apiUrl,
    gatewayUrl,
    botToken: state.options.botToken,
    applicationId: state.options.applicationId,
    botUser,
    defaultUser,
    get applicationOwner() {
      return state.application.owner;
    },
    guilds: state.guilds,
    requests: state.requests,
    rejected: state.rejected,
    callbacks: state.callbacks,
    webhookEdits: state.webhookEdits,
    followUps: state.followUps,
    messages: state.channelMessages,
    faultsServed: state.faultsServed,
    rateLimited: state.rateLimited,
    commands: state.commands,
    gateway,
    messagesIn: (channelId) => state.channelMessages.get(channelId) ?? [],
    interact(input) {
      if (!gateway.hasSession) throw new Error('fake-discord: no gateway session; is the client logged in?');
      const record = buildInteraction(state, input, defaultUser);
      state.interactions.set(record.id, record);
      gateway.dispatch(GatewayDispatchEvents.InteractionCreate, record.payload);
      return createInteractionHandle(state, record);
    },
    waitFor,
    addGuild(config) {
      const guild = buildGuild(config, botUser, [state.application.owner.id]);
      state.guilds.set(guild.id, guild);
      gateway.dispatch(GatewayDispatchEvents.GuildCreate, guildCreatePayload(guild, botUser));
      return guild;
    },
    removeGuild(guildId) {
      state.guilds.delete(guildId);
      gateway.dispatch(GatewayDispatchEvents.GuildDelete, { id: guildId });
    },
    setMember(guildId, userId, member) {
      const guild = state.guilds.get(guildId);
      if (!guild) throw new Error(`fake-discord: no guild ${guildId}`);
      if (member) guild.members.add(userId);
      else guild.members.delete(userId);
    },
    memberLookupFault(guildId, fault) {
      const guild = state.guilds.get(guildId);
      if (!guild) throw new Error(`fake-discord: no guild ${guildId}`);
      guild.memberLookupFault = fault
        ? { status: fault.status, times: fault.times ?? Number.POSITIVE_INFINITY }
        : undefined;
    },
    commandId(name, guildId) {
      const own = guildId ? state.commands.guilds.get(guildId)?.find((c) => c.name === name) : undefined;
      const command = own ?? state.commands.global.find((c) => c.name === name);
      if (!command) throw new Error(`fake-discord: no command ${name} is registered`);
      return command.id;
    },
    setCommandPermissions(guildId, id, permissions) {
      const guild = guildOf(guildId);
      const appId = state.options.applicationId;
      const known =
        id === appId ||
        [...state.commands.global, ...(state.commands.guilds.get(guildId) ?? [])].some((c) => c.id === id);
      // Discord answers 10063 Unknown application command; here it is a mistake in the test.
      if (!known)
        throw new Error(`fake-discord: ${id} is neither the application nor a command of ${guildId}`);
      if (permissions.length > 100) throw new Error('fake-discord: at most 100 overrides per command');
      if (permissions.length === 0) guild.commandPermissions.delete(id);
      else guild.commandPermissions.set(id, permissions);
      gateway.dispatch(GatewayDispatchEvents.ApplicationCommandPermissionsUpdate, {
        id,
        application_id: appId,
        guild_id: guildId,
        permissions,
      });
    },
    commandPermissionsFault(guildId, fault) {
      guildOf(guildId).commandPermissionsFault = fault
        ? { ...fault, times: fault.times ?? Number.POSITIVE_INFINITY }
        : undefined;
    },
    setApplication: (patch) => updateApplication(state.application, patch),
    deleteMessage(messageId) {
      const message = state.messagesById.get(messageId);
      if (!message) throw new Error(`fake-discord: unknown message ${messageId}`);
      message.deleted = true;
    },
    deleteChannel(channelId) {
      const found = findChannel(state, channelId);
      if (!found) throw new Error(`fake-discord: unknown channel ${channelId}`);
      found.guild.channels = found.guild.channels.filter((c) => c.id !== channelId);
      gateway.dispatch(GatewayDispatchEvents.ChannelDelete, found.channel);
    },
    setChannelOverwrites(channelId, overwrites) {
      const found = findChannel(state, channelId);
      if (!found) throw new Error(`fake-discord: unknown channel ${channelId}`);
      found.channel.permission_overwrites = overwrites;
      gateway.dispatch(GatewayDispatchEvents.ChannelUpdate, found.channel);
    },
    channelFault: (channelId, fault) => faults.setFault(channelId, fault),
    clearChannelFaults: (channelId) => faults.clearFaults(channelId),
    channelRateLimit: (channelId, limit) => faults.setRateLimit(channelId, limit),
    holdChannel: (channelId) => faults.hold(channelId),
    holdAnswers: (channelId) => faults.holdAnswers(channelId),
    forgetNonces() {
      for (const messages of state.channelMessages.values()) for (const m of messages) delete m.nonce;
    },
    clearChannelRateLimit: (channelId) => faults.clearRateLimit(channelId),
    close,
  };
}
