import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { type Text, text } from './i18n/catalogue.js';

/**
 * The only reader of the environment. Every variable of the README's environment table is parsed
 * and validated here; the rest of the code receives a typed `Config`.
 */

export type EventSource = 'webhook' | 'poll' | 'both';

export interface Config {
  discordToken: string;
  discordApiUrl: string;
  discordGuildId: string | undefined;
  hostingApiUrl: string;
  hostingToken: string;
  hostingTokenKind: 'bot' | 'personal';
  webhookSecret: string | undefined;
  eventSource: EventSource;
  pollIntervalSeconds: number;
  httpHost: string;
  httpPort: number;
  databasePath: string;
  /** A PostgreSQL connection URL; selects PostgreSQL over `databasePath` (refused at start for now). */
  databaseUrl: string | undefined;
  allowedGuildIds: string[] | undefined;
  logLevel: LogLevel;
  /** LOG_FORMAT; unset: pretty on a terminal, JSON otherwise (decided where the output is known). */
  logFormat: LogFormat | undefined;
  /** Audit rows older than this many days are pruned. */
  auditRetentionDays: number;
  /** Pause between two refreshes of what the status boards show (and incidents watch). */
  boardRefreshSeconds: number;
  /**
   * Calls to the provider per second, all instances together (src/hosting/budget.ts): each
   * instance takes its share of it (src/leases/budget-share.ts).
   */
  providerCallsPerSecond: number;
  /** Game queries per second, all instances together, shared the same way (src/game-query/game-watch.ts). */
  gameQueriesPerSecond: number;
  /** How long a server that was up may stay down before it counts as an incident. */
  incidentGraceSeconds: number;
  /** GAME_QUERY: ask each linked server's game for its players (off: no socket to any game). */
  gameQuery: boolean;
  /**
   * PUBLIC_URL: the address people reach hostcord at (no trailing slash); a published board's status
   * page is `${publicUrl}/s/<slug>`. Unset: nothing can be published.
   */
  publicUrl: string | undefined;
  /** The gateway shards this instance logs in (SHARD_COUNT, SHARD_IDS). */
  shards: ShardPlan;
  /**
   * Shards are leased (docs/several-instances.md): on PostgreSQL without SHARD_IDS, the instances
   * share the shards and take over those of one that died. SHARD_IDS keeps a fixed assignment; on
   * SQLite the one instance runs every shard.
   */
  shardsLeased: boolean;
  /** Things that work but deserve the operator's attention; logged at start. */
  warnings: ConfigWarning[];
}

/**
 * A short line for the log, and the details that make it actionable (a field of that line); `said`
 * is both for the doctor, in the reader's language.
 */
export interface ConfigWarning {
  message: string;
  fix: string;
  said: Text;
}

/**
 * `auto`: one instance asks Discord how many shards to run and runs them all. A number: the bot's
 * shards in total, and the ids of those this instance runs (all of them unless SHARD_IDS says).
 */
export type ShardPlan = { count: 'auto' } | { count: number; ids: number[] };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const LOG_FORMATS = ['pretty', 'json'] as const;

/**
 * PROVIDER_CALLS_PER_SECOND's default: the provider publishes no rate (spec, Limits). 50 a second
 * hold a full refresh of 2,700 linked servers every 60 s (a call each, and one per 100 listed)
 * with a tenth left for members and planned restarts; larger fleets ask their provider and raise it.
 */
export const DEFAULT_PROVIDER_CALLS_PER_SECOND = 50;

/**
 * GAME_QUERIES_PER_SECOND's default. A game query costs the provider nothing; it is a socket and
 * an answer to parse on this host. bench:players asked 500 games in 0.5–0.7 s with the event loop's
 * delay p99 under 40 ms; 100 a second is a seventh of that pace and asks 6,000 games every 60 s.
 */
export const DEFAULT_GAME_QUERIES_PER_SECOND = 100;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Thrown with one line per problem: variable, what is wrong, an example of a right value. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** What the process prints when it cannot start: a heading, then one line per problem, in this order. */
export function problemsReport(err: ConfigError): string {
  const n = err.problems.length;
  const lines = err.problems.map((p) => `  - ${p}\n`).join('');
  return `hostcord cannot start: ${n} configuration problem${n === 1 ? '' : 's'} (see .env.example):\n${lines}`;
}

const SNOWFLAKE = /^\d{17,20}$/;

/** An unset variable and an empty one mean the same (compose files often write `VAR=`). */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const optional = <T>(schema: z.ZodType<T, string>) => z.preprocess(blankToUndefined, schema.optional());

