import { ApplicationCommandOptionType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { shownText, useDeliveryWorld } from '../pipeline/support/world.js';
import { ADMIN, guildFixture } from '../support/bot-world.js';
import type { FakeInteractionInput } from '../support/fake-discord.js';

const startWorld = useDeliveryWorld();
const ROLE = '333333333333333333';

describe('/alerts', () => {
  it('filters a link’s alerts, mentions a role for chosen severities, and offers values seen in events', async () => {
    const guild = guildFixture('Alpha');
    guild.config.roles = [{ id: ROLE, name: 'on-call' }];
    const world = await startWorld({ guild });
    const { app, fake, serverId } = world;
    await app.links.link({ guildId: guild.id, channelId: guild.alerts, serverId, createdBy: 'test' });
    const ask = async (input: Omit<Extract<FakeInteractionInput, { type: 'command' }>, 'type' | 'name'>) => {
      const message = await fake
        .interact({
          type: 'command',
          name: 'alerts',
          guildId: guild.id,
          channelId: guild.general,
          member: { permissions: ADMIN },
          ...input,
        })
        .reply(5000);
      return shownText(message);
    };

    // Values seen in events become autocomplete choices.
    await world.deliver([
      world.activity({ category: 'Power', type: 'crash', severity: 'error', title: 'seen 1' }),
      world.activity({ category: 'backup', type: 'done', severity: 'info', title: 'seen 2' }),
    ]);
    await fake.waitFor(
      async () => (await app.delivery.backlog()).pending === 0 && (await app.inbox.stats()).pending === 0,
      5000,
    );
    const choices = await fake
      .interact({
        type: 'autocomplete',
        name: 'alerts',
        subcommand: 'filter',
        guildId: guild.id,
        options: { categories: 'power, ' },
        focused: 'categories',
        member: { permissions: ADMIN },
      })
      .choices();
    expect(choices).toEqual([{ name: 'power, backup', value: 'power, backup' }]);

    const filtered = await ask({
      subcommand: 'filter',
      options: { categories: 'POWER', severities: 'error, critical' },
    });
    expect(filtered).toContain('Categories: power · Types: all · Severities: error, critical');
    expect((await app.links.forServer(serverId))[0]).toMatchObject({
      categories: ['power'],
      severities: ['error', 'critical'],
      state: 'active',
    });

    const mentioned = await ask({
      subcommand: 'mention',
      options: [
        { name: 'role', type: ApplicationCommandOptionType.Role, value: ROLE },
        { name: 'severities', type: ApplicationCommandOptionType.String, value: 'critical' },
      ],
    });
    expect(mentioned).toContain(`Mentions: <@&${ROLE}> on severities critical`);
    expect(mentioned).toContain('is not mentionable');

    const before = fake.messagesIn(guild.alerts).length;
    await world.deliver([
      world.activity({ category: 'backup', severity: 'critical', title: 'filtered out' }),
    ]);
    await world.deliver([world.activity({ category: 'power', severity: 'error', title: 'quiet one' })]);
    await fake.waitFor(() => fake.messagesIn(guild.alerts).length === before + 1, 5000);
    await world.deliver([world.activity({ category: 'power', severity: 'Critical', title: 'loud one' })]);
    await fake.waitFor(() => fake.messagesIn(guild.alerts).length === before + 2, 5000);
    const [quiet, loud] = fake.messagesIn(guild.alerts).slice(before);
    expect(quiet!.embeds[0]!.title).toBe('quiet one');
    expect(quiet!.content).toBe('');
    expect(quiet!.allowedMentions).toEqual({ parse: [] });
    expect(loud!.embeds[0]!.title).toBe('loud one');
    expect(loud!.content).toBe(`<@&${ROLE}>`);
    expect(loud!.allowedMentions).toEqual({ parse: [], roles: [ROLE] });
    expect(fake.messagesIn(guild.alerts).some((m) => shownText(m).includes('filtered out'))).toBe(false);

    const shown = await ask({ subcommand: 'show' });
    expect(shown).toContain('Categories: power · Types: all · Severities: error, critical');
    expect(shown).toContain('Categories: backup, power');
    expect(shown).toContain('Severities: critical, error, info');

    // `all` clears a filter; no role turns mentions off; @everyone is refused.
    expect(await ask({ subcommand: 'filter', options: { categories: 'all', severities: 'all' } })).toContain(
      'Categories: all · Types: all · Severities: all',
    );
    expect(await ask({ subcommand: 'mention' })).toContain('Mentions: nobody');
    const everyone = await ask({
      subcommand: 'mention',
      options: [{ name: 'role', type: ApplicationCommandOptionType.Role, value: guild.id }],
    });
    expect(everyone).toContain('cannot mention @everyone');
    expect((await app.links.forServer(serverId))[0]).toMatchObject({
      mentionRoleId: null,
      categories: [],
      severities: [],
    });
    expect(fake.rejected).toEqual([]);
  });

  it('asks for the channel when a server posts to several, and leaves a broken link to /link', async () => {
    const world = await startWorld();
    const { app, fake, guild, serverId } = world;
    await app.links.link({ guildId: guild.id, channelId: guild.alerts, serverId, createdBy: 'test' });
    const second = (
      await app.links.link({
        guildId: guild.id,
        channelId: guild.locked,
        serverId,
        createdBy: 'test',
      })
    ).link;
    const ask = ({ channel, ...lists }: Record<string, string>) =>
      fake
        .interact({
          type: 'command',
          name: 'alerts',
          subcommand: 'filter',
          guildId: guild.id,
          channelId: guild.general,
          options: [
            ...Object.entries(lists).map(([name, value]) => ({
              name,
              type: ApplicationCommandOptionType.String,
              value,
            })),
            ...(channel
              ? [{ name: 'channel', type: ApplicationCommandOptionType.Channel, value: channel }]
              : []),
          ],
          member: { permissions: ADMIN },
        })
        .reply(5000)
        .then(shownText);

    expect(await ask({ types: 'crash' })).toContain('choose one with the `channel` option');
    await app.links.setState(second.id, 'broken', 'Missing Access');
    expect(await ask({ types: 'crash', channel: guild.locked })).toContain('run `/link` again');
    expect(await ask({ types: 'crash', channel: guild.alerts })).toContain('Types: crash');
    expect(await ask({ channel: guild.alerts })).toContain('Give `categories`, `types` or `severities`');
    expect((await app.links.forGuild(guild.id)).map((l) => [l.channelId, l.types, l.state])).toEqual([
      [guild.alerts, ['crash'], 'active'],
      [guild.locked, [], 'broken'],
    ]);
  });
});
