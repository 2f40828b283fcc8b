import { MessageFlags } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/catalogue.js';
import type { Locale } from '../../src/i18n/locale.js';
import { announcementText } from '../../src/schedule/countdown.js';
import { ADMIN } from '../support/bot-world.js';
import { activityEvent } from '../support/events.js';
import { type FakeMessage, snowflake } from '../support/fake-discord.js';
import { buttonsOf, expectNoRejections, settled } from '../support/interactions.js';
import { useLanguageWorld } from '../support/language-world.js';
import { displayTexts } from '../watch/support/board-world.js';

const languageWorld = useLanguageWorld();

/** The words hostcord wrote on an alert: its field names (outside text left out). */
const fieldNames = (message: FakeMessage) => message.embeds[0]?.fields?.map((f) => f.name) ?? [];
const alertFields = (locale: Locale) => [
  t(locale, 'alerts.field.server'),
  t(locale, 'alerts.field.event'),
  t(locale, 'alerts.field.severity'),
  t(locale, 'alerts.field.source'),
];

describe('/language, the whole change seen by two guilds', () => {
  it('/language locale:de turns the guild’s next alert, its board and its in-game countdown German, while another guild stays English', async () => {
    const clock = { offset: 0, now: () => Date.now() + clock.offset };
    const { world, alpha, gamma, alphaServer, gammaServer, ask } = await languageWorld(
      { now: clock.now },
      { gamma: true },
    );
    const { fake } = world;
    const admin = { permissions: ADMIN };
    const board = (channelId: string) =>
      fake.messagesIn(channelId).find((m) => !m.deleted && (m.flags & MessageFlags.IsComponentsV2) !== 0)!;
    const boardTitle = (channelId: string) => displayTexts(board(channelId))[0]?.split('\n')[0];
    for (const guild of [alpha, gamma]) {
      await ask({
        name: 'board',
        subcommand: 'create',
        guildId: guild.id,
        channelId: guild.general,
        member: admin,
      });
    }
    expect(boardTitle(alpha.general)).toBe(`## ${t('en-US', 'boards.title')}`);

    await ask({ name: 'language', options: { locale: 'de' }, member: admin });
    await fake.waitFor(
      () => boardTitle(alpha.general) === `## ${t('de', 'boards.title')}`,
      10_000,
      'Alpha’s board in German',
    );
    expect(t('de', 'boards.title')).not.toBe(t('en-US', 'boards.title'));
    expect(boardTitle(gamma.general)).toBe(`## ${t('en-US', 'boards.title')}`);

    // The next alert of each guild's server.
    for (const [serverId, title] of [
      [alphaServer, 'Absturz'],
      [gammaServer, 'Crash'],
    ] as const) {
      const event = activityEvent(serverId, { title, source: 'api' });
      await world.app.store.repositories.events.storeBatch([
        { event, raw: JSON.stringify(event), source: 'webhook' },
      ]);
    }
    world.app.events.notify();
    const alertIn = (channelId: string, title: string) =>
      fake.waitFor(
        () => fake.messagesIn(channelId).find((m) => m.embeds[0]?.title === title),
        15_000,
        `the alert "${title}"`,
      );
    expect(fieldNames(await alertIn(alpha.alerts, 'Absturz'))).toEqual(alertFields('de'));
    expect(fieldNames(await alertIn(gamma.alerts, 'Crash'))).toEqual(alertFields('en-US'));

    // A restart in 2 minutes in each guild, asked by members whose Discord language hostcord lacks.
    for (const guild of [alpha, gamma]) {
      const where = { guildId: guild.id, channelId: guild.general, member: admin, user: { id: snowflake() } };
      const question = await ask({ ...where, locale: 'ja', name: 'restart', options: { in: '2m' } });
      const press = fake.interact({
        ...where,
        locale: 'ja',
        type: 'button',
        customId: buttonsOf(question.message)[0]!.custom_id,
        message: question.message,
      });
      await settled(fake, press, /✅/);
    }
    const says = (serverId: string) =>
      world.sim.effects.commands.filter((c) => c.serverId === serverId).map((c) => c.command);
    const planned = await world.app.scheduler.nextRestartFor([alphaServer, gammaServer]);
    clock.offset =
      Math.max(planned.get(alphaServer)!, planned.get(gammaServer)!) - 60_000 + 1_000 - Date.now();
    world.app.scheduler.wake();
    await fake.waitFor(
      () => says(alphaServer).length === 1 && says(gammaServer).length === 1,
      10_000,
      'the 1-minute warnings in game',
    );
    expect(says(alphaServer)).toEqual([`say ${announcementText('de', 60, null)}`]);
    expect(says(gammaServer)).toEqual([`say ${announcementText('en-US', 60, null)}`]);
    expect(announcementText('de', 60, null)).not.toBe(announcementText('en-US', 60, null));
    expectNoRejections(fake);
  });
});
