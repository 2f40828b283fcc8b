import { describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/catalogue.js';
import { ADMIN } from '../support/bot-world.js';
import { expectNoRejections } from '../support/interactions.js';
import { useLanguageWorld } from '../support/language-world.js';

const languageWorld = useLanguageWorld();

describe('the public status page in the guild’s language, through the app’s HTTP listener', () => {
  it('a French guild’s page, JSON and badge are French; /language de turns another guild’s page German at its next visit; pages never mix', async () => {
    const { world, alpha, beta, alphaServer, betaServer, ask } = await languageWorld();
    const { boards, publishedBoards, watchedServers } = world.app.store.repositories;
    // What the refresh loop stores of each server: the page shows what it stored.
    const now = Date.now();
    await watchedServers.saveAll(
      [
        [alphaServer, 'Survival'],
        [betaServer, 'Créatif'],
      ].map(([serverId, name]) => ({
        serverId: serverId!,
        state: 'up',
        stateSince: now - 3_600_000,
        upSince: now - 3_600_000,
        downSince: null,
        observedAt: now,
        name: name!,
      })),
    );
    const { port } = world.app.server.server.address() as { port: number };
    // A published board in each guild (what /board create and /board publish store).
    const publish = async (guild: typeof alpha) => {
      const { board } = await boards.create({
        guildId: guild.id,
        channelId: guild.general,
        createdBy: 'test',
      });
      const { slug } = await publishedBoards.publish({
        boardId: board.id,
        showNames: false,
        publishedBy: 'test',
        at: Date.now(),
      });
      return `http://127.0.0.1:${port}/s/${slug}`;
    };
    const alphaPage = await publish(alpha);
    const betaPage = await publish(beta);
    const read = async (url: string) => (await fetch(url)).text();

    // Beta never chose: its Discord language, French. Alpha: English.
    const french = await read(betaPage);
    expect(french).toContain('<html lang="fr"');
    expect(french).toContain(`<title>${t('fr', 'statuspage.title')}</title>`);
    expect(french).toContain(t('fr', 'statuspage.legendNoData'));
    expect(french).toContain('>Créatif</h2>');
    expect(french).toContain(`<span class="state s-up">${t('fr', 'statuspage.state.up')}</span>`);
    const english = await read(alphaPage);
    expect(english).toContain('<html lang="en-US"');
    expect(english).toContain(`<title>${t('en-US', 'statuspage.title')}</title>`);
    expect(english).toContain('>Survival</h2>');
    expect(english).not.toContain('Créatif');
    const frenchBadge = await read(`${betaPage}/badge.svg`);
    expect(frenchBadge).toContain(`>${t('fr', 'statuspage.badgeLabel')}</text>`);
    expect(frenchBadge).toContain(`>${t('fr', 'statuspage.badgeUp', { up: 1, total: 1 })}</text>`);
    // The JSON's field names are English in every language.
    expect(Object.keys(JSON.parse(await read(`${betaPage}.json`)))).toEqual([
      'updatedAt',
      'generatedAt',
      'refreshSeconds',
      'servers',
    ]);

    // An admin chooses German for Alpha: the same publication, still cached in English, is German
    // at the next visit (the page in memory is kept per language); Beta stays French.
    await ask({ name: 'language', options: { locale: 'de' }, member: { permissions: ADMIN } });
    const german = await read(alphaPage);
    expect(german).toContain('<html lang="de"');
    expect(german).toContain(`<title>${t('de', 'statuspage.title')}</title>`);
    expect(german).toContain(t('de', 'statuspage.legendNoData'));
    for (const word of [t('en-US', 'statuspage.title'), t('en-US', 'statuspage.legendNoData')])
      expect(german).not.toContain(word);
    expect(await read(`${alphaPage}/badge.svg`)).toContain(`>${t('de', 'statuspage.badgeLabel')}</text>`);
    expect(await read(betaPage)).toBe(french);
    expectNoRejections(world.fake);
  });
});
