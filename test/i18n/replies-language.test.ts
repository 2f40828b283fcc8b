import type { APIEmbed } from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { GameStatusRow } from '../../src/db/game-queries.js';
import { verifyButton } from '../../src/discord/claim-flows.js';
import { pageButtons } from '../../src/discord/page-store.js';
import { renderActivity } from '../../src/discord/render/activity.js';
import { renderDeployments } from '../../src/discord/render/deployments.js';
import { renderHistoryReply } from '../../src/discord/render/history.js';
import { renderPlayers } from '../../src/discord/render/players.js';
import { t } from '../../src/i18n/catalogue.js';
import { LOCALES, type Locale } from '../../src/i18n/locale.js';
import { literal } from '../../src/text/literal.js';
import { ADMIN } from '../support/bot-world.js';
import { testComponentIds } from '../support/component-ids.js';
import { snowflake } from '../support/fake-discord.js';
import { syntheticSeries } from '../support/history-series.js';
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
      // The provider's state words hostcord knows, in the member's language.
      expect(servers.message.embeds[0]?.description).toContain(t(locale, 'provider.state.running'));
      expect(t(locale, 'provider.state.running')).not.toBe('running');

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

describe('limits of the linking and viewing replies, in every language', () => {
  const longest = (max: number) => 'W'.repeat(max + 20);
  const embedLength = (e: APIEmbed) =>
    (e.title ?? '').length +
    (e.description ?? '').length +
    (e.footer?.text ?? '').length +
    (e.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0);
  const checkEmbed = (e: APIEmbed, at: string) => {
    expect((e.title ?? '').length, at).toBeLessThanOrEqual(256);
    expect((e.description ?? '').length, at).toBeLessThanOrEqual(4096);
    expect((e.footer?.text ?? '').length, at).toBeLessThanOrEqual(2048);
    for (const f of e.fields ?? []) expect(f.name.length <= 256 && f.value.length <= 1024, at).toBe(true);
    expect(embedLength(e), at).toBeLessThanOrEqual(6000);
  };
  const states = ['answering', 'no-address', 'unknown-game', 'not-queryable', 'off', 'silent'] as const;
  const statusOf = (state: (typeof states)[number]): GameStatusRow => ({
    serverId: 'srv',
    state,
    gameId: 'minecraft',
    port: 65535,
    checkedAt: 1_800_000_000_000,
    answeredAt: 1_799_999_000_000,
    failures: 99,
    error: longest(300),
    answer: {
      online: 100_000,
      max: 100_000,
      names: Array.from({ length: 100 }, () => longest(40)),
      map: longest(200),
      version: longest(200),
      title: longest(200),
      latencyMs: 99_999,
    },
  });

  it('buttons, page embeds, /players, /history and the longest /link, /share and /gamequery texts stay within Discord’s limits', () => {
    const makeId = testComponentIds().forGuild('1');
    const name = longest(200);
    for (const locale of LOCALES) {
      const buttons = [
        ...pageButtons(makeId, ['activity', 'page', '1'], 3, true, locale).components,
        ...verifyButton('srv', '1', makeId, locale).components,
      ];
      for (const b of buttons) expect('label' in b && (b.label ?? '').length, locale).toBeLessThanOrEqual(80);
      expect(t(locale, 'links.shareCreate').length, locale).toBeLessThanOrEqual(80);

      checkEmbed(renderActivity({ serverName: name, entries: [], page: 9999 }, locale).embeds[0]!, locale);
      checkEmbed(
        renderDeployments({ serverName: name, deployments: [], page: 9999 }, locale).embeds[0]!,
        locale,
      );
      for (const state of states) {
        const view = { enabled: true, serverName: name, game: longest(60) };
        const players = renderPlayers(statusOf(state), view, locale);
        expect(players.content.length, `${locale} ${state}`).toBeLessThanOrEqual(2000);
        for (const e of players.embeds) checkEmbed(e, `${locale} ${state}`);
      }
      for (const period of ['24h', '7d', '30d'] as const) {
        const series = {
          ...syntheticSeries(period, { stepMs: 3_600_000 }),
          uptime: 0.12345,
          incidentCount: 99_999,
          playersPeak: 100_000,
        };
        checkEmbed(
          renderHistoryReply(name, series, Buffer.alloc(0), locale).embeds[0]!,
          `${locale} ${period}`,
        );
      }

      // The longest /link answer: renewed, a note, every missing permission and installation warning.
      const channel = '<#12345678901234567890>';
      const link = [
        t(locale, 'links.renewed', { server: literal(name, 200), channel }),
        t(locale, 'links.noteClaimed'),
        t(locale, 'links.missingPermissions', {
          permissions: 'View Channel, Send Messages, Embed Links',
          channel,
        }),
        t(locale, 'provider.install.inactive', { status: `\`${longest(38)}\`` }),
        t(locale, 'provider.install.unsubscribed', { events: '`server.activity`' }),
        t(locale, 'provider.install.scopes', {
          scopes: Array(8)
            .fill(`\`${longest(38)}\``)
            .join(', '),
        }),
      ].join('\n');
      expect(link.length, locale).toBeLessThanOrEqual(2000);
      const when = { time: '<t:1800000000:f>', relative: '<t:1800000000:R>' };
      const longestTexts = [
        t(locale, 'links.proof', { server: `\`${longest(62)}\``, code: longest(64), ...when }),
        t(locale, 'links.shareAsk', { server: literal(name, 100), time: when.time }),
        t(locale, 'links.shareCode', {
          server: literal(name, 100),
          code: longest(64),
          command: `/link server:${longest(100)} code:${longest(64)}`,
          time: when.time,
        }),
      ];
      for (const text of longestTexts) expect(text.length, locale).toBeLessThanOrEqual(2000);
    }
  });
});
