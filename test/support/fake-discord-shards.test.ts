import { once } from 'node:events';
import { Client, type ClientOptions, Events, GatewayIntentBits, type Interaction } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type FakeDiscord, shardOf, snowflake, snowflakeOnShard, startFakeDiscord } from './fake-discord.js';

// Gateway › Sharding: each session identifies with `shard: [id, num_shards]` and receives the
// events of the guilds with `(guild_id >> 22) % num_shards === id`; DMs go to shard 0.

const ON_0 = snowflakeOnShard(0, 2);
const ON_1 = snowflakeOnShard(1, 2);

let fake: FakeDiscord | undefined;
const clients: Client[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) await client.destroy();
  await fake?.close();
  fake = undefined;
});

async function login(target: FakeDiscord, options: Partial<ClientOptions>): Promise<Client> {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: { api: target.apiUrl },
    waitGuildTimeout: 500,
    ...options,
  });
  clients.push(client);
  const ready = once(client, Events.ClientReady);
  await client.login(target.botToken);
  await ready;
  return client;
}

function received(client: Client): string[] {
  const ids: string[] = [];
  client.on(Events.InteractionCreate, (interaction: Interaction) => {
    ids.push(interaction.id);
  });
  return ids;
}

describe('fake Discord gateway sharding', { timeout: 8000 }, () => {
  it('computes the shard of a guild from its id', () => {
    expect(shardOf(ON_0, 2)).toBe(0);
    expect(shardOf(ON_1, 2)).toBe(1);
    // 4194304 = 1 << 22: the id's timestamp part is 1.
    expect(shardOf(String(4_194_304 * 7), 4)).toBe(3);
    expect(shardOf(String(4_194_304 * 7 + 4_194_303), 4)).toBe(3);
    expect(shardOf(ON_1, 1)).toBe(0);
  });

  it('gives each shard only its guilds, and sends a guild interaction only to its shard', async () => {
    fake = await startFakeDiscord({
      guilds: [
        { id: ON_0, name: 'Zero', channels: [{ id: snowflake(), name: 'general' }] },
        { id: ON_1, name: 'One', channels: [{ id: snowflake(), name: 'general' }] },
      ],
    });
    const zero = await login(fake, { shards: [0], shardCount: 2 });
    const one = await login(fake, { shards: [1], shardCount: 2 });

    expect(fake.gateway.identifies.map((d) => d.shard)).toEqual([
      [0, 2],
      [1, 2],
    ]);
    expect([...zero.guilds.cache.keys()]).toEqual([ON_0]);
    expect([...one.guilds.cache.keys()]).toEqual([ON_1]);

    const atZero = received(zero);
    const atOne = received(one);
    const forOne = fake.interact({ type: 'command', guildId: ON_1, name: 'status' });
    const forZero = fake.interact({ type: 'command', guildId: ON_0, name: 'status' });
    await fake.waitFor(() => atZero.length + atOne.length === 2, 2000, 'both interactions');
    expect(atOne).toEqual([forOne.id]);
    expect(atZero).toEqual([forZero.id]);

    // A guild joined later is announced on its shard only.
    const joined = snowflakeOnShard(1, 2);
    const created = once(one, Events.GuildCreate);
    fake.addGuild({ id: joined, name: 'Later', channels: [{ id: snowflake(), name: 'general' }] });
    await created;
    expect(one.guilds.cache.has(joined)).toBe(true);
    expect(zero.guilds.cache.has(joined)).toBe(false);
    expect(fake.gateway.dispatched.at(-1)).toMatchObject({ t: 'GUILD_CREATE', shards: [1] });
  });

  it('counts two sessions of one shard connected at once, when each IDENTIFY came, and those too soon', async () => {
    fake = await startFakeDiscord({
      guilds: [{ id: ON_1, name: 'One', channels: [{ id: snowflake(), name: 'general' }] }],
    });
    const first = await login(fake, { shards: [1], shardCount: 2 });
    await login(fake, { shards: [1], shardCount: 2 });
    expect(fake.gateway.sessionPeaks.get(1)).toBe(2);
    await first.destroy();
    await login(fake, { shards: [0], shardCount: 2 });
    expect(Object.fromEntries(fake.gateway.sessionPeaks)).toEqual({ 0: 1, 1: 2 });
    const [a, b, c] = fake.gateway.starts;
    expect([a?.shard, b?.shard, c?.shard]).toEqual([
      [1, 2],
      [1, 2],
      [0, 2],
    ]);
    expect(a!.at).toBeLessThanOrEqual(b!.at);
    // max_concurrency 1: every shard is in bucket 0, and these came well within 5 s of each other.
    expect(fake.gateway.identifiesTooSoon.map((s) => [s.shard, s.bucket])).toEqual([
      [[1, 2], 0],
      [[0, 2], 0],
    ]);
  });

  it('lets shards of different buckets identify together under max_concurrency', async () => {
    fake = await startFakeDiscord({ maxConcurrency: 2 });
    await Promise.all([
      login(fake, { shards: [0], shardCount: 2 }),
      login(fake, { shards: [1], shardCount: 2 }),
    ]);
    expect(fake.gateway.starts).toHaveLength(2);
    expect(fake.gateway.identifiesTooSoon).toEqual([]);
  });

  it("runs the recommended count with discord.js's shards: 'auto'", async () => {
    fake = await startFakeDiscord({
      guilds: [{ id: ON_1, name: 'One', channels: [{ id: snowflake(), name: 'general' }] }],
      recommendedShards: 2,
      maxConcurrency: 2,
    });
    const client = await login(fake, { shards: 'auto' });
    expect(fake.gateway.identifies.map((d) => d.shard).sort()).toEqual([
      [0, 2],
      [1, 2],
    ]);
    expect(fake.gateway.shards).toEqual([0, 1]);
    expect(client.options.shardCount).toBe(2);
    expect(client.guilds.cache.get(ON_1)?.shardId).toBe(1);
  });

  it('closes an IDENTIFY whose shard would hold too many guilds with 4011 Sharding Required', async () => {
    const guild = (shard: number) => ({
      id: snowflakeOnShard(shard, 2),
      name: `On ${shard}`,
      channels: [{ id: snowflake(), name: 'general' }],
    });
    fake = await startFakeDiscord({ guilds: [guild(0), guild(1)], maxGuildsPerShard: 1, maxConcurrency: 2 });
    await expect(login(fake, {})).rejects.toThrow('Sharding is required');
    expect(fake.gateway.identifies).toEqual([]);
    const client = await login(fake, { shards: [0, 1], shardCount: 2 });
    expect(client.guilds.cache.size).toBe(2);
  });

  it("refuses a shard's next IDENTIFYs when asked (4014 by default, so discord.js's login rejects), then accepts it", async () => {
    fake = await startFakeDiscord({
      guilds: [{ id: ON_0, name: 'Zero', channels: [{ id: snowflake(), name: 'general' }] }],
      maxConcurrency: 2,
    });
    fake.gateway.refuseIdentify(0);
    await expect(login(fake, { shards: [0], shardCount: 2 })).rejects.toThrow('Used disallowed intents');
    expect(fake.gateway.refusedIdentifies.map((r) => [r.shard, r.code])).toEqual([[[0, 2], 4014]]);
    expect(fake.gateway.identifies).toEqual([]);

    const client = await login(fake, { shards: [0], shardCount: 2 });
    expect([...client.guilds.cache.keys()]).toEqual([ON_0]);
    expect(fake.gateway.starts.map((s) => s.shard)).toEqual([[0, 2]]);
    expect(fake.gateway.refusedIdentifies).toHaveLength(1);
  });

  it('leaves an ignored IDENTIFY unanswered until disconnect() closes its socket', async () => {
    const target = await startFakeDiscord();
    fake = target;
    target.gateway.ignoreIdentify(1);
    const socket = new WebSocket(`${target.gatewayUrl}?v=10&encoding=json`);
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await target.waitFor(() => messages.length === 1, 2000, 'HELLO');
    socket.send(
      JSON.stringify({ op: 2, d: { token: target.botToken, intents: 1, shard: [1, 2], properties: {} } }),
    );
    await target.waitFor(() => target.gateway.refusedIdentifies.length === 1, 2000, 'the IDENTIFY');
    expect(target.gateway.refusedIdentifies[0]).toMatchObject({ shard: [1, 2], code: null });
    expect(target.gateway.openSockets).toBe(1);
    const closed = once(socket, 'close');
    target.gateway.disconnect();
    const [code] = await closed;
    expect(code).toBe(4000);
    expect(messages).toHaveLength(1);
    expect(target.gateway.starts).toEqual([]);
  });

  it('sends no HELLO while withheld, and sends it to the waiting sockets once released', async () => {
    const target = await startFakeDiscord();
    fake = target;
    target.gateway.withholdHello();
    const socket = new WebSocket(`${target.gatewayUrl}?v=10&encoding=json`);
    const messages: Array<{ op: number }> = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await once(socket, 'open');
    // A heartbeat's ACK comes after anything sent before it: no HELLO came.
    socket.send(JSON.stringify({ op: 1, d: null }));
    await target.waitFor(() => messages.length === 1, 2000, 'the ACK');
    expect(messages.map((m) => m.op)).toEqual([11]);
    target.gateway.withholdHello(false);
    await target.waitFor(() => messages.length === 2, 2000, 'HELLO');
    expect(messages.map((m) => m.op)).toEqual([11, 10]);
    socket.close();
  });

  it('closes an IDENTIFY with a shard id outside its count with 4010 Invalid Shard', async () => {
    fake = await startFakeDiscord();
    const socket = new WebSocket(`${fake.gatewayUrl}?v=10&encoding=json`);
    const closed = once(socket, 'close');
    await once(socket, 'message'); // HELLO
    socket.send(
      JSON.stringify({ op: 2, d: { token: fake.botToken, intents: 1, shard: [2, 2], properties: {} } }),
    );
    const [code] = await closed;
    expect(code).toBe(4010);
    expect(fake.gateway.identifies).toEqual([]);
  });
});
