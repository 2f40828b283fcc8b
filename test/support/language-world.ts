import type { AppOptions } from '../../src/app.js';
import { BOT_TOKEN, guildFixture, MEMBER, useWorld } from './bot-world.js';
import type { FakeCommandInput } from './fake-discord.js';
import { answer } from './interactions.js';

/**
 * Two guilds for language tests: Alpha (no language chosen, Discord language unset: English) and
 * Beta (Discord's `preferred_locale` is `fr`), each with one linked server whose alerts go to the
 * guild's alerts channel. `ask` runs a command in Alpha's general channel as a plain member
 * (override guild, channel, member or locale in the input). Call at the top of a test file;
 * `appOptions` (a test's clock, …) go to the app. With `gamma`, a third guild, Gamma, English like
 * Alpha (nothing chosen, no Discord language), with its server Vanilla.
 */
export function useLanguageWorld() {
  const startWorld = useWorld();
  return async function languageWorld(appOptions: AppOptions = {}, { gamma: withGamma = false } = {}) {
    const alpha = guildFixture('Alpha');
    const beta = guildFixture('Beta');
    const gamma = guildFixture('Gamma');
    beta.config.preferredLocale = 'fr';
    let alphaServer = '';
    let betaServer = '';
    let gammaServer = '';
    const world = await startWorld(
      withGamma ? [alpha, beta, gamma] : [alpha, beta],
      {},
      (sim) => {
        alphaServer = sim.addServer({ name: 'Survival' }).id;
        betaServer = sim.addServer({ name: 'Créatif' }).id;
        sim.addBot({ token: BOT_TOKEN });
        sim.install(BOT_TOKEN, alphaServer);
        sim.install(BOT_TOKEN, betaServer);
        if (withGamma) {
          gammaServer = sim.addServer({ name: 'Vanilla' }).id;
          sim.install(BOT_TOKEN, gammaServer);
        }
      },
      appOptions,
    );
    const linked = [
      [alpha, alphaServer],
      [beta, betaServer],
      ...(withGamma ? [[gamma, gammaServer] as const] : []),
    ] as const;
    for (const [guild, serverId] of linked) {
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
    return { world, alpha, beta, gamma, alphaServer, betaServer, gammaServer, ask };
  };
}
