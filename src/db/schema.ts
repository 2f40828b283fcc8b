import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { big, EMPTY_LIST, id, list, ms, now, verbatimJson } from './schema-columns.js';

/**
 * The source of truth for the database, both of them: `npm run db:generate` turns changes here into
 * SQL in `migrations/sqlite` and, through `schema-postgres.ts` (which builds each PostgreSQL table
 * from the one here), in `migrations/postgres`. Times are Unix milliseconds. Columns are written in
 * the kinds of `schema-columns.ts` (`ms`, `big`, `id`, `list`, …), which say what PostgreSQL stores
 * differently.
 */

/** A server linked to a channel of a guild: commands of that guild may reach it, alerts go there. */
export const links = sqliteTable(
  'links',
  {
    id: id(),
    guildId: text('guild_id').notNull(),
    channelId: text('channel_id').notNull(),
    serverId: text('server_id').notNull(),
    /** Filters: JSON arrays of lower-case values to include; empty means all. */
    categories: list<string>('categories').notNull().default(EMPTY_LIST),
    types: list<string>('types').notNull().default(EMPTY_LIST),
    severities: list<string>('severities').notNull().default(EMPTY_LIST),
    mentionRoleId: text('mention_role_id'),
    mentionSeverities: list<string>('mention_severities').notNull().default(EMPTY_LIST),
    /** active | inactive (installation removed) | broken (channel refused our messages) */
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

/** Every event received, by webhook or feed; the event id as primary key makes redelivery harmless. */
export const inbox = sqliteTable(
  'inbox',
  {
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    serverId: text('server_id'),
    /** The event's own `createdAt`, parsed, for ordering (the provider does not guarantee order). */
    createdAt: ms('created_at').notNull(),
    receivedAt: ms('received_at').notNull(),
    /** webhook | feed */
    source: text('source').notNull(),
    raw: text('raw').notNull(),
    /** Set when routed to the outbox, or when stored as history on the first feed sync. */
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

/** One row per event and link: what must be posted, and whether it was. */
export const outbox = sqliteTable(
  'outbox',
  {
    // One row per event and channel: a busy host passes 2^31 of them within years, not decades.
    id: big('id').primaryKey({ autoIncrement: true }),
    // No foreign key to the inbox: inbox rows are pruned after 14 days, sent rows here after 30.
    eventId: text('event_id').notNull(),
    /** The event's `createdAt`: the order alerts are posted in, and how late one is. */
    eventCreatedAt: ms('event_created_at'),
    /**
     * The event as the dispatcher parsed it (an alert's event, src/pipeline/5-send/render/types.ts):
     * the sender renders from it and never reads the inbox. Cleared once the row is sent; null also
     * for a row queued before this column whose inbox row was already pruned then (it is parked).
     */
    event: verbatimJson<Record<string, unknown>>('event'),
    linkId: integer('link_id')
      .notNull()
      .references(() => links.id, { onDelete: 'cascade' }),
    channelId: text('channel_id').notNull(),
    /** pending | sent | parked */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ms('next_attempt_at').notNull().default(0),
    messageId: text('message_id'),
    createdAt: ms('created_at').notNull().default(now),
    sentAt: ms('sent_at'),
    /** The prepared message (`outbox_messages`) this row is part of, once it has one. */
    nonce: text('nonce'),
    /** The role to mention for this event, decided by the link's filters when it was dispatched. */
    mentionRoleId: text('mention_role_id'),
    /** Why the last attempt failed, or why the row was parked. */
    error: text('error'),
    /**
     * The silence (`silences`) that held this row: state `held` while it lasts, then `pending`
     * again with this id kept, so the held rows are posted as one summary.
     */
    silenceId: integer('silence_id'),
  },
  (t) => [
    uniqueIndex('outbox_event_link').on(t.eventId, t.linkId),
    index('outbox_channel_pending').on(t.channelId, t.state, t.id),
    // Backlog and retention queries (health check, pruning) without scanning every sent row.
    index('outbox_state_created').on(t.state, t.createdAt),
  ],
);

/**
 * A message prepared for a channel: rendered once and stored with its nonce before the first attempt,
 * so every retry (also after a crash) sends the same body for the same outbox rows.
 */
export const outboxMessages = sqliteTable(
  'outbox_messages',
  {
    nonce: text('nonce').primaryKey(),
    channelId: text('channel_id').notNull(),
    body: text('body', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    createdAt: ms('created_at').notNull().default(now),
  },
  (t) => [index('outbox_messages_channel').on(t.channelId, t.createdAt)],
);

/**
 * Keys of the MAC every component custom id carries (src/discord/component-id.ts): the newest row is
 * current, the one before it stays valid for 24 h after the newest was made (`npm run keys:rotate`).
 */
export const componentKeys = sqliteTable('component_keys', {
  id: id(),
  /** 32 random bytes, base64. */
  secret: text('secret').notNull(),
  createdAt: ms('created_at').notNull(),
});

/** Small durable values: the feed cursor, the hash of the last command registration. */
export const kv = sqliteTable('kv', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: ms('updated_at').notNull().default(now),
});

/** The bot's installations as last seen (feed, webhook or GET /installations). */
export const installations = sqliteTable(
  'installations',
  {
    id: text('id').primaryKey(),
    serverId: text('server_id').notNull(),
    grantedScopes: list<string>('granted_scopes').notNull(),
    eventTypes: list<string>('event_types').notNull(),
    status: text('status').notNull(),
    /** Set when an installation.deleted event arrived. */
    deletedAt: ms('deleted_at'),
    updatedAt: ms('updated_at').notNull().default(now),
  },
  (t) => [index('installations_server').on(t.serverId)],
);

/** Who did what through the bot: the provider only records that "bot" acted. */
export const audit = sqliteTable(
  'audit',
  {
    id: id(),
    guildId: text('guild_id').notNull(),
    userId: text('user_id').notNull(),
    action: text('action').notNull(),
    serverId: text('server_id').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** pending (written before the provider is called) | accepted | error */
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

/**
 * Which guild owns a server: its first link claimed it. A server has at most one owner (the primary
 * key), so two guilds claiming at once end with exactly one of them.
 */
export const claims = sqliteTable(
  'claims',
  {
    serverId: text('server_id').primaryKey(),
    guildId: text('guild_id').notNull(),
    /** The member whose link (or proof) claimed it; `migration` for claims made from older links. */
    claimedBy: text('claimed_by').notNull(),
    claimedAt: ms('claimed_at').notNull().default(now),
    /** trusted (a trusted guild linked it) | proof (code in the server's name) | migration */
    how: text('how').notNull(),
  },
  (t) => [index('claims_guild').on(t.guildId)],
);

/** The owner's consent for another guild to use a server; revoked shares stay for the record. */
export const shares = sqliteTable(
  'shares',
  {
    id: id(),
    serverId: text('server_id').notNull(),
    /** The guild that owned the server when it shared it; a share counts only while it still does. */
    ownerGuildId: text('owner_guild_id').notNull(),
    guildId: text('guild_id').notNull(),
    /** The owner's member who made the share code; `migration` for shares made from older links. */
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

/**
 * One-time codes: proof codes (put into the server's name to claim it) and share codes (given to
 * another guild). Only the SHA-256 of a code is stored, so the table cannot be used to redeem one.
 */
export const oneTimeCodes = sqliteTable(
  'one_time_codes',
  {
    hash: text('hash').primaryKey(),
    /** proof | share */
    kind: text('kind').notNull(),
    serverId: text('server_id').notNull(),
    /** The guild it was made in: the claiming guild (proof) or the owner (share). */
    guildId: text('guild_id').notNull(),
    /** The member it was made for; proof codes only work for them. */
    userId: text('user_id'),
    createdBy: text('created_by').notNull(),
    createdAt: ms('created_at').notNull().default(now),
    expiresAt: ms('expires_at').notNull(),
    usedAt: ms('used_at'),
  },
  (t) => [index('one_time_codes_server').on(t.serverId, t.kind)],
);

/**
 * A status board: one or more messages in a channel that show every server linked in the guild.
 * Its message ids are kept in order, with a hash of what each last showed, so a restart edits the
 * same messages and an unchanged rendering sends nothing.
 */
export const boards = sqliteTable(
  'boards',
  {
    id: id(),
    guildId: text('guild_id').notNull(),
    channelId: text('channel_id').notNull(),
    createdBy: text('created_by').notNull(),
    messageIds: list<string>('message_ids').notNull().default(EMPTY_LIST),
    hashes: list<string>('hashes').notNull().default(EMPTY_LIST),
    /** Messages of an earlier posting, deleted once the board was posted anew. */
    retiredMessageIds: list<string>('retired_message_ids').notNull().default(EMPTY_LIST),
    /** Counts re-posts; the nonce of each posted message derives from it. */
    generation: integer('generation').notNull().default(0),
    /** active | broken (Discord refused the channel: nothing is tried until `/board create` again) */
    state: text('state').notNull().default('active'),
    stateReason: text('state_reason'),
    createdAt: ms('created_at').notNull().default(now),
  },
  (t) => [uniqueIndex('boards_guild_channel').on(t.guildId, t.channelId)],
);

/**
 * A board whose status page is public (`/board publish`), at `PUBLIC_URL/s/<slug>`. The slug (16
 * random bytes, base64url) is kept for the board's link button; pages are looked up by its SHA-256
 * (`slug_hash`), so the index lookup compares hashes of what a visitor typed, never the secret itself.
 * Unpublishing deletes the row: an old slug is then exactly as unknown as one never made.
 */
export const publishedBoards = sqliteTable(
  'published_boards',
  {
    boardId: integer('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    slugHash: text('slug_hash').notNull(),
    /** 1 when the admin chose `names:true`: the page lists the names of players online. */
    showNames: integer('show_names').notNull().default(0),
    publishedBy: text('published_by').notNull(),
    publishedAt: ms('published_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.boardId] }), uniqueIndex('published_boards_slug_hash').on(t.slugHash)],
);

/** What the refresh loop last saw of each watched server, so incidents and boards survive a restart. */
export const watchedServers = sqliteTable('watched_servers', {
  serverId: text('server_id').primaryKey(),
  /** up | starting | stopping | down | unknown */
  state: text('state').notNull(),
  /** Since when the server is in this state (as far as hostcord saw). */
  stateSince: ms('state_since').notNull(),
  /** When it started, from the panel's uptime; kept steady so the board does not change every refresh. */
  upSince: ms('up_since'),
  /** When it was first seen down after being up; cleared once it is up again. */
  downSince: ms('down_since'),
  observedAt: ms('observed_at').notNull(),
  /** Its name as last read: a board shows it while the provider cannot be asked (refused, down). */
  name: text('name'),
});

/**
 * A server that was up and went down: an `incident` when it stayed down past the grace period
 * (with an alert per linked channel), a `restart` when it came back within it.
 */
export const incidents = sqliteTable(
  'incidents',
  {
    id: id(),
    serverId: text('server_id').notNull(),
    /** incident (down) | unresponsive (running, but the game does not answer) | restart */
    kind: text('kind').notNull(),
    /** When the server was first seen down. */
    downSince: ms('down_since').notNull(),
    /** When the grace period ran out and the incident was opened (null for a restart). */
    openedAt: ms('opened_at'),
    closedAt: ms('closed_at'),
    durationMs: ms('duration_ms'),
    /** The server's name when it opened, for the alert. */
    serverName: text('server_name'),
    /** The title of the server's newest activity entry when it opened: what happened just before. */
    lastActivityTitle: text('last_activity_title'),
    /** Who pressed Acknowledge ("on it"), and when; null until someone did. */
    acknowledgedBy: text('acknowledged_by'),
    acknowledgedAt: ms('acknowledged_at'),
  },
  (t) => [
    index('incidents_server').on(t.serverId, t.closedAt),
    // A server has one open incident at most: two instances opening it at once store one.
    uniqueIndex('incidents_one_open')
      .on(t.serverId)
      .where(sql`${t.kind} = 'incident' and ${t.closedAt} is null`),
    // And one open "not answering" incident: the game's own, beside a down incident's rule.
    uniqueIndex('incidents_one_open_unresponsive')
      .on(t.serverId)
      .where(sql`${t.kind} = 'unresponsive' and ${t.closedAt} is null`),
  ],
);

/** The alert an incident posted in one channel; edited in place when the incident closes. */
export const incidentAlerts = sqliteTable(
  'incident_alerts',
  {
    id: id(),
    incidentId: integer('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    channelId: text('channel_id').notNull(),
    mentionRoleId: text('mention_role_id'),
    messageId: text('message_id'),
    /** What the message shows: none (not posted yet) | held (by a silence) | closed | open, or open with `+ack`/`+restart` */
    shown: text('shown').notNull().default('none'),
    /** Why hostcord stopped trying (channel refused, message deleted); null while it tries. */
    failure: text('failure'),
    /**
     * The silence (`silences`) that held the message while it ran (state `held`); kept after its
     * summary named the incident.
     */
    silenceId: integer('silence_id'),
  },
  (t) => [uniqueIndex('incident_alerts_incident_channel').on(t.incidentId, t.channelId)],
);

/**
 * A recurring restart of a guild's server: at `time` (HH:MM) in `timeZone` (IANA), every day or on
 * the given weekdays. Its next run is always a row of `restart_runs`, made when the schedule is
 * created and again when a run ends.
 */
export const restartSchedules = sqliteTable(
  'restart_schedules',
  {
    id: id(),
    guildId: text('guild_id').notNull(),
    serverId: text('server_id').notNull(),
    /** `HH:MM`, 24-hour clock, in `timeZone`. */
    time: text('time').notNull(),
    timeZone: text('time_zone').notNull(),
    /** Weekdays, 0 = Sunday … 6 = Saturday; empty means every day. */
    days: list<number>('days').notNull().default(EMPTY_LIST),
    createdBy: text('created_by').notNull(),
    createdAt: ms('created_at').notNull().default(now),
  },
  (t) => [index('restart_schedules_guild').on(t.guildId)],
);

/**
 * One restart with its in-game countdown, one-off (`/restart in:`) or a schedule's next run, stored
 * with its next step so a countdown resumes after a restart of hostcord. Every step is taken with a
 * conditional update of `next_offset` / `state`, so of two processes sharing the file only one acts.
 */
export const restartRuns = sqliteTable(
  'restart_runs',
  {
    id: id(),
    /**
     * What the provider's idempotency keys are derived from: the asking interaction's id (one-off),
     * or `schedule:<id>:<run time>`. Unique, so a run is made once however often it is asked for.
     */
    runKey: text('run_key').notNull(),
    guildId: text('guild_id').notNull(),
    serverId: text('server_id').notNull(),
    scheduleId: integer('schedule_id'),
    /** The member who asked (one-off) or who made the schedule. */
    requestedBy: text('requested_by').notNull(),
    /** Added to every announcement (checked as console input when asked). */
    message: text('message'),
    /** One-off only: the delay asked for, counted from the confirmation. */
    delayMs: ms('delay_ms'),
    runAt: ms('run_at').notNull(),
    /**
     * asked (waiting for Confirm) | pending | restarting (the power request is being sent) | done |
     * failed | cancelled | skipped
     */
    state: text('state').notNull(),
    /** Seconds before `run_at` of the next step; 0 is the restart itself. */
    nextOffset: integer('next_offset').notNull(),
    /** When the next step is due (the restart's retry may be later than `run_at`). */
    nextStepAt: ms('next_step_at').notNull(),
    /** Announcements made in game so far. */
    announced: integer('announced').notNull().default(0),
    /** Power requests sent (at most two: a retry when the outcome of the first is unknown). */
    attempts: integer('attempts').notNull().default(0),
    /** A process sending the restart holds it until then; after that another may take it over. */
    leaseUntil: ms('lease_until'),
    /** How it ended: the provider's job id, or why it failed, was skipped or cancelled. */
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

/**
 * History: a small integer key per server, so the many sample and rollup rows do not each repeat
 * the provider's server id. Rows stay when a server is unlinked: a server linked again keeps its key.
 */
export const historyServers = sqliteTable('history_servers', {
  id: id(),
  serverId: text('server_id').notNull().unique('history_servers_server'),
});

/**
 * One row per linked server per refresh, kept 48 hours. Compact on purpose (about 1,440 rows per
 * server per day at the default refresh): times in seconds since the epoch (UTC), CPU in tenths of a
 * percent, memory and disk in KiB; null where the refresh did not read it (`big`: seconds since the
 * epoch pass 2^31 in 2038, and a busy interval's bytes 2 GiB). WITHOUT ROWID in SQLite
 * (added by hand to migrations/sqlite/0006_history.sql): a row is stored once, in its key's b-tree.
 */
export const historySamples = sqliteTable(
  'history_samples',
  {
    serverKey: integer('server_key').notNull(),
    /** When the refresh that read it started, in seconds since the epoch (UTC). */
    at: big('at').notNull(),
    /** 0 unknown · 1 up · 2 starting · 3 stopping · 4 down (src/history/state-codes.ts) */
    state: integer('state').notNull(),
    cpuTenths: integer('cpu_tenths'),
    memoryKib: big('memory_kib'),
    diskKib: big('disk_kib'),
    /** Bytes since the previous sample; null after a gap (the rate would be spread over it). */
    rxBytes: big('rx_bytes'),
    txBytes: big('tx_bytes'),
    /** The server's memory allocation (Server.memoryMb) when the refresh listed it. */
    memoryMb: integer('memory_mb'),
    /** Players online and the game's maximum, when the game answered its query this refresh. */
    playersOnline: integer('players_online'),
    playersMax: integer('players_max'),
  },
  (t) => [primaryKey({ name: 'history_samples_pk', columns: [t.serverKey, t.at] })],
);

/**
 * One row per server per 15 minutes of observation, kept 90 days: made from the raw samples once
 * no later sample can change them. `up_ms` / `observed_ms` give uptime; the rest draws the lines.
 */
export const historyRollups = sqliteTable(
  'history_rollups',
  {
    serverKey: integer('server_key').notNull(),
    /** Start of the 15 minutes, in seconds since the epoch (UTC). */
    bucket: big('bucket').notNull(),
    cpuMinTenths: integer('cpu_min_tenths'),
    cpuAvgTenths: integer('cpu_avg_tenths'),
    cpuMaxTenths: integer('cpu_max_tenths'),
    memoryMinKib: big('memory_min_kib'),
    memoryAvgKib: big('memory_avg_kib'),
    memoryMaxKib: big('memory_max_kib'),
    /** The largest allocation seen in the bucket. */
    memoryMb: integer('memory_mb'),
    /** Players online (min / mean / max of the answers in the bucket) and the largest maximum told. */
    playersMin: integer('players_min'),
    playersAvg: integer('players_avg'),
    playersMax: integer('players_max'),
    playersCapacity: integer('players_capacity'),
    upMs: integer('up_ms').notNull(),
    /** Time with a known state (up, starting, stopping, down); the rest of the 15 minutes is no data. */
    observedMs: integer('observed_ms').notNull(),
  },
  (t) => [primaryKey({ name: 'history_rollups_pk', columns: [t.serverKey, t.bucket] })],
);

/**
 * Periodic work that must run in one process at a time (the feed poller, the board refresh, …):
 * `holder` (an instance id, `hostname:pid:random`) runs it until `until` (ms since the epoch),
 * renewing before then; an expired row is anyone's to take (src/db/leases.ts).
 */
export const leases = sqliteTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  until: ms('until').notNull(),
  /** What the holder publishes with it: an instance's wanted budget rates (src/leases/budget-share.ts). */
  note: text('note'),
});

/**
 * A request budget several instances share (Discord's 50 requests/s: src/discord/shared-budget.ts):
 * `next_at` (ms since the epoch) is when the next free slot of the budget starts. Taking n slots
 * moves it n spacings on; slots are times, not held tokens, so a dead instance holds nothing once
 * its slots have passed (src/db/budget-slots.ts).
 */
export const budgetSlots = sqliteTable('budget_slots', {
  name: text('name').primaryKey(),
  nextAt: ms('next_at').notNull(),
});

/**
 * Paged lists shown in Discord (`/activity`, `/deployments`, `/backup list`): the provider's cursors
 * are opaque and may be long, while a button's custom id holds 100 characters, so the buttons carry
 * only the view's id (the command interaction's) and a page number. Kept here rather than in
 * memory so Older/Newer keep working after a restart, and on any instance (src/db/pages.ts).
 */
export const pages = sqliteTable(
  'pages',
  {
    id: text('id').primaryKey(),
    guildId: text('guild_id').notNull(),
    serverId: text('server_id').notNull(),
    /** `cursors[n]` fetches page n: null for the first page, then each page's `nextCursor`. */
    cursors: list<string | null>('cursors').notNull(),
    usedAt: ms('used_at').notNull(),
  },
  (t) => [index('pages_used').on(t.usedAt)],
);

/**
 * Per-member power cooldowns (src/db/cooldowns.ts): a double click or a nervous repeat never queues
 * two actions, also across a restart and across instances. `origin` is the interaction that started
 * it: pressing the same question's button again (a replay under the same idempotency key) passes.
 */
export const cooldowns = sqliteTable('cooldowns', {
  key: text('key').primaryKey(),
  until: ms('until').notNull(),
  origin: text('origin'),
});

/**
 * How an admin set a server's game query (`/gamequery set|off`); no row means detected from the
 * provider's game (`/gamequery auto` deletes the row). The host is never stored: it is always the
 * provider's address host.
 */
export const gameQuerySettings = sqliteTable('game_query_settings', {
  serverId: text('server_id').primaryKey(),
  /** set (game and maybe port) | off (nothing is sent to the game) */
  mode: text('mode').notNull(),
  /** A gamedig game id. */
  gameId: text('game_id'),
  /** The query port; null: the game's rule applied to the address port. */
  port: integer('port'),
  updatedBy: text('updated_by').notNull(),
  updatedAt: ms('updated_at').notNull(),
});

/**
 * What each linked server's game last said, written by the instance that queries (the `watch`
 * holder) after every cycle, so any instance answers `/players` from it and a new holder knows
 * when a game last answered.
 */
export const gameStatus = sqliteTable('game_status', {
  serverId: text('server_id').primaryKey(),
  /** answering | not-answering | no-address | unknown-game | not-queryable | off */
  state: text('state').notNull(),
  gameId: text('game_id'),
  port: integer('port'),
  checkedAt: ms('checked_at').notNull(),
  /** When the game last answered; kept while it does not. */
  answeredAt: ms('answered_at'),
  /** Failed queries in a row. */
  failures: integer('failures').notNull().default(0),
  /** Why the last query got no answer (a sentence part), null when it answered. */
  error: text('error'),
  /** The last answer (src/game-query/answer.ts), kept while the game does not answer. */
  answer: text('answer', { mode: 'json' }).$type<StoredGameAnswer>(),
});

/** A game's answer as stored (src/game-query/answer.ts makes it from gamedig's result). */
export interface StoredGameAnswer {
  online: number;
  max: number;
  /** Player names the game told (not every game does), at most 100, each at most 32 characters. */
  names: string[];
  map: string | null;
  version: string | null;
  /** The name the game gives itself (MOTD, server name). */
  title: string | null;
  latencyMs: number;
}

/**
 * The language a guild chose with `/language` (a locale code of src/i18n/locale.ts). No row: the
 * guild's Discord language (`preferred_locale`) when hostcord speaks it, else English.
 */
export const guildLanguages = sqliteTable('guild_languages', {
  guildId: text('guild_id').primaryKey(),
  locale: text('locale').notNull(),
  setBy: text('set_by').notNull(),
  updatedAt: ms('updated_at').notNull().default(now),
});

/**
 * Alerts of a server held in one channel (the Silence select of an alert): until `until`, or with
 * `until` null until incident `incidentId` closes; `endedAt` when it ended early (Unsilence, the
 * incident closed). Rows held meanwhile are posted as one summary once it ends.
 */
export const silences = sqliteTable(
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
