import { describe, expect, it } from 'vitest';
import { PARKED_NOT_SHARED } from '../../src/pipeline/4-outbox/outbox.js';
import { guildFixture } from '../support/bot-world.js';
import { marker, useDeliveryWorld } from './support/world.js';

const startWorld = useDeliveryWorld();

describe('a share that ends while an alert waits out a Discord 429', () => {
  it('the alert is never posted in the former guest’s channel; the owner’s is', async () => {
    const guest = guildFixture('Guest');
    const world = await startWorld({ others: [guest] });
    const { app, fake, guild: owner, serverId } = world;
    await app.links.link({ guildId: owner.id, channelId: owner.alerts, serverId, createdBy: 'owner' });
    await app.claims.share({ serverId, ownerGuildId: owner.id, guildId: guest.id, createdBy: 'owner' });
    await app.links.link({ guildId: guest.id, channelId: guest.alerts, serverId, createdBy: 'guest' });
    // The guest channel's first post is answered 429: discord.js waits 2 s and sends it again.
    fake.channelFault(guest.alerts, { status: 429, retryAfter: 2, times: 1 });

    const event = world.activity({ title: `Crash ${marker(0)}` });
    expect(await world.deliver([event])).toEqual([200]);
    await fake.waitFor(() => fake.faultsServed.some((f) => f.channelId === guest.alerts), 5000, 'the 429');
    await app.claims.unshare({ serverId, ownerGuildId: owner.id, guildId: guest.id, by: 'owner' });

    const outbox = app.store.repositories.outbox;
    const settled = await fake.waitFor(
      async () => {
        const rows = await outbox.byEvent(event.id);
        return rows.every((r) => r.state !== 'pending') ? rows : undefined;
      },
      8000,
      'both alerts settled (posted or withdrawn)',
    );
    expect(settled.map((r) => [r.channelId, r.state, r.error])).toEqual([
      [owner.alerts, 'sent', null],
      [guest.alerts, 'parked', PARKED_NOT_SHARED],
    ]);
    expect(fake.messagesIn(guest.alerts)).toEqual([]);
    expect(world.markers(owner.alerts).get(marker(0))).toBe(1);
    expect(fake.rejected).toEqual([]);
  });
});
