import { AsyncLocalStorage } from 'node:async_hooks';
import { Events } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { FORGED_ANSWER, UNSIGNED_ANSWER } from '../../src/discord/component-id.js';
import { BOT_TOKEN, guildFixture, useWorld, type World } from '../support/bot-world.js';
import { distOf } from '../support/dist.js';
import type { FakeMessage } from '../support/fake-discord.js';
import { fakesEnv } from '../support/fakes-env.js';
import { answer, button } from '../support/interactions.js';
import { runMain } from '../support/run-main.js';
import { useTempDir } from '../support/temp-dir.js';

const startWorld = useWorld();
const tempDir = useTempDir();
const KEYS_ROTATE = distOf('scripts/keys-rotate.ts');
const HOUR = 3_600_000;

/**
 * What the app does while it handles an interaction: every SQLite statement it runs and every
 * request it sends to the provider, counted in the async context of Discord's INTERACTION_CREATE
 * (the refresh loop, the poller and the leases, which run meanwhile, are not counted). Each
 * interaction has its number; only those after the last `resetCounts` count, so work an earlier
 * press left behind (a refresh it asked for) is not charged to the next one.
 */
const pressing = new AsyncLocalStorage<number>();
let interactions = 0;
let countFrom = 0;
const counted = { statements: [] as string[], provider: [] as string[] };
const counting = () => (pressing.getStore() ?? 0) > countFrom;
const undo: Array<() => void> = [];
afterEach(() => {
  for (const fn of undo.splice(0).reverse()) fn();
});

/** Before the app is made: its provider client takes `globalThis.fetch` when it is built. */
function countProviderCalls(): void {
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    if (counting()) counted.provider.push(String(input instanceof Request ? input.url : input));
    return original(input, init);
  };
  undo.push(() => {
    globalThis.fetch = original;
  });
}

function countStatements(app: App): void {
  const handle = app.store.sqlite!.sqlite;
  const statement = Object.getPrototypeOf(handle.prepare('SELECT 1')) as Record<string, unknown>;
  const database = Object.getPrototypeOf(handle) as Record<string, unknown>;
  const wrap = (target: Record<string, unknown>, method: string) => {
    const original = target[method] as (...args: unknown[]) => unknown;
    target[method] = function (this: { source?: string }, ...args: unknown[]) {
      if (counting()) counted.statements.push(this.source ?? String(args[0]));
      return original.apply(this, args);
    };
    undo.push(() => {
      target[method] = original;
    });
  };
  for (const method of ['run', 'get', 'all', 'iterate']) wrap(statement, method);
  for (const method of ['exec', 'pragma']) wrap(database, method);
}

function countInteractions(app: App): void {
  const client = [...app.bot.clients().values()][0]!;
  const emit = client.emit.bind(client) as (event: string, ...args: unknown[]) => boolean;
  (client as unknown as { emit: typeof emit }).emit = (event, ...args) =>
    event === Events.InteractionCreate
      ? pressing.run(++interactions, () => emit(event, ...args))
      : emit(event, ...args);
}

function resetCounts(): void {
  countFrom = interactions;
  counted.statements = [];
  counted.provider = [];
}

async function world(appOptions: { now?: () => number } = {}) {
  const alpha = guildFixture('Alpha');
  const beta = guildFixture('Beta');
  let alphaServer = '';
  let betaServer = '';
  const w = await startWorld(
    [alpha, beta],
    {},
    (sim) => {
      alphaServer = sim.addServer({ name: 'Survival' }).id;
      betaServer = sim.addServer({ name: 'Beta SMP' }).id;
      sim.addBot({ token: BOT_TOKEN, installedOn: [alphaServer, betaServer] });
    },
    appOptions,
  );
  await w.app.links.link({
    guildId: alpha.id,
    channelId: alpha.alerts,
    serverId: alphaServer,
    createdBy: 't',
  });
  await w.app.links.link({ guildId: beta.id, channelId: beta.alerts, serverId: betaServer, createdBy: 't' });
  return { w, alpha, beta, alphaServer, betaServer };
}

/** The Refresh button of `/status` in a guild: a custom id the app signed. */
/** A guild's `/status` answer, whose Refresh button is a custom id the app signed. */
async function status(w: World, guild: { id: string; general: string }) {
  const { message } = await answer(
    w.fake.interact({ type: 'command', guildId: guild.id, channelId: guild.general, name: 'status' }),
  );
  return { message, refresh: button(message, /Refresh/).custom_id };
}

