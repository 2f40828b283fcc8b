import type { APIApplicationCommand, APIUser } from 'discord.js';
import type { FakeApplication } from './application.js';
import type { FakeGuild } from './guilds.js';
import type {
  CallbackRecord,
  FakeMessage,
  FaultRecord,
  Json,
  RateLimitRecord,
  RecordedRequest,
  RejectedRequest,
  WebhookEditRecord,
} from './types.js';

export type InteractionKind = 'command' | 'autocomplete' | 'button' | 'select' | 'modal';

export interface InteractionRecord {
  id: string;
  token: string;
  kind: InteractionKind;
  payload: Json;
  createdAt: number;
  guildId: string;
  channelId: string;
  callback?: CallbackRecord;
  /** The message `@original` refers to: the reply, or for components the message they sit on. */
  originalMessageId?: string;
  componentMessageId?: string;
  followUpIds: string[];
}

export interface ResolvedOptions {
  botToken: string;
  applicationId: string;
  botUser: APIUser;
  heartbeatIntervalMs: number;
  recommendedShards: number;
  maxConcurrency: number;
  maxGuildsPerShard: number;
  interactionDeadlineMs: number;
  interactionTokenTtlMs: number;
  nonceWindowMs: number;
  uploadLimitBytes: number;
}

/** Everything the fake knows; routes, the gateway and the test-facing API share this one object. */
export interface FakeState {
  options: ResolvedOptions;
  /** Owner, team and `bot_public`: what GET /applications/@me answers (changeable during a test). */
  application: FakeApplication;
  guilds: Map<string, FakeGuild>;
  users: Map<string, APIUser>;
  messagesById: Map<string, FakeMessage>;
  channelMessages: Map<string, FakeMessage[]>;
  interactions: Map<string, InteractionRecord>;
  callbacks: Map<string, CallbackRecord>;
  webhookEdits: WebhookEditRecord[];
  followUps: FakeMessage[];
  requests: RecordedRequest[];
  rejected: RejectedRequest[];
  faultsServed: FaultRecord[];
  rateLimited: RateLimitRecord[];
  commands: { global: APIApplicationCommand[]; guilds: Map<string, APIApplicationCommand[]> };
}

export function createState(options: ResolvedOptions, application: FakeApplication): FakeState {
  return {
    options,
    application,
    guilds: new Map(),
    users: new Map([[options.botUser.id, options.botUser]]),
    messagesById: new Map(),
    channelMessages: new Map(),
    interactions: new Map(),
    callbacks: new Map(),
    webhookEdits: [],
    followUps: [],
    requests: [],
    rejected: [],
    faultsServed: [],
    rateLimited: [],
    commands: { global: [], guilds: new Map() },
  };
}

export function findChannel(state: FakeState, channelId: string) {
  for (const guild of state.guilds.values()) {
    const channel = guild.channels.find((c) => c.id === channelId);
    if (channel) return { guild, channel };
  }
  return undefined;
}
