import { describe, expect, it } from 'vitest';
import { CLAIM_REFUSAL } from '../../src/discord/claim-flows.js';
import { FORGED_ANSWER } from '../../src/discord/component-id.js';
import { NONE_LINKED, NOT_LINKED_HERE, PICK_ONE } from '../../src/discord/messages.js';
import { ADMIN, BOT_TOKEN, type GuildFixture, guildFixture, MEMBER, useWorld } from '../support/bot-world.js';
import { inEnglish } from '../support/english.js';
import { answer, expectNoRejections } from '../support/interactions.js';

const REFUSAL = inEnglish(CLAIM_REFUSAL);

const startWorld = useWorld();

const NO_PINGS = { parse: [] };

/** `/link` by an admin of the guild: the server to that channel; resolves with the reply. */
function linkTo(world: World, guild: GuildFixture, serverId: string, channelId: string) {
  return answer(
    world.fake.interact({
      type: 'command',
      guildId: guild.id,
      name: 'link',
      options: [
        { name: 'server', type: 3, value: serverId },
        { name: 'channel', type: 7, value: channelId },
      ],
      member: { permissions: ADMIN },
    }),
  );
}

describe('linked servers: /link, /links, /unlink, /status, /servers, end to end with the real discord.js', () => {
  it('links a server, lists it, shows its status and refreshes it in place', async () => {
    const guild = guildFixture('Alpha');
    const world = await startWorld([guild], {}, (sim) => {
      const server = sim.addServer({
        name: 'Survival',
        powerState: 'running',
        address: 'play.example.com:25565',
      });
      sim.addBot({ token: BOT_TOKEN, installedOn: [server.id] });
      sim.setResources(server.id, {
        state: 'running',
        cpu: 12.5,
        memoryBytes: 1024 ** 3,
        uptimeMs: 3_600_000,
      });
    });
    const { fake, sim } = world;
    const serverId = sim.installationsOf(BOT_TOKEN)[0]!.serverId;

    // Autocomplete for /link offers what the bot can see.
    const choices = await fake
      .interact({
        type: 'autocomplete',
        guildId: guild.id,
        name: 'link',
        options: { server: 'surv' },
        focused: 'server',
        member: { permissions: ADMIN },
      })
      .choices();
    expect(choices).toEqual([{ name: `Survival (${serverId.slice(0, 8)})`, value: serverId }]);

    const link = await answer(
      fake.interact({
        type: 'command',
        guildId: guild.id,
        channelId: guild.general,
        name: 'link',
        options: [
          { name: 'server', type: 3, value: serverId },
          { name: 'channel', type: 7, value: guild.alerts },
        ],
        member: { permissions: ADMIN },
      }),
    );
    expect(link.ack.type).toBe(5); // deferred
    expect(link.message.flags & 64).toBe(64); // ephemeral
    expect(link.text).toContain('Linked **Survival** → <#');
    expect(link.text).not.toContain('lacks');

    const links = await answer(
      fake.interact({ type: 'command', guildId: guild.id, name: 'links', member: { permissions: ADMIN } }),
    );
    expect(links.text).toContain('Survival');
    expect(links.text).toContain(`<#${guild.alerts}>`);
    expect(links.text).toContain('all alerts');

    // /status without the option: the guild has exactly one linked server.
    const status = await answer(
      fake.interact({ type: 'command', guildId: guild.id, channelId: guild.general, name: 'status' }),
    );
    expect(status.ack.type).toBe(5);
    expect(status.message.flags & 64).toBe(0); // public
    const embed = status.message.embeds[0]!;
    expect(embed.title).toBe('Survival');
    expect(embed.fields?.find((f) => f.name === 'CPU')?.value).toMatch(/^12\.5% of /);
    expect(embed.fields?.find((f) => f.name === 'Uptime')?.value).toBe('1 hr 0 min');
    const fetched = sim.requests.filter(
      (r) => r.path === `/servers/${serverId}` || r.path === `/servers/${serverId}/resources`,
    );
    expect(fetched.length).toBeGreaterThanOrEqual(2);

    // Refresh edits the same message with new figures.
    sim.setResources(serverId, { cpu: 99 });
    const refresh = fake.interact({
      type: 'button',
      guildId: guild.id,
      channelId: guild.general,
      customId: world.app.componentIds.make(guild.id, 'status', 'refresh', serverId),
      message: status.message.id,
    });
    const ack = await refresh.ack();
    expect(ack.type).toBe(6); // deferred update
    await fake.waitFor(
      () =>
        fake.messagesIn(guild.general).length === 0 &&
        refresh.original?.embeds[0]?.fields?.find((f) => f.name === 'CPU')?.value.startsWith('99.0'),
    );
    expect(refresh.original?.id).toBe(status.message.id);

    // Unlink, then the server is gone for this guild.
    const unlink = await answer(
      fake.interact({
        type: 'command',
        guildId: guild.id,
        name: 'unlink',
        options: { server: serverId },
        member: { permissions: ADMIN },
      }),
    );
    expect(unlink.text).toContain('Unlinked **Survival** from 1 channel');
    const after = await answer(fake.interact({ type: 'command', guildId: guild.id, name: 'status' }));
    expect(after.text).toContain(NONE_LINKED);

    for (const edit of fake.webhookEdits) expect(edit.body.allowed_mentions).toEqual(NO_PINGS);
    expectNoRejections(fake);
  });

  it('keeps guilds apart: another guild’s server, an unknown id and a non-id get the same answer and no provider call', async () => {
    const alpha = guildFixture('Alpha');
    const beta = guildFixture('Beta');
    const world = await startWorld([alpha, beta], {}, (sim) => {
      const a = sim.addServer({ name: 'Alpha SMP' });
      const b = sim.addServer({ name: 'Beta SMP' });
      sim.addBot({ token: BOT_TOKEN, installedOn: [a.id, b.id] });
    });
    const { fake, sim, app } = world;
    const [a, b] = sim.installationsOf(BOT_TOKEN).map((i) => i.serverId) as [string, string];
    await app.links.link({ guildId: alpha.id, channelId: alpha.alerts, serverId: a, createdBy: 'x' });
    await app.links.link({ guildId: beta.id, channelId: beta.alerts, serverId: b, createdBy: 'x' });
    const before = sim.requests.length;

    for (const value of [b, '00000000-0000-4000-8000-000000000000', 'not-an-id', '../me']) {
      const reply = await answer(
        fake.interact({ type: 'command', guildId: alpha.id, name: 'status', options: { server: value } }),
      );
      expect(reply.text).toBe(NOT_LINKED_HERE);
      expect(reply.message.flags & 64).toBe(0); // the deferred reply was public; the error edit keeps it
    }
    expect(sim.requests.slice(before).filter((r) => r.path.startsWith('/servers/'))).toEqual([]);

    // Autocomplete in Alpha lists only Alpha's server.
    const choices = await fake
      .interact({
        type: 'autocomplete',
        guildId: alpha.id,
        name: 'status',
        options: { server: '' },
        focused: 'server',
      })
      .choices();
    expect(choices.map((c) => c.value)).toEqual([a]);

    // A Beta refresh button replayed in Alpha is refused by its MAC; one signed for Alpha by tenancy.
    const replayed = await answer(
      fake.interact({
        type: 'button',
        guildId: alpha.id,
        customId: app.componentIds.make(beta.id, 'status', 'refresh', b),
      }),
    );
    expect(replayed.text).toBe(FORGED_ANSWER);
    const signed = await answer(
      fake.interact({
        type: 'button',
        guildId: alpha.id,
        customId: app.componentIds.make(alpha.id, 'status', 'refresh', b),
      }),
    );
    expect(signed.text).toBe(NOT_LINKED_HERE);
    expectNoRejections(fake);
  });

  it('asks to pick a server when several are linked, and takes the channel’s own server', async () => {
    const guild = guildFixture('Alpha');
    const world = await startWorld([guild], {}, (sim) => {
      const a = sim.addServer({ name: 'One' });
      const b = sim.addServer({ name: 'Two' });
      sim.addBot({ token: BOT_TOKEN, installedOn: [a.id, b.id] });
    });
    const [a, b] = world.sim.installationsOf(BOT_TOKEN).map((i) => i.serverId) as [string, string];
    await world.app.links.link({ guildId: guild.id, channelId: guild.alerts, serverId: a, createdBy: 'x' });
    await world.app.links.link({ guildId: guild.id, channelId: guild.locked, serverId: b, createdBy: 'x' });

    const ambiguous = await answer(
      world.fake.interact({ type: 'command', guildId: guild.id, channelId: guild.general, name: 'status' }),
    );
    expect(ambiguous.text).toBe(PICK_ONE);
    const inChannel = await answer(
      world.fake.interact({ type: 'command', guildId: guild.id, channelId: guild.locked, name: 'status' }),
    );
    expect(inChannel.message.embeds[0]?.title).toBe('Two');
  });

  it('warns when the bot cannot post in the linked channel', async () => {
    const guild = guildFixture('Alpha');
    const world = await startWorld([guild], {}, (sim) => {
      sim.addBot({ token: BOT_TOKEN, installedOn: [sim.addServer({ name: 'Quiet' }).id] });
    });
    const serverId = world.sim.installationsOf(BOT_TOKEN)[0]!.serverId;
    const reply = await linkTo(world, guild, serverId, guild.locked);
    expect(reply.text).toContain(
      `⚠️ The bot lacks Send Messages in <#${guild.locked}>, so alerts cannot be posted there yet. Grant them in the channel's permissions.`,
    );
    // The installation itself is fine: nothing more to warn of.
    expect(reply.text.split('\n').filter((l) => l.startsWith('⚠️'))).toHaveLength(1);
  });

  it('links, and says before the first alert what will keep alerts and commands from working: no server.activity, a missing scope', async () => {
    const guild = guildFixture('Alpha');
    const world = await startWorld([guild], {}, (sim) => {
      const server = sim.addServer({ name: 'Quiet' });
      sim.addBot({ token: BOT_TOKEN, installedOn: [server.id], eventTypes: [], scopes: ['servers:read'] });
    });
    const serverId = world.sim.installationsOf(BOT_TOKEN)[0]!.serverId;
    const link = await linkTo(world, guild, serverId, guild.alerts);
    expect(link.text.split('\n')).toEqual([
      expect.stringMatching(/^Linked \*\*Quiet\*\* → /),
      expect.stringMatching(/^It now belongs to this Discord server/),
      "⚠️ The bot's installation is not subscribed to `server.activity`, so no real alert will ever arrive. Ask the server owner to subscribe it to `server.activity` in the provider's panel.",
      "⚠️ The bot's installation lacks `backups:read`, `backups:write`, `git:read`, `servers:console`, `servers:power`: the commands that need them are refused for this server. Ask the server owner to grant them to the bot's installation.",
    ]);
    expect(await world.app.links.isLinked(guild.id, serverId)).toBe(true);

    // The test alert is posted, and the reply says real ones will not come.
    const test = await answer(
      world.fake.interact({
        type: 'command',
        guildId: guild.id,
        name: 'alerts',
        subcommand: 'test',
        options: [{ name: 'server', type: 3, value: serverId }],
        member: { permissions: ADMIN },
      }),
    );
    expect(test.text).toMatch(new RegExp(`✅ <#${guild.alerts}>: `));
    expect(test.text).toContain('not subscribed to `server.activity`, so no real alert will ever arrive');
    expect(test.text).not.toContain('lacks');
    expectNoRejections(world.fake);
  });

  it('refuses to link an id the bot does not see, from its cached list, without asking the provider', async () => {
    const guild = guildFixture('Alpha');
    const world = await startWorld([guild], {}, (sim) => {
      sim.addBot({ token: BOT_TOKEN });
      sim.addServer({ name: 'Not installed' });
    });
    const before = world.sim.requests.length;
    const reply = await answer(
      world.fake.interact({
        type: 'command',
        guildId: guild.id,
        name: 'link',
        options: { server: '00000000-0000-4000-8000-000000000000' },
        member: { permissions: ADMIN },
      }),
    );
    expect(reply.text).toBe(REFUSAL.notLinkable);
    expect(world.sim.requests.slice(before).filter((r) => r.path.startsWith('/servers/'))).toEqual([]);
    expect(await world.app.links.forGuild(guild.id)).toEqual([]);
  });

  it('says the bot cannot see a listed server that was uninstalled since the list was read', async () => {
    const guild = guildFixture('Alpha');
    const world = await startWorld([guild], {}, (sim) => {
      sim.addBot({ token: BOT_TOKEN, installedOn: [sim.addServer({ name: 'Going away' }).id] });
    });
    const serverId = world.sim.installationsOf(BOT_TOKEN)[0]!.serverId;
    // /servers fills the cached list; then the owner uninstalls the bot.
    const servers = await answer(
      world.fake.interact({
        type: 'command',
        guildId: guild.id,
        name: 'servers',
        member: { permissions: ADMIN },
      }),
    );
    expect(servers.text).toContain('Going away');
    world.sim.uninstall(BOT_TOKEN, serverId);
    const reply = await answer(
      world.fake.interact({
        type: 'command',
        guildId: guild.id,
        name: 'link',
        options: { server: serverId },
        member: { permissions: ADMIN },
      }),
    );
    expect(reply.text).toBe(REFUSAL.cantSee);
    expect(await world.app.links.forGuild(guild.id)).toEqual([]);
    expect(await world.app.claims.ownerOf(serverId)).toBeUndefined();
  });

  it('shows names with markdown and mentions literally, pinging nobody', async () => {
    const guild = guildFixture('Alpha');
    const world = await startWorld([guild], {}, (sim) => {
      const server = sim.addServer({
        name: '**Pwn** @everyone <@&123456789012345678> `x`',
        game: { name: '@here _game_', variant: 'v', version: null },
      });
      sim.addBot({ token: BOT_TOKEN, installedOn: [server.id] });
    });
    const serverId = world.sim.installationsOf(BOT_TOKEN)[0]!.serverId;
    await world.app.links.link({ guildId: guild.id, channelId: guild.alerts, serverId, createdBy: 'x' });
    const reply = await answer(world.fake.interact({ type: 'command', guildId: guild.id, name: 'status' }));
    const embed = reply.message.embeds[0]!;
    expect(embed.title).not.toMatch(/@everyone|<@&/);
    expect(embed.title?.replaceAll('\u200b', '').replaceAll('\\', '')).toBe(
      '**Pwn** @everyone <@&123456789012345678> `x`',
    );
    expect(embed.fields?.[0]?.value).not.toContain('@here');
    expect(reply.message.allowedMentions).toEqual(NO_PINGS);
  });

  it.each([
    ['a revoked token (401)', (sim: World['sim']) => sim.revokeToken(BOT_TOKEN), /HOSTING_TOKEN/],
    [
      'a missing scope (403)',
      (sim: World['sim'], id: string) =>
        sim.fault({
          path: `/servers/${id}`,
          status: 403,
          code: 'INSUFFICIENT_SCOPE',
          scope: 'servers:read',
          times: 5,
        }),
      /`servers:read`.*server owner/,
    ],
    [
      'an uninstalled server (404)',
      (sim: World['sim'], id: string) => sim.uninstall(BOT_TOKEN, id),
      /can(no|')t see|not visible|no longer/i,
    ],
    [
      'rate limiting (429)',
      (sim: World['sim']) => sim.rateLimit({ retryAfter: 30, times: 10 }),
      /Try again in 30 seconds/,
    ],
    [
      'an internal error (500)',
      (sim: World['sim'], id: string) => sim.fault({ path: `/servers/${id}`, status: 500, times: 5 }),
      /request id `[^`]+`/,
    ],
  ])('turns %s into a reply that says what to do', async (_name, breakIt, expected) => {
    const guild = guildFixture('Alpha');
    const world = await startWorld([guild], {}, (sim) => {
      sim.addBot({ token: BOT_TOKEN, installedOn: [sim.addServer({ name: 'S' }).id] });
    });
    const serverId = world.sim.installationsOf(BOT_TOKEN)[0]!.serverId;
    await world.app.links.link({ guildId: guild.id, channelId: guild.alerts, serverId, createdBy: 'x' });
    breakIt(world.sim, serverId);
    const reply = await answer(world.fake.interact({ type: 'command', guildId: guild.id, name: 'status' }));
    expect(reply.text).toMatch(expected);
    expect(reply.text).not.toContain(BOT_TOKEN);
    expectNoRejections(world.fake);
  });

  it('lists linked servers for members, and unlinked ones too for admins', async () => {
    const guild = guildFixture('Alpha');
    const world = await startWorld([guild], {}, (sim) => {
      sim.addBot({
        token: BOT_TOKEN,
        installedOn: [sim.addServer({ name: 'Linked' }).id, sim.addServer({ name: 'Spare' }).id],
      });
    });
    const [linked] = world.sim.installationsOf(BOT_TOKEN).map((i) => i.serverId);
    await world.app.links.link({
      guildId: guild.id,
      channelId: guild.alerts,
      serverId: linked!,
      createdBy: 'x',
    });
    const member = await answer(
      world.fake.interact({
        type: 'command',
        guildId: guild.id,
        name: 'servers',
        member: { permissions: MEMBER },
      }),
    );
    expect(member.text).toContain('Linked');
    expect(member.text).not.toContain('Spare');
    const admin = await answer(
      world.fake.interact({
        type: 'command',
        guildId: guild.id,
        name: 'servers',
        member: { permissions: ADMIN },
      }),
    );
    expect(admin.text).toContain('Spare');
  });
});

type World = Awaited<ReturnType<typeof startWorld>>;
