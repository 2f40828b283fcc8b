import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import {
  ActionRowBuilder,
  ApplicationCommandPermissionType,
  ButtonBuilder,
  ButtonStyle,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  type Interaction,
  MessageFlags,
  PermissionFlagsBits,
  RESTJSONErrorCodes,
  Routes,
  SlashCommandBuilder,
  Team,
  TeamMemberMembershipState,
  type TextChannel,
  User,
} from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  type FakeDiscord,
  type FakeDiscordOptions,
  type FakeGuildConfig,
  snowflake,
  startFakeDiscord,
} from './fake-discord.js';

const GUILD_ID = snowflake();
const ALERTS_ID = snowflake();
const STAFF_ID = snowflake();
const ADMIN_ROLE_ID = snowflake();

const GUILD: FakeGuildConfig = {
  id: GUILD_ID,
  name: 'Fake Guild',
  channels: [
    { id: ALERTS_ID, name: 'alerts' },
    // @everyone may not view #staff, and the bot has no role that overrides it.
    {
      id: STAFF_ID,
      name: 'staff',
      permission_overwrites: [
        { id: GUILD_ID, type: 0, allow: '0', deny: String(PermissionFlagsBits.ViewChannel) },
      ],
    },
  ],
  roles: [{ id: ADMIN_ROLE_ID, name: 'Admins', permissions: String(PermissionFlagsBits.ManageGuild) }],
};

let fake: FakeDiscord | undefined;
let client: Client | undefined;

afterEach(async () => {
  await client?.destroy();
  await fake?.close();
  client = undefined;
  fake = undefined;
});

async function login(target: FakeDiscord, token = target.botToken): Promise<Client> {
  const bot = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: { api: target.apiUrl },
    waitGuildTimeout: 500,
  });
  // Registered before login: login() may resolve after the ready event already fired.
  const ready = once(bot, Events.ClientReady);
  try {
    await bot.login(token);
  } catch (error) {
    await bot.destroy();
    throw error;
  }
  await ready;
  return bot;
}

async function setup(options: FakeDiscordOptions = {}): Promise<{ fake: FakeDiscord; client: Client }> {
  fake = await startFakeDiscord({ guilds: [GUILD], ...options });
  client = await login(fake);
  return { fake, client };
}

/** Runs `handler` for every interaction and keeps its errors, so a failure shows up in the test. */
function onInteraction(bot: Client, handler: (interaction: Interaction) => Promise<void>): unknown[] {
  const errors: unknown[] = [];
  bot.on(Events.InteractionCreate, (interaction) => {
    handler(interaction).catch((error: unknown) => errors.push(error));
  });
  return errors;
}

function alerts(bot: Client): TextChannel {
  return bot.channels.cache.get(ALERTS_ID) as TextChannel;
}

