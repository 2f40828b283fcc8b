import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoredGameAnswer } from './schema.js';

/**
 * The PostgreSQL twin of `schema.ts` (where each table and column is explained): same tables, same
 * column names, same indexes, so the SQL the repositories build means the same on both databases.
 * `test/db/schema-parity.test.ts` fails when the two drift; `npm run db:generate` writes
 * `migrations/postgres` from this file.
 *
 * Types: times and durations are Unix milliseconds, past 2^31, so `bigint` read as a JS number
 * (exact below 2^53); counters and ids stay `integer` (SQLite's are 64-bit, but only the outbox
 * grows fast enough to need it). Ids are identity columns "by default", so a
 * row copied from SQLite keeps its id. JSON columns are `jsonb`: drizzle reads and writes them as JS
 * values exactly like SQLite's `text({ mode: 'json' })`, and PostgreSQL checks they are JSON. hostcord
 * never relies on key order or whitespace inside them (jsonb keeps neither).
 */

const now = sql`((extract(epoch from now()) * 1000)::bigint)`;
/** A 64-bit integer read as a JS number: Unix milliseconds, durations, and the outbox's ids. */
const ms = (name: string) => bigint(name, { mode: 'number' });
const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const list = <T>(name: string) => jsonb(name).$type<T[]>();

export const links = pgTable(
  'links',
  {
    id: id(),
    guildId: text('guild_id').notNull(),
    channelId: text('channel_id').notNull(),
    serverId: text('server_id').notNull(),
    categories: list<string>('categories').notNull().default([]),
    types: list<string>('types').notNull().default([]),
    severities: list<string>('severities').notNull().default([]),
    mentionRoleId: text('mention_role_id'),
    mentionSeverities: list<string>('mention_severities').notNull().default([]),
    state: text('state').notNull().default('active'),
    stateReason: text('state_reason'),
    createdBy: text('created_by').notNull(),
    createdAt: ms('created_at').notNull().default(now),
  },
  (t) => [
    uniqueIndex('links_guild_channel_server').on(t.guildId, t.channelId, t.serverId),
    index('links_server').on(t.serverId),
    // Routing groups (src/pipeline/3-dispatch/routing-groups-postgres.ts) follow links from a
    // channel to its servers.
    index('links_channel').on(t.channelId),
  ],
);

export const inbox = pgTable(
  'inbox',
  {
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    serverId: text('server_id'),
    createdAt: ms('created_at').notNull(),
    receivedAt: ms('received_at').notNull(),
    source: text('source').notNull(),
    raw: text('raw').notNull(),
    dispatchedAt: ms('dispatched_at'),
  },
  (t) => [
    // An event is stored once, by its own time and id (a repeat of an event carries both). The
    // time leads: the events of one batch then write one page of this key, not a page each (ids
    // are random UUIDs, so keyed by id alone every event wrote its own).
    uniqueIndex('inbox_event').on(t.createdAt, t.eventId),
    // Installation (and ping) events change state, applied in their order: stored once per id
    // whatever time a repeat might carry. They are few, so this index costs intake nothing.
    uniqueIndex('inbox_state_event').on(t.eventId).where(sql`${t.type} <> 'server.activity'`),
    // Only events waiting for the dispatcher, in its order: an event stored already handled (filed,
    // or feed history) never enters it, so storing one writes one index less.
    index('inbox_pending').on(t.createdAt).where(sql`${t.dispatchedAt} IS NULL`),
    index('inbox_received').on(t.receivedAt),
  ],
);

