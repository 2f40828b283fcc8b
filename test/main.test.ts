import { describe, expect, it } from 'vitest';
import { runMain } from './support/run-main.js';
import { useTempDir } from './support/temp-dir.js';

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
