import { MessageFlags } from 'discord.js';
import type { App } from '../../../src/app.js';
import { ADMIN, BOT_TOKEN, type GuildFixture, guildFixture, type useWorld } from '../../support/bot-world.js';
import { activityEvent } from '../../support/events.js';
import {
  type FakeComponentInput,
  type FakeInteraction,
  type FakeMessage,
  type Json,
  snowflake,
} from '../../support/fake-discord.js';
import { answer } from '../../support/interactions.js';
import type { ProviderSim, SimServer } from '../../support/provider-sim.js';

export const SECRET = 'zhs_test_board_webhook_secret';

export interface BoardWorldOptions {
  /** Servers linked in the first guild (default: Survival, Creative, Anarchy). */
  names?: string[];
  graceMs?: number;
  /** Extra setup of the simulator before the app starts. */
  prepare?: (sim: ProviderSim) => void;
  /** Where the app's clock starts (default: now). */
  startAt?: number;
  /** Fields of each server the world adds, by name (its address and game, say). */
  serverFields?: (name: string) => Partial<SimServer>;
  /** More environment (GAME_QUERY, …). */
  env?: Record<string, string>;
  /** One attempt of a game query (the app's default is 3 s). */
  gameQueryTimeoutMs?: number;
  /** Collects the app's log lines (JSON, from `info` on). */
  logLines?: string[];
}

/** Every text display's content in a Components V2 message, in order. */
export function displayTexts(message: FakeMessage | { components: unknown[] }): string[] {
  const out: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const c = node as Json;
    if (c.type === 10 && typeof c.content === 'string') out.push(c.content);
    visit(c.components);
  };
  visit(message.components);
  return out;
}

/** The "Manage…" select of a board message. */
export function manageSelect(message: FakeMessage): Json {
  const container = message.components[0] as Json;
  const row = (container.components as Json[]).find((c) => c.type === 1);
  if (!row) throw new Error('the board message has no Manage… row');
  return (row.components as Json[])[0]!;
}

/**
 * The real app with boards: one guild with three linked servers (and a second guild with its own),
 * webhook events, a pinned clock that tests move, and refresh cycles run by the test (the loop's
 * own interval is an hour).
 */
export async function boardWorld(startWorld: ReturnType<typeof useWorld>, options: BoardWorldOptions = {}) {
  const guild: GuildFixture = guildFixture('Alpha');
  const other: GuildFixture = guildFixture('Beta');
  // A role admins may allow control commands to in Integrations (Server Settings → Integrations).
  const moderators = snowflake();
  guild.config.roles = [{ id: moderators, name: 'Moderators' }];
  let clock = options.startAt ?? Date.now();
  const servers: SimServer[] = [];
  let otherServer!: SimServer;
  const world = await startWorld(
    [guild, other],
    { EVENT_SOURCE: 'webhook', WEBHOOK_SECRET: SECRET, ...options.env },
    (sim) => {
      for (const name of options.names ?? ['Survival', 'Creative', 'Anarchy'])
        servers.push(sim.addServer({ name, ...options.serverFields?.(name) }));
      otherServer = sim.addServer({ name: 'Beta SMP', ...options.serverFields?.('Beta SMP') });
      sim.addBot({ token: BOT_TOKEN, installedOn: [...servers.map((s) => s.id), otherServer.id] });
      options.prepare?.(sim);
    },
    {
      deliveryBackoff: { initialMs: 50, maxMs: 200 },
      watch: {
        refreshIntervalMs: 3_600_000,
        now: () => clock,
        backoff: { initialMs: 50, maxMs: 200 },
        providerTimeoutMs: 500,
        ...(options.graceMs !== undefined && { graceMs: options.graceMs }),
        ...(options.gameQueryTimeoutMs !== undefined && { gameQueryTimeoutMs: options.gameQueryTimeoutMs }),
      },
    },
    options.logLines,
  );
  const link = (serverId: string, guildId = guild.id, channelId = guild.alerts) =>
    world.app.links.link({ guildId, channelId, serverId, createdBy: 'test' });
  for (const server of servers) await link(server.id);
  await link(otherServer.id, other.id, other.alerts);
  const { sim, fake } = world;

  const w = {
    world,
    sim,
    fake,
    guild,
    moderators,
    other,
    servers,
    otherServer,
    get app(): App {
      return world.app;
    },
    link,
    now: () => clock,
    /** Time passes: the clocks move, and the uptime of every running server grows with them. */
    advance(ms: number) {
      clock += ms;
      sim.clock.advance(ms);
      for (const server of [...servers, otherServer]) {
        const resources = sim.setResources(server.id, {});
        if (resources.uptimeMs > 0) sim.setResources(server.id, { uptimeMs: resources.uptimeMs + ms });
      }
    },
    /** The server's state as the provider reports it, in its list (powerState) and panel (resources). */
    setState(serverId: string, state: string) {
      const server = [...servers, otherServer].find((s) => s.id === serverId)!;
      server.powerState = state;
      const running = state === 'running';
      sim.setResources(serverId, { state, uptimeMs: running ? 1000 : 0, cpu: running ? 12.5 : 0 });
    },
    /** A full refresh cycle, its batch handled and every resulting write done. */
    async cycle() {
      await world.app.watch.idle();
      await world.app.watch.refresher.runCycle();
      await world.app.watch.idle();
    },
    /** The live board messages of a channel, oldest first. */
    board(channelId = guild.general): FakeMessage[] {
      return fake
        .messagesIn(channelId)
        .filter((m) => !m.deleted && (m.flags & MessageFlags.IsComponentsV2) !== 0);
    },
    text(channelId = guild.general): string {
      return w.board(channelId).flatMap(displayTexts).join('\n');
    },
    /** Edits of messages in the channel (PATCH requests), as sent. */
    edits(channelId = guild.general) {
      return fake.requests.filter(
        (r) => r.method === 'PATCH' && r.path.startsWith(`/channels/${channelId}/messages/`),
      );
    },
    posts(channelId = guild.general) {
      return fake.requests.filter((r) => r.method === 'POST' && r.path === `/channels/${channelId}/messages`);
    },
    command(name: string, input: Record<string, unknown> = {}): FakeInteraction {
      return fake.interact({
        type: 'command',
        name,
        guildId: guild.id,
        channelId: guild.general,
        member: { permissions: ADMIN },
        ...input,
      });
    },
    /** `/board create` in the general channel (or the given one); resolves with the reply text. */
    async createBoard(channelId?: string) {
      const ix = w.command('board', {
        subcommand: 'create',
        ...(channelId && { options: [{ name: 'channel', type: 7, value: channelId }] }),
      });
      return (await answer(ix)).text;
    },
    component(input: Omit<FakeComponentInput, 'guildId'> & { guildId?: string }): FakeInteraction {
      return fake.interact({ guildId: guild.id, channelId: guild.general, ...input } as FakeComponentInput);
    },
    /** A webhook delivery of an activity event for the server; resolves with the HTTP status. */
    async deliver(serverId: string, title = 'Server stopped') {
      const event = activityEvent(
        serverId,
        { title, category: 'power', type: 'stopped', severity: 'info' },
        sim.clock.now(),
      );
      const { port } = world.app.server.server.address() as { port: number };
      return (await sim.deliver(event as never, { url: `http://127.0.0.1:${port}/webhook`, secret: SECRET }))
        .status;
    },
  };
  await w.cycle();
  return w;
}

export type BoardWorld = Awaited<ReturnType<typeof boardWorld>>;
