import { describe, expect, it } from 'vitest';
import { withUsableRetryAfter } from '../../src/discord/rest-retry-after.js';
import { marker, useDeliveryWorld } from './support/world.js';

const startWorld = useDeliveryWorld();

describe('a Discord 429 without a usable retry_after', () => {
  it.each([
    ['missing', null],
    ['0', 0],
    ['"abc"', 'abc'],
    ['negative', -1],
  ])(
    '%s: that channel is retried at most once a second, other channels post at once',
    async (_what, retryAfter) => {
      const world = await startWorld();
      const { app, fake, guild, serverId } = world;
      await app.links.link({ guildId: guild.id, channelId: guild.alerts, serverId, createdBy: 'test' });
      await app.links.link({ guildId: guild.id, channelId: guild.general, serverId, createdBy: 'test' });
      fake.channelFault(guild.alerts, { status: 429, retryAfter, untilMs: 2000 });
      const faultStarted = Date.now();

      expect(await world.deliver([world.activity({ title: `Crash ${marker(0)}` })])).toEqual([200]);
      // The other channel's queue is its own: posted while the limited one still waits.
      await fake.waitFor(() => fake.messagesIn(guild.general).length === 1, 900, 'the other channel');
      expect(fake.messagesIn(guild.alerts)).toEqual([]);

      await fake.waitFor(() => fake.messagesIn(guild.alerts).length === 1, 6000, 'the limited channel');
      const attempts = fake.faultsServed.filter((f) => f.channelId === guild.alerts);
      // Two seconds of 429s at one attempt per second at most (without the floor: 57 to 183 in 3 s).
      expect(attempts.length).toBeGreaterThanOrEqual(1);
      expect(attempts.length).toBeLessThanOrEqual(3);
      for (const [a, b] of attempts.slice(1).map((x, i) => [attempts[i]!, x] as const)) {
        expect(b.at - a.at).toBeGreaterThanOrEqual(950);
      }
      expect(fake.messagesIn(guild.alerts)[0]!.createdAt - faultStarted).toBeGreaterThanOrEqual(2000);
      expect(world.markers(guild.alerts).get(marker(0))).toBe(1);
      expect(fake.rejected).toEqual([]);
    },
  );
});

describe('the Retry-After a 429 hands to the REST queue', () => {
  const answer = (status: number, retryAfter?: string) => async () =>
    new Response('{}', { status, headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter } });

  it.each([
    [undefined, '1'],
    ['0', '1'],
    ['abc', '1'],
    ['-3', '1'],
    ['0.2', '1'],
    ['2', '2'],
    ['900', '900'],
    ['99999999', '900'],
  ])('%s becomes %s seconds', async (given, expected) => {
    const response = await withUsableRetryAfter(answer(429, given))('http://127.0.0.1/x', {});
    expect(response.headers.get('retry-after')).toBe(expected);
    expect(await response.json()).toEqual({});
  });

  it('leaves other answers alone', async () => {
    const response = await withUsableRetryAfter(answer(503, 'abc'))('http://127.0.0.1/x', {});
    expect(response.headers.get('retry-after')).toBe('abc');
  });
});
