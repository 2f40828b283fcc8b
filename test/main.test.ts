import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '../src/i18n/catalogue.js';
import { shownText } from './pipeline/support/world.js';
import { snowflake, startFakeDiscord } from './support/fake-discord.js';
import { useProcessWorld } from './support/process-world.js';
import { startProviderSim } from './support/provider-sim.js';
import { runMain } from './support/run-main.js';
import { useTempDir } from './support/temp-dir.js';
import { waitFor } from './support/wait-for.js';

const tempDir = useTempDir();

describe('starting with bad configuration', () => {
  it('exits non-zero and lists each missing variable, without a stack trace', async () => {
    const proc = runMain({}, tempDir());
    const { code } = await proc.exited;
    expect(code).toBe(1);
    const lines = proc.stderr().trim().split('\n');
    expect(lines[0]).toMatch(/^hostcord cannot start: 3 configuration problems/);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^ {2}- DISCORD_TOKEN is required/),
      expect.stringMatching(/^ {2}- HOSTING_API_URL is required/),
      expect.stringMatching(/^ {2}- HOSTING_TOKEN is required/),
    ]);
    expect(proc.stderr()).not.toMatch(/\n\s+at /);
  });

  it('names a wrongly prefixed token and never prints a secret', async () => {
    const secrets = {
      DISCORD_TOKEN: 'discord-test-token-not-printed',
      HOSTING_TOKEN: 'zhs_test_secret_given_as_token',
      WEBHOOK_SECRET: 'zhb_test_token_given_as_secret',
    };
    const proc = runMain({ ...secrets, HOSTING_API_URL: 'https://panel.example.com' }, tempDir());
    const { code } = await proc.exited;
    expect(code).toBe(1);
    const output = proc.stderr() + proc.stdout();
    expect(output).toMatch(
      /HOSTING_TOKEN must start with zhb_ or zhp_ \(this value looks like a webhook secret/,
    );
    expect(output).toMatch(/WEBHOOK_SECRET must start with zhs_ \(this value looks like a bot token/);
    for (const value of Object.values(secrets)) expect(output).not.toContain(value);
  });
});

