import { ApplicationCommandOptionType } from 'discord.js';
import type { useWorld } from './bot-world.js';
import { ADMIN, BOT_TOKEN, type GuildFixture, guildFixture } from './bot-world.js';
import type { FakeInteraction, FakeMessage, FakeOption } from './fake-discord.js';
import { answer, button } from './interactions.js';
import type { RecordedRequest } from './provider-sim.js';
import { rowsOf } from './rows.js';

// Three guilds and three servers for the ownership tests. Alpha is trusted (the application's owner
// is a member, as in every default test guild); Beta and Eve are strangers to the owner, as any
// guild is that added a public bot on its own.

export const SECRET = 'zhs_test_ownership_webhook_secret';

/** String options by name; `channel` is sent as a channel option (type 7) with `data.resolved`. */
type Options = Record<string, string>;

function toOptions(options: Options): FakeOption[] {
  return Object.entries(options).map(([name, value]) => ({
    name,
    type: name === 'channel' ? ApplicationCommandOptionType.Channel : ApplicationCommandOptionType.String,
    value,
  }));
}

export async function ownershipWorld(
  startWorld: ReturnType<typeof useWorld>,
  env: Record<string, string> = {},
) {
  const alpha = guildFixture('Alpha');
  const beta = guildFixture('Beta');
  const eve = guildFixture('Eve');
  beta.config.members = [];
  eve.config.members = [];
  const ids = { survival: '', creative: '', spare: '' };
  const world = await startWorld(
    [alpha, beta, eve],
    { WEBHOOK_SECRET: SECRET, EVENT_SOURCE: 'webhook', ...env },
    (sim) => {
      ids.survival = sim.addServer({ name: 'Survival', address: 'play.example.com:25565' }).id;
      ids.creative = sim.addServer({ name: 'Creative' }).id;
      ids.spare = sim.addServer({ name: 'Spare' }).id;
      sim.addBot({ token: BOT_TOKEN, installedOn: [ids.survival, ids.creative, ids.spare] });
    },
  );
  const { fake, sim } = world;
  const { port } = world.app.server.server.address() as { port: number };

  const w = {
    world,
    fake,
    sim,
    alpha,
    beta,
    eve,
    ...ids,
    get app() {
      return world.app;
    },
    command(
      guild: GuildFixture,
      name: string,
      options: Options = {},
      extra: { userId?: string; subcommand?: string; permissions?: string } = {},
    ): FakeInteraction {
      return fake.interact({
        type: 'command',
        guildId: guild.id,
        channelId: guild.general,
        name,
        options: toOptions(options),
        member: { permissions: extra.permissions ?? ADMIN },
        ...(extra.userId && { user: { id: extra.userId } }),
        ...(extra.subcommand && { subcommand: extra.subcommand }),
      });
    },
    run(guild: GuildFixture, name: string, options: Options = {}, extra: { userId?: string } = {}) {
      return answer(w.command(guild, name, options, extra));
    },
    press(guild: GuildFixture, customId: string, extra: { userId?: string; message?: FakeMessage } = {}) {
      return fake.interact({
        type: 'button',
        guildId: guild.id,
        channelId: guild.general,
        customId,
        member: { permissions: ADMIN },
        ...(extra.userId && { user: { id: extra.userId } }),
        ...(extra.message && { message: extra.message }),
      });
    },
    async choices(
      guild: GuildFixture,
      name: string,
      focused = 'server',
      options: Record<string, string> = {},
    ) {
      const all = { [focused]: '', ...options };
      const ix = fake.interact({
        type: 'autocomplete',
        guildId: guild.id,
        name,
        options: all,
        focused,
        member: { permissions: ADMIN },
      });
      return (await ix.choices()).map((c) => c.value as string);
    },
    /** A server linked through /link in a trusted guild (no code). */
    async linkDirectly(guild: GuildFixture, serverId: string) {
      return w.run(guild, 'link', { server: serverId, channel: guild.alerts });
    },
    /** Provider calls from `since` (an index into the simulator's log) on. */
    providerCalls(since: number): RecordedRequest[] {
      return sim.requests.slice(since);
    },
    /** Calls addressed at one server (GET /servers/{id}, power, console, …) from `since` on. */
    serverCalls(since: number): RecordedRequest[] {
      return sim.requests.slice(since).filter((r) => r.path.startsWith('/servers/'));
    },
    /** A crash at the provider, delivered by webhook; resolves once stored. */
    async crash(serverId: string, title: string) {
      sim.clock.advance(1);
      const entry = sim.addActivity(serverId, { title, severity: 'error', category: 'power', type: 'crash' });
      const event = sim.eventsFor(BOT_TOKEN).findLast((e) => e.data.id === entry.id);
      if (!event) throw new Error('no event queued');
      const { status } = await sim.deliver(event, {
        url: `http://127.0.0.1:${port}/webhook`,
        secret: SECRET,
      });
      if (status !== 200) throw new Error(`webhook answered ${status}`);
      return event;
    },
    /** Alert messages (embeds) in a channel whose text contains `title`. */
    alertsIn(channelId: string, title: string): FakeMessage[] {
      return fake
        .messagesIn(channelId)
        .filter((m) => m.embeds.some((e) => JSON.stringify(e).includes(title)));
    },
    /** Plain notices (no embeds) in a channel. */
    noticesIn(channelId: string): string[] {
      return fake
        .messagesIn(channelId)
        .filter((m) => m.embeds.length === 0)
        .map((m) => m.content);
    },
    codeRows(): Promise<Array<Record<string, unknown>>> {
      return rowsOf(world.app, 'SELECT * FROM one_time_codes ORDER BY created_at');
    },
    audit(action: string): Promise<Array<Record<string, unknown>>> {
      return rowsOf(world.app, 'SELECT * FROM audit WHERE action = ? ORDER BY id', [action]);
    },
    /**
     * `/share` in the owner, Create pressed: the code shown. A member makes one code every 10 s
     * (src/limits.ts): several codes at once need several members (`userId`).
     */
    async shareCode(owner: GuildFixture, serverId: string, userId?: string): Promise<string> {
      const question = await w.run(owner, 'share', { server: serverId }, { userId });
      const press = w.press(owner, button(question.message, /Create share code/).custom_id, {
        message: question.message,
        userId,
      });
      const shown = await press.reply();
      const code = /`(HCS-[A-Z0-9-]+)`/.exec(shown.content)?.[1];
      if (!code) throw new Error(`no share code in: ${shown.content}`);
      return code;
    },
    /** `/link` of an unclaimed server in an untrusted guild: the proof code and the Verify button. */
    async proofCode(guild: GuildFixture, serverId: string, userId?: string) {
      const asked = await w.run(guild, 'link', { server: serverId, channel: guild.alerts }, { userId });
      const code = /`(HC-[A-Z0-9]{8})`/.exec(asked.text)?.[1];
      if (!code) throw new Error(`no ownership code in: ${asked.text}`);
      return { code, message: asked.message, verify: button(asked.message, /^Verify$/).custom_id };
    },
  };
  return w;
}

export type OwnershipWorld = Awaited<ReturnType<typeof ownershipWorld>>;
