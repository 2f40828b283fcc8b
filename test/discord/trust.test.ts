import { once } from 'node:events';
import { Client, Events, GatewayIntentBits } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createTrust, TRUST_UNKNOWN } from '../../src/discord/trust.js';
import { translate } from '../../src/i18n/catalogue.js';
import { createLogger } from '../../src/logger.js';
import {
  type FakeDiscord,
  type FakeDiscordOptions,
  snowflake,
  startFakeDiscord,
} from '../support/fake-discord.js';

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

const HOME = snowflake();
const STRANGER = snowflake();

async function world(options: FakeDiscordOptions = {}, allowedGuildIds?: string[]) {
  const fake = await startFakeDiscord({
    guilds: [
      { id: HOME, name: 'Home', channels: [] },
      { id: STRANGER, name: 'Stranger', channels: [], members: [] },
    ],
    ...options,
  });
  cleanup.push(() => fake.close());
  const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiUrl } });
  cleanup.push(() => client.destroy());
  const ready = once(client, Events.ClientReady);
  await client.login(fake.botToken);
  await ready;
  let clock = 0;
  const trust = createTrust({
    client,
    allowedGuildIds,
    log: createLogger({ level: 'silent' }),
    now: () => clock,
  });
  const lookups = () =>
    fake.requests.filter((r) => r.path.includes('/members/') || r.path === '/applications/@me');
  return { fake, trust, lookups, advance: (ms: number) => (clock += ms) };
}

const memberPath = (fake: FakeDiscord, guildId: string, userId = fake.applicationOwner.id) =>
  `/guilds/${guildId}/members/${userId}`;

describe('trusted guilds', () => {
  it('trusts a guild where the application owner is a member, and no other; answers are cached 10 minutes', async () => {
    const { fake, trust, lookups, advance } = await world();
    expect(await trust.check(HOME)).toBe(true);
    expect(await trust.check(STRANGER)).toBe(false);
    expect(lookups().map((r) => r.path)).toEqual([
      '/applications/@me',
      memberPath(fake, HOME),
      memberPath(fake, STRANGER),
    ]);
    // Joining does not count until the cached answer is 10 minutes old.
    fake.setMember(STRANGER, fake.applicationOwner.id, true);
    expect(await trust.check(STRANGER)).toBe(false);
    expect(lookups()).toHaveLength(3);
    advance(10 * 60_000);
    expect(await trust.check(STRANGER)).toBe(true);
  });

  it('counts accepted members of the owning team, not invited ones', async () => {
    const [accepted, invited] = [snowflake(), snowflake()];
    const { fake, trust } = await world({
      application: {
        team: { members: [{ user: { id: invited }, accepted: false }, { user: { id: accepted } }] },
      },
    });
    fake.setMember(HOME, fake.applicationOwner.id, false);
    fake.setMember(HOME, invited, true);
    expect(await trust.check(HOME)).toBe(false);
    fake.setMember(STRANGER, accepted, true);
    expect(await trust.check(STRANGER)).toBe(true);
  });

  it('with ALLOWED_GUILD_IDS, trusts exactly those guilds and asks Discord nothing', async () => {
    const { trust, lookups } = await world({}, [STRANGER]);
    expect(await trust.check(STRANGER)).toBe(true);
    expect(await trust.check(HOME)).toBe(false);
    expect(lookups()).toEqual([]);
  });

  it('fails closed when Discord cannot answer, with a sentence, and does not remember the failure', async () => {
    const { fake, trust } = await world();
    fake.memberLookupFault(HOME, { status: 403 });
    await expect(trust.check(HOME)).rejects.toThrow(translate('en-US', TRUST_UNKNOWN));
    expect(await trust.checkQuickly(HOME, 1000)).toBe(false);
    fake.memberLookupFault(HOME, null);
    expect(await trust.check(HOME)).toBe(true);
  });

  it('reports whether the bot is public', async () => {
    const { trust } = await world({ application: { botPublic: true } });
    expect(await trust.isPublic()).toBe(true);
  });
});