const required = <T>(schema: z.ZodType<T, string>, missing: string) =>
  z.preprocess(blankToUndefined, z.string({ error: missing }).pipe(schema));

/**
 * A base address that paths are appended to: http(s), and nothing a path could not follow. A query
 * or fragment would swallow the appended path, and credentials would travel into logs and
 * `/healthz` (the token is the only credential). Messages never repeat the value.
 */
const httpUrl = (name: string, example: string, pathProblem: (path: string) => string | undefined) =>
  z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      const problem = baseUrlProblem(v) ?? pathProblem(new URL(v).pathname.replace(/\/+$/, ''));
      if (problem) ctx.addIssue({ code: 'custom', message: `${name} ${problem}, e.g. ${example}` });
    })
    .transform((v) => v.replace(/\/+$/, ''));

function baseUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an http(s) URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http(s) URL';
  if (url.username !== '' || url.password !== '') {
    return 'must not contain a user name or password (remove the part before @; hostcord sends only its token)';
  }
  // Checked on the text: `?` or `#` with nothing after is dropped by URL parsing but still breaks paths.
  if (value.includes('?')) return 'must not contain a query (?…): hostcord appends paths to it';
  if (value.includes('#')) return 'must not contain a fragment (#…): hostcord appends paths to it';
  return undefined;
}

/**
 * hostcord appends `/api/developer/v1` (spec: every path starts with it); an address copied from
 * the spec or a browser often carries it already, and the feed then answers "Not found".
 */
function hostingPathProblem(path: string): string | undefined {
  const pasted = /\/api(\/developer(?:\/.*)?)?$/i.exec(path);
  if (!pasted) return undefined;
  const part = pasted[1] ? '/api/developer/v1 and anything after it' : 'the /api at its end';
  return `must be the provider's address without the API path: remove ${part} (hostcord adds /api/developer/v1 itself)`;
}

/** discord.js appends `/v10/…` to Discord's REST base, which ends in `/api`. */
function discordPathProblem(path: string): string | undefined {
  if (/\/api$/i.test(path)) return undefined;
  if (/\/api\/v\d+$/i.test(path)) return 'must end in /api: remove the version (discord.js adds /v10 itself)';
  return "must end in /api (Discord's REST base; discord.js adds /v10 itself)";
}

const secretWithPrefix = (name: string, prefixes: string[], example: string) =>
  z.string().superRefine((v, ctx) => {
    if (/\s/.test(v)) {
      ctx.addIssue({
        code: 'custom',
        message: `${name} contains whitespace; paste the value alone, e.g. ${example}`,
      });
      return;
    }
    if (prefixes.some((p) => v.startsWith(p))) return;
    const kind = describeTokenPrefix(v);
    ctx.addIssue({
      code: 'custom',
      message: `${name} must start with ${prefixes.join(' or ')}${kind ? ` (this value looks like ${kind})` : ''}, e.g. ${example}`,
    });
  });

/** Names what a wrongly placed secret looks like, without repeating any of it. */
function describeTokenPrefix(value: string): string | undefined {
  if (value.startsWith('zhb_')) return 'a bot token, zhb_…';
  if (value.startsWith('zhp_')) return 'a personal token, zhp_…';
  if (value.startsWith('zhs_')) return 'a webhook secret, zhs_…';
  if (looksLikeDiscordToken(value)) return 'a Discord bot token: it belongs in DISCORD_TOKEN';
  return undefined;
}

/** Discord bot tokens are three base64url parts, the first the bot's user id (a snowflake) encoded. */
function looksLikeDiscordToken(value: string): boolean {
  const [id, ...rest] = value.split('.');
  if (rest.length !== 2 || !rest.every((part) => /^[\w-]{4,}$/.test(part))) return false;
  return SNOWFLAKE.test(Buffer.from(id ?? '', 'base64url').toString('utf8'));
}

/** Provider credentials pasted as the Discord token, and where each belongs. */
const PROVIDER_PREFIXES: Record<string, string> = {
  zhb_: "the provider's bot token (zhb_…): put it in HOSTING_TOKEN",
  zhp_: 'a provider personal token (zhp_…): a bot token (zhb_…) belongs in HOSTING_TOKEN',
  zhs_: "the provider's webhook secret (zhs_…): put it in WEBHOOK_SECRET",
};

