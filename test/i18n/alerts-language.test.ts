import type { APIEmbed } from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { Link } from '../../src/db/links.js';
import { t } from '../../src/i18n/catalogue.js';
import { formatDuration } from '../../src/i18n/format.js';
import { LOCALES, type Locale } from '../../src/i18n/locale.js';
import { withMarker } from '../../src/pipeline/5-send/render/marker.js';
import { renderAlertMessage } from '../../src/pipeline/5-send/render/message.js';
import type { Alert } from '../../src/pipeline/5-send/render/types.js';
import { renderTestAlert } from '../../src/pipeline/5-send/test-alert.js';
import { activity, installation, NOW } from '../pipeline/support/alerts.js';
import { ADMIN } from '../support/bot-world.js';
import { activityEvent } from '../support/events.js';
import { validateMessage } from '../support/fake-discord/limits.js';
import type { FakeMessage } from '../support/fake-discord.js';
import { expectNoRejections } from '../support/interactions.js';
import { useLanguageWorld } from '../support/language-world.js';

const languageWorld = useLanguageWorld();

/** The longest marker (marker.ts) a message's last footer gets when it is prepared. */
const MARKER = `ref ${'k'.repeat(12)}`;
const HUGE = 'x'.repeat(5000);
const DAYS_400 = 400 * 24 * 60 * 60 * 1000;

const embedText = (e: APIEmbed) =>
  [e.title, e.description, e.footer?.text, ...(e.fields ?? []).flatMap((f) => [f.name, f.value])]
    .filter(Boolean)
    .join('');

/** What Discord would refuse in the message as the sender stores it, and its embeds' text length. */
function check(body: { embeds: APIEmbed[] }) {
  const marked = withMarker(body as Parameters<typeof withMarker>[0], MARKER);
  return {
    problems: validateMessage(marked as unknown as Record<string, unknown>),
    total: marked.embeds.reduce((sum, e) => sum + embedText(e).length, 0),
  };
}

/** Every message the sender would post for `alerts`, each holding what fits, in `locale`. */
function renderAll(alerts: readonly Alert[], locale: Locale) {
  const bodies = [];
  for (let rest = alerts; rest.length > 0; ) {
    const { body, count } = renderAlertMessage(rest, { now: NOW, locale });
    expect(count).toBeGreaterThan(0);
    bodies.push(body);
    rest = rest.slice(count);
  }
  return bodies;
}

describe('alerts at their largest stay within Discord’s limits in every language', () => {
  const late = { at: DAYS_400, serverName: HUGE };
  const largest: Record<string, Alert[]> = {
    activity: Array.from({ length: 10 }, () =>
      activity({ title: HUGE, category: HUGE, type: HUGE, severity: HUGE, source: HUGE }, late),
    ),
    installed: Array.from({ length: 10 }, () => ({
      ...installation('created', { grantedScopes: [HUGE], eventTypes: [HUGE], status: HUGE }),
      ...{ serverName: HUGE },
    })),
    removed: Array.from({ length: 10 }, () => ({ ...installation('deleted'), serverName: HUGE })),
    // Past ten, a digest: one server (named in the title) and late lines, then two servers.
    digest: Array.from({ length: 400 }, (_, i) =>
      activity({ title: `${i} ${'y'.repeat(i % 7 === 0 ? 400 : 10)}` }, late),
    ),
    mixed: Array.from({ length: 400 }, (_, i) =>
      activity({ serverId: `server-${i % 2}`, title: `${i} ${HUGE}` }, late),
    ),
  };

  it.each(LOCALES)('%s', (locale) => {
    for (const [kind, alerts] of Object.entries(largest)) {
      for (const body of renderAll(alerts, locale)) {
        const { problems, total } = check(body);
        expect(problems, `${locale} ${kind}`).toEqual([]);
        expect(total, `${locale} ${kind}`).toBeLessThanOrEqual(6000);
        for (const embed of body.embeds) expect(embed.title?.length ?? 0).toBeLessThanOrEqual(256);
      }
      const single = renderAlertMessage([alerts[0]!], { now: NOW, locale }).body;
      expect(check(single).problems, `${locale} one ${kind}`).toEqual([]);
    }
    // Written in the language: a field name and the late footer (the installation's fields too).
    const [embed] = renderAlertMessage([largest.activity![0]!], { now: NOW, locale }).body.embeds;
    expect(embed?.fields?.map((f) => f.name)).toEqual([
      t(locale, 'alerts.field.server'),
      t(locale, 'alerts.field.event'),
      t(locale, 'alerts.field.severity'),
      t(locale, 'alerts.field.source'),
    ]);
    expect(embed?.footer?.text).toBe(
      t(locale, 'alerts.delayed', { duration: formatDuration(locale, DAYS_400) }),
    );
    const digest = renderAlertMessage(largest.digest!, { now: NOW, locale });
    expect(digest.body.embeds[0]?.title).toBe(
      t(locale, 'alerts.digest.titleOf', {
        count: digest.count,
        server: `${'x'.repeat(99)}…`,
      }),
    );

    // The test alert of a link with every filter at its largest (25 values of 100 characters).
    const values = Array.from({ length: 25 }, (_, i) => `${i}${'v'.repeat(99)}`);
    const link = {
      id: 1,
      guildId: '1',
      channelId: '2',
      serverId: 'server-0',
      state: 'active',
      categories: values,
      types: values,
      severities: values,
      mentionRoleId: '234567890123456789',
      mentionSeverities: values,
    } as unknown as Link;
    const test = renderTestAlert(
      link,
      HUGE,
      { runId: 'r', askedBy: { member: '345678901234567890' } },
      NOW,
      locale,
    );
    expect(check(test).problems, `${locale} test alert`).toEqual([]);
    expect(test.embeds[0]?.title).toBe(t(locale, 'alerts.test.title'));
  });
});

