import { describe, expect, it } from 'vitest';
import { BOT_TOKEN, guildFixture, useWorld } from '../../support/bot-world.js';

const startWorld = useWorld();
const SECRET = 'zhs_test_both_mode_secret';

describe('both mode', () => {
  it('posts an event once when it arrives by webhook and later again through the feed', async () => {
    const guild = guildFixture('Alpha');
    const world = await startWorld([guild], { WEBHOOK_SECRET: SECRET, EVENT_SOURCE: 'both' }, (sim) => {
      sim.addBot({ token: BOT_TOKEN, installedOn: [sim.addServer({ name: 'Survival' }).id] });
      // The installation event is history by the first sync, so only the alert below is posted.
      sim.clock.advance(31_000);
    });
    const { sim, fake } = world;
    const serverId = sim.installationsOf(BOT_TOKEN)[0]!.serverId;
    await world.app.links.link({ guildId: guild.id, channelId: guild.alerts, serverId, createdBy: 'x' });
    await fake.waitFor(
      async () => (await world.app.kv.get('feed.initialized')) === '1',
      5000,
      'the first feed sync',
    );

    sim.addActivity(serverId, { title: 'Backup finished', severity: 'info' });
    const event = sim.eventsFor(BOT_TOKEN).at(-1)!;
    const base = `http://127.0.0.1:${(world.app.server.server.address() as { port: number }).port}`;
    expect((await sim.deliver(event, { url: `${base}/webhook`, secret: SECRET })).status).toBe(200);
    await fake.waitFor(() => fake.messagesIn(guild.alerts).length === 1, 5000, 'the alert');

    // The event is now old enough for the feed; a restart polls at once (the backstop waits 60 s).
    sim.clock.advance(31_000);
    const pollsBefore = sim.requests.filter((r) => r.path === '/events').length;
    const cursorBefore = await world.app.kv.get('feed.cursor');
    const app = await world.restart();
    await fake.waitFor(
      () => sim.requests.filter((r) => r.path === '/events' && r.status === 200).length > pollsBefore,
      5000,
      'a feed poll after the restart',
    );
    // The feed read past the event (its cursor moved), yet it is stored and posted once.
    await fake.waitFor(
      async () => (await app.kv.get('feed.cursor')) !== cursorBefore,
      5000,
      'the cursor to move past the event',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rows = app.store
      .sqlite!.sqlite.prepare('SELECT source FROM inbox WHERE event_id = ?')
      .pluck()
      .all(event.id);
    expect(rows).toEqual(['webhook']);
    expect(fake.messagesIn(guild.alerts)).toHaveLength(1);
  });

  it('commits a webhook delivery without waiting for the disk once the feed backs it, and not before', async () => {
    const guild = guildFixture('Alpha');
    const world = await startWorld([guild], { WEBHOOK_SECRET: SECRET, EVENT_SOURCE: 'both' }, (sim) => {
      sim.addBot({ token: BOT_TOKEN, installedOn: [sim.addServer({ name: 'Survival' }).id] });
      sim.clock.advance(31_000);
      // The feed answers 429 (try again in 1 s) until the first delivery is in.
      sim.fault({ path: '/events', status: 429, retryAfter: 1, times: Number.POSITIVE_INFINITY });
    });
    const { sim, fake } = world;
    const serverId = sim.installationsOf(BOT_TOKEN)[0]!.serverId;
    await world.app.links.link({ guildId: guild.id, channelId: guild.alerts, serverId, createdBy: 'x' });
    // How each webhook commit syncs, as the event store sets it on the connection.
    const levels: string[] = [];
    const sqlite = world.app.store.sqlite!.sqlite;
    const exec = sqlite.exec.bind(sqlite);
    sqlite.exec = (source: string) => {
      if (source.startsWith('PRAGMA synchronous')) levels.push(source);
      return exec(source);
    };
    const base = `http://127.0.0.1:${(world.app.server.server.address() as { port: number }).port}`;
    const deliver = async (title: string) => {
      sim.addActivity(serverId, { title, severity: 'info' });
      const event = sim.eventsFor(BOT_TOKEN).at(-1)!;
      expect((await sim.deliver(event, { url: `${base}/webhook`, secret: SECRET })).status).toBe(200);
    };

    await deliver('Before the first sync');
    expect(levels).toEqual([]);
    sim.clearFaults();
    const feedState = async () =>
      ((await (await fetch(`${base}/healthz`)).json()) as { checks: { events: { feed: string } } }).checks
        .events.feed;
    await fake.waitFor(async () => (await feedState()) === 'ok', 10_000, 'the first feed sync');
    await deliver('After it');
    expect(levels).toEqual(['PRAGMA synchronous = NORMAL', 'PRAGMA synchronous = 2']);
    await fake.waitFor(() => fake.messagesIn(guild.alerts).length === 2, 5000, 'both alerts');
  });
});
