import { describe, expect, it } from 'vitest';
import { createLinks } from '../../src/db/links.js';
import { createSeenRecorder } from '../../src/db/seen-values.js';
import { t } from '../../src/i18n/catalogue.js';
import { ADMIN, BOT_TOKEN, guildFixture, useWorld } from '../support/bot-world.js';
import { BOT, useDoctor } from './run-doctor.js';

const doctor = useDoctor();

describe('npm run doctor, per linked server', () => {
  it('flags an installation not subscribed to server.activity by the server’s name, and exits 1', async () => {
    const { code, lines, ids } = await doctor({ eventTypes: [] });
    expect(lines).toContainEqual(
      `error   server "Survival" (${ids.serverId}): alerts for Survival will never arrive: subscribe the installation to server.activity in the provider's panel`,
    );
    expect(lines.some((l) => l.includes('subscribed to server.activity'))).toBe(false);
    expect(code).toBe(1);
  }, 30_000);

  it('names missing channel permissions, a broken link, a filter that lets nothing through, a server the bot is not installed on, and one linked nowhere', async () => {
    let other = { linked: '', unlinked: '' };
    const { code, lines, ids } = await doctor({
      lockedLink: true,
      prepare: async (db, given, sim) => {
        const notInstalled = sim.addServer({ name: 'Creative' });
        const unlinked = sim.addServer({ name: 'Lobby' });
        sim.install(BOT, unlinked.id);
        other = { linked: notInstalled.id, unlinked: unlinked.id };
        const links = createLinks(db);
        await links.link({
          guildId: given.alpha,
          channelId: given.alerts,
          serverId: given.serverId,
          createdBy: 'x',
          filters: { severities: ['critcal'] },
        });
        const creative = (
          await links.link({
            guildId: given.alpha,
            channelId: given.alerts,
            serverId: notInstalled.id,
            createdBy: 'x',
          })
        ).link;
        await links.setState(creative.id, 'broken', 'the bot cannot see the channel (Missing Access)');
        createSeenRecorder(db).record(given.serverId, {
          category: 'power',
          type: 'crash',
          severity: 'error',
        });
      },
    });
    const survival = `server "Survival" (${ids.serverId})`;
    expect(lines).toContainEqual(
      `warning ${survival}: #alerts: its severities filter (critcal) matches none of the values seen in this server's events (error), so nothing is posted there; change it with /alerts filter`,
    );
    expect(lines).toContainEqual(
      `error   ${survival}: #locked: the bot lacks Send Messages; grant them in the channel's permissions`,
    );
    // The provider shows a bot no server it is not installed on: only the id is known.
    const creative = `server ${other.linked}`;
    expect(lines).toContainEqual(
      `error   ${creative}: the bot is not installed on it: its commands are refused and no alerts come; ask the server owner to install the bot`,
    );
    expect(lines).toContainEqual(
      `error   ${creative}: #alerts: alerts stopped, the link is broken (the bot cannot see the channel (Missing Access)); once the channel is fixed, run /link again`,
    );
    expect(lines).toContainEqual(
      `ok      installations: "Lobby" (${other.unlinked}) is installed but linked to no channel; link it with /link`,
    );
    expect(code).toBe(1);
  }, 30_000);

  it('says when HOSTING_API_URL does not lead to the provider’s API, instead of blaming installations', async () => {
    const { code, lines, sim } = await doctor({ hostingPath: '/panel' });
    const wrong = `HOSTING_API_URL ${sim.url}/panel does not lead to the provider's API`;
    expect(lines).toContainEqual(
      expect.stringContaining(`error   provider token: cannot check it: ${wrong} (404 for `),
    );
    expect(lines).toContainEqual(
      expect.stringContaining(`error   installations: cannot list them: ${wrong}`),
    );
    expect(lines.find((l) => l.includes('provider token'))).toMatch(
      /; set it to the provider's address alone, e\.g\. https:\/\/panel\.example\.com$/,
    );
    expect(lines.some((l) => /not installed|installed on no server/.test(l))).toBe(false);
    expect(code).toBe(1);
  }, 30_000);
});

describe('/doctor, per linked server', () => {
  const startWorld = useWorld();

  it('flags an unsubscribed installation by name, for its own guild only', async () => {
    const alpha = guildFixture('Alpha');
    const world = await startWorld([alpha], {}, (sim) => {
      const a = sim.addServer({ name: 'Skyblock' });
      sim.addBot({ token: BOT_TOKEN, installedOn: [a.id], eventTypes: [] });
    });
    const [serverId] = world.sim.installationsOf(BOT_TOKEN).map((i) => i.serverId) as [string];
    await world.app.links.link({ guildId: alpha.id, channelId: alpha.alerts, serverId, createdBy: 'x' });
    const reply = await world.fake
      .interact({ type: 'command', guildId: alpha.id, name: 'doctor', member: { permissions: ADMIN } })
      .reply(15_000);
    expect(reply.embeds[0]?.title).toBe(t('en-US', 'doctor.title.problems', { count: 1 }));
    expect(reply.embeds[0]?.description).toContain(
      `❌ **server Skyblock (${serverId})**: alerts for Skyblock will never arrive: subscribe the installation to server.activity in the provider's panel`,
    );
  }, 30_000);

  it('with many servers: problems first, split over embeds within Discord’s limits, and says what did not fit', async () => {
    const alpha = guildFixture('Alpha');
    const world = await startWorld([alpha], {}, (sim) => {
      const many = Array.from({ length: 60 }, (_, i) =>
        sim.addServer({ name: `Community server number ${i} with a rather long descriptive name` }),
      );
      sim.addBot({ token: BOT_TOKEN, installedOn: many.map((s) => s.id) });
      // The last one linked is the one that is wrong: its installation hears no activity.
      const late = sim.addServer({ name: 'Skyblock' });
      sim.install(BOT_TOKEN, late.id, { eventTypes: [] });
    });
    for (const { serverId } of world.sim.installationsOf(BOT_TOKEN)) {
      await world.app.links.link({ guildId: alpha.id, channelId: alpha.alerts, serverId, createdBy: 'x' });
    }
    const reply = await world.fake
      .interact({ type: 'command', guildId: alpha.id, name: 'doctor', member: { permissions: ADMIN } })
      .reply(15_000);
    expect(reply.embeds.length).toBeGreaterThan(1);
    expect(reply.embeds[0]?.title).toBe(t('en-US', 'doctor.title.problems', { count: 1 }));
    expect(reply.embeds[0]?.description?.split('\n')[0]).toMatch(
      /^❌ \*\*server Skyblock .*will never arrive/,
    );
    const shown = reply.embeds.reduce((n, e) => n + (e.title?.length ?? 0) + (e.description?.length ?? 0), 0);
    expect(shown).toBeLessThanOrEqual(6000);
    expect(reply.embeds.at(-1)?.footer?.text).toMatch(/^\d+ more findings not shown/);
    expect(world.fake.rejected).toEqual([]);
  }, 60_000);
});
