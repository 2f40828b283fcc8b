import { describe, expect, it } from 'vitest';
import { ADMIN } from '../support/bot-world.js';
import { marker, shownText, useDeliveryWorld } from './support/world.js';

const startWorld = useDeliveryWorld();
const fast = { initialMs: 200, maxMs: 1000 };

/** Every marker of `0..count-1` exactly once: [lost, doubled]. */
function lostAndDoubled(counts: Map<string, number>, count: number): [string[], string[]] {
  const lost: string[] = [];
  const doubled: string[] = [];
  for (let i = 0; i < count; i++) {
    const n = counts.get(marker(i)) ?? 0;
    if (n === 0) lost.push(marker(i));
    if (n > 1) doubled.push(marker(i));
  }
  return [lost, doubled];
}

describe('alert delivery through the real discord.js against the fake Discord', () => {
  it('posts an alert within moments of its webhook delivery, as a rich embed that pings nobody', async () => {
    const world = await startWorld();
    const { app, fake, guild, serverId } = world;
    await app.links.link({ guildId: guild.id, channelId: guild.alerts, serverId, createdBy: 'test' });
    const event = world.activity({
      title: 'Server crashed',
      severity: 'error',
      category: 'power',
      type: 'crash',
    });
    expect(await world.deliver([event])).toEqual([200]);
    const [message] = await fake.waitFor(
      () => fake.messagesIn(guild.alerts).length === 1 && fake.messagesIn(guild.alerts),
      5000,
    );
    expect(message!.embeds[0]).toMatchObject({
      title: 'Server crashed',
      timestamp: new Date(Date.parse(event.createdAt)).toISOString(),
      fields: expect.arrayContaining([{ name: 'Server', value: 'Survival', inline: true }]),
    });
    expect(message!.allowedMentions).toEqual({ parse: [] });
    expect(typeof message!.nonce).toBe('string');
    expect(fake.rejected).toEqual([]);
    // Marked sent once Discord's answer is read, a moment after the message exists there.
    const row = await fake.waitFor(
      async () => (await app.delivery.outbox.byEvent(event.id)).find((r) => r.state === 'sent'),
      2000,
      'the outbox row marked sent',
    );
    expect(row).toMatchObject({ state: 'sent', messageId: message!.id });
  });

  it('while Discord answers 500, keeps the alerts pending (shown in /healthz), then posts every one once', async () => {
    const world = await startWorld({ backoff: fast });
    const { app, fake, guild, serverId } = world;
    await app.links.link({ guildId: guild.id, channelId: guild.alerts, serverId, createdBy: 'test' });
    fake.channelFault(guild.alerts, { status: 500, untilMs: 2500 });
    const events = Array.from({ length: 30 }, (_, i) => world.activity({ title: `Crash ${marker(i)}` }));
    expect(new Set(await world.deliver(events))).toEqual(new Set([200]));

    await fake.waitFor(() => fake.faultsServed.length >= 4, 3000);
    const health = (await (await fetch(`${world.base}/healthz`)).json()) as {
      checks: { delivery: { ok: boolean; pending: number; oldestPendingAgeSeconds: number } };
    };
    expect(health.checks.delivery.pending).toBeGreaterThan(0);
    expect(health.checks.delivery.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(0);
    expect(health.checks.delivery.ok).toBe(true);

    await fake.waitFor(() => world.markers(guild.alerts).size === 30, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lostAndDoubled(world.markers(guild.alerts), 30)).toEqual([[], []]);
    const faultEnd = Math.max(...fake.faultsServed.map((f) => f.at));
    expect(fake.messagesIn(guild.alerts).every((m) => m.createdAt >= faultEnd)).toBe(true);
    await app.delivery.backlog();
    expect(app.delivery.health()).toMatchObject({ pending: 0, oldestPendingAgeSeconds: null });
    expect(fake.rejected).toEqual([]);
  });

  it('marks a link broken when its channel answers 403, never retries it, and the other channel gets everything', async () => {
    const world = await startWorld({ backoff: fast });
    const { app, fake, guild, serverId } = world;
    await app.links.link({ guildId: guild.id, channelId: guild.alerts, serverId, createdBy: 'test' });
    await app.links.link({ guildId: guild.id, channelId: guild.general, serverId, createdBy: 'test' });
    fake.channelFault(guild.alerts, { status: 403 });
    const first = Array.from({ length: 10 }, (_, i) => world.activity({ title: `Alert ${marker(i)}` }));
    await world.deliver(first.slice(0, 1));
    await fake.waitFor(() => world.markers(guild.general).size === 1, 5000);
    await world.deliver(first.slice(1));
    await fake.waitFor(() => world.markers(guild.general).size === 10, 5000);
    expect(lostAndDoubled(world.markers(guild.general), 10)).toEqual([[], []]);

    const link = (await app.links.forGuild(guild.id)).find((l) => l.channelId === guild.alerts)!;
    expect(link.state).toBe('broken');
    expect(link.stateReason).toMatch(/Missing Access/);
    const posts = () =>
      fake.requests.filter((r) => r.method === 'POST' && r.path === `/channels/${guild.alerts}/messages`)
        .length;
    expect(posts()).toBe(1);

    // `/links` shows it broken.
    const listed = await fake
      .interact({ type: 'command', guildId: guild.id, name: 'links', member: { permissions: ADMIN } })
      .reply(5000);
    expect(JSON.stringify(listed.embeds)).toMatch(/broken/);

    // Fixed on Discord's side and linked again: new alerts arrive there.
    fake.clearChannelFaults(guild.alerts);
    await app.links.link({ guildId: guild.id, channelId: guild.alerts, serverId, createdBy: 'test' });
    await world.deliver([world.activity({ title: 'After the fix E0010' })]);
    await fake.waitFor(() => fake.messagesIn(guild.alerts).length === 1, 5000);
    expect(posts()).toBe(2);
    expect(fake.rejected).toEqual([]);
  });

  it('drains 1,000 alerts into a channel limited to 5 messages per window: all visible once, few 429s, full digests', async () => {
    const world = await startWorld({ backoff: fast });
    const { app, fake, guild, serverId } = world;
    await app.links.link({ guildId: guild.id, channelId: guild.alerts, serverId, createdBy: 'test' });
    // Discord's observed 5 per 5 s, shortened to keep the test fast.
    fake.channelRateLimit(guild.alerts, { limit: 5, windowMs: 1000 });
    const events = Array.from({ length: 1000 }, (_, i) =>
      world.activity({
        title: `Restart loop ${marker(i)}`,
        category: 'power',
        type: 'restart',
        severity: 'warning',
      }),
    );
    // Discord holds the first message until every alert waits in the outbox, so what is measured is
    // the drain of a full queue, whatever the speed of this machine (bench:delivery times it).
    const release = fake.holdChannel(guild.alerts);
    expect(new Set(await world.deliver(events, 32))).toEqual(new Set([200]));
    const waiting = world.app.store.sqlite!.sqlite.prepare(
      "SELECT count(*) AS n FROM outbox WHERE state = 'pending' AND channel_id = ?",
    );
    await fake.waitFor(() => (waiting.get(guild.alerts) as { n: number }).n === 1000, 30_000);
    release();
    await fake.waitFor(() => world.markers(guild.alerts).size === 1000, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(lostAndDoubled(world.markers(guild.alerts), 1000)).toEqual([[], []]);
    const messages = fake.messagesIn(guild.alerts);
    // The held first message took what had arrived by then; after it, about 100 lines per digest
    // message and no slot spent on a half-empty one while alerts wait: all but the last are full.
    const lines = messages.map((m) => [...shownText(m).matchAll(/E\d{4}/g)].length);
    for (const n of lines.slice(1, -1)) expect(n).toBeGreaterThanOrEqual(80);
    expect(messages.length).toBeLessThanOrEqual(1 + Math.ceil((1000 - (lines[0] ?? 0)) / 80));
    expect(fake.rateLimited.length).toBeLessThanOrEqual(3);
    // Oldest first within each message (deliveries overlap, so a later message may hold an older one).
    for (const m of messages) {
      const order = [...shownText(m).matchAll(/E(\d{4})/g)].map((x) => Number(x[1]));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
    expect(fake.rejected).toEqual([]);
  });

  it('renders hostile titles literally, within limits, pinging nobody, in single, grouped and digest messages', async () => {
    const world = await startWorld();
    const { app, fake, guild, serverId } = world;
    await app.links.link({ guildId: guild.id, channelId: guild.alerts, serverId, createdBy: 'test' });
    const titles = [
      '@everyone server down',
      `<@&${guild.id}> and <@${fake.botUser.id}> and @here`,
      '**bold** __under__ `code` ||spoiler|| [link](https://evil.example) # heading',
      'x'.repeat(5000),
    ];
    const events = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        world.activity({ title: titles[i % titles.length]!, category: '@everyone', type: '<@&1>' }),
      );
    await world.deliver(events(1));
    await fake.waitFor(() => fake.messagesIn(guild.alerts).length === 1, 5000);
    await world.deliver(events(4), 1);
    await world.deliver(events(40), 1);
    await fake.waitFor(
      async () =>
        (await app.inbox.stats()).pending === 0 &&
        (await app.delivery.backlog()).pending === 0 &&
        fake.messagesIn(guild.alerts).length >= 3,
      10_000,
    );

    expect(fake.rejected).toEqual([]);
    for (const message of fake.messagesIn(guild.alerts)) {
      expect(message.allowedMentions).toEqual({ parse: [] });
      expect(message.content).toBe('');
      const text = shownText(message);
      expect(text).not.toMatch(/@(everyone|here)/);
      expect(text).not.toMatch(/<@/);
      expect(text).not.toContain('**bold**');
    }
    const sentRows = app.store
      .sqlite!.sqlite.prepare("SELECT count(*) AS n FROM outbox WHERE state = 'sent'")
      .get();
    expect(sentRows).toEqual({ n: 45 });
  });
});