export const outbox = pgTable(
  'outbox',
  {
    // One row per event and channel: a busy host passes 2^31 of them within years, not decades.
    id: ms('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: text('event_id').notNull(),
    eventCreatedAt: ms('event_created_at'),
    // `json`, not `jsonb`: it keeps any text an event may carry (jsonb refuses \u0000).
    event: json('event').$type<Record<string, unknown>>(),
    linkId: integer('link_id')
      .notNull()
      .references(() => links.id, { onDelete: 'cascade' }),
    channelId: text('channel_id').notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ms('next_attempt_at').notNull().default(0),
    messageId: text('message_id'),
    createdAt: ms('created_at').notNull().default(now),
    sentAt: ms('sent_at'),
    nonce: text('nonce'),
    mentionRoleId: text('mention_role_id'),
    error: text('error'),
    silenceId: integer('silence_id'),
  },
  (t) => [
    uniqueIndex('outbox_event_link').on(t.eventId, t.linkId),
    index('outbox_channel_pending').on(t.channelId, t.state, t.id),
    index('outbox_state_created').on(t.state, t.createdAt),
  ],
);

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    nonce: text('nonce').primaryKey(),
    channelId: text('channel_id').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    createdAt: ms('created_at').notNull().default(now),
  },
  (t) => [index('outbox_messages_channel').on(t.channelId, t.createdAt)],
);

/** Twin of schema.ts `component_keys`. */
export const componentKeys = pgTable('component_keys', {
  id: id(),
  secret: text('secret').notNull(),
  createdAt: ms('created_at').notNull(),
});

export const kv = pgTable('kv', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: ms('updated_at').notNull().default(now),
});

export const installations = pgTable(
  'installations',
  {
    id: text('id').primaryKey(),
    serverId: text('server_id').notNull(),
    grantedScopes: list<string>('granted_scopes').notNull(),
    eventTypes: list<string>('event_types').notNull(),
    status: text('status').notNull(),
    deletedAt: ms('deleted_at'),
    updatedAt: ms('updated_at').notNull().default(now),
  },
  (t) => [index('installations_server').on(t.serverId)],
);

export const audit = pgTable(
  'audit',
  {
    id: id(),
    guildId: text('guild_id').notNull(),
    userId: text('user_id').notNull(),
    action: text('action').notNull(),
    serverId: text('server_id').notNull(),
    idempotencyKey: text('idempotency_key'),
    result: text('result').notNull(),
    errorCode: text('error_code'),
    requestId: text('request_id'),
    detail: text('detail'),
    createdAt: ms('created_at').notNull().default(now),
  },
  (t) => [
    index('audit_server_time').on(t.serverId, t.createdAt),
    // An idempotency key is recorded as accepted once: two instances completing it at once keep one.
    uniqueIndex('audit_key_accepted').on(t.idempotencyKey).where(sql`${t.result} = 'accepted'`),
  ],
);

export const claims = pgTable(
  'claims',
  {
    serverId: text('server_id').primaryKey(),
    guildId: text('guild_id').notNull(),
    claimedBy: text('claimed_by').notNull(),
    claimedAt: ms('claimed_at').notNull().default(now),
    how: text('how').notNull(),
  },
  (t) => [index('claims_guild').on(t.guildId)],
);

export const shares = pgTable(
  'shares',
  {
    id: id(),
    serverId: text('server_id').notNull(),
    ownerGuildId: text('owner_guild_id').notNull(),
    guildId: text('guild_id').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: ms('created_at').notNull().default(now),
    revokedAt: ms('revoked_at'),
    revokedBy: text('revoked_by'),
  },
  (t) => [
    uniqueIndex('shares_active').on(t.serverId, t.guildId).where(sql`${t.revokedAt} IS NULL`),
    index('shares_guild').on(t.guildId),
  ],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    hash: text('hash').primaryKey(),
    kind: text('kind').notNull(),
    serverId: text('server_id').notNull(),
    guildId: text('guild_id').notNull(),
    userId: text('user_id'),
    createdBy: text('created_by').notNull(),
    createdAt: ms('created_at').notNull().default(now),
    expiresAt: ms('expires_at').notNull(),
    usedAt: ms('used_at'),
  },
  (t) => [index('one_time_codes_server').on(t.serverId, t.kind)],
);

export const boards = pgTable(
  'boards',
  {
    id: id(),
    guildId: text('guild_id').notNull(),
    channelId: text('channel_id').notNull(),
    createdBy: text('created_by').notNull(),
    messageIds: list<string>('message_ids').notNull().default([]),
    hashes: list<string>('hashes').notNull().default([]),
    retiredMessageIds: list<string>('retired_message_ids').notNull().default([]),
    generation: integer('generation').notNull().default(0),
    state: text('state').notNull().default('active'),
    stateReason: text('state_reason'),
    createdAt: ms('created_at').notNull().default(now),
  },
  (t) => [uniqueIndex('boards_guild_channel').on(t.guildId, t.channelId)],
);

