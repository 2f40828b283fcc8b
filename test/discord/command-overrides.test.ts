import { ApplicationCommandPermissionType, REST, Routes } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createCommandOverrides, OVERRIDES_TTL_MS } from '../../src/discord/command-overrides.js';
import { createLogger } from '../../src/logger.js';
import { type FakeDiscord, snowflake, startFakeDiscord } from '../support/fake-discord.js';

// The store against the fake Discord through the real REST client: what it reads, how often, and what
// it says when Discord does not answer.

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function setup(options: { commandGuild?: boolean; timeoutMs?: number } = {}) {
  const guildId = snowflake();
  const fake = await startFakeDiscord({ guilds: [{ id: guildId, name: 'Alpha', channels: [] }] });
  const rest = new REST({ api: fake.apiUrl }).setToken(fake.botToken);
  cleanup.push(async () => {
    rest.clearHashSweeper();
    rest.clearHandlerSweeper();
    await fake.close();
  });
  const scope = options.commandGuild
    ? Routes.applicationGuildCommands(fake.applicationId, guildId)
    : Routes.applicationCommands(fake.applicationId);
  await rest.put(scope, {
    body: ['restart', 'status'].map((name) => ({ name, description: `${name} a server` })),
  });
  const lines: Array<Record<string, unknown>> = [];
  const log = createLogger({
    level: 'info',
    destination: { write: (line: string) => lines.push(JSON.parse(line)) },
  });
  let clock = 1_000_000;
  const store = createCommandOverrides({
    rest,
    commandGuildId: options.commandGuild ? guildId : undefined,
    log,
    now: () => clock,
    ...(options.timeoutMs && { timeoutMs: options.timeoutMs }),
  });
  const reads = (suffix: string) =>
    fake.requests.filter((r) => r.method === 'GET' && r.path.endsWith(suffix));
  return {
    fake,
    guildId,
    store,
    lines,
    reads,
    tick: (ms: number) => {
      clock += ms;
    },
    lookup: (command = 'restart') => store.lookup(fake.applicationId, guildId, command),
  };
}

const modAllowed = (id: string) => [{ id, type: ApplicationCommandPermissionType.Role, permission: true }];

function setOverride(
  fake: FakeDiscord,
  guildId: string,
  name: string,
  permissions: ReturnType<typeof modAllowed>,
) {
  fake.setCommandPermissions(guildId, fake.commandId(name, guildId), permissions);
}

describe('command permission overrides', () => {
  it('reads a guild once per minute, the command ids once, and again after invalidate', async () => {
    const t = await setup();
    const mod = snowflake();
    setOverride(t.fake, t.guildId, 'restart', modAllowed(mod));
    t.fake.setCommandPermissions(t.guildId, t.fake.applicationId, modAllowed(snowflake()));

    const first = await t.lookup();
    expect(first?.command).toEqual(modAllowed(mod));
    expect(first?.app).toHaveLength(1);
    expect((await t.lookup('status'))?.command).toBeUndefined();
    expect(t.reads('/commands/permissions')).toHaveLength(1);

    // A change not (yet) announced is seen within the minute at the latest.
    setOverride(t.fake, t.guildId, 'restart', []);
    t.tick(OVERRIDES_TTL_MS - 1);
    expect((await t.lookup())?.command).toEqual(modAllowed(mod));
    t.tick(1);
    expect((await t.lookup())?.command).toBeUndefined();
    expect(t.reads('/commands/permissions')).toHaveLength(2);

    setOverride(t.fake, t.guildId, 'restart', modAllowed(mod));
    t.store.invalidate(t.guildId);
    expect((await t.lookup())?.command).toEqual(modAllowed(mod));
    expect(t.reads('/commands/permissions')).toHaveLength(3);
    expect(t.reads(`/applications/${t.fake.applicationId}/commands`)).toHaveLength(1);
  });

  it('finds the ids of commands registered in DISCORD_GUILD_ID', async () => {
    const t = await setup({ commandGuild: true });
    const mod = snowflake();
    setOverride(t.fake, t.guildId, 'restart', modAllowed(mod));
    expect((await t.lookup())?.command).toEqual(modAllowed(mod));
    expect(t.reads(`/guilds/${t.guildId}/commands`)).toHaveLength(1);
  });

  it('an unreadable guild gives undefined, warns once without a stack, and says when it works again', async () => {
    const t = await setup();
    t.fake.commandPermissionsFault(t.guildId, { status: 403, code: 50001, message: 'Missing Access' });
    expect(await t.lookup()).toBeUndefined();
    expect(await t.lookup()).toBeUndefined();
    // Not remembered: every press asks again.
    expect(t.reads('/commands/permissions')).toHaveLength(2);
    const warnings = t.lines.filter((l) => l.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ guildId: t.guildId, status: 403, reason: 'Missing Access' });
    expect(JSON.stringify(warnings[0])).not.toMatch(/stack|at .*\.js/);
    expect(JSON.stringify(t.lines)).not.toContain(t.fake.botToken);

    t.fake.commandPermissionsFault(t.guildId, null);
    expect(await t.lookup()).toEqual({ command: undefined, app: undefined });
    expect(t.lines.filter((l) => l.level === 30).map((l) => l.msg)).toEqual([
      'command permission overrides are readable again',
    ]);
  });

  it('gives up in time when Discord makes it wait', async () => {
    const t = await setup({ timeoutMs: 200 });
    // The REST client would sleep out the 429 before trying again; a press cannot wait that long.
    t.fake.commandPermissionsFault(t.guildId, { status: 429, retryAfter: 2, times: 1 });
    expect(await t.lookup()).toBeUndefined();
    expect(t.lines.filter((l) => l.level === 40)[0]?.reason).toMatch(/no answer within 200 ms/);
  });
});
