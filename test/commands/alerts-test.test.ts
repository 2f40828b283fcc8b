import { ApplicationCommandOptionType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { marker, shownText, useDeliveryWorld } from '../pipeline/support/world.js';
import { ADMIN, guildFixture } from '../support/bot-world.js';

const startWorld = useDeliveryWorld();
const ROLE = '333333333333333333';

describe('/alerts test', () => {
  it('posts one marked test alert per linked channel through the real delivery path, and stays out of the event path', async () => {
    const guild = guildFixture('Alpha');
    guild.config.roles = [{ id: ROLE, name: 'on-call' }];
    const world = await startWorld({ guild });
    const { app, fake, serverId } = world;
    await app.links.link({
      guildId: guild.id,
      channelId: guild.alerts,
      serverId,
      createdBy: 'test',
      filters: { severities: ['critical'], mentionRoleId: ROLE },
    });
    await app.links.link({ guildId: guild.id, channelId: guild.general, serverId, createdBy: 'test' });
    const test = (channel?: string) =>
      fake.interact({
        type: 'command',
        name: 'alerts',
        subcommand: 'test',
        guildId: guild.id,
        channelId: guild.general,
        options: channel
          ? [{ name: 'channel', type: ApplicationCommandOptionType.Channel, value: channel }]
          : [],
        member: { permissions: ADMIN },
      });

    const ix = test();
    expect((await ix.ack()).type).toBe(5);
    const reply = await ix.reply(10_000);
    expect(reply.flags & 64).toBe(64);
    expect(reply.content).toBe(
      [
        'Test alert for **Survival**:',
        `✅ <#${guild.alerts}>: test alert posted`,
        `✅ <#${guild.general}>: test alert posted`,
      ].join('\n'),
    );
    for (const channel of [guild.alerts, guild.general]) {
      const messages = fake.messagesIn(channel);
      expect(messages).toHaveLength(1);
      expect(messages[0]!.embeds[0]!.title).toBe(
        '🧪 TEST · Test alert: alerts of this server reach this channel',
      );
      expect(messages[0]!.embeds[0]!.footer?.text).toBe('hostcord test alert');
      const member = ix.payload.member as { user: { id: string } };
      expect(shownText(messages[0]!)).toContain(`/alerts test by <@${member.user.id}>`);
    }
    // The link that filters to critical alerts got it anyway, with its role mentioned (and only that).
    const [filtered] = fake.messagesIn(guild.alerts);
    expect(filtered!.embeds[0]!.description).toContain('(severities critical); this test ignores them');
    expect(filtered!.content).toBe(`<@&${ROLE}>`);
    expect(filtered!.allowedMentions).toEqual({ parse: [], roles: [ROLE] });
    const [plain] = fake.messagesIn(guild.general);
    expect(plain!.content).toBe('');
    expect(plain!.allowedMentions).toEqual({ parse: [] });

    // Only the chosen channel.
    await test(guild.general).reply(10_000);
    expect(fake.messagesIn(guild.general)).toHaveLength(2);
    expect(fake.messagesIn(guild.alerts)).toHaveLength(1);

    // No event: nothing stored, nothing counted; a real event afterwards is posted once, filtered as before.
    expect(await app.inbox.stats()).toEqual({ pending: 0, lastReceivedAt: null });
    expect(app.store.sqlite!.sqlite.prepare('SELECT count(*) AS n FROM outbox').get()).toEqual({ n: 0 });
    const metrics = await app.metrics.registry.metrics();
    expect(metrics).not.toMatch(/^hostcord_discord_messages_total\{result="sent"\} [1-9]/m);
    await world.deliver([world.activity({ severity: 'critical', title: `real ${marker(1)}` })]);
    await fake.waitFor(() => fake.messagesIn(guild.general).length === 3, 5000);
    await fake.waitFor(() => fake.messagesIn(guild.alerts).length === 2, 5000);
    expect(world.markers(guild.alerts).get(marker(1))).toBe(1);
    expect(world.markers(guild.general).get(marker(1))).toBe(1);
    expect(fake.rejected).toEqual([]);
  });

  it('says which channel refused it and why, without marking the link broken; Manage Server by default', async () => {
    const world = await startWorld();
    const { app, fake, guild, serverId } = world;
    await app.links.link({ guildId: guild.id, channelId: guild.locked, serverId, createdBy: 'test' });
    const reply = await fake
      .interact({
        type: 'command',
        name: 'alerts',
        subcommand: 'test',
        guildId: guild.id,
        channelId: guild.general,
        member: { permissions: ADMIN },
      })
      .reply(10_000);
    expect(reply.content).toContain(
      `❌ <#${guild.locked}>: the bot may not post or embed there (Missing Permissions); grant the bot View Channel, Send Messages and Embed Links there`,
    );
    expect((await app.links.forGuild(guild.id))[0]?.state).toBe('active');
    expect(fake.commands.global.find((c) => c.name === 'alerts')?.default_member_permissions).toBe('32');
  });
});
