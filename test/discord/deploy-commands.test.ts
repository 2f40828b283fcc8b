import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createKv } from '../../src/db/kv.js';
import { openDatabase } from '../../src/db/open.js';
import { COMMANDS_HASH_KEY } from '../../src/discord/sync-commands.js';
import { guildFixture } from '../support/bot-world.js';
import { distOf } from '../support/dist.js';
import { startFakeDiscord } from '../support/fake-discord.js';
import { runMain } from '../support/run-main.js';
import { useTempDir } from '../support/temp-dir.js';

const DEPLOY = distOf('scripts/deploy-commands.ts');
const tempDir = useTempDir();
const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

describe('npm run commands:deploy', () => {
  it('registers the commands to the development guild, every time it is run, and records the hash', async () => {
    const guild = guildFixture('Alpha');
    const fake = await startFakeDiscord({ guilds: [guild.config] });
    cleanup.push(() => fake.close());
    const dir = tempDir();
    const env = {
      DISCORD_TOKEN: fake.botToken,
      DISCORD_API_URL: fake.apiUrl,
      DISCORD_GUILD_ID: guild.id,
      HOSTING_API_URL: 'http://127.0.0.1:9',
      HOSTING_TOKEN: 'zhb_test_deploy_token',
      DATABASE_PATH: join(dir, 'hostcord.db'),
    };
    for (const run of [1, 2]) {
      const proc = runMain(env, dir, DEPLOY);
      expect((await proc.exited).code).toBe(0);
      expect(proc.stdout()).toMatch(new RegExp(`^Registered \\d+ commands to guild ${guild.id}\\.`, 'm'));
      const puts = fake.requests.filter(
        (r) => r.method === 'PUT' && r.path.endsWith(`/guilds/${guild.id}/commands`),
      );
      expect(puts).toHaveLength(run);
    }
    expect(fake.commands.guilds.get(guild.id)?.map((c) => c.name)).toContain('status');
    const handle = openDatabase(env.DATABASE_PATH);
    expect(await createKv(handle.db).get(COMMANDS_HASH_KEY)).toMatch(/^[0-9a-f]{64}$/);
    handle.close();
  });

  it('says so when Discord refuses the token, without printing it', async () => {
    const fake = await startFakeDiscord();
    cleanup.push(() => fake.close());
    const dir = tempDir();
    const proc = runMain(
      {
        DISCORD_TOKEN: 'wrong-token-for-deploy',
        DISCORD_API_URL: fake.apiUrl,
        HOSTING_API_URL: 'http://127.0.0.1:9',
        HOSTING_TOKEN: 'zhb_test_deploy_token',
        DATABASE_PATH: join(dir, 'hostcord.db'),
      },
      dir,
      DEPLOY,
    );
    expect((await proc.exited).code).toBe(1);
    expect(proc.stderr()).toMatch(/^Could not register the commands: /);
    expect(proc.stderr() + proc.stdout()).not.toContain('wrong-token-for-deploy');
  });
});
