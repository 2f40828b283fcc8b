import type { AppOptions } from '../../src/app.js';
import { BOT_TOKEN, guildFixture, MEMBER, useWorld } from './bot-world.js';
import type { FakeCommandInput } from './fake-discord.js';
import { answer } from './interactions.js';

/**
 * Two guilds for language tests: Alpha (no language chosen, Discord language unset: English) and
 * Beta (Discord's `preferred_locale` is `fr`), each with one linked server whose alerts go to the
 * guild's alerts channel. `ask` runs a command in Alpha's general channel as a plain member
 * (override guild, channel, member or locale in the input). Call at the top of a test file;
 * `appOptions` (a test's clock, …) go to the app.
 */
export function useLanguageWorld() {
  const startWorld = useWorld();
  return async function languageWorld(appOptions: AppOptions = {}) {
    const alpha = guildFixture('Alpha');
    const beta = guildFixture('Beta');
    beta.config.preferredLocale = 'fr';
    let alphaServer = '';
    let betaServer = '';
    const world = await startWorld(
      [alpha, beta],
      {},
      (sim) => {
        alphaServer = sim.addServer({ name: 'Survival' }).id;
        betaServer = sim.addServer({ name: 'Créatif' }).id;
        sim.addBot({ token: BOT_TOKEN });
        sim.install(BOT_TOKEN, alphaServer);
        sim.install(BOT_TOKEN, betaServer);
      },
      appOptions,
    );
    for (const [guild, serverId] of [
      [alpha, alphaServer],
      [beta, betaServer],
    ] as const) {
      await world.app.links.link({ guildId: guild.id, channelId: guild.alerts, serverId, createdBy: 'test' });
    }
    const ask = (input: Omit<FakeCommandInput, 'type'>) =>
      answer(
        world.fake.interact({
          type: 'command',
          guildId: alpha.id,
          channelId: alpha.general,
          member: { permissions: MEMBER },
          ...input,
        }),
      );
    return { world, alpha, beta, alphaServer, betaServer, ask };
  };
}