export const publishedBoards = pgTable(
  'published_boards',
  {
    boardId: integer('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    slugHash: text('slug_hash').notNull(),
    showNames: integer('show_names').notNull().default(0),
    publishedBy: text('published_by').notNull(),
    publishedAt: ms('published_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.boardId] }), uniqueIndex('published_boards_slug_hash').on(t.slugHash)],
);

export const watchedServers = pgTable('watched_servers', {
  serverId: text('server_id').primaryKey(),
  state: text('state').notNull(),
  stateSince: ms('state_since').notNull(),
  upSince: ms('up_since'),
  downSince: ms('down_since'),
  observedAt: ms('observed_at').notNull(),
  name: text('name'),
});

export const incidents = pgTable(
  'incidents',
  {
    id: id(),
    serverId: text('server_id').notNull(),
    kind: text('kind').notNull(),
    downSince: ms('down_since').notNull(),
    openedAt: ms('opened_at'),
    closedAt: ms('closed_at'),
    durationMs: ms('duration_ms'),
    serverName: text('server_name'),
    lastActivityTitle: text('last_activity_title'),
    acknowledgedBy: text('acknowledged_by'),
    acknowledgedAt: ms('acknowledged_at'),
  },
  (t) => [
    index('incidents_server').on(t.serverId, t.closedAt),
    uniqueIndex('incidents_one_open')
      .on(t.serverId)
      .where(sql`${t.kind} = 'incident' and ${t.closedAt} is null`),
    uniqueIndex('incidents_one_open_unresponsive')
      .on(t.serverId)
      .where(sql`${t.kind} = 'unresponsive' and ${t.closedAt} is null`),
  ],
);

export const incidentAlerts = pgTable(
  'incident_alerts',
  {
    id: id(),
    incidentId: integer('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    channelId: text('channel_id').notNull(),
    mentionRoleId: text('mention_role_id'),
    messageId: text('message_id'),
    shown: text('shown').notNull().default('none'),
    failure: text('failure'),
    silenceId: integer('silence_id'),
  },
  (t) => [uniqueIndex('incident_alerts_incident_channel').on(t.incidentId, t.channelId)],
);

export const restartSchedules = pgTable(
  'restart_schedules',
  {
    id: id(),
    guildId: text('guild_id').notNull(),
    serverId: text('server_id').notNull(),
    time: text('time').notNull(),
    timeZone: text('time_zone').notNull(),
    days: list<number>('days').notNull().default([]),
    createdBy: text('created_by').notNull(),
    createdAt: ms('created_at').notNull().default(now),
  },
  (t) => [index('restart_schedules_guild').on(t.guildId)],
);

export const restartRuns = pgTable(
  'restart_runs',
  {
    id: id(),
    runKey: text('run_key').notNull(),
    guildId: text('guild_id').notNull(),
    serverId: text('server_id').notNull(),
    scheduleId: integer('schedule_id'),
    requestedBy: text('requested_by').notNull(),
    message: text('message'),
    delayMs: ms('delay_ms'),
    runAt: ms('run_at').notNull(),
    state: text('state').notNull(),
    nextOffset: integer('next_offset').notNull(),
    nextStepAt: ms('next_step_at').notNull(),
    announced: integer('announced').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: ms('lease_until'),
    outcome: text('outcome'),
    createdAt: ms('created_at').notNull().default(now),
    finishedAt: ms('finished_at'),
  },
  (t) => [
    uniqueIndex('restart_runs_key').on(t.runKey),
    index('restart_runs_due').on(t.state, t.nextStepAt),
    index('restart_runs_server').on(t.serverId, t.state),
    index('restart_runs_schedule').on(t.scheduleId, t.state),
  ],
);

/** Seconds since the epoch pass 2^31 in 2038, and a busy interval's traffic can pass 2 GiB: bigint. */
export const historyServers = pgTable('history_servers', {
  id: id(),
  serverId: text('server_id').notNull().unique('history_servers_server'),
});

export const historySamples = pgTable(
  'history_samples',
  {
    serverKey: integer('server_key').notNull(),
    at: ms('at').notNull(),
    state: integer('state').notNull(),
    cpuTenths: integer('cpu_tenths'),
    memoryKib: ms('memory_kib'),
    diskKib: ms('disk_kib'),
    rxBytes: ms('rx_bytes'),
    txBytes: ms('tx_bytes'),
    memoryMb: integer('memory_mb'),
    playersOnline: integer('players_online'),
    playersMax: integer('players_max'),
  },
  (t) => [primaryKey({ name: 'history_samples_pk', columns: [t.serverKey, t.at] })],
);

export const historyRollups = pgTable(
  'history_rollups',
  {
    serverKey: integer('server_key').notNull(),
    bucket: ms('bucket').notNull(),
    cpuMinTenths: integer('cpu_min_tenths'),
    cpuAvgTenths: integer('cpu_avg_tenths'),
    cpuMaxTenths: integer('cpu_max_tenths'),
    memoryMinKib: ms('memory_min_kib'),
    memoryAvgKib: ms('memory_avg_kib'),
    memoryMaxKib: ms('memory_max_kib'),
    memoryMb: integer('memory_mb'),
    playersMin: integer('players_min'),
    playersAvg: integer('players_avg'),
    playersMax: integer('players_max'),
    playersCapacity: integer('players_capacity'),
    upMs: integer('up_ms').notNull(),
    observedMs: integer('observed_ms').notNull(),
  },
  (t) => [primaryKey({ name: 'history_rollups_pk', columns: [t.serverKey, t.bucket] })],
);

export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  until: ms('until').notNull(),
  /** What the holder publishes with it: an instance's wanted budget rates (src/leases/budget-share.ts). */
  note: text('note'),
});

export const budgetSlots = pgTable('budget_slots', {
  name: text('name').primaryKey(),
  nextAt: ms('next_at').notNull(),
});

export const pages = pgTable(
  'pages',
  {
    id: text('id').primaryKey(),
    guildId: text('guild_id').notNull(),
    serverId: text('server_id').notNull(),
    cursors: list<string | null>('cursors').notNull(),
    usedAt: ms('used_at').notNull(),
  },
  (t) => [index('pages_used').on(t.usedAt)],
);

export const cooldowns = pgTable('cooldowns', {
  key: text('key').primaryKey(),
  until: ms('until').notNull(),
  origin: text('origin'),
});

export const gameQuerySettings = pgTable('game_query_settings', {
  serverId: text('server_id').primaryKey(),
  mode: text('mode').notNull(),
  gameId: text('game_id'),
  port: integer('port'),
  updatedBy: text('updated_by').notNull(),
  updatedAt: ms('updated_at').notNull(),
});

export const gameStatus = pgTable('game_status', {
  serverId: text('server_id').primaryKey(),
  state: text('state').notNull(),
  gameId: text('game_id'),
  port: integer('port'),
  checkedAt: ms('checked_at').notNull(),
  answeredAt: ms('answered_at'),
  failures: integer('failures').notNull().default(0),
  error: text('error'),
  answer: jsonb('answer').$type<StoredGameAnswer>(),
});

export const guildLanguages = pgTable('guild_languages', {
  guildId: text('guild_id').primaryKey(),
  locale: text('locale').notNull(),
  setBy: text('set_by').notNull(),
  updatedAt: ms('updated_at').notNull().default(now),
});

export const silences = pgTable(
  'silences',
  {
    id: id(),
    guildId: text('guild_id').notNull(),
    channelId: text('channel_id').notNull(),
    serverId: text('server_id').notNull(),
    until: ms('until'),
    incidentId: integer('incident_id'),
    createdBy: text('created_by').notNull(),
    createdAt: ms('created_at').notNull(),
    endedAt: ms('ended_at'),
    endedBy: text('ended_by'),
  },
  (t) => [
    index('silences_channel_server').on(t.channelId, t.serverId),
    index('silences_guild').on(t.guildId),
  ],
);
