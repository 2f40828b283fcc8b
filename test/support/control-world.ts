import type { AppOptions } from '../../src/app.js';
import type { Audit } from '../../src/db/audit.js';
import { ADMIN, BOT_TOKEN, type GuildFixture, guildFixture, type useWorld } from './bot-world.js';
import type {
  FakeCommandInput,
  FakeDiscord,
  FakeInteraction,
  FakeMessage,
  FakeRoleConfig,
} from './fake-discord.js';
import type { ProviderSim } from './provider-sim.js';

// Shared by the control-command tests: one guild with one linked server, and a second guild with
// its own, so every test can also check that the first guild cannot reach the second one's server.

export interface ControlWorld {
  world: Awaited<ReturnType<ReturnType<typeof useWorld>>>;
  sim: ProviderSim;
  fake: FakeDiscord;
  guild: GuildFixture;
  other: GuildFixture;
  serverId: string;
  otherServerId: string;
  /** The audit repository over the running app's database (a new one after `world.restart()`). */
  readonly audit: Audit;
  /** A slash command in the first guild, by an admin unless told otherwise. */
  command(input: Omit<FakeCommandInput, 'type'>): FakeInteraction;
  /** A button press in the first guild (its general channel), by an admin unless `permissions` says otherwise. */
  press(
    customId: string,
    options?: {
      userId?: string;
      message?: FakeMessage;
      guildId?: string;
      channelId?: string;
      permissions?: string;
      roles?: string[];
    },
  ): FakeInteraction;
}

export interface ControlWorldOptions {
  /** Scopes the owner granted on the first server (default: all). */
  scopes?: string[];
  name?: string;
  /** Roles of the first guild besides @everyone (members get them through `roles`). */
  roles?: FakeRoleConfig[];
  prepare?: (sim: ProviderSim, serverId: string) => void;
  /** Passed to the app (e.g. `now`, a clock the test moves). */
  app?: AppOptions;
  /** More configuration (e.g. `DATABASE_PATH` on a disk the test fills). */
  env?: Record<string, string>;
}

export async function controlWorld(
  startWorld: ReturnType<typeof useWorld>,
  options: ControlWorldOptions = {},
): Promise<ControlWorld> {
  const guild = guildFixture('Alpha');
  if (options.roles) guild.config.roles = options.roles;
  const other = guildFixture('Beta');
  let serverId = '';
  let otherServerId = '';
  const world = await startWorld(
    [guild, other],
    options.env ?? {},
    (sim) => {
      serverId = sim.addServer({ name: options.name ?? 'Survival' }).id;
      otherServerId = sim.addServer({ name: 'Beta SMP' }).id;
      sim.addBot({ token: BOT_TOKEN });
      sim.install(BOT_TOKEN, serverId, options.scopes ? { scopes: options.scopes } : {});
      sim.install(BOT_TOKEN, otherServerId);
      options.prepare?.(sim, serverId);
    },
    options.app,
  );
  await world.app.links.link({ guildId: guild.id, channelId: guild.alerts, serverId, createdBy: 'test' });
  await world.app.links.link({
    guildId: other.id,
    channelId: other.alerts,
    serverId: otherServerId,
    createdBy: 'test',
  });
  const { fake, sim } = world;
  return {
    world,
    sim,
    fake,
    guild,
    other,
    serverId,
    otherServerId,
    get audit() {
      return world.app.store.repositories.audit;
    },
    command: (input) =>
      fake.interact({
        type: 'command',
        guildId: guild.id,
        channelId: guild.general,
        member: { permissions: ADMIN },
        ...input,
      }),
    press: (customId, opts = {}) =>
      fake.interact({
        type: 'button',
        guildId: opts.guildId ?? guild.id,
        channelId: opts.channelId ?? (opts.guildId ? undefined : guild.general),
        customId,
        member: { permissions: opts.permissions ?? ADMIN, ...(opts.roles && { roles: opts.roles }) },
        ...(opts.userId && { user: { id: opts.userId } }),
        ...(opts.message && { message: opts.message }),
      }),
  };
}
