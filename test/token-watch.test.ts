import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createKv } from '../src/db/kv.js';
import { createLinks } from '../src/db/links.js';
import { openDatabase } from '../src/db/open.js';
import { createHostingClient } from '../src/hosting/index.js';
import { createLogger } from '../src/logger.js';
import { createTokenWatch } from '../src/token-watch.js';
import { startProviderSim } from './support/provider-sim.js';
import { useTempDir } from './support/temp-dir.js';

const tempDir = useTempDir();
const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

const DAY = 86_400_000;
const BOT = 'zhb_test_token_watch';

async function setup(expiresInDays: number | null, token = BOT) {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const sim = await startProviderSim({ now });
  cleanup.push(() => sim.close());
  sim.addBot({ token: BOT, ...(expiresInDays !== null && { expiresAt: now + expiresInDays * DAY }) });
  const handle = openDatabase(join(tempDir(), 'hostcord.db'));
  cleanup.push(() => handle.close());
  const links = createLinks(handle.db);
  await links.link({ guildId: 'g1', channelId: 'c1', serverId: 's1', createdBy: 'u' });
  await links.link({ guildId: 'g1', channelId: 'c2', serverId: 's2', createdBy: 'u' });
  await links.link({ guildId: 'g2', channelId: 'c3', serverId: 's3', createdBy: 'u' });
  const posts: Array<[string, string]> = [];
  const logged: string[] = [];
  const destination = new Writable({
    write(chunk, _enc, done) {
      logged.push(String(chunk));
      done();
    },
  });
  const watch = createTokenWatch({
    hosting: createHostingClient({ baseUrl: sim.url, token }),
    links,
    kv: createKv(handle.db),
    post: async (channelId, content) => posts.push([channelId, content]),
    log: createLogger({ level: 'info', destination }),
    now: () => new Date(now),
  });
  return { watch, posts, logged };
}

describe('token expiry watch', () => {
  it('posts once per token into the first linked channel of each guild when under 7 days', async () => {
    const { watch, posts } = await setup(3);
    await watch.check();
    await watch.check();
    expect(posts.map(([channel]) => channel)).toEqual(['c1', 'c3']);
    expect(posts[0]?.[1]).toMatch(/expires on 2026-11-25 \(in 3 days\).*HOSTING_TOKEN/);
  });

  it('stays quiet with 7 days or more, or without an expiry', async () => {
    for (const days of [7, 30, null]) {
      const { watch, posts } = await setup(days);
      await watch.check();
      expect(posts).toEqual([]);
    }
  });

  it('says in one warning without a stack trace when the provider refuses the token', async () => {
    const { watch, posts, logged } = await setup(30, 'zhb_test_token_watch_wrong');
    await watch.check();
    expect(posts).toEqual([]);
    expect(logged).toHaveLength(1);
    const line = JSON.parse(logged[0]!);
    expect(line).toMatchObject({
      level: 40,
      msg: 'token expiry check: the provider refused HOSTING_TOKEN; create a new bot token (zhb_…) and set HOSTING_TOKEN',
      err: { type: 'HostingApiError', status: 401 },
    });
    expect(line.err.stack).toBeUndefined();
  });
});
