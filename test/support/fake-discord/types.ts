import type { IncomingHttpHeaders } from 'node:http';
import type { APIEmbed, APIOverwrite, ChannelType } from 'discord.js';
import type { UploadedFile } from './http-io.js';

export type Json = Record<string, unknown>;

export interface FakeChannelConfig {
  id: string;
  name: string;
  /** Default: GuildText (0). */
  type?: ChannelType;
  permission_overwrites?: APIOverwrite[];
  parent_id?: string | null;
  position?: number;
}

export interface FakeRoleConfig {
  id: string;
  name: string;
  /** Permission bits as a decimal string, like Discord sends them. Default '0'. */
  permissions?: string;
  position?: number;
}

export interface FakeGuildConfig {
  id: string;
  name: string;
  channels: FakeChannelConfig[];
  /** A role whose id equals the guild id is @everyone; one with typical member permissions is added if absent. */
  roles?: FakeRoleConfig[];
  /** Permissions of the bot's managed role (decimal string or bigint). Default: view, send, embed, attach, history. */
  botPermissions?: string | bigint;
  ownerId?: string;
  /**
   * Users who are members (besides the bot), as GET /guilds/{id}/members/{user} answers. Default: the
   * application's owner, so a guild counts as trusted by hostcord unless a test says otherwise.
   */
  members?: string[];
  /** The guild's `preferred_locale` (Server Settings → Community); default `en-US`. */
  preferredLocale?: string;
}

/** A developer team owning the application (Discord: `team` on the application object). */
export interface FakeTeamConfig {
  id?: string;
  name?: string;
  /** Members and whether they accepted the invitation (default true); the first one owns the team. */
  members: Array<{ user: { id: string; username?: string }; accepted?: boolean }>;
}

export interface FakeApplicationConfig {
  /** The user who owns the application; default a generated `app-owner`. Ignored with a team. */
  owner?: { id: string; username?: string };
  team?: FakeTeamConfig | null;
  /** "Public Bot" in the Developer Portal (`bot_public`). Default false here; true for new apps on Discord. */
  botPublic?: boolean;
}

export interface FakeDiscordOptions {
  botToken?: string;
  applicationId?: string;
  /** Defaults to the application id, as for every bot created since 2019. */
  botUserId?: string;
  botUsername?: string;
  /** Owner, team and `bot_public` of GET /applications/@me. */
  application?: FakeApplicationConfig;
  guilds?: FakeGuildConfig[];
  /** Gateway HELLO interval. Discord uses ~41 s; tests use a few hundred ms to exercise zombie detection. */
  heartbeatIntervalMs?: number;
  /** The `shards` GET /gateway/bot recommends (what discord.js runs with `shards: 'auto'`); default 1. */
  recommendedShards?: number;
  /**
   * `session_start_limit.max_concurrency` of GET /gateway/bot (default 1): discord.js identifies
   * shards with the same `id % max_concurrency` 5 s apart, so a test running several shards in one
   * client raises it.
   */
  maxConcurrency?: number;
  /**
   * Most guilds one shard may hold (Discord: 2,500, the default); an IDENTIFY whose shard would
   * hold more is closed with 4011 Sharding Required.
   */
  maxGuildsPerShard?: number;
  /**
   * Most bytes the files of one request may have together (Reference › Uploading Files: 10 MiB by
   * default, more only in boosted guilds); past it the request is refused with 413 / 40005.
   */
  uploadLimitBytes?: number;
  /** Discord voids an interaction not answered within 3 s (default 3000); lower it to keep tests fast. */
  interactionDeadlineMs?: number;
  /** Interaction tokens stay valid for 15 min (default). */
  interactionTokenTtlMs?: number;
  /** How long `enforce_nonce` dedupes ("a few minutes" on Discord; default 5 min). */
  nonceWindowMs?: number;
}

export interface RecordedRequest {
  method: string;
  /** Path below /api/v10, percent-decoded (`@original`, not `%40original`). */
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** File names of a multipart upload (the JSON part is `body`). */
  files?: string[];
  /** The files of a multipart upload with their bytes, as received. */
  uploads?: UploadedFile[];
  headers: IncomingHttpHeaders;
  at: number;
  /** Filled in when the fake answers. */
  status?: number;
}

/** A request the fake refused because Discord would have (bad payload, late callback, 401, unknown route …). */
export interface RejectedRequest {
  method: string;
  path: string;
  status: number;
  code: number;
  message: string;
  errors?: unknown;
  body: unknown;
  at: number;
  interactionId?: string;
}

export type MessageKind = 'channel' | 'interaction-original' | 'follow-up' | 'component-source';

export interface FakeMessage {
  id: string;
  channelId: string;
  guildId: string | null;
  kind: MessageKind;
  interactionId?: string;
  content: string;
  embeds: APIEmbed[];
  components: Json[];
  flags: number;
  nonce?: string | number;
  allowedMentions?: unknown;
  attachments: Json[];
  /** The bytes of each attachment by attachment id, as uploaded. */
  files: Map<string, UploadedFile>;
  createdAt: number;
  editedAt: number | null;
  deleted: boolean;
  /** Every accepted body that created or edited the message, oldest first. */
  history: Json[];
}

export interface CallbackRecord {
  interactionId: string;
  /** InteractionResponseType: 4 reply, 5 defer, 6 deferred update, 7 update, 8 autocomplete, 9 modal. */
  type: number;
  data: Json | undefined;
  at: number;
  /** Time since the interaction was created (the 3 s clock). */
  elapsedMs: number;
}

export interface WebhookEditRecord {
  interactionId: string;
  messageId: string;
  body: Json;
  at: number;
  elapsedMs: number;
}

export interface FaultRecord {
  channelId: string;
  status: number;
  at: number;
  route?: MessageRoute;
}

/** A channel's message routes: POST …/messages, PATCH, GET and DELETE …/messages/{id}. */
export type MessageRoute = 'create' | 'edit' | 'get' | 'delete';

export interface RateLimitRecord {
  channelId: string;
  at: number;
  retryAfterMs: number;
}

export interface ChannelFault {
  /** 429: a rate limit answer whose wait is `retryAfter` (Discord's own limits: `channelRateLimit`). */
  status: 400 | 403 | 404 | 429 | 500 | 502 | 503;
  /**
   * Discord error code; defaults: 400 → 30046 (too many edits of a message older than an hour),
   * 403 → 50001 Missing Access, 404 → 10003 Unknown Channel. Use 50013 for Missing Permissions.
   */
  code?: number;
  /** Which routes fail (default: only message creation). */
  routes?: MessageRoute[];
  message?: string;
  /** Fail this many requests (discord.js retries a 5xx 3 times, so 4 makes one send throw). */
  times?: number;
  /** Fail every request for this long. Without `times` or `untilMs` the fault lasts until cleared. */
  untilMs?: number;
  /**
   * 429 only: sent as the `Retry-After` header and the body's `retry_after`, as given, so a broken
   * value (`0`, `'abc'`, `-1`) can be tried; `null` leaves both out. No X-RateLimit-* headers.
   */
  retryAfter?: number | string | null;
}

export interface ChannelRateLimit {
  limit: number;
  windowMs: number;
  /**
   * Send X-RateLimit-* headers on successful responses (default true) so @discordjs/rest queues ahead
   * of the limit; false makes the client run into 429s, like a limit shared with another process.
   */
  advertise?: boolean;
}
