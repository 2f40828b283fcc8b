import { describe, expect, it } from 'vitest';
import {
  consoleLength,
  MAX_CONSOLE_COMMAND,
  requireConsoleCommand,
  SAY_PREFIX,
} from '../../src/discord/console-input.js';
import { MAX_LATER_MESSAGE } from '../../src/discord/restart-later.js';
import { warningsInWords } from '../../src/discord/restart-later-text.js';
import { t } from '../../src/i18n/catalogue.js';
import { LOCALES, type Locale } from '../../src/i18n/locale.js';
import {
  ANNOUNCE_OFFSETS,
  announcementText,
  cancelAnnouncement,
  inWords,
} from '../../src/schedule/countdown.js';
import { daysInWords } from '../../src/schedule/recurrence.js';
import { ADMIN } from '../support/bot-world.js';
import { snowflake } from '../support/fake-discord.js';
import { answer, button, buttonsOf, expectNoRejections, settled } from '../support/interactions.js';
import { useLanguageWorld } from '../support/language-world.js';

const languageWorld = useLanguageWorld();

/** A clock the test moves forward: the bot's commands and its scheduler read it. */
function testClock() {
  const clock = { offset: 0, now: () => Date.now() + clock.offset };
  return clock;
}

describe('restarts in the reader’s and the guild’s language, end to end', () => {
  it('counts down in game in each guild’s language (German Alpha after /language, French Beta), asks in the member’s; a new language speaks from the next announcement', async () => {
    const clock = testClock();
    const { world, alpha, beta, alphaServer, betaServer, ask } = await languageWorld({ now: clock.now });
    const says = (serverId: string) =>
      world.sim.effects.commands.filter((c) => c.serverId === serverId).map((c) => c.command);
    const moveTo = (at: number) => {
      clock.offset = at - Date.now();
      world.app.scheduler.wake();
    };
    const admin = { permissions: ADMIN };
    await ask({ name: 'language', options: { locale: 'de' }, member: admin });

    /** `/restart in:2m` by a member reading `locale`, confirmed: the question, its buttons, the public message. */
    async function restartIn(guild: typeof alpha, locale: string, message?: string) {
      const user = { id: snowflake() };
      const where = { guildId: guild.id, channelId: guild.general, member: admin, user, locale };
      const question = await ask({
        ...where,
        name: 'restart',
        options: { in: '2m', ...(message && { message }) },
      });
      // Read before the press, which takes the buttons away.
      const labels = buttonsOf(question.message).map((b) => b.label);
      const press = world.fake.interact({
        ...where,
        type: 'button',
        customId: buttonsOf(question.message)[0]!.custom_id,
        message: question.message,
      });
      await settled(world.fake, press, /✅/);
      return { question, labels, announced: await press.followUp(0) };
    }

    // Alpha (German by /language): the question in the member's Brazilian Portuguese.
    const inAlpha = await restartIn(alpha, 'pt-BR', 'Update 1.21');
    const warned = t('pt-BR', 'schedule.warned', { warnings: warningsInWords('pt-BR', [60, 10]) });
    expect(inAlpha.question.text).toContain(
      t('pt-BR', 'schedule.laterQuestion', {
        server: shown(inAlpha.question.text),
        duration: inWords('pt-BR', 120),
        warnings: warned,
      }),
    );
    expect(inAlpha.labels).toEqual([t('pt-BR', 'schedule.scheduleButton'), t('pt-BR', 'schedule.cancel')]);
    // The public message with its Cancel button: the guild's German.
    expect(inAlpha.announced.content).toContain(t('de', 'schedule.mayCancel', { command: '/restart' }));
    expect(buttonsOf(inAlpha.announced).map((b) => b.label)).toEqual([t('de', 'schedule.cancelButton')]);

    // Beta (French by preferred_locale), asked by a member whose Discord language hostcord lacks.
    const inBeta = await restartIn(beta, 'ja');
    const warnedFr = t('fr', 'schedule.warned', { warnings: warningsInWords('fr', [60, 10]) });
    expect(inBeta.question.text).toContain(
      t('fr', 'schedule.laterQuestion', {
        server: shown(inBeta.question.text),
        duration: inWords('fr', 120),
        warnings: warnedFr,
      }),
    );
    expect(inBeta.announced.content).toContain(t('fr', 'schedule.mayCancel', { command: '/restart' }));

    const runAt = (await world.app.scheduler.nextRestartFor([alphaServer])).get(alphaServer)!;
    const betaRunAt = (await world.app.scheduler.nextRestartFor([betaServer])).get(betaServer)!;
    moveTo(Math.max(runAt, betaRunAt) - 60_000 + 1_000);
    await world.fake.waitFor(
      () => says(alphaServer).length === 1 && says(betaServer).length === 1,
      10_000,
      'the 1-minute warnings',
    );
    expect(says(alphaServer)).toEqual([`say ${announcementText('de', 60, 'Update 1.21')}`]);
    expect(says(betaServer)).toEqual([`say ${announcementText('fr', 60, null)}`]);

    // Alpha changes language during the countdown: its next announcement speaks the new one.
    await ask({ name: 'language', options: { locale: 'ru' }, member: admin });
    moveTo(Math.max(runAt, betaRunAt) - 10_000 + 1_000);
    await world.fake.waitFor(
      () => says(alphaServer).length === 2 && says(betaServer).length === 2,
      10_000,
      'the 10-second warnings',
    );
    expect(says(alphaServer)[1]).toBe(`say ${announcementText('ru', 10, 'Update 1.21')}`);
    expect(says(betaServer)[1]).toBe(`say ${announcementText('fr', 10, null)}`);

    // The notices in the linked channels: each guild's language at that moment.
    moveTo(Math.max(runAt, betaRunAt) + 1_000);
    /** The run's outcome in a guild's channel, as the catalogue writes it in `locale`. */
    async function expectDone(guild: typeof alpha, at: number, server: string, locale: Locale) {
      const posted = await world.fake.waitFor(
        () => world.fake.messagesIn(guild.alerts).find((m) => m.content.startsWith(`✅ **${server}**`)),
        10_000,
        `the restart notice in ${guild.id}`,
      );
      const job = /`[^`]+`/.exec(posted.content)?.[0] ?? '';
      expect(posted.content).toBe(
        t(locale, 'schedule.doneJob', { server, job, time: `<t:${Math.floor(at / 1000)}:f>` }),
      );
    }
    await expectDone(alpha, runAt, 'Survival', 'ru');
    await expectDone(beta, betaRunAt, 'Créatif', 'fr');
    expectNoRejections(world.fake);
  });

  it('asks to confirm a restart now in the member’s language, and refuses in it', async () => {
    const { world, alpha, ask } = await languageWorld();
    const admin = { permissions: ADMIN };
    const question = await ask({ name: 'restart', member: admin, locale: 'pt-BR' });
    const [asked] = question.text.split('\n');
    expect(asked).toBe(t('pt-BR', 'schedule.askRestart', { server: shown(question.text) }));
    expect(buttonsOf(question.message).map((b) => b.label)).toEqual([
      t('pt-BR', 'schedule.verbRestart'),
      t('pt-BR', 'schedule.cancel'),
    ]);
    // Another member presses: refused in their own language.
    const stranger = await answer(
      world.fake.interact({
        type: 'button',
        customId: button(question.message, /^Reiniciar$/).custom_id,
        message: question.message,
        user: { id: snowflake() },
        member: admin,
        locale: 'de',
      }),
    );
    expect(stranger.text).toBe(t('de', 'schedule.notYours'));
    // A message without `in`: refused in the member's language.
    const refused = await ask({
      name: 'restart',
      member: admin,
      locale: 'fr',
      options: { message: 'bientôt' },
    });
    expect(refused.text).toBe(t('fr', 'schedule.messageNeedsIn'));

    // `/say` and `/backup list` answer in the member's language.
    const said = await ask({ name: 'say', member: admin, locale: 'de', options: { message: 'Hallo' } });
    expect(said.text.split('\n')[0]).toBe(t('de', 'schedule.consoleSent', { server: shown(said.text) }));
    const backups = await ask({ name: 'backup', subcommand: 'list', member: admin, locale: 'fr' });
    expect(
      backups.message.embeds[0]?.title?.startsWith(t('fr', 'schedule.backupsTitle', { server: '' })),
    ).toBe(true);

    // `/schedule remove`'s choices: the reader's weekday names, within Discord's 100 characters.
    const days = 'mon,tue,wed,thu,fri,sat';
    const zone = 'America/Argentina/ComodRivadavia';
    await ask({
      name: 'schedule',
      subcommand: 'restart',
      member: admin,
      options: { time: '04:00', timezone: zone, days },
    });
    for (const locale of LOCALES) {
      const choices = await world.fake
        .interact({
          type: 'autocomplete',
          guildId: alpha.id,
          name: 'schedule',
          subcommand: 'remove',
          options: { schedule: '' },
          focused: 'schedule',
          member: admin,
          locale,
        })
        .choices();
      const name = String(choices[0]?.name);
      expect(name).toContain(daysInWords(locale, [1, 2, 3, 4, 5, 6]).slice(0, 20));
      expect(name.length).toBeLessThanOrEqual(100);
    }
    expectNoRejections(world.fake);
  });
});

describe('the in-game countdown in every language', () => {
  const worst = (char: string) => char.repeat(MAX_LATER_MESSAGE);

  it.each(LOCALES)(
    '%s: every announcement with the longest message fits the console, on one line',
    (locale) => {
      for (const message of [null, worst('x'), worst('🎉'), worst('ł')]) {
        for (const offset of ANNOUNCE_OFFSETS) {
          const command = requireConsoleCommand(announcementText(locale, offset, message), SAY_PREFIX);
          expect(consoleLength(command)).toBeLessThanOrEqual(MAX_CONSOLE_COMMAND);
        }
      }
      expect(requireConsoleCommand(cancelAnnouncement(locale), SAY_PREFIX)).toMatch(/^say \S/);
      // Translated, not the English line (English itself excepted).
      if (locale !== 'en-US')
        expect(announcementText(locale, 60, null)).not.toBe(announcementText('en-US', 60, null));
    },
  );

  it('the message limit is as long as the wordiest language allows, no longer', () => {
    const longest = Math.max(
      ...LOCALES.flatMap((l) =>
        ANNOUNCE_OFFSETS.map((o) => consoleLength(announcementText(l, o, `${worst('x')}x`))),
      ),
    );
    expect(longest + SAY_PREFIX.length).toBe(MAX_CONSOLE_COMMAND + 1);
    const tooLong = `${worst('x')}x`;
    const refusedIn = LOCALES.filter((l) =>
      ANNOUNCE_OFFSETS.some((o) => {
        try {
          requireConsoleCommand(announcementText(l, o, tooLong), SAY_PREFIX);
          return false;
        } catch {
          return true;
        }
      }),
    );
    expect(refusedIn.length).toBeGreaterThan(0);
  });
});

/** The name a reply shows in bold (the cached name, or the server's id before the first read). */
function shown(text: string): string {
  return /\*\*(.+?)\*\*/.exec(text)?.[1] ?? '';
}
