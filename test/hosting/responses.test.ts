import { describe, expect, it } from 'vitest';
import {
  describeHostingError,
  HostingResponseError,
  isKnownEvent,
  type Page,
  paginate,
  type Server,
} from '../../src/hosting/index.js';
import { BOT_TOKEN, rejectionOf, useWorlds } from './setup.js';

const startWorld = useWorlds();

// Spec, Versioning: within v1 only fields and values are added, and clients ignore what they do not
// know. A response that breaks a published field is a HostingResponseError naming the field.

describe('response parsing', () => {
  it('passes unknown fields and unknown values of a server through', async () => {
    const { sim, clientWith } = await startWorld();
    const server = sim.addServer({
      status: 'hibernating',
      powerState: null,
      location: null,
      address: null,
      game: { name: 'Valheim', variant: 'vanilla', version: null, modLoader: 'none' },
      tags: ['eu', 'pvp'],
      billing: { plan: 'large' },
    });
    const bot = sim.addBot({ token: 'zhb_test_bot_token_2', installedOn: [server.id] });
    const client = clientWith({ token: bot.token });
    const found = await client.getServer(server.id);
    expect(found).toEqual(server);
    expect(found.tags).toEqual(['eu', 'pvp']);
    expect(found.game.modLoader).toBe('none');
    expect((await client.listServers()).data).toEqual([server]);
  });

  it('passes unknown activity, installation, backup and deployment values through', async () => {
    const { sim, client, server } = await startWorld();
    const entry = sim.addActivity(server.id, {
      category: 'weather',
      type: 'storm.started',
      severity: 'apocalyptic',
      source: 'scheduler',
      region: 'north',
    });
    const backup = sim.addBackup(server.id, { checksum: 'sha256:abc', storage: { tier: 'cold' } });
    const deployment = sim.addDeployment(server.id, { status: 'queued-for-review', commit: 'abc123' });
    expect((await client.listActivity(server.id)).data).toEqual([entry]);
    expect((await client.listBackups(server.id)).data).toEqual([backup]);
    expect(await client.getDeployment(server.id, deployment.id)).toEqual(deployment);

    const other = sim.addServer();
    sim.install(BOT_TOKEN, other.id, { status: 'paused', extra: { note: 'new field' } });
    const installations = (await client.listInstallations()).data;
    expect(installations.at(-1)).toMatchObject({ status: 'paused', note: 'new field' });
  });

  it('names the field that breaks the published shape', async () => {
    const { sim, client } = await startWorld();
    const broken = sim.addServer({ memoryMb: 'lots' as unknown as number });
    sim.install(BOT_TOKEN, broken.id);
    const err = await rejectionOf(client.listServers());
    expect(err).toBeInstanceOf(HostingResponseError);
    const { issues, requestId, status } = err as HostingResponseError;
    expect(issues).toEqual([expect.stringMatching(/^data\.1\.memoryMb: /)]);
    expect(status).toBe(200);
    expect(requestId).toBe(sim.requests[0]?.requestId);
    expect(describeHostingError(err)).toContain(`request id \`${requestId}\``);
    expect(sim.requests).toHaveLength(1);
  });

  it('types feed events by their type and keeps unknown types with their data', async () => {
    const { sim, client, server } = await startWorld();
    const entry = sim.addActivity(server.id, { title: 'Server crashed', severity: 'critical' });
    const ping = sim.ping(BOT_TOKEN, 'hello');
    // An event type and an envelope field that v1 may add later.
    const weather = { type: 'server.weather', serverId: server.id, data: { wind: 12 }, extra: true };
    sim.pushEvent(BOT_TOKEN, weather);
    sim.clock.advance(31_000);

    const page = await client.events({ limit: 100 });
    expect(page.data.map((event) => event.type)).toEqual([
      'installation.created',
      'server.activity',
      'ping',
      'server.weather',
    ]);
    const [installed, activity, pinged, unknown] = page.data;
    expect(installed?.data).toEqual(sim.installationsOf(BOT_TOKEN)[0]);
    expect(activity?.data).toEqual(entry);
    expect(pinged).toMatchObject({ serverId: null, data: ping.data });
    expect(unknown).toMatchObject({ data: { wind: 12 }, extra: true });
    expect(unknown && isKnownEvent(unknown)).toBe(false);
    if (activity && isKnownEvent(activity) && activity.type === 'server.activity') {
      expect(activity.data.title).toBe('Server crashed');
    } else {
      expect.unreachable('server.activity is a known event type');
    }
  });

  it('skips a feed event whose data breaks its shape, naming the field, and keeps the rest', async () => {
    const { sim, client } = await startWorld();
    const bad = sim.pushEvent(BOT_TOKEN, { type: 'ping', data: { message: 'no bot id' } });
    const good = sim.ping(BOT_TOKEN, 'fine');
    sim.clock.advance(31_000);
    const page = await client.events({ limit: 100 });
    expect(page.data.map((e) => e.id)).toEqual([sim.eventsFor(BOT_TOKEN)[0]?.id, good.id]);
    expect(page.skipped).toEqual([{ id: bad.id, issues: [expect.stringMatching(/^data\.botId: /)] }]);
    // The cursor moves past the bad event: the next call does not return it again.
    const next = await client.events({ after: page.nextCursor });
    expect(next.data).toEqual([]);
    expect(next.skipped).toEqual([]);
  });
});

