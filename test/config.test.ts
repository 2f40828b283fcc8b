import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, readEnvironment, secretsOf } from '../src/config.js';
import { useTempDir } from './support/temp-dir.js';

const tempDir = useTempDir();

const BOT_TOKEN = 'zhb_test_bot_token_config';
const SECRET = 'zhs_test_webhook_secret_config';
const DISCORD = 'discord-test-token.config';
/** The shape of a Discord bot token (base64 of a user id, a timestamp, an HMAC); not a real one. */
const DISCORD_SHAPED = `${Buffer.from('123456789012345678').toString('base64url')}.GabcdE.${'x'.repeat(38)}`;

const minimal = {
  DISCORD_TOKEN: DISCORD,
  HOSTING_API_URL: 'https://panel.example.com/',
  HOSTING_TOKEN: BOT_TOKEN,
};

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(minimal);
    expect(config).toMatchObject({
      discordApiUrl: 'https://discord.com/api',
      discordGuildId: undefined,
      hostingApiUrl: 'https://panel.example.com',
      hostingTokenKind: 'bot',
      webhookSecret: undefined,
      eventSource: 'poll',
      pollIntervalSeconds: 15,
      httpHost: '0.0.0.0',
      httpPort: 8080,
      databasePath: './data/hostcord.db',
      databaseUrl: undefined,
      allowedGuildIds: undefined,
      logLevel: 'info',
      logFormat: undefined,
      auditRetentionDays: 180,
      boardRefreshSeconds: 60,
      providerCallsPerSecond: 50,
      gameQueriesPerSecond: 100,
      incidentGraceSeconds: 90,
      gameQuery: true,
      publicUrl: undefined,
      shards: { count: 1, ids: [0] },
      shardsLeased: false,
      warnings: [],
    });
  });

  it('reads PUBLIC_URL without its trailing slash, and refuses what paths cannot be appended to', () => {
    expect(loadConfig({ ...minimal, PUBLIC_URL: 'https://status.example.org/' }).publicUrl).toBe(
      'https://status.example.org',
    );
    expect(loadConfig({ ...minimal, PUBLIC_URL: 'https://example.org/hostcord' }).publicUrl).toBe(
      'https://example.org/hostcord',
    );
    expect(problemsOf({ ...minimal, PUBLIC_URL: 'status.example.org' })).toEqual([
      'PUBLIC_URL must be an http(s) URL, e.g. https://status.example.org',
    ]);
    expect(problemsOf({ ...minimal, PUBLIC_URL: `https://example.org/${'a'.repeat(400)}` })).toEqual([
      "PUBLIC_URL is too long for the board's Discord link button: at most 400 characters, e.g. https://status.example.org",
    ]);
    expect(problemsOf({ ...minimal, PUBLIC_URL: 'https://example.org/?page=1' })).toEqual([
      'PUBLIC_URL must not contain a query (?…): hostcord appends paths to it, e.g. https://status.example.org',
    ]);
  });

  it('reads the board refresh and the incident grace, and refuses a refresh under 30 s', () => {
    const config = loadConfig({ ...minimal, BOARD_REFRESH_SECONDS: '45', INCIDENT_GRACE_SECONDS: '120' });
    expect(config.boardRefreshSeconds).toBe(45);
    expect(config.incidentGraceSeconds).toBe(120);
    expect(problemsOf({ ...minimal, BOARD_REFRESH_SECONDS: '10' })).toEqual([
      'BOARD_REFRESH_SECONDS must be a whole number from 30 to 3600, e.g. 60',
    ]);
    expect(problemsOf({ ...minimal, INCIDENT_GRACE_SECONDS: 'soon' })).toEqual([
      'INCIDENT_GRACE_SECONDS must be a whole number from 10 to 3600, e.g. 90',
    ]);
  });

  it('reads PROVIDER_CALLS_PER_SECOND, and refuses a rate under 1 call per second', () => {
    expect(loadConfig({ ...minimal, PROVIDER_CALLS_PER_SECOND: '200' }).providerCallsPerSecond).toBe(200);
    expect(problemsOf({ ...minimal, PROVIDER_CALLS_PER_SECOND: '0' })).toEqual([
      'PROVIDER_CALLS_PER_SECOND must be a whole number from 1 to 100000, e.g. 50',
    ]);
  });

  it('reads GAME_QUERIES_PER_SECOND, and refuses a rate under 1 query per second', () => {
    expect(loadConfig({ ...minimal, GAME_QUERIES_PER_SECOND: '30' }).gameQueriesPerSecond).toBe(30);
    expect(problemsOf({ ...minimal, GAME_QUERIES_PER_SECOND: '0' })).toEqual([
      'GAME_QUERIES_PER_SECOND must be a whole number from 1 to 100000, e.g. 100',
    ]);
  });

  it('queries games unless GAME_QUERY=off, and names the two values otherwise', () => {
    expect(loadConfig({ ...minimal, GAME_QUERY: 'off' }).gameQuery).toBe(false);
    expect(loadConfig({ ...minimal, GAME_QUERY: 'on' }).gameQuery).toBe(true);
    expect(problemsOf({ ...minimal, GAME_QUERY: 'no' })).toEqual(['GAME_QUERY must be on or off, e.g. on']);
  });

  it('defaults EVENT_SOURCE to both when a webhook secret is set', () => {
    expect(loadConfig({ ...minimal, WEBHOOK_SECRET: SECRET }).eventSource).toBe('both');
    expect(loadConfig({ ...minimal, WEBHOOK_SECRET: SECRET, EVENT_SOURCE: 'webhook' }).eventSource).toBe(
      'webhook',
    );
  });

  it('parses every variable', () => {
    const config = loadConfig({
      ...minimal,
      DISCORD_API_URL: 'http://127.0.0.1:9999/api',
      DISCORD_GUILD_ID: '123456789012345678',
      WEBHOOK_SECRET: SECRET,
      EVENT_SOURCE: 'poll',
      POLL_INTERVAL_SECONDS: '30',
      HTTP_HOST: '127.0.0.1',
      HTTP_PORT: '0',
      DATABASE_PATH: '/data/hostcord.db',
      ALLOWED_GUILD_IDS: ' 123456789012345678, 234567890123456789 ,',
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'json',
      AUDIT_RETENTION_DAYS: '30',
    });
    expect(config).toMatchObject({
      discordApiUrl: 'http://127.0.0.1:9999/api',
      discordGuildId: '123456789012345678',
      webhookSecret: SECRET,
      eventSource: 'poll',
      pollIntervalSeconds: 30,
      httpHost: '127.0.0.1',
      httpPort: 0,
      databasePath: '/data/hostcord.db',
      allowedGuildIds: ['123456789012345678', '234567890123456789'],
      logLevel: 'debug',
      logFormat: 'json',
      auditRetentionDays: 30,
    });
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ ...minimal, WEBHOOK_SECRET: '', HTTP_PORT: ' ', ALLOWED_GUILD_IDS: '' });
    expect(config.webhookSecret).toBeUndefined();
    expect(config.httpPort).toBe(8080);
    expect(config.allowedGuildIds).toBeUndefined();
  });

  it('lists every missing required variable, one line each', () => {
    const problems = problemsOf({});
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^DISCORD_TOKEN is required/);
    expect(problems[1]).toMatch(/^HOSTING_API_URL is required: .*e\.g\. https:\/\//);
    expect(problems[2]).toMatch(/^HOSTING_TOKEN is required/);
  });

  it('accepts a personal token with a warning', () => {
    const config = loadConfig({ ...minimal, HOSTING_TOKEN: 'zhp_test_personal_token' });
    expect(config.hostingTokenKind).toBe('personal');
    expect(config.warnings.map((w) => `${w.message}; ${w.fix}`).join()).toMatch(/personal token.*no alerts/);
  });

  it.each([
    [
      'a webhook secret as HOSTING_TOKEN',
      { HOSTING_TOKEN: SECRET },
      /^HOSTING_TOKEN must start with zhb_ or zhp_ \(this value looks like a webhook secret/,
    ],
    [
      'a random HOSTING_TOKEN',
      { HOSTING_TOKEN: 'abcdefghijklmnop' },
      /^HOSTING_TOKEN must start with zhb_ or zhp_, e\.g\./,
    ],
    [
      'a bot token as WEBHOOK_SECRET',
      { WEBHOOK_SECRET: BOT_TOKEN },
      /^WEBHOOK_SECRET must start with zhs_ \(this value looks like a bot token/,
    ],
    [
      'webhook mode without secret',
      { EVENT_SOURCE: 'webhook' },
      /^WEBHOOK_SECRET is required when EVENT_SOURCE=webhook/,
    ],
    [
      'both mode without secret',
      { EVENT_SOURCE: 'both' },
      /^WEBHOOK_SECRET is required when EVENT_SOURCE=both/,
    ],
    [
      'an unknown event source',
      { EVENT_SOURCE: 'sometimes' },
      /^EVENT_SOURCE must be one of webhook, poll, both/,
    ],
    [
      'a port out of range',
      { HTTP_PORT: '70000' },
      /^HTTP_PORT must be a whole number from 0 to 65535, e\.g\. 8080/,
    ],
    [
      'a fractional interval',
      { POLL_INTERVAL_SECONDS: '1.5' },
      /^POLL_INTERVAL_SECONDS must be a whole number/,
    ],
    [
      'a zero interval',
      { POLL_INTERVAL_SECONDS: '0' },
      /^POLL_INTERVAL_SECONDS must be a whole number from 1/,
    ],
    [
      'a non-URL provider address',
      { HOSTING_API_URL: 'panel.example.com' },
      /^HOSTING_API_URL must be an http\(s\) URL/,
    ],
    [
      'an ftp Discord address',
      { DISCORD_API_URL: 'ftp://discord.com' },
      /^DISCORD_API_URL must be an http\(s\) URL/,
    ],
    ['a guild name instead of id', { DISCORD_GUILD_ID: 'my-guild' }, /^DISCORD_GUILD_ID must be a guild id/],
    [
      'a bad allow-list',
      { ALLOWED_GUILD_IDS: '123456789012345678,abc' },
      /^ALLOWED_GUILD_IDS must be guild ids/,
    ],
    [
      'ALLOWED_GUILD_IDS with no id at all',
      { ALLOWED_GUILD_IDS: ' , ,' },
      /^ALLOWED_GUILD_IDS holds no guild id/,
    ],
    ['an unknown log level', { LOG_LEVEL: 'verbose' }, /^LOG_LEVEL must be one of/],
    ['an unknown log format', { LOG_FORMAT: 'text' }, /^LOG_FORMAT must be one of pretty, json/],
    ['no audit retention', { AUDIT_RETENTION_DAYS: '0' }, /^AUDIT_RETENTION_DAYS must be a whole number/],
    ['audit retention in words', { AUDIT_RETENTION_DAYS: 'forever' }, /^AUDIT_RETENTION_DAYS must be/],
    ['a token with a newline', { DISCORD_TOKEN: 'abc\ndef' }, /^DISCORD_TOKEN contains whitespace/],
  ])('names the problem for %s', (_name, override, expected) => {
    const problems = problemsOf({ ...minimal, ...override });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(expected);
  });

  it.each([
    [
      'credentials',
      'https://admin:hunter2-panel-pass@panel.example.com',
      /must not contain a user name or password/,
    ],
    ['a user name alone', 'https://admin@panel.example.com', /must not contain a user name or password/],
    ['a query', 'https://panel.example.com/?key=abc', /must not contain a query/],
    ['a fragment', 'https://panel.example.com/#top', /must not contain a fragment/],
  ])('refuses a base address with %s, naming the variable and never the password', (_what, url, message) => {
    for (const name of ['HOSTING_API_URL', 'DISCORD_API_URL']) {
      const problems = problemsOf({ ...minimal, [name]: url });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(new RegExp(`^${name} `));
      expect(problems[0]).toMatch(message);
      expect(problems[0]).not.toContain('hunter2');
      expect(problems[0]).not.toContain('admin');
    }
  });

  it.each([
    [
      'the API path pasted into HOSTING_API_URL',
      { HOSTING_API_URL: 'https://panel.example.com/api/developer/v1/' },
      "HOSTING_API_URL must be the provider's address without the API path: remove /api/developer/v1 and anything after it (hostcord adds /api/developer/v1 itself), e.g. https://panel.example.com",
    ],
    [
      'an endpoint pasted into HOSTING_API_URL',
      { HOSTING_API_URL: 'https://panel.example.com/API/Developer/v1/servers' },
      /^HOSTING_API_URL must be the provider's address without the API path: remove \/api\/developer\/v1 and anything after it/,
    ],
    [
      'HOSTING_API_URL ending in /api',
      { HOSTING_API_URL: 'https://panel.example.com/api' },
      /^HOSTING_API_URL .*remove the \/api at its end/,
    ],
    [
      'the provider bot token in DISCORD_TOKEN',
      { DISCORD_TOKEN: 'zhb_pasted_into_discord' },
      "DISCORD_TOKEN is the provider's bot token (zhb_…): put it in HOSTING_TOKEN, and in DISCORD_TOKEN the token from the Discord Developer Portal (Bot → Reset Token)",
    ],
    [
      'the webhook secret in DISCORD_TOKEN',
      { DISCORD_TOKEN: 'zhs_pasted_into_discord' },
      /^DISCORD_TOKEN is the provider's webhook secret \(zhs_…\): put it in WEBHOOK_SECRET/,
    ],
    [
      'a Discord token with its "Bot " prefix',
      { DISCORD_TOKEN: 'Bot abc.def.ghi' },
      'DISCORD_TOKEN starts with "Bot ": give the token alone, without the prefix',
    ],
    [
      'a Discord token in HOSTING_TOKEN',
      { HOSTING_TOKEN: DISCORD_SHAPED },
      'HOSTING_TOKEN must start with zhb_ or zhp_ (this value looks like a Discord bot token: it belongs in DISCORD_TOKEN), e.g. zhb_… (a bot token from the provider)',
    ],
    [
      'DISCORD_API_URL without /api',
      { DISCORD_API_URL: 'https://discord.com' },
      "DISCORD_API_URL must end in /api (Discord's REST base; discord.js adds /v10 itself), e.g. https://discord.com/api",
    ],
    [
      'DISCORD_API_URL with the version',
      { DISCORD_API_URL: 'https://discord.com/api/v10/' },
      /^DISCORD_API_URL must end in \/api: remove the version/,
    ],
  ])('catches a pasted mistake: %s, in one line with the fix', (_name, override, expected) => {
    const problems = problemsOf({ ...minimal, ...override });
    expect(problems).toHaveLength(1);
    if (typeof expected === 'string') expect(problems[0]).toBe(expected);
    else expect(problems[0]).toMatch(expected);
    expect(problems[0]).not.toContain('pasted_into');
    expect(problems[0]).not.toContain(DISCORD_SHAPED);
  });

  it('keeps addresses that only look similar', () => {
    expect(loadConfig({ ...minimal, HOSTING_API_URL: 'https://example.com/panel/' }).hostingApiUrl).toBe(
      'https://example.com/panel',
    );
    expect(loadConfig({ ...minimal, HOSTING_API_URL: 'https://api.example.com' }).hostingApiUrl).toBe(
      'https://api.example.com',
    );
    expect(
      loadConfig({ ...minimal, DISCORD_API_URL: 'http://proxy.internal:8080/discord/api/' }).discordApiUrl,
    ).toBe('http://proxy.internal:8080/discord/api');
    // A random string is no Discord token: only the shape of one (base64 of an id, two more parts).
    expect(problemsOf({ ...minimal, HOSTING_TOKEN: 'abc.def.ghijkl' })[0]).not.toMatch(/Discord/);
  });

  it('never repeats a secret value in its messages', () => {
    const problems = problemsOf({
      DISCORD_TOKEN: 'discord token with spaces',
      HOSTING_API_URL: 'nope',
      HOSTING_TOKEN: 'zhs_secret_in_the_wrong_place',
      WEBHOOK_SECRET: 'zhb_token_in_the_wrong_place',
    });
    expect(problems.length).toBeGreaterThanOrEqual(4);
    const text = problems.join('\n');
    expect(text).not.toContain('discord token with spaces');
    expect(text).not.toContain('secret_in_the_wrong_place');
    expect(text).not.toContain('token_in_the_wrong_place');
  });

  it('names the secrets to redact', () => {
    const config = loadConfig({ ...minimal, WEBHOOK_SECRET: SECRET });
    expect(secretsOf(config).sort()).toEqual([BOT_TOKEN, DISCORD, SECRET].sort());
  });

  it('selects PostgreSQL with a postgres:// or postgresql:// DATABASE_URL, and redacts its password', () => {
    for (const scheme of ['postgres', 'postgresql']) {
      const url = `${scheme}://hostcord:pa%2Fss-w0rd-long@db.internal:5432/hostcord?sslmode=require`;
      const config = loadConfig({ ...minimal, DATABASE_URL: ` ${url} `, DATABASE_PATH: '/data/hostcord.db' });
      expect(config.databaseUrl).toBe(url);
      expect(secretsOf(config)).toEqual(expect.arrayContaining(['pa%2Fss-w0rd-long', 'pa/ss-w0rd-long']));
    }
    expect(loadConfig({ ...minimal, DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('refuses a DATABASE_URL of another kind in one line, without repeating it', () => {
    for (const value of [
      'mysql://hostcord:hunter2-secret@db:3306/hostcord',
      'sqlite:///data/hostcord.db',
      './data/hostcord.db',
      'postgres//hostcord:hunter2-secret@db/hostcord',
    ]) {
      const problems = problemsOf({ ...minimal, DATABASE_URL: value });
      expect(problems, value).toEqual([
        'DATABASE_URL must be a postgres:// or postgresql:// URL, e.g. postgres://hostcord:PASSWORD@db.example.com:5432/hostcord (leave it empty to use SQLite at DATABASE_PATH)',
      ]);
      expect(problems.join('')).not.toContain('hunter2');
    }
  });
});

describe('shards', () => {
  it('runs every shard of SHARD_COUNT unless SHARD_IDS names some, in order', () => {
    expect(loadConfig({ ...minimal, SHARD_COUNT: '4' }).shards).toEqual({ count: 4, ids: [0, 1, 2, 3] });
    const some = loadConfig({ ...minimal, SHARD_COUNT: ' 4 ', SHARD_IDS: ' 3, 1 ,' });
    expect(some.shards).toEqual({ count: 4, ids: [1, 3] });
    expect(loadConfig({ ...minimal, SHARD_COUNT: '', SHARD_IDS: '' }).shards).toEqual({ count: 1, ids: [0] });
    expect(loadConfig({ ...minimal, SHARD_IDS: '0' }).shards).toEqual({ count: 1, ids: [0] });
  });

  it('warns, on SQLite, that the other shards need another instance sharing a PostgreSQL database when SHARD_IDS leaves some out', () => {
    expect(loadConfig({ ...minimal, SHARD_COUNT: '2', SHARD_IDS: '0,1' }).warnings).toEqual([]);
    expect(loadConfig({ ...minimal, SHARD_COUNT: '4', SHARD_IDS: '1,3' }).warnings).toMatchObject([
      {
        message: 'SHARD_IDS runs shards 1,3 of 4 on SQLite',
        fix: 'the guilds of the other shards are answered only by another hostcord instance, and instances share links and alerts only through PostgreSQL: set the same DATABASE_URL in each (on SQLite each instance keeps its own file)',
      },
    ]);
    const shared = { ...minimal, DATABASE_URL: 'postgres://hostcord:pw@db.example.com:5432/hostcord' };
    expect(loadConfig({ ...shared, SHARD_COUNT: '4', SHARD_IDS: '1,3' }).warnings).toEqual([]);
  });

  it('leases the shards on PostgreSQL unless SHARD_IDS fixes them; on SQLite one instance runs them all', () => {
    const shared = { ...minimal, DATABASE_URL: 'postgres://hostcord:pw@db.example.com:5432/hostcord' };
    expect(loadConfig({ ...shared, SHARD_COUNT: '4' }).shardsLeased).toBe(true);
    expect(loadConfig({ ...shared, SHARD_COUNT: 'auto', SHARD_IDS: '' }).shardsLeased).toBe(true);
    expect(loadConfig({ ...shared, SHARD_COUNT: '4', SHARD_IDS: '0,1' }).shardsLeased).toBe(false);
    expect(loadConfig({ ...minimal, SHARD_COUNT: '4' }).shardsLeased).toBe(false);
  });

  it('takes auto in any case, alone', () => {
    expect(loadConfig({ ...minimal, SHARD_COUNT: 'auto' }).shards).toEqual({ count: 'auto' });
    expect(loadConfig({ ...minimal, SHARD_COUNT: ' AUTO ' }).shards).toEqual({ count: 'auto' });
    expect(problemsOf({ ...minimal, SHARD_COUNT: 'auto', SHARD_IDS: '0' })).toEqual([
      'SHARD_IDS cannot be combined with SHARD_COUNT=auto (with auto one instance runs every shard Discord recommends): set SHARD_COUNT to a number, e.g. SHARD_COUNT=4 with SHARD_IDS=0,1, or leave SHARD_IDS empty',
    ]);
  });

  it('refuses a count that is no whole number from 1, in one line', () => {
    for (const value of ['0', '-1', '1.5', 'two', '2 shards', '65536', '1e3']) {
      expect(problemsOf({ ...minimal, SHARD_COUNT: value }), value).toEqual([
        "SHARD_COUNT must be a whole number from 1 to 65535, or auto (Discord's recommended count), e.g. 2",
      ]);
    }
  });

  it('refuses ids that are no numbers, none, listed twice or not below the count', () => {
    expect(problemsOf({ ...minimal, SHARD_COUNT: '4', SHARD_IDS: '0;1' })).toEqual([
      'SHARD_IDS must be shard ids (whole numbers from 0) separated by commas, e.g. 0,1',
    ]);
    expect(problemsOf({ ...minimal, SHARD_COUNT: '4', SHARD_IDS: '0,-1' })).toEqual([
      'SHARD_IDS must be shard ids (whole numbers from 0) separated by commas, e.g. 0,1',
    ]);
    expect(problemsOf({ ...minimal, SHARD_COUNT: '4', SHARD_IDS: ' , ' })).toEqual([
      'SHARD_IDS holds no shard id; give shard ids separated by commas, e.g. 0,1, or leave it empty to run every shard',
    ]);
    expect(problemsOf({ ...minimal, SHARD_COUNT: '4', SHARD_IDS: '1,2,1' })).toEqual([
      'SHARD_IDS lists shard 1 twice; give each shard id once, e.g. 0,1',
    ]);
    expect(problemsOf({ ...minimal, SHARD_COUNT: '4', SHARD_IDS: '0,4' })).toEqual([
      'SHARD_IDS holds shard 4, but with SHARD_COUNT=4 the shard ids are 0 to 3: give ids below SHARD_COUNT, e.g. 0,3, or raise SHARD_COUNT',
    ]);
    // SHARD_COUNT left at its default of 1.
    expect(problemsOf({ ...minimal, SHARD_IDS: '1' })).toEqual([
      'SHARD_IDS holds shard 1, but with SHARD_COUNT=1 the shard ids are 0: give ids below SHARD_COUNT, e.g. 0, or raise SHARD_COUNT',
    ]);
  });
});

describe('readEnvironment', () => {
  it('reads .env when present, and real variables win over it', () => {
    const file = join(tempDir(), '.env');
    writeFileSync(file, `HOSTING_TOKEN=${BOT_TOKEN}\nLOG_LEVEL=debug\n# comment\nHTTP_PORT="9090"\n`);
    const env = readEnvironment({ LOG_LEVEL: 'warn' }, file);
    expect(env).toMatchObject({ HOSTING_TOKEN: BOT_TOKEN, LOG_LEVEL: 'warn', HTTP_PORT: '9090' });
  });

  it('takes the .env value of a variable set empty in the environment (an empty value is unset)', () => {
    const file = join(tempDir(), '.env');
    writeFileSync(file, `DISCORD_TOKEN=from-the-env-file\nHOSTING_TOKEN=${BOT_TOKEN}\nLOG_LEVEL=debug\n`);
    const env = readEnvironment({ DISCORD_TOKEN: '', HOSTING_TOKEN: '  ', LOG_LEVEL: 'warn' }, file);
    expect(env).toMatchObject({
      DISCORD_TOKEN: 'from-the-env-file',
      HOSTING_TOKEN: BOT_TOKEN,
      LOG_LEVEL: 'warn',
    });
  });

  it('is the plain environment when there is no .env', () => {
    expect(readEnvironment({ A: '1' }, join(tempDir(), 'missing.env'))).toEqual({ A: '1' });
  });
});