describe('starting where the database or the port cannot be used', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
  });

  const valid = (dir: string) => ({
    DISCORD_TOKEN: 'discord-test-token-not-printed',
    HOSTING_API_URL: 'http://127.0.0.1:9',
    HOSTING_TOKEN: 'zhb_test_start_problem_token',
    DATABASE_PATH: join(dir, 'data', 'hostcord.db'),
    HTTP_HOST: '127.0.0.1',
    HTTP_PORT: '0',
    LOG_LEVEL: 'info',
  });

  /** Runs the process and returns its one problem line; checks exit 1 and no stack trace. */
  async function problemOf(env: Record<string, string>, dir: string): Promise<string> {
    const proc = runMain(env, dir);
    const { code } = await proc.exited;
    const output = proc.stderr() + proc.stdout();
    expect(code).toBe(1);
    expect(output).not.toMatch(/\n\s+at /);
    expect(output).not.toContain('"stack"');
    expect(output).not.toContain(env.DISCORD_TOKEN!);
    const lines = proc.stderr().trim().split('\n');
    expect(lines[0]).toBe('hostcord cannot start: 1 configuration problem (see .env.example):');
    expect(lines).toHaveLength(2);
    return lines[1]!;
  }

  async function listening(host = '127.0.0.1'): Promise<number> {
    const server = createServer();
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, host, resolve));
    return (server.address() as { port: number }).port;
  }

  it('DATABASE_PATH that is a folder', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'data', 'hostcord.db'), { recursive: true });
    expect(await problemOf(valid(dir), dir)).toMatch(/^ {2}- DATABASE_PATH .*is a folder/);
  });

  it('a variable set empty in the environment is unset: the value in .env applies', async () => {
    const dir = tempDir();
    const { DISCORD_TOKEN, HOSTING_TOKEN, ...rest } = valid(dir);
    writeFileSync(join(dir, '.env'), `DISCORD_TOKEN=${DISCORD_TOKEN}\nHOSTING_TOKEN=${HOSTING_TOKEN}\n`);
    mkdirSync(join(dir, 'data', 'hostcord.db'), { recursive: true });
    const proc = runMain({ ...rest, DISCORD_TOKEN: '', HOSTING_TOKEN: '' }, dir);
    expect((await proc.exited).code).toBe(1);
    // Past the configuration (both tokens came from .env) to the next thing wrong: the database.
    expect(proc.stderr().trim().split('\n')).toEqual([
      'hostcord cannot start: 1 configuration problem (see .env.example):',
      expect.stringMatching(/^ {2}- DATABASE_PATH .*is a folder/),
    ]);
    expect(proc.stderr() + proc.stdout()).not.toContain(DISCORD_TOKEN);
  });

  it('DATABASE_PATH under a file', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'data'), 'not a folder');
    expect(await problemOf(valid(dir), dir)).toMatch(/^ {2}- DATABASE_PATH .*is a file, not a folder/);
  });

  it('DATABASE_PATH that is not a database', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'data'));
    writeFileSync(join(dir, 'data', 'hostcord.db'), 'x'.repeat(4096));
    expect(await problemOf(valid(dir), dir)).toMatch(/^ {2}- DATABASE_PATH .*is not a SQLite database/);
  });

  it('DATABASE_URL where no PostgreSQL answers: one line naming it, no password, DATABASE_PATH untouched', async () => {
    const dir = tempDir();
    const url = 'postgres://hostcord:not-printed-password@127.0.0.1:9/hostcord';
    const line = await problemOf({ ...valid(dir), DATABASE_URL: url }, dir);
    expect(line).toMatch(/^ {2}- DATABASE_URL .*hostcord@127\.0\.0\.1:9\/hostcord/);
    expect(line).not.toContain('not-printed-password');
    expect(existsSync(join(dir, 'data'))).toBe(false);
  });

  it('HTTP_PORT already in use', async () => {
    const dir = tempDir();
    const port = await listening();
    const line = await problemOf({ ...valid(dir), HTTP_PORT: String(port) }, dir);
    expect(line).toMatch(new RegExp(`^ {2}- HTTP_PORT ${port} is already in use`));
  });

  it('HTTP_HOST that is not an address of this machine, or no host at all', async () => {
    const dir = tempDir();
    expect(await problemOf({ ...valid(dir), HTTP_HOST: '192.0.2.1' }, dir)).toMatch(
      /^ {2}- HTTP_HOST 192\.0\.2\.1 is not an address of this machine/,
    );
    expect(await problemOf({ ...valid(dir), HTTP_HOST: 'no-such-host.invalid' }, dir)).toMatch(
      /^ {2}- HTTP_HOST no-such-host\.invalid is not a known host name/,
    );
  });
});