const refreshId = async (w: World, guild: { id: string; general: string }) =>
  (await status(w, guild)).refresh;

function press(w: World, guild: { id: string; general: string }, customId: string, message?: FakeMessage) {
  return w.fake.interact({
    type: 'button',
    guildId: guild.id,
    channelId: guild.general,
    customId,
    ...(message && { message }),
  });
}

const macOf = (id: string) => id.slice(0, id.indexOf(':'));
const bodyOf = (id: string) => id.slice(id.indexOf(':'));

describe('signed component custom ids, end to end', () => {
  it('a forged or unsigned id is refused before any database read or provider call', async () => {
    countProviderCalls();
    const { w, alpha, beta } = await world();
    countStatements(w.app);
    countInteractions(w.app);
    const shown = await status(w, alpha);
    const genuine = shown.refresh;
    const betas = await refreshId(w, beta);
    const lastArgument = genuine.slice(genuine.lastIndexOf(':') + 1);

    // The counters see a genuine press: it reads the links and asks the provider.
    resetCounts();
    const editedAt = shown.message.editedAt;
    expect((await press(w, alpha, genuine, shown.message).ack()).type).toBe(6);
    await w.fake.waitFor(() => shown.message.editedAt !== editedAt, 5000, 'the refreshed status');
    expect(counted.provider.length).toBeGreaterThan(0);
    expect(counted.statements.length).toBeGreaterThan(0);

    const forged: Array<[string, string, string]> = [
      [
        'altered argument',
        `${genuine.slice(0, -lastArgument.length)}${lastArgument.slice(0, -1)}${lastArgument.endsWith('A') ? 'B' : 'A'}`,
        FORGED_ANSWER,
      ],
      ["another guild's id", betas, FORGED_ANSWER],
      ['truncated MAC', `${macOf(genuine).slice(0, -1)}${bodyOf(genuine)}`, FORGED_ANSWER],
      ['MAC reused from another id', `${macOf(genuine)}${bodyOf(betas)}`, FORGED_ANSWER],
      ['old unsigned id', `status:refresh:${w.sim.installationsOf(BOT_TOKEN)[0]!.serverId}`, UNSIGNED_ANSWER],
    ];
    for (const [what, customId, expected] of forged) {
      resetCounts();
      const refused = await answer(press(w, alpha, customId));
      expect(refused.text, what).toBe(expected);
      expect(refused.message.flags & 64, what).toBe(64);
      expect({ what, ...counted }).toEqual({ what, statements: [], provider: [] });
    }
    expect(w.fake.rejected).toEqual([]);
  }, 30_000);

  it('buttons keep working after a restart and after keys:rotate, until the previous key is 24 h old', async () => {
    let clock = Date.now();
    const { w, alpha } = await world({ now: () => clock });
    const before = await refreshId(w, alpha);
    expect(w.app.componentIds.read(alpha.id, before)).toMatchObject({ kind: 'ok', command: 'status' });

    await w.restart();
    expect((await press(w, alpha, before).ack()).type).toBe(6);

    const rotate = runMain(
      fakesEnv({ discord: w.fake, provider: w.sim, hostingToken: BOT_TOKEN }, { DATABASE_PATH: w.dbPath }),
      tempDir(),
      KEYS_ROTATE,
    );
    expect((await rotate.exited).code).toBe(0);
    expect(rotate.stdout()).toMatch(/A new component key is current/);
    const secrets = w.app.store.sqlite!.sqlite.prepare('SELECT secret FROM component_keys').all() as Array<{
      secret: string;
    }>;
    expect(secrets).toHaveLength(2);
    for (const { secret } of secrets) expect(rotate.stdout() + rotate.stderr()).not.toContain(secret);

    await w.restart();
    expect((await press(w, alpha, before).ack()).type).toBe(6);
    const after = await refreshId(w, alpha);
    expect(macOf(after)).not.toBe(macOf(before));

    clock += 24 * HOUR + 60_000;
    const refused = await answer(press(w, alpha, before));
    expect(refused.text).toBe(FORGED_ANSWER);
    expect((await press(w, alpha, after).ack()).type).toBe(6);
  }, 40_000);
});