/** A Discord token is not checked for shape (proxies, tests); only for what is plainly something else. */
function discordTokenProblem(value: string): string | undefined {
  if (/^bot\s/i.test(value))
    return 'DISCORD_TOKEN starts with "Bot ": give the token alone, without the prefix';
  if (/\s/.test(value)) return 'DISCORD_TOKEN contains whitespace; paste the token alone';
  const pasted = PROVIDER_PREFIXES[value.slice(0, 4)];
  if (!pasted) return undefined;
  return `DISCORD_TOKEN is ${pasted}, and in DISCORD_TOKEN the token from the Discord Developer Portal (Bot → Reset Token)`;
}

const DATABASE_URL_EXAMPLE = 'postgres://hostcord:PASSWORD@db.example.com:5432/hostcord';

/**
 * A PostgreSQL connection URL. Only the scheme is checked (node-postgres reads the rest, including
 * `?sslmode=`); the message never repeats the value, which carries a password.
 */
const postgresUrl = z
  .string()
  .trim()
  .refine((v) => URL.canParse(v) && ['postgres:', 'postgresql:'].includes(new URL(v).protocol), {
    message: `DATABASE_URL must be a postgres:// or postgresql:// URL, e.g. ${DATABASE_URL_EXAMPLE} (leave it empty to use SQLite at DATABASE_PATH)`,
  });

const intInRange = (name: string, min: number, max: number, example: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, {
      message: `${name} must be a whole number from ${min} to ${max}, e.g. ${example}`,
    })
    .transform(Number);

const SHARD_COUNT_PROBLEM =
  "SHARD_COUNT must be a whole number from 1 to 65535, or auto (Discord's recommended count), e.g. 2";

const shardCount = z
  .string()
  .trim()
  .transform((v) => v.toLowerCase())
  .refine((v) => v === 'auto' || (/^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= 65_535), {
    message: SHARD_COUNT_PROBLEM,
  })
  .transform((v): number | 'auto' => (v === 'auto' ? 'auto' : Number(v)));

const shardIds = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine((ids) => ids.every((id) => /^\d{1,5}$/.test(id)), {
    message: 'SHARD_IDS must be shard ids (whole numbers from 0) separated by commas, e.g. 0,1',
  })
  // `,` is not "unset": someone meant this instance to run only some shards.
  .refine((ids) => ids.length > 0, {
    message:
      'SHARD_IDS holds no shard id; give shard ids separated by commas, e.g. 0,1, or leave it empty to run every shard',
  })
  .transform((ids) => ids.map(Number));

/** Ids each below the count and listed once; `auto` decides the ids itself. */
function shardIdsProblem(count: number | 'auto', ids: number[]): string | undefined {
  if (count === 'auto') {
    return 'SHARD_IDS cannot be combined with SHARD_COUNT=auto (with auto one instance runs every shard Discord recommends): set SHARD_COUNT to a number, e.g. SHARD_COUNT=4 with SHARD_IDS=0,1, or leave SHARD_IDS empty';
  }
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) return `SHARD_IDS lists shard ${twice} twice; give each shard id once, e.g. 0,1`;
  const beyond = ids.find((id) => id >= count);
  if (beyond !== undefined) {
    const range = count === 1 ? '0' : `0 to ${count - 1}`;
    return `SHARD_IDS holds shard ${beyond}, but with SHARD_COUNT=${count} the shard ids are ${range}: give ids below SHARD_COUNT, e.g. ${count === 1 ? '0' : `0,${count - 1}`}, or raise SHARD_COUNT`;
  }
  return undefined;
}