describe('alerts in the guild’s language, end to end through the fake Discord', () => {
  it('Beta (fr by Discord) gets French alerts; after /language locale:de Alpha’s next alert is German, Beta stays French, and a message prepared before the change goes out in one language', async () => {
    const { world, alpha, beta, alphaServer, betaServer, ask } = await languageWorld();
    const { events, outbox } = world.app.store.repositories;
    const deliver = async (serverId: string, title: string) => {
      const event = activityEvent(serverId, { title, source: 'api' });
      await events.storeBatch([{ event, raw: JSON.stringify(event), source: 'webhook' }]);
      world.app.events.notify();
    };
    const alertTitled = (channelId: string, title: string) =>
      world.fake.waitFor(
        () => world.fake.messagesIn(channelId).find((m) => m.embeds[0]?.title === title),
        15_000,
        `the alert "${title}"`,
      );
    /** The message's words that hostcord wrote (field names, the source), outside text left out. */
    const words = (message: FakeMessage) => {
      const [embed] = message.embeds;
      return [...(embed?.fields ?? []).map((f) => f.name), embed?.fields?.[3]?.value];
    };
    const wordsIn = (locale: Locale) => [
      t(locale, 'alerts.field.server'),
      t(locale, 'alerts.field.event'),
      t(locale, 'alerts.field.severity'),
      t(locale, 'alerts.field.source'),
      t(locale, 'alerts.source.api'),
    ];

    // The French guild, never told with /language: French, by its preferred_locale.
    await deliver(betaServer, 'Serveur planté');
    expect(words(await alertTitled(beta.alerts, 'Serveur planté'))).toEqual(wordsIn('fr'));

    // Alpha's message is prepared (rendered and stored) in English, and Discord fails it.
    world.fake.channelFault(alpha.alerts, { status: 500 });
    await deliver(alphaServer, 'Prepared in English');
    await world.fake.waitFor(
      async () => ((await outbox.preparedMessage(alpha.alerts))?.attempts ?? 0) > 0,
      15_000,
      'a failed attempt of the prepared message',
    );
    // Meanwhile an admin makes Alpha German; Discord takes messages again.
    const chosen = await ask({ name: 'language', options: { locale: 'de' }, member: { permissions: ADMIN } });
    expect(chosen.text).toBe(t('en-US', 'language.set', { language: 'Deutsch' }));
    world.fake.clearChannelFaults(alpha.alerts);
    // Posted as it was prepared: English throughout, not a German word in it.
    const prepared = await alertTitled(alpha.alerts, 'Prepared in English');
    expect(words(prepared)).toEqual(wordsIn('en-US'));
    expect(JSON.stringify(prepared.embeds)).not.toContain(t('de', 'alerts.field.severity'));

    // Alpha's next alert is German; Beta's stays French.
    await deliver(alphaServer, 'Server abgestürzt');
    await deliver(betaServer, 'Encore planté');
    expect(words(await alertTitled(alpha.alerts, 'Server abgestürzt'))).toEqual(wordsIn('de'));
    expect(words(await alertTitled(beta.alerts, 'Encore planté'))).toEqual(wordsIn('fr'));
    expect(world.fake.messagesIn(alpha.alerts)).toHaveLength(2);
    expectNoRejections(world.fake);
  });

  it('/alerts answers each member in their language; its test alert is posted in the guild’s', async () => {
    const { world, beta, ask } = await languageWorld();
    const admin = { member: { permissions: ADMIN } };
    const inBeta = { guildId: beta.id, channelId: beta.general };

    // A German member in the French guild: the reply German, the test alert in the channel French.
    const test = await ask({ name: 'alerts', subcommand: 'test', locale: 'de', ...inBeta, ...admin });
    expect(test.text).toContain(t('de', 'alerts.test.reply', { server: '**Créatif**' }));
    expect(test.text).toContain(`✅ <#${beta.alerts}>: ${t('de', 'alerts.test.posted')}`);
    const [posted] = world.fake.messagesIn(beta.alerts);
    expect(posted?.embeds[0]?.title).toBe(t('fr', 'alerts.test.title'));
    expect(posted?.embeds[0]?.footer?.text).toBe(t('fr', 'alerts.test.footer'));

    // /alerts show and a refusal, in pt-BR and ru; a `ja` member reads the guild's French.
    const show = await ask({ name: 'alerts', subcommand: 'show', locale: 'pt-BR', ...admin });
    expect(show.message.embeds[0]?.title).toBe(t('pt-BR', 'alerts.show.title'));
    expect(show.message.embeds[0]?.fields?.[0]?.name).toBe(t('pt-BR', 'alerts.show.seen'));
    const refused = await ask({ name: 'alerts', subcommand: 'filter', locale: 'ru', ...admin });
    expect(refused.text).toBe(
      t('ru', 'alerts.reply.giveFilter', { categories: 'категории', types: 'типы', severities: 'уровни' }),
    );
    const french = await ask({ name: 'alerts', subcommand: 'filter', locale: 'ja', ...inBeta, ...admin });
    expect(french.text).toMatch(/^Indique `/);
    expectNoRejections(world.fake);
  });
});