describe('starting when logging in to Discord or the provider fails', () => {
  const HOSTING_TOKEN = 'zhb_test_login_problem_token';
  const closers: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  async function loginProblem(
    discord: { token: string; apiUrl: string },
    hostingApiUrl = 'http://127.0.0.1:9',
  ): Promise<string> {
    const dir = tempDir();
    const proc = runMain(
      {
        DISCORD_TOKEN: discord.token,
        DISCORD_API_URL: discord.apiUrl,
        HOSTING_API_URL: hostingApiUrl,
        HOSTING_TOKEN: HOSTING_TOKEN,
        DATABASE_PATH: join(dir, 'hostcord.db'),
        HTTP_HOST: '127.0.0.1',
        HTTP_PORT: '0',
      },
      dir,
    );
    const { code } = await proc.exited;
    const output = proc.stderr() + proc.stdout();
    expect(code).toBe(1);
    expect(output).not.toMatch(/\n\s+at /);
    expect(output).not.toContain('"stack"');
    expect(output).not.toContain('could not start');
    expect(output).not.toContain(discord.token);
    expect(output).not.toContain(HOSTING_TOKEN);
    const lines = proc.stderr().trim().split('\n');
    expect(lines).toEqual([
      'hostcord cannot start: 1 configuration problem (see .env.example):',
      expect.any(String),
    ]);
    return lines[1]!;
  }

  it('a token Discord refuses (401)', async () => {
    const fake = await startFakeDiscord({ guilds: [] });
    closers.push(() => fake.close());
    expect(await loginProblem({ token: 'wrong-discord-token-at-start', apiUrl: fake.apiUrl })).toBe(
      '  - Discord refused DISCORD_TOKEN; reset the token in the Discord Developer Portal (Bot → Reset Token) and put the new one in DISCORD_TOKEN',
    );
  });

  it('a HOSTING_TOKEN the provider refuses (401), while Discord takes its token', async () => {
    const fake = await startFakeDiscord({ guilds: [] });
    closers.push(() => fake.close());
    // The simulator knows no token at all: every call is refused with 401 TOKEN_INVALID.
    const sim = await startProviderSim();
    closers.push(() => sim.close());
    expect(await loginProblem({ token: fake.botToken, apiUrl: fake.apiUrl }, sim.url)).toBe(
      "  - the provider refuses HOSTING_TOKEN (401: invalid, expired or revoked): create a new bot token (zhb_…) in the provider's developer settings, put it in HOSTING_TOKEN and restart hostcord",
    );
  });

  it('more guilds than one shard may hold (gateway close 4011)', async () => {
    const guild = () => ({ id: snowflake(), name: 'Busy', channels: [{ id: snowflake(), name: 'general' }] });
    const fake = await startFakeDiscord({ guilds: [guild(), guild(), guild()], maxGuildsPerShard: 2 });
    closers.push(() => fake.close());
    expect(await loginProblem({ token: fake.botToken, apiUrl: fake.apiUrl })).toBe(
      '  - Discord requires sharding for this bot (one shard serves at most 2,500 guilds): set SHARD_COUNT=auto, or a number of shards, e.g. SHARD_COUNT=4',
    );
  });

  it("an address that is not Discord's API (404)", async () => {
    const fake = await startFakeDiscord({ guilds: [] });
    closers.push(() => fake.close());
    const apiUrl = fake.apiUrl.replace(/\/api$/, '/proxy/api');
    expect(await loginProblem({ token: fake.botToken, apiUrl })).toBe(
      `  - DISCORD_API_URL ${apiUrl} is not Discord's API (404 for /gateway/bot): leave it unset, or give Discord's REST base ending in /api, e.g. https://discord.com/api`,
    );
  });

  it('an address where nothing answers', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const apiUrl = `http://127.0.0.1:${port}/api`;
    expect(await loginProblem({ token: 'discord-test-token-unreachable', apiUrl })).toMatch(
      new RegExp(
        `^  - DISCORD_API_URL http://127\\.0\\.0\\.1:${port}/api cannot be reached \\(ECONNREFUSED\\): check the network`,
      ),
    );
  });
});

describe('the built process', () => {
  const startProcessWorld = useProcessWorld();

  it("posts in the guild's language, from the catalogues (JSON) the build put next to it", async () => {
    const world = await startProcessWorld({ preferredLocale: 'de' });
    await world.start();
    expect(await world.deliver(world.events(1)[0]!)).toBe(200);
    await waitFor(() => world.fake.messagesIn(world.guild.alerts).length > 0, 20_000, 'the alert');
    const posted = shownText(world.fake.messagesIn(world.guild.alerts)[0]!);
    expect(posted).toContain(`"name":"${t('de', 'alerts.field.severity')}"`);
    expect(t('de', 'alerts.field.severity')).not.toBe(t('en-US', 'alerts.field.severity'));
  });
});
