import { describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/catalogue.js';
import type { Locale } from '../../src/i18n/locale.js';
import { ADMIN } from '../support/bot-world.js';
import { snowflake } from '../support/fake-discord.js';
import { answer, buttonsOf, expectNoRejections } from '../support/interactions.js';
import { useLanguageWorld } from '../support/language-world.js';

const languageWorld = useLanguageWorld();
const SERVER = 'Survival';

describe('the linking and viewing commands, in the member’s language', () => {
  it('answers /links, /servers, a /link refusal, /activity and its pages, /players and /history in de and fr; ja falls back to the guild’s language', async () => {
    const { world, alpha, beta, alphaServer, ask } = await languageWorld();
    // Twelve entries: two pages, so the Older/Newer buttons are shown.
    for (let n = 1; n <= 12; n++) world.sim.addActivity(alphaServer, { title: `Entry ${n}` });
    // An admin each time, a new member for /history (one chart per member every few seconds).
    const asAdmin = (name: string, locale: string, options?: Record<string, string>) =>
      ask({ name, locale, options, member: { permissions: ADMIN }, user: { id: snowflake() } });

    for (const locale of ['de', 'fr'] as const) {
      const links = await asAdmin('links', locale);
      expect(links.message.embeds[0]?.title).toBe(t(locale, 'links.linkedTitle'));
      expect(links.message.embeds[0]?.description).toContain(t(locale, 'links.allAlerts'));

      const servers = await asAdmin('servers', locale);
      expect(servers.message.embeds.map((e) => e.title)).toEqual([
        t(locale, 'links.linkedTitle'),
        t(locale, 'links.unlinkedTitle'),
      ]);
      expect(servers.message.embeds[1]?.description).toBe(t(locale, 'links.noneLinkable'));

      // A refusal thrown deep in the claim flow, translated by the router for this member.
      expect((await asAdmin('link', locale, { server: 'no-such-server' })).text).toBe(
        t(locale, 'links.notLinkable'),
      );

      const activity = await asAdmin('activity', locale);
      const page = activity.message.embeds[0];
      expect(page?.title).toBe(t(locale, 'views.activityTitle', { server: SERVER }));
      expect(page?.footer?.text).toBe(t(locale, 'views.activityFooter', { page: 1 }));
      const [newer, older] = buttonsOf(activity.message);
      expect([newer?.label, older?.label]).toEqual([
        t(locale, 'links.pageNewer'),
        t(locale, 'links.pageOlder'),
      ]);

      expect((await asAdmin('players', locale)).text).toBe(t(locale, 'views.queriesOff', { server: SERVER }));
      expect((await asAdmin('history', locale)).text).toBe(
        t(locale, 'views.historyNoData', { server: SERVER }),
      );
    }

    // Another member presses Older: the page is drawn again, whole, in the presser's language.
    const german = await asAdmin('activity', 'de');
    const older = buttonsOf(german.message)[1]!;
    const pressed = await answer(
      world.fake.interact({
        type: 'button',
        guildId: alpha.id,
        channelId: alpha.general,
        customId: older.custom_id,
        message: german.message,
        member: { permissions: ADMIN },
        user: { id: snowflake() },
        locale: 'fr',
      }),
    );
    expect(pressed.message.embeds[0]?.footer?.text).toBe(t('fr', 'views.activityFooter', { page: 2 }));
    expect(buttonsOf(pressed.message).map((b) => b.label)).toEqual([
      t('fr', 'links.pageNewer'),
      t('fr', 'links.pageOlder'),
    ]);

    // A Discord language hostcord does not speak: the guild's, English in Alpha and French in Beta.
    const inBeta = (name: string, options?: Record<string, string>) =>
      ask({
        name,
        locale: 'ja',
        options,
        guildId: beta.id,
        channelId: beta.general,
        member: { permissions: ADMIN },
      });
    expect((await asAdmin('servers', 'ja')).message.embeds[0]?.title).toBe('Linked servers');
    expect((await asAdmin('players', 'ja')).text).toBe(t('en-US', 'views.queriesOff', { server: SERVER }));
    const betaServers = await inBeta('servers');
    expect(betaServers.message.embeds[0]?.title).toBe(t('fr', 'links.linkedTitle'));
    expect(betaServers.message.embeds[0]?.description).toContain('Créatif');
    expect((await inBeta('link', { server: 'no-such-server' })).text).toBe(t('fr', 'links.notLinkable'));
    expect((await inBeta('players')).text).toBe(t('fr', 'views.queriesOff', { server: 'Créatif' }));
    expectNoRejections(world.fake);
  });

  it('every text this test compares is really translated (it could not pass in English)', () => {
    const keys = [
      'links.linkedTitle',
      'links.unlinkedTitle',
      'links.noneLinkable',
      'links.notLinkable',
      'links.pageNewer',
      'links.pageOlder',
      'links.allAlerts',
    ] as const;
    for (const locale of ['de', 'fr'] satisfies Locale[]) {
      for (const key of keys) expect(t(locale, key), `${locale} ${key}`).not.toBe(t('en-US', key));
      expect(t(locale, 'views.queriesOff', { server: SERVER })).not.toBe(
        t('en-US', 'views.queriesOff', { server: SERVER }),
      );
      expect(t(locale, 'views.activityFooter', { page: 1 })).not.toBe(
        t('en-US', 'views.activityFooter', { page: 1 }),
      );
    }
  });
});
