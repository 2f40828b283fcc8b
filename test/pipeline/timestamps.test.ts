import { describe, expect, it } from 'vitest';
import { activityLine } from '../../src/discord/render/activity.js';
import { formatValue } from '../../src/discord/render/records.js';
import { renderAlertMessage } from '../../src/pipeline/5-send/render/message.js';
import { activity, NOW } from './support/alerts.js';
import { marker, useDeliveryWorld } from './support/world.js';

const DAY = 24 * 60 * 60 * 1000;

/** Event times Discord cannot show (or that cannot be true): outside 2000-01-01 … now + 1 day. */
const IMPLAUSIBLE = [
  '+275760-09-13T00:00:00.000Z',
  '0000-01-01T00:00:00.000Z',
  '1999-12-31T23:59:59.000Z',
  // Ahead of both clocks in use here: the renderers' pinned NOW and the real one.
  new Date(Math.max(NOW, Date.now()) + 2 * DAY).toISOString(),
];

const at = (createdAt: string) => activity({ title: 'Crash', createdAt }, { at: 0 });
const withTime = (createdAt: string) => ({ ...at(createdAt), event: { ...at(createdAt).event, createdAt } });

describe('event times outside 2000-01-01 … now + 1 day', () => {
  it.each(IMPLAUSIBLE)('%s: "time unknown", no embed timestamp', (createdAt) => {
    const { body } = renderAlertMessage([withTime(createdAt)], { now: NOW });
    const embed = body.embeds[0]!;
    expect(embed.timestamp).toBeUndefined();
    expect(JSON.stringify(embed)).toContain('time unknown');
    expect(JSON.stringify(embed)).not.toMatch(/Delayed/);

    const digest = renderAlertMessage(
      Array.from({ length: 11 }, () => withTime(createdAt)),
      { now: NOW },
    ).body.embeds[0]!.description!;
    expect(digest).toContain('time unknown');
    expect(digest).not.toContain('<t:');

    const line = activityLine({ ...withTime(createdAt).event.data, createdAt } as never);
    expect(line.startsWith('time unknown · ')).toBe(true);
    expect(formatValue('finishedAt', createdAt)).toBe('time unknown');
  });

  it('shows times from 2000-01-01 up to a day ahead', () => {
    for (const createdAt of ['2000-01-01T00:00:00.000Z', new Date(NOW + DAY - 60_000).toISOString()]) {
      const embed = renderAlertMessage([withTime(createdAt)], { now: NOW }).body.embeds[0]!;
      expect(embed.timestamp).toBe(createdAt);
      expect(JSON.stringify(embed)).not.toContain('time unknown');
    }
  });
});

const startWorld = useDeliveryWorld();

describe('an implausible event time does not cost the alerts sent with it', () => {
  it('posts every alert of a message holding an event dated +275760 or year 0', async () => {
    const world = await startWorld();
    const { app, fake, guild, serverId } = world;
    await app.links.link({ guildId: guild.id, channelId: guild.alerts, serverId, createdBy: 'test' });
    // Discord is slow to take the first message, so the rest wait and go together in the next one.
    fake.channelRateLimit(guild.alerts, { limit: 1, windowMs: 1500 });
    const events = Array.from({ length: 5 }, (_, i) => world.activity({ title: `Crash ${marker(i)}` }));
    events[2] = { ...events[2]!, createdAt: '+275760-09-13T00:00:00.000Z' };
    events[3] = { ...events[3]!, createdAt: '0000-01-01T00:00:00.000Z' };
    expect(await world.deliver(events, 1)).toEqual([200, 200, 200, 200, 200]);

    await fake.waitFor(() => world.markers(guild.alerts).size === 5, 8000, 'every alert in Discord');
    expect([...world.markers(guild.alerts).values()]).toEqual([1, 1, 1, 1, 1]);
    expect(fake.rejected).toEqual([]);
  });
});