const schema = z
  .object({
    DISCORD_TOKEN: required(
      z.string().superRefine((v, ctx) => {
        const problem = discordTokenProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
      'DISCORD_TOKEN is required: the bot token from the Discord Developer Portal (Bot → Reset Token)',
    ),
    DISCORD_API_URL: optional(httpUrl('DISCORD_API_URL', 'https://discord.com/api', discordPathProblem)),
    DISCORD_GUILD_ID: optional(
      z
        .string()
        .trim()
        .regex(SNOWFLAKE, 'DISCORD_GUILD_ID must be a guild id (17–20 digits), e.g. 123456789012345678'),
    ),
    HOSTING_API_URL: required(
      httpUrl('HOSTING_API_URL', 'https://panel.example.com', hostingPathProblem),
      "HOSTING_API_URL is required: the provider's base address, e.g. https://panel.example.com",
    ),
    HOSTING_TOKEN: required(
      secretWithPrefix('HOSTING_TOKEN', ['zhb_', 'zhp_'], 'zhb_… (a bot token from the provider)'),
      "HOSTING_TOKEN is required: the bot token (zhb_…) from the provider's developer settings",
    ),
    WEBHOOK_SECRET: optional(
      secretWithPrefix('WEBHOOK_SECRET', ['zhs_'], 'zhs_… (shown once when saving the webhook)'),
    ),
    EVENT_SOURCE: optional(
      z.string().refine((v) => ['webhook', 'poll', 'both'].includes(v), {
        message: 'EVENT_SOURCE must be one of webhook, poll, both, e.g. poll',
      }),
    ),
    POLL_INTERVAL_SECONDS: optional(intInRange('POLL_INTERVAL_SECONDS', 1, 3600, '15')),
    HTTP_HOST: optional(z.string().trim()),
    HTTP_PORT: optional(intInRange('HTTP_PORT', 0, 65535, '8080')),
    DATABASE_PATH: optional(z.string().trim()),
    DATABASE_URL: optional(postgresUrl),
    ALLOWED_GUILD_IDS: optional(
      z
        .string()
        .transform((v) =>
          v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        )
        .refine((ids) => ids.every((id) => SNOWFLAKE.test(id)), {
          message:
            'ALLOWED_GUILD_IDS must be guild ids separated by commas, e.g. 123456789012345678,234567890123456789',
        })
        // `,` is not "unset": someone meant to restrict the bot. Serving every guild instead would
        // be the opposite of what they asked for.
        .refine((ids) => ids.length > 0, {
          message:
            'ALLOWED_GUILD_IDS holds no guild id; give guild ids separated by commas, e.g. 123456789012345678, or leave it empty to serve every Discord server',
        }),
    ),
    LOG_LEVEL: optional(
      z.string().refine((v) => (LOG_LEVELS as readonly string[]).includes(v), {
        message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, e.g. info`,
      }),
    ),
    LOG_FORMAT: optional(
      z
        .string()
        .trim()
        .refine((v) => (LOG_FORMATS as readonly string[]).includes(v), {
          message: `LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}, or empty for pretty on a terminal and JSON otherwise, e.g. json`,
        }),
    ),
    AUDIT_RETENTION_DAYS: optional(intInRange('AUDIT_RETENTION_DAYS', 1, 36_500, '180')),
    // At least 30 s: a board refresh costs one call per linked server at the provider.
    BOARD_REFRESH_SECONDS: optional(intInRange('BOARD_REFRESH_SECONDS', 30, 3600, '60')),
    INCIDENT_GRACE_SECONDS: optional(intInRange('INCIDENT_GRACE_SECONDS', 10, 3600, '90')),
    PROVIDER_CALLS_PER_SECOND: optional(intInRange('PROVIDER_CALLS_PER_SECOND', 1, 100_000, '50')),
    GAME_QUERIES_PER_SECOND: optional(intInRange('GAME_QUERIES_PER_SECOND', 1, 100_000, '100')),
    GAME_QUERY: optional(
      z
        .string()
        .refine((v) => ['on', 'off'].includes(v), { message: 'GAME_QUERY must be on or off, e.g. on' }),
    ),
    SHARD_COUNT: optional(shardCount),
    SHARD_IDS: optional(shardIds),
    // A Discord link button holds 512 characters: the address, `/s/` and a 22-character slug.
    PUBLIC_URL: optional(
      httpUrl('PUBLIC_URL', 'https://status.example.org', () => undefined).refine((v) => v.length <= 400, {
        message:
          "PUBLIC_URL is too long for the board's Discord link button: at most 400 characters, e.g. https://status.example.org",
      }),
    ),
  })
  .superRefine((env, ctx) => {
    const shardProblem = env.SHARD_IDS && shardIdsProblem(env.SHARD_COUNT ?? 1, env.SHARD_IDS);
    if (shardProblem) ctx.addIssue({ code: 'custom', path: ['SHARD_IDS'], message: shardProblem });
    const source = env.EVENT_SOURCE ?? (env.WEBHOOK_SECRET ? 'both' : 'poll');
    if ((source === 'webhook' || source === 'both') && !env.WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEBHOOK_SECRET'],
        message: `WEBHOOK_SECRET is required when EVENT_SOURCE=${source}: the zhs_… secret shown when the webhook address was saved (or set EVENT_SOURCE=poll)`,
      });
    }
  });

export function loadConfig(env: Record<string, string | undefined> = readEnvironment()): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    // Messages are ours (never zod's defaults), so no received value, and so no secret, is ever echoed.
    throw new ConfigError(result.error.issues.map((issue) => issue.message));
  }
  const v = result.data;
  const hostingTokenKind = v.HOSTING_TOKEN.startsWith('zhp_') ? 'personal' : 'bot';
  const warnings: ConfigWarning[] = [];
  if (hostingTokenKind === 'personal') {
    warnings.push({
      message: 'HOSTING_TOKEN is a personal token (zhp_…): no alerts will be posted',
      fix: 'commands work, but the event feed and installations need a bot token (zhb_…): put one in HOSTING_TOKEN',
      said: text('doctor.config.personalToken'),
    });
  }
  const shards = shardPlan(v.SHARD_COUNT ?? 1, v.SHARD_IDS);
  // Several instances are the point of SHARD_IDS; they share their data only through PostgreSQL.
  if (shards.count !== 'auto' && shards.ids.length < shards.count && !v.DATABASE_URL) {
    warnings.push({
      message: `SHARD_IDS runs shards ${shards.ids.join(',')} of ${shards.count} on SQLite`,
      fix: 'the guilds of the other shards are answered only by another hostcord instance, and instances share links and alerts only through PostgreSQL: set the same DATABASE_URL in each (on SQLite each instance keeps its own file)',
      said: text('doctor.config.shardsOnSqlite', { ids: shards.ids.join(','), total: shards.count }),
    });
  }
  const webhookSecret = v.WEBHOOK_SECRET;
  return {
    discordToken: v.DISCORD_TOKEN,
    discordApiUrl: v.DISCORD_API_URL ?? 'https://discord.com/api',
    discordGuildId: v.DISCORD_GUILD_ID,
    hostingApiUrl: v.HOSTING_API_URL,
    hostingToken: v.HOSTING_TOKEN,
    hostingTokenKind,
    webhookSecret,
    eventSource: (v.EVENT_SOURCE as EventSource | undefined) ?? (webhookSecret ? 'both' : 'poll'),
    pollIntervalSeconds: v.POLL_INTERVAL_SECONDS ?? 15,
    httpHost: v.HTTP_HOST ?? '0.0.0.0',
    httpPort: v.HTTP_PORT ?? 8080,
    databasePath: v.DATABASE_PATH ?? './data/hostcord.db',
    databaseUrl: v.DATABASE_URL,
    allowedGuildIds: v.ALLOWED_GUILD_IDS,
    logLevel: (v.LOG_LEVEL as LogLevel | undefined) ?? 'info',
    logFormat: v.LOG_FORMAT as LogFormat | undefined,
    auditRetentionDays: v.AUDIT_RETENTION_DAYS ?? 180,
    boardRefreshSeconds: v.BOARD_REFRESH_SECONDS ?? 60,
    providerCallsPerSecond: v.PROVIDER_CALLS_PER_SECOND ?? DEFAULT_PROVIDER_CALLS_PER_SECOND,
    gameQueriesPerSecond: v.GAME_QUERIES_PER_SECOND ?? DEFAULT_GAME_QUERIES_PER_SECOND,
    incidentGraceSeconds: v.INCIDENT_GRACE_SECONDS ?? 90,
    gameQuery: v.GAME_QUERY !== 'off',
    publicUrl: v.PUBLIC_URL,
    shards,
    shardsLeased: v.DATABASE_URL !== undefined && v.SHARD_IDS === undefined,
    warnings,
  };
}

function shardPlan(count: number | 'auto', ids: number[] | undefined): ShardPlan {
  if (count === 'auto') return { count };
  return { count, ids: ids ? [...ids].sort((a, b) => a - b) : Array.from({ length: count }, (_, i) => i) };
}

/**
 * The process environment over the values of `.env` (when present): a real variable wins, unless
 * it is empty. An empty variable is unset (compose files and `docker run -e VAR=` make them), so it
 * must not hide the value `.env` gives.
 */
export function readEnvironment(
  env: Record<string, string | undefined> = process.env,
  envFile = '.env',
): Record<string, string | undefined> {
  if (!existsSync(envFile)) return { ...env };
  const set = Object.entries(env).filter(([, value]) => blankToUndefined(value) !== undefined);
  return { ...parseEnv(readFileSync(envFile, 'utf8')), ...Object.fromEntries(set) };
}

/** The secret values of a configuration, for log redaction: tokens, and the database's password. */
export function secretsOf(
  config: Pick<Config, 'discordToken' | 'hostingToken' | 'webhookSecret'> &
    Partial<Pick<Config, 'databaseUrl'>>,
): string[] {
  const password = config.databaseUrl ? new URL(config.databaseUrl).password : '';
  return [
    config.discordToken,
    config.hostingToken,
    config.webhookSecret,
    password,
    // As written in the URL (percent-encoded) and as PostgreSQL receives it.
    decoded(password),
  ].filter((s, i, all): s is string => !!s && all.indexOf(s) === i);
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