// Short per-test timeout: a missing gateway event should fail fast, not after the 20 s default.
describe('fake Discord with the real discord.js client', { timeout: 5000 }, () => {
  it('logs in: READY and GUILD_CREATE fill the cache', async () => {
    const { fake, client } = await setup();

    const guild = client.guilds.cache.get(GUILD_ID);
    expect(guild?.name).toBe('Fake Guild');
    expect(client.channels.cache.get(ALERTS_ID)?.isTextBased()).toBe(true);
    expect(guild?.roles.cache.get(ADMIN_ROLE_ID)?.name).toBe('Admins');
    expect(guild?.members.me?.id).toBe(fake.botUser.id);
    expect(client.application?.id).toBe(fake.applicationId);
    expect(fake.gateway.identifies).toEqual([expect.objectContaining({ intents: GatewayIntentBits.Guilds })]);
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/gateway/bot' });
    expect(fake.requests[0]?.headers.authorization).toBe(`Bot ${fake.botToken}`);
  });

  it('answers GET /applications/@me with its owner user, or its team, and bot_public', async () => {
    const { fake, client } = await setup({ application: { botPublic: true } });
    const app = await client.application!.fetch();
    expect(app.botPublic).toBe(true);
    expect(app.owner).toBeInstanceOf(User);
    expect((app.owner as User).id).toBe(fake.applicationOwner.id);

    const [lead, invited] = [snowflake(), snowflake()];
    fake.setApplication({
      botPublic: false,
      team: { members: [{ user: { id: lead } }, { user: { id: invited }, accepted: false }] },
    });
    const teamApp = await client.application!.fetch();
    expect(teamApp.botPublic).toBe(false);
    expect(teamApp.owner).toBeInstanceOf(Team);
    const team = teamApp.owner as Team;
    expect(team.ownerId).toBe(lead);
    expect(team.members.map((m) => [m.id, m.membershipState])).toEqual([
      [lead, TeamMemberMembershipState.Accepted],
      [invited, TeamMemberMembershipState.Invited],
    ]);
  });

  it('looks up single members: the owner by default, others once added, 404 Unknown Member otherwise', async () => {
    const stranger = snowflake();
    const { fake, client } = await setup({
      guilds: [GUILD, { id: snowflake(), name: 'Without the owner', channels: [], members: [] }],
    });
    const [guild, other] = [...client.guilds.cache.values()];
    const fetchMember = (g: typeof guild, userId: string) =>
      g!.members.fetch({ user: userId, force: true, cache: false });
    expect((await fetchMember(guild, fake.applicationOwner.id)).id).toBe(fake.applicationOwner.id);
    await expect(fetchMember(other, fake.applicationOwner.id)).rejects.toMatchObject({
      status: 404,
      code: RESTJSONErrorCodes.UnknownMember,
    });
    await expect(fetchMember(guild, stranger)).rejects.toBeInstanceOf(DiscordAPIError);
    fake.setMember(guild!.id, stranger, true);
    expect((await fetchMember(guild, stranger)).id).toBe(stranger);
    fake.setMember(guild!.id, fake.applicationOwner.id, false);
    await expect(fetchMember(guild, fake.applicationOwner.id)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a wrong token: 401 on REST, close code 4004 on the gateway', async () => {
    fake = await startFakeDiscord({ guilds: [GUILD] });

    await expect(login(fake, 'fake-discord-wrong-token')).rejects.toMatchObject({ code: 'TokenInvalid' });
    expect(fake.rejected).toEqual([expect.objectContaining({ status: 401, code: 0, path: '/gateway/bot' })]);

    const socket = new WebSocket(`${fake.gatewayUrl}?v=10&encoding=json`);
    await once(socket, 'message'); // HELLO
    socket.send(
      JSON.stringify({ op: 2, d: { token: 'fake-discord-wrong-token', intents: 1, properties: {} } }),
    );
    const [code] = (await once(socket, 'close')) as [number];
    expect(code).toBe(4004);
  });

  it('answers unknown routes with a Discord 404 and records them', async () => {
    const { fake, client } = await setup();

    await expect(client.rest.get('/guilds/123456789012345678/emojis')).rejects.toMatchObject({ status: 404 });
    await expect(client.rest.get(`/guilds/${GUILD_ID}/no-such-thing`)).rejects.toMatchObject({
      status: 404,
      code: 0,
      rawError: { message: '404: Not Found', code: 0 },
    });
    expect(fake.rejected.map((r) => r.path)).toEqual([
      '/guilds/123456789012345678/emojis',
      `/guilds/${GUILD_ID}/no-such-thing`,
    ]);
  });

  it('records a global command registration and validates command names', async () => {
    const { fake, client } = await setup();
    const status = new SlashCommandBuilder()
      .setName('status')
      .setDescription('Show a server')
      .addStringOption((option) => option.setName('server').setDescription('Server').setAutocomplete(true));

    const saved = await client.application?.commands.set([status]);

    expect(fake.commands.global.map((command) => command.name)).toEqual(['status']);
    expect(saved?.first()?.id).toBe(fake.commands.global[0]?.id);
    expect(fake.commands.global[0]?.id).toMatch(/^\d{17,19}$/);
    expect(fake.requests).toContainEqual(
      expect.objectContaining({ method: 'PUT', path: `/applications/${fake.applicationId}/commands` }),
    );

    await expect(
      client.application?.commands.set([{ name: 'Not Valid', description: 'x' }]),
    ).rejects.toMatchObject({
      status: 400,
      code: 50035,
    });
    expect(fake.commands.global.map((command) => command.name)).toEqual(['status']);
  });

  it('serves Integrations overrides as discord.js reads them, and announces changes on the gateway', async () => {
    const { fake, client } = await setup();
    const [status] =
      (await client.application?.commands.set([{ name: 'status', description: 'Show' }]))?.values() ?? [];
    const updates: unknown[] = [];
    client.on(Events.ApplicationCommandPermissionsUpdate, (update) => updates.push(update));
    const manager = client.application!.commands.permissions;

    expect((await manager.fetch({ guild: GUILD_ID })).size).toBe(0);
    const allow = { id: ADMIN_ROLE_ID, type: ApplicationCommandPermissionType.Role, permission: true };
    fake.setCommandPermissions(GUILD_ID, fake.commandId('status'), [allow]);
    fake.setCommandPermissions(GUILD_ID, fake.applicationId, [{ ...allow, permission: false }]);

    const all = await manager.fetch({ guild: GUILD_ID });
    expect(all.get(status!.id)).toEqual([allow]);
    expect(all.get(fake.applicationId)).toEqual([{ ...allow, permission: false }]);
    await expect(manager.fetch({ guild: GUILD_ID, command: status!.id })).resolves.toEqual([allow]);
    await fake.waitFor(() => updates.length === 2, 2000, 'two permission updates');
    expect(updates[0]).toEqual({
      id: status!.id,
      guildId: GUILD_ID,
      applicationId: fake.applicationId,
      permissions: [allow],
    });

    // Removing every override removes the entry, as on Discord.
    fake.setCommandPermissions(GUILD_ID, status!.id, []);
    await expect(manager.fetch({ guild: GUILD_ID, command: status!.id })).rejects.toMatchObject({
      status: 404,
      code: RESTJSONErrorCodes.UnknownApplicationCommandPermissions,
    });
    expect(() => fake.setCommandPermissions(GUILD_ID, snowflake(), [allow])).toThrow(/neither/);
    expect(fake.rejected).toEqual([]);
  });

  it('slash command: deferReply then editReply with embeds, recorded with timing', async () => {
    const { fake, client } = await setup();
    const errors = onInteraction(client, async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.deferReply();
      await delay(50);
      const server = interaction.options.getString('server');
      const channel = interaction.options.getChannel('channel');
      await interaction.editReply({
        embeds: [{ title: 'Server up', description: `${server} → #${channel?.name}` }],
      });
    });

    const ix = fake.interact({
      type: 'command',
      name: 'status',
      options: [
        { name: 'server', type: 3, value: 'alpha' },
        { name: 'channel', type: 7, value: ALERTS_ID },
      ],
    });

    const ack = await ix.ack();
    expect(ack.type).toBe(5);
    expect(ack.elapsedMs).toBeLessThan(1000);
    const reply = await ix.reply();
    expect(reply.embeds).toEqual([{ title: 'Server up', description: 'alpha → #alerts' }]);
    expect(ix.edits).toHaveLength(1);
    expect(ix.edits[0]?.elapsedMs).toBeGreaterThanOrEqual(ack.elapsedMs + 40);
    expect(fake.requests.some((r) => r.path.endsWith('/messages/@original') && r.method === 'PATCH')).toBe(
      true,
    );
    expect(errors).toEqual([]);
    expect(fake.rejected).toEqual([]);
  });

  it('editReply with files: multipart upload recorded byte for byte as attachments; over the limit 413 / 40005', async () => {
    const { fake, client } = await setup({ uploadLimitBytes: 64 * 1024 });
    // Every byte value, CR LF pairs and a fake boundary inside the file: the parser must not split on them.
    const small = Buffer.concat([
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      Buffer.from('\r\n\r\n--boundary\r\n'),
    ]);
    const large = Buffer.alloc(64 * 1024 + 1, 7);
    const errors = onInteraction(client, async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.deferReply();
      const size = interaction.options.getString('server');
      await interaction.editReply({
        content: 'chart',
        files: [{ attachment: size === 'large' ? large : small, name: 'chart.png' }],
        embeds: [{ image: { url: 'attachment://chart.png' } }],
      });
    });

    const ok = fake.interact({
      type: 'command',
      name: 'history',
      options: [{ name: 'server', type: 3, value: 'small' }],
    });
    const reply = await ok.reply();
    expect(reply.attachments).toEqual([
      expect.objectContaining({ filename: 'chart.png', size: small.length }),
    ]);
    const id = String(reply.attachments[0]?.id);
    expect(reply.files.get(id)?.data.equals(small)).toBe(true);
    const patch = fake.requests.find((r) => r.method === 'PATCH' && r.path.endsWith('/messages/@original'));
    expect(patch?.files).toEqual(['chart.png']);
    expect(patch?.uploads?.[0]?.field).toBe('files[0]');
    expect(fake.rejected).toEqual([]);

    const tooLarge = fake.interact({
      type: 'command',
      name: 'history',
      options: [{ name: 'server', type: 3, value: 'large' }],
    });
    await tooLarge.ack();
    await fake.waitFor(() => fake.rejected.length > 0, 2000, 'the refused upload');
    expect(fake.rejected).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        status: 413,
        code: RESTJSONErrorCodes.RequestEntityTooLarge,
      }),
    ]);
    expect(tooLarge.original?.attachments).toEqual([]);
    await fake.waitFor(() => errors.length > 0, 2000, 'the error of the refused upload');
    expect(errors).toEqual([expect.objectContaining({ status: 413 })]);
  });

  it('button: update() edits the message the button sits on', async () => {
    const { fake, client } = await setup();
    const responses: (string | undefined)[] = [];
    const errors = onInteraction(client, async (interaction) => {
      if (interaction.isChatInputCommand()) {
        const confirm = new ButtonBuilder()
          .setCustomId('confirm:42')
          .setLabel('Restart')
          .setStyle(ButtonStyle.Danger);
        const row = new ActionRowBuilder<ButtonBuilder>().addComponents(confirm);
        const response = await interaction.reply({
          content: 'Really restart?',
          components: [row],
          withResponse: true,
        });
        responses.push(response.resource?.message?.id);
      } else if (interaction.isButton()) {
        await interaction.update({ content: `Restarting (${interaction.customId})`, components: [] });
      }
    });

    const question = await fake.interact({ type: 'command', name: 'restart' }).reply();
    const press = fake.interact({ type: 'button', customId: 'confirm:42' });

    expect((press.payload.message as { id: string }).id).toBe(question.id);
    // The fake stores the reply before discord.js has read the HTTP answer carrying it.
    await fake.waitFor(() => responses.length > 0, 2000, 'the with_response answer');
    expect(responses).toEqual([question.id]);
    expect((await press.ack()).type).toBe(7);
    const updated = await press.reply();
    expect(updated.id).toBe(question.id);
    expect(updated.content).toBe('Restarting (confirm:42)');
    expect(updated.components).toEqual([]);
    expect(errors).toEqual([]);
    expect(fake.rejected).toEqual([]);
  });

  it('autocomplete: respond() choices are recorded; more than 25 are refused', async () => {
    const { fake, client } = await setup();
    const errors = onInteraction(client, async (interaction) => {
      if (!interaction.isAutocomplete()) return;
      const typed = interaction.options.getFocused();
      const count = typed === 'many' ? 26 : 2;
      await interaction.respond(
        Array.from({ length: count }, (_, i) => ({ name: `${typed}-${i}`, value: `id-${i}` })),
      );
    });

    const ix = fake.interact({
      type: 'autocomplete',
      name: 'status',
      options: { server: 'al' },
      focused: 'server',
    });
    expect(await ix.choices()).toEqual([
      { name: 'al-0', value: 'id-0' },
      { name: 'al-1', value: 'id-1' },
    ]);

    fake.interact({ type: 'autocomplete', name: 'status', options: { server: 'many' }, focused: 'server' });
    await fake.waitFor(() => errors.length > 0, 2000, 'the refused autocomplete');
    expect(errors[0]).toBeInstanceOf(DiscordAPIError);
    expect(fake.rejected).toEqual([
      expect.objectContaining({ status: 400, code: 50035, errors: { data: { choices: expect.anything() } } }),
    ]);
  });

  it('channel.send with the same nonce and enforceNonce creates one message', async () => {
    const { fake, client } = await setup();
    const options = { content: 'Server alpha crashed', nonce: 'outbox-17', enforceNonce: true };

    const first = await alerts(client).send(options);
    const second = await alerts(client).send(options);

    expect(second.id).toBe(first.id);
    expect(fake.messagesIn(ALERTS_ID).map((m) => m.content)).toEqual(['Server alpha crashed']);
    expect(
      fake.requests.filter((r) => r.method === 'POST' && r.path === `/channels/${ALERTS_ID}/messages`),
    ).toHaveLength(2);
    expect(fake.requests.at(-1)?.body).toMatchObject({ nonce: 'outbox-17', enforce_nonce: true });
  });

  it('refuses embeds over Discord limits with 400 and records them', async () => {
    const { fake, client } = await setup();

    await expect(alerts(client).send({ embeds: [{ description: 'x'.repeat(4097) }] })).rejects.toMatchObject({
      status: 400,
      code: 50035,
    });
    const halves = [{ description: 'y'.repeat(3500) }, { description: 'z'.repeat(3500) }];
    await expect(alerts(client).send({ embeds: halves })).rejects.toMatchObject({ status: 400 });

    expect(fake.rejected.map((r) => r.errors)).toEqual([
      {
        embeds: {
          0: { description: { _errors: [expect.objectContaining({ code: 'BASE_TYPE_MAX_LENGTH' })] } },
        },
      },
      { embeds: { _errors: [expect.objectContaining({ code: 'MAX_EMBED_SIZE_EXCEEDED' })] } },
    ]);
    expect(fake.messagesIn(ALERTS_ID)).toEqual([]);
  });

  it('refuses an embed timestamp Discord cannot parse (expanded or zero year), accepts ISO 8601', async () => {
    const { fake, client } = await setup();
    for (const timestamp of ['+275760-09-13T00:00:00.000Z', '0000-01-01T00:00:00.000Z', 'yesterday']) {
      await expect(alerts(client).send({ embeds: [{ title: 'x', timestamp }] })).rejects.toMatchObject({
        status: 400,
        code: 50035,
      });
    }
    expect(fake.rejected.map((r) => r.errors)).toEqual(
      Array(3).fill({
        embeds: {
          0: { timestamp: { _errors: [expect.objectContaining({ code: 'DATE_TIME_TYPE_PARSE' })] } },
        },
      }),
    );
    await alerts(client).send({ embeds: [{ title: 'ok', timestamp: '2026-11-22T12:00:00.000Z' }] });
    expect(fake.messagesIn(ALERTS_ID)).toHaveLength(1);
  });

  it('refuses a callback after the deadline (10062) and a second initial response (40060)', async () => {
    const { fake, client } = await setup({ interactionDeadlineMs: 400 });
    const errors = onInteraction(client, async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      if (interaction.commandName === 'slow') await delay(600);
      await interaction.reply({ content: 'pong' });
    });

    const late = fake.interact({ type: 'command', name: 'slow' });
    await fake.waitFor(() => errors.length > 0, 2000, 'the late reply to fail');
    expect(errors[0]).toMatchObject({ status: 404, code: 10062 });
    expect(fake.callbacks.has(late.id)).toBe(false);
    expect(fake.rejected).toEqual([expect.objectContaining({ code: 10062, interactionId: late.id })]);

    const quick = fake.interact({ type: 'command', name: 'quick' });
    expect((await quick.ack()).elapsedMs).toBeLessThan(400);
    const again = client.rest.post(Routes.interactionCallback(quick.id, quick.token), {
      body: { type: 4, data: { content: 'again' } },
      auth: false,
    });
    await expect(again).rejects.toMatchObject({ status: 400, code: 40060 });
  });

  it('heartbeat ACK loss: the client resumes, gets what it missed and answers interactions', async () => {
    const { fake, client } = await setup({ heartbeatIntervalMs: 150 });
    const errors = onInteraction(client, async (interaction) => {
      if (interaction.isChatInputCommand())
        await interaction.reply({ content: `pong ${interaction.commandName}` });
    });

    const reconnecting = once(client, Events.ShardReconnecting);
    const resumed = once(client, Events.ShardResume);
    fake.gateway.dropHeartbeatAcks(1);
    await reconnecting;
    // Sent while the client is away: it must be replayed on RESUME.
    const missed = fake.interact({ type: 'command', name: 'missed' });
    await resumed;

    expect((await missed.reply()).content).toBe('pong missed');
    expect((await fake.interact({ type: 'command', name: 'after' }).reply()).content).toBe('pong after');
    expect(fake.gateway.droppedAcks).toBe(1);
    expect(fake.gateway.resumes).toBe(1);
    expect(fake.gateway.identifies).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('follow-ups: the first one after a defer fills the thinking message, later ones are new', async () => {
    const { fake, client } = await setup();
    const errors = onInteraction(client, async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.deferReply({ flags: MessageFlags.Ephemeral });
      await interaction.followUp({ content: 'step 1' });
      await interaction.followUp({ content: 'step 2' });
    });

    const ix = fake.interact({ type: 'command', name: 'backup' });
    const second = await ix.followUp(0);

    expect(ix.original?.content).toBe('step 1');
    expect(ix.original?.flags).toBe(MessageFlags.Ephemeral);
    expect(second.content).toBe('step 2');
    expect(errors).toEqual([]);
  });

  it('injected channel faults and real permission errors', async () => {
    const { fake, client } = await setup();
    fake.channelFault(ALERTS_ID, { status: 403, times: 1 });

    await expect(alerts(client).send({ content: 'one' })).rejects.toMatchObject({ status: 403, code: 50001 });
    await expect(alerts(client).send({ content: 'two' })).resolves.toMatchObject({ content: 'two' });
    expect(fake.faultsServed).toEqual([expect.objectContaining({ channelId: ALERTS_ID, status: 403 })]);
    expect(fake.rejected).toEqual([]);

    const staff = client.channels.cache.get(STAFF_ID) as TextChannel;
    await expect(staff.send({ content: 'hidden' })).rejects.toMatchObject({ status: 403, code: 50001 });
    expect(fake.rejected).toEqual([
      expect.objectContaining({ code: 50001, path: `/channels/${STAFF_ID}/messages` }),
    ]);
  });

  it('rate limit: 429 with X-RateLimit headers and a Discord body', async () => {
    fake = await startFakeDiscord({ guilds: [GUILD] });
    fake.channelRateLimit(ALERTS_ID, { limit: 2, windowMs: 5000 });
    const post = () =>
      fetch(`${fake?.apiUrl}/v10/channels/${ALERTS_ID}/messages`, {
        method: 'POST',
        headers: { authorization: `Bot ${fake?.botToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'hi' }),
      });

    const [first, second, third] = [await post(), await post(), await post()];

    expect(first?.headers.get('x-ratelimit-remaining')).toBe('1');
    expect(second?.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(third?.status).toBe(429);
    expect(third?.headers.get('retry-after')).toBe('5');
    expect(third?.headers.get('x-ratelimit-bucket')).toBeTruthy();
    expect(await third?.json()).toMatchObject({
      message: expect.any(String),
      retry_after: expect.any(Number),
      global: false,
    });
    expect(fake.rateLimited).toHaveLength(1);
  });

  it('rate limit: discord.js queues on advertised limits and retries after an unadvertised 429', async () => {
    const { fake, client } = await setup();
    fake.channelRateLimit(ALERTS_ID, { limit: 2, windowMs: 300 });
    const started = Date.now();

    await Promise.all([1, 2, 3].map((n) => alerts(client).send({ content: `queued ${n}` })));
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(fake.rateLimited).toHaveLength(0);

    fake.channelRateLimit(ALERTS_ID, { limit: 1, windowMs: 300, advertise: false });
    await Promise.all([1, 2].map((n) => alerts(client).send({ content: `hidden ${n}` })));
    expect(fake.rateLimited.length).toBeGreaterThanOrEqual(1);
    expect(fake.messagesIn(ALERTS_ID)).toHaveLength(5);
  });

  it('guilds: joining dispatches GUILD_CREATE, leaving answers with GUILD_DELETE', async () => {
    const { fake, client } = await setup();
    const joinedId = snowflake();

    const created = once(client, Events.GuildCreate);
    fake.addGuild({ id: joinedId, name: 'Joined Later', channels: [{ id: snowflake(), name: 'general' }] });
    expect((await created)[0]).toMatchObject({ id: joinedId, name: 'Joined Later' });

    const deleted = once(client, Events.GuildDelete);
    await client.guilds.cache.get(joinedId)?.leave();
    await deleted;
    expect(client.guilds.cache.has(joinedId)).toBe(false);
    expect(fake.guilds.has(joinedId)).toBe(false);
  });
  it('Components V2: takes a valid layout, keeps the flag on edits, refuses what Discord refuses', async () => {
    const { fake, client } = await setup();
    const text = (content: string) => ({ type: 10, content });
    const select = {
      type: 1,
      components: [
        { type: 3, custom_id: 'pick', placeholder: 'Manage…', options: [{ label: 'A', value: 'a' }] },
      ],
    };
    const valid = {
      flags: MessageFlags.IsComponentsV2,
      components: [
        { type: 17, accent_color: 0x2ecc71, components: [text('## Servers'), { type: 14 }, select] },
      ],
      allowed_mentions: { parse: [] },
    };
    const posted = (await client.rest.post(Routes.channelMessages(ALERTS_ID), { body: valid })) as {
      id: string;
    };
    const message = fake.messagesIn(ALERTS_ID)[0]!;
    expect(message.flags & MessageFlags.IsComponentsV2).toBe(MessageFlags.IsComponentsV2);
    // An edit without flags is still held to the rules: the flag cannot come off.
    await expect(
      client.rest.patch(Routes.channelMessage(ALERTS_ID, posted.id), { body: { content: 'plain again' } }),
    ).rejects.toMatchObject({ status: 400, code: 50035 });
    await client.rest.patch(Routes.channelMessage(ALERTS_ID, posted.id), {
      body: { components: [{ type: 17, components: [text('edited')] }] },
    });
    expect(message.flags & MessageFlags.IsComponentsV2).toBe(MessageFlags.IsComponentsV2);

    const refused = async (body: Record<string, unknown>) => {
      const before = fake.rejected.length;
      await expect(
        client.rest.post(Routes.channelMessages(ALERTS_ID), {
          body: { flags: MessageFlags.IsComponentsV2, ...body },
        }),
      ).rejects.toMatchObject({ status: 400, code: 50035 });
      return JSON.stringify(fake.rejected.slice(before));
    };
    expect(await refused({ content: 'hi', components: [text('x')] })).toContain(
      'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
    );
    expect(await refused({ embeds: [{ title: 't' }], components: [text('x')] })).toContain(
      'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
    );
    // 41 components counted through the nesting: a container holding 40 text displays.
    const many = Array.from({ length: 40 }, (_, i) => text(`line ${i}`));
    expect(await refused({ components: [{ type: 17, components: many }] })).toContain(
      'COMPONENT_MAX_TOTAL_COMPONENTS_EXCEEDED',
    );
    // 40 exactly is fine.
    await client.rest.post(Routes.channelMessages(ALERTS_ID), {
      body: { flags: MessageFlags.IsComponentsV2, components: [{ type: 17, components: many.slice(1) }] },
    });
    // 4,001 characters of text display content, spread over two displays.
    expect(
      await refused({
        components: [text('a'.repeat(2000)), { type: 17, components: [text('b'.repeat(2001))] }],
      }),
    ).toMatch(/4000 or fewer/);
    // Types that do not belong: a text display in an action row, a container in a container.
    expect(await refused({ components: [{ type: 1, components: [text('x')] }] })).toContain(
      'UNION_TYPE_CHOICES',
    );
    expect(
      await refused({ components: [{ type: 17, components: [{ type: 17, components: [text('x')] }] }] }),
    ).toContain('UNION_TYPE_CHOICES');
    expect(await refused({ components: [{ type: 99 }] })).toContain('UNION_TYPE_CHOICES');
    // Without the flag, a text display is no action row.
    await expect(
      client.rest.post(Routes.channelMessages(ALERTS_ID), { body: { components: [text('x')] } }),
    ).rejects.toMatchObject({ status: 400 });
    // A select with no option inside a container is caught like in a classic row.
    expect(
      await refused({
        components: [
          { type: 17, components: [{ type: 1, components: [{ type: 3, custom_id: 'p', options: [] }] }] },
        ],
      }),
    ).toContain('options');
  });

  it('message faults: 30046 and 429 on edit, 50013 and 403 on any route, a deleted message and channel', async () => {
    const { fake, client } = await setup();
    const sent = await alerts(client).send({ content: 'board' });
    const edit = (content: string) =>
      client.rest.patch(Routes.channelMessage(ALERTS_ID, sent.id), { body: { content } });

    fake.channelFault(ALERTS_ID, { status: 400, routes: ['edit'], times: 1 });
    await expect(edit('one')).rejects.toMatchObject({ status: 400, code: 30046 });
    // Creation is not affected by an edit fault.
    await alerts(client).send({ content: 'still posts' });

    fake.channelFault(ALERTS_ID, { status: 429, routes: ['edit'], times: 1, retryAfter: 0.2 });
    const started = Date.now();
    await edit('after the wait'); // discord.js waits Retry-After and tries again
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(fake.messagesIn(ALERTS_ID)[0]?.content).toBe('after the wait');

    fake.channelFault(ALERTS_ID, { status: 403, code: 50013, routes: ['edit', 'get'], times: 2 });
    await expect(edit('x')).rejects.toMatchObject({ status: 403, code: 50013 });
    await expect(client.rest.get(Routes.channelMessage(ALERTS_ID, sent.id))).rejects.toMatchObject({
      code: 50013,
    });
    expect(fake.faultsServed.map((f) => [f.status, f.route])).toEqual([
      [400, 'edit'],
      [429, 'edit'],
      [403, 'edit'],
      [403, 'get'],
    ]);
    expect(fake.rejected).toEqual([]);

    fake.deleteMessage(sent.id);
    await expect(edit('gone')).rejects.toMatchObject({ status: 404, code: 10008 });

    const deleted = once(client, Events.ChannelDelete);
    fake.deleteChannel(ALERTS_ID);
    await deleted;
    expect(client.channels.cache.has(ALERTS_ID)).toBe(false);
    await expect(
      client.rest.post(Routes.channelMessages(ALERTS_ID), { body: { content: 'x' } }),
    ).rejects.toMatchObject({ status: 404, code: 10003 });
  });

  it('reading a message needs Read Message History; a removed permission shows on the next request', async () => {
    const { fake, client } = await setup();
    const sent = await alerts(client).send({ content: 'board' });
    await expect(client.rest.get(Routes.channelMessage(ALERTS_ID, sent.id))).resolves.toMatchObject({
      id: sent.id,
    });
    const updated = once(client, Events.ChannelUpdate);
    fake.setChannelOverwrites(ALERTS_ID, [
      {
        id: GUILD_ID,
        type: 0,
        allow: '0',
        deny: String(PermissionFlagsBits.ViewChannel | PermissionFlagsBits.ReadMessageHistory),
      },
    ]);
    await updated;
    await expect(client.rest.get(Routes.channelMessage(ALERTS_ID, sent.id))).rejects.toMatchObject({
      status: 403,
      code: 50001,
    });
  });
});