// Spec, Endpoints → list conventions: the cursor is opaque, taken from nextCursor as is; null ends
// the list. The simulator signs its cursors, so a changed cursor would answer 400.

async function collect<T>(pages: AsyncIterable<Page<T>>): Promise<Page<T>[]> {
  const all: Page<T>[] = [];
  for await (const page of pages) all.push(page);
  return all;
}

describe('pagination', () => {
  it('walks every page and hands each nextCursor back untouched', async () => {
    const { sim, client, server } = await startWorld();
    const more = Array.from({ length: 4 }, () => sim.addServer());
    for (const s of more) sim.install(BOT_TOKEN, s.id);

    const pages = await collect(client.iterate.servers({ limit: 2 }));
    expect(pages.map((p) => p.data.map((s) => s.id))).toEqual([
      [server.id, more[0]?.id],
      [more[1]?.id, more[2]?.id],
      [more[3]?.id],
    ]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(sim.requests.map((r) => r.query)).toEqual([
      { limit: '2' },
      { limit: '2', cursor: pages[0]?.nextCursor },
      { limit: '2', cursor: pages[1]?.nextCursor },
    ]);
    expect(sim.requests.every((r) => r.status === 200)).toBe(true);
  });

  it('iterates activity, deployments and installations', async () => {
    const { sim, client, server } = await startWorld();
    for (let i = 0; i < 3; i++) {
      sim.addActivity(server.id, { title: `entry ${i}` });
      sim.addDeployment(server.id);
      sim.clock.advance(1_000);
    }
    const other = sim.addServer();
    sim.install(BOT_TOKEN, other.id);
    const activity = await collect(client.iterate.activity(server.id, { limit: 2 }));
    const deployments = await collect(client.iterate.deployments(server.id, { limit: 2 }));
    const installations = await collect(client.iterate.installations({ limit: 1 }));
    expect(activity.flatMap((p) => p.data.map((e) => e.title))).toEqual(['entry 2', 'entry 1', 'entry 0']);
    expect(deployments.map((p) => p.data.length)).toEqual([2, 1]);
    expect(installations.flatMap((p) => p.data.map((i) => i.serverId))).toEqual([server.id, other.id]);
  });

  it('resumes from a stored cursor', async () => {
    const { sim, client } = await startWorld();
    for (let i = 0; i < 2; i++) sim.install(BOT_TOKEN, sim.addServer().id);
    const first = await client.listServers({ limit: 1 });
    const rest = await collect(client.iterate.servers({ limit: 1, cursor: first.nextCursor }));
    expect(rest.map((p) => p.data.length)).toEqual([1, 1]);
    expect(sim.requests[1]?.query.cursor).toBe(first.nextCursor);
  });

  it('stops instead of looping when a provider repeats the cursor it was sent', async () => {
    const pages: Page<Server>[] = [];
    const repeat = async (cursor: string | undefined): Promise<Page<Server>> => ({
      data: [],
      nextCursor: cursor ?? 'c1',
    });
    await expect(async () => {
      for await (const page of paginate(repeat)) pages.push(page);
    }).rejects.toThrow(/nextCursor: repeats the cursor/);
    expect(pages).toHaveLength(2);
  });
});

describe('events feed', () => {
  it('follows the feed rules: null before any event, the same cursor when caught up', async () => {
    const { sim, clientWith } = await startWorld();
    const bot = sim.addBot({ token: 'zhb_test_bot_token_2' });
    const feed = clientWith({ token: bot.token });

    expect(await feed.events()).toEqual({ data: [], nextCursor: null, skipped: [] });

    const ping = sim.ping(bot.token);
    const tooYoung = await feed.events();
    expect(tooYoung.data).toEqual([]);
    expect(tooYoung.nextCursor).not.toBeNull();

    sim.clock.advance(30_000);
    const page = await feed.events({ after: tooYoung.nextCursor });
    expect(page.data.map((e) => e.id)).toEqual([ping.id]);

    const caughtUp = await feed.events({ after: page.nextCursor });
    expect(caughtUp).toEqual({ data: [], nextCursor: page.nextCursor, skipped: [] });
    expect(sim.requests.map((r) => r.query.after)).toEqual([
      undefined,
      undefined,
      tooYoung.nextCursor,
      page.nextCursor,
    ]);
  });
});
