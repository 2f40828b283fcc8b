import { describe, expect, it } from 'vitest';
import { NOT_ALLOWED_HERE } from '../../src/discord/router.js';
import { COMMANDS_HASH_KEY } from '../../src/discord/sync-commands.js';
import { BOT_TOKEN, guildFixture, useWorld } from '../support/bot-world.js';
import { answer } from '../support/interactions.js';

const startWorld = useWorld();

describe('the bot, end to end with the real discord.js', () => {
  it('acknowledges at once and answers by edit when the provider takes 8 s', async () => {
    const guild = guildFixture('Alpha');
    const world = await startWorld([guild], {}, (sim) => {
      sim.addBot({ token: BOT_TOKEN, installedOn: [sim.addServer({ name: 'Slow' }).id] });
    });
    const serverId = world.sim.installationsOf(BOT_TOKEN)[0]!.serverId;
    await world.app.links.link({ guildId: guild.id, channelId: guild.alerts, serverId, createdBy: 'x' });
    // Longer than the client's 8 s deadline for one call: the member is told, by an edit.
    world.sim.fault({ path: `/servers/${serverId}`, delayMs: 8500 });
    const ix = world.fake.interact({ type: 'command', guildId: guild.id, name: 'status' });
    const ack = await ix.ack();
    expect(ack.elapsedMs).toBeLessThan(3000);
    const reply = await ix.reply(15_000);
    expect(ix.edits.length).toBeGreaterThanOrEqual(1);
    expect(reply.content).toMatch(
      /^The hosting provider did not answer in time\. The action may still happen/,
    );
  }, 30_000);

  it('refuses guilds outside ALLOWED_GUILD_IDS and leaves them', async () => {
    const allowed = guildFixture('Allowed');
    const other = guildFixture('Other');
    const world = await startWorld([allowed, other], { ALLOWED_GUILD_IDS: allowed.id }, (sim) =>
      sim.addBot({ token: BOT_TOKEN }),
    );
    await world.fake.waitFor(() =>
      world.fake.requests.some((r) => r.method === 'DELETE' && r.path === `/users/@me/guilds/${other.id}`),
    );
    // It joins again (someone re-invited it) and a member is quick to use a command.
    world.fake.addGuild(other.config);
    const refused = await answer(world.fake.interact({ type: 'command', guildId: other.id, name: 'status' }));
    expect(refused.text).toBe(NOT_ALLOWED_HERE);
    expect(refused.ack.type).toBe(4); // answered at once, ephemeral
    expect(refused.message.flags & 64).toBe(64);
    const leaves = () =>
      world.fake.requests.filter((r) => r.method === 'DELETE' && r.path === `/users/@me/guilds/${other.id}`);
    await world.fake.waitFor(() => leaves().length === 2);
    expect(world.fake.requests.some((r) => r.path === `/users/@me/guilds/${allowed.id}`)).toBe(false);
  });

  it('registers commands once, and not again on an unchanged restart', async () => {
    const guild = guildFixture('Alpha');
    const world = await startWorld([guild], {}, (sim) => sim.addBot({ token: BOT_TOKEN }));
    const puts = () => world.fake.requests.filter((r) => r.method === 'PUT' && r.path.endsWith('/commands'));
    expect(puts()).toHaveLength(1);
    const names = world.fake.commands.global.map((c) => c.name).sort();
    expect(names).toEqual([
      'activity',
      'alerts',
      'backup',
      'board',
      'console',
      'deployments',
      'doctor',
      'gamequery',
      'history',
      'language',
      'link',
      'links',
      'players',
      'power',
      'restart',
      'say',
      'schedule',
      'servers',
      'share',
      'status',
      'unlink',
      'unshare',
    ]);
    const link = world.fake.commands.global.find((c) => c.name === 'link');
    expect(link?.default_member_permissions).toBe('32'); // Manage Server
    for (const everyone of ['status', 'history']) {
      expect(
        world.fake.commands.global.find((c) => c.name === everyone)?.default_member_permissions ?? null,
      ).toBeNull();
    }

    const hash = await world.app.kv.get(COMMANDS_HASH_KEY);
    await world.restart();
    expect(puts()).toHaveLength(1);
    // Registering to one guild is another target: registered again.
    await world.restart({ DISCORD_GUILD_ID: guild.id });
    expect(puts()).toHaveLength(2);
    expect(await world.app.kv.get(COMMANDS_HASH_KEY)).not.toBe(hash);
  });
});
