import { describe, expect, it } from 'vitest';
import { BOT_TOKEN, guildFixture, useWorld } from '../support/bot-world.js';
import { activityEvent } from '../support/events.js';
import type { RecordedRequest } from '../support/fake-discord/types.js';
import { snowflake } from '../support/fake-discord.js';
import type { SimServer } from '../support/provider-sim.js';

// Discord allows a bot 50 requests a second in all (docs/several-instances.md, "Sharding and
// Discord's request limit"). hostcord spends them from one budget in which alerts go first: a status board's edit
// waits while an alert waits, never the other way round.

const SECRET = 'zhs_test_request_budget_secret';
/** Twelve Discord servers with five boards each, the most one may have (src/limits.ts). */
const GUILDS = 12;
const BOARDS_PER_GUILD = 5;
const BOARDS = GUILDS * BOARDS_PER_GUILD;
const BUDGET = 50;

const startWorld = useWorld();

/** Requests Discord counts against the global limit: all but interaction answers and their webhooks. */
const counted = (r: RecordedRequest) => !/^\/(interactions|webhooks)\//.test(r.path);

/** The most counted requests that arrived within any one second. */
function busiestSecond(requests: readonly RecordedRequest[]): number {
  const times = requests.filter(counted).map((r) => r.at);
  let most = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i]! - times[j]! >= 1000) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

describe('Discord request budget', () => {
  it(`an alert goes before ${BOARDS} board edits queued ahead of it, and no second holds more than ${BUDGET} requests`, async () => {
    const guilds = Array.from({ length: GUILDS }, (_, i) => guildFixture(`Community ${i}`));
    const boardChannels = guilds.map((guild) => {
      const channels = Array.from({ length: BOARDS_PER_GUILD }, () => snowflake());
      guild.config.channels.push(...channels.map((id, i) => ({ id, name: `board-${i}` })));
      return channels;
    });
    const beta = guildFixture('Beta');
    let shown!: SimServer[];
    let alerting!: SimServer;
    const world = await startWorld(
      [...guilds, beta],
      { EVENT_SOURCE: 'webhook', WEBHOOK_SECRET: SECRET },
      (sim) => {
        shown = guilds.map((_, i) => sim.addServer({ name: `Survival ${i}`, powerState: 'running' }));
        alerting = sim.addServer({ name: 'Beta SMP' });
        sim.addBot({ token: BOT_TOKEN, installedOn: [...shown.map((s) => s.id), alerting.id] });
      },
      // The refresh loop runs only when the test asks.
      { watch: { refreshIntervalMs: 3_600_000 } },
    );
    const { app, fake, sim } = world;
    for (const [i, guild] of guilds.entries())
      await app.links.link({
        guildId: guild.id,
        channelId: guild.alerts,
        serverId: shown[i]!.id,
        createdBy: 't',
      });
    await app.links.link({ guildId: beta.id, channelId: beta.alerts, serverId: alerting.id, createdBy: 't' });
    await app.watch.refresher.runCycle();
    await Promise.all(
      guilds.flatMap((guild, i) =>
        boardChannels[i]!.map((channelId) =>
          app.watch.createBoard({ guildId: guild.id, channelId, createdBy: 't' }),
        ),
      ),
    );
    await app.watch.idle();
    const boardsPosted = fake.requests.length;

    // The server on every board goes down: 60 edits queue up at once.
    for (const server of shown) {
      server.powerState = 'offline';
      sim.setResources(server.id, { state: 'offline', cpu: 0, uptimeMs: 0 });
    }
    app.watch.refreshSoon(shown.map((s) => s.id));
    const isEdit = (r: RecordedRequest) =>
      r.method === 'PATCH' && boardChannels.flat().some((c) => r.path.startsWith(`/channels/${c}/`));
    await fake.waitFor(() => fake.requests.slice(boardsPosted).some(isEdit), 5_000, 'the first board edit');

    // Then an event of another Discord server's game server: its alert.
    const event = activityEvent(alerting.id, { title: 'Server crashed' }, sim.clock.now());
    const { port } = app.server.server.address() as { port: number };
    expect(
      (await sim.deliver(event as never, { url: `http://127.0.0.1:${port}/webhook`, secret: SECRET })).status,
    ).toBe(200);
    const isAlert = (r: RecordedRequest) =>
      r.method === 'POST' && r.path === `/channels/${beta.alerts}/messages`;
    await fake.waitFor(() => fake.requests.some(isAlert), 5_000, 'the alert');
    await fake.waitFor(
      () => fake.requests.slice(boardsPosted).filter(isEdit).length === BOARDS,
      10_000,
      'every board edited',
    );

    const after = fake.requests.slice(boardsPosted);
    const alertAt = after.findIndex(isAlert);
    const editsAfterAlert = after.slice(alertAt).filter(isEdit).length;
    // The alert went at the next turn once it was posted: most edits still waited when it arrived
    // (how many went meanwhile depends on how long the event took from webhook to post).
    expect(editsAfterAlert).toBeGreaterThanOrEqual(BOARDS / 2);
    // The budget held in every second, the boards' posts and edits included.
    expect(busiestSecond(fake.requests)).toBeLessThanOrEqual(BUDGET);
    expect(fake.rejected).toEqual([]);
  }, 40_000);
});
