import { describe, expect, it } from 'vitest';
import { describeHostingError, HostingApiError } from '../../src/hosting/index.js';
import { t } from '../../src/i18n/catalogue.js';
import { LOCALES } from '../../src/i18n/locale.js';
import { literal } from '../../src/text/literal.js';
import { ADMIN } from '../support/bot-world.js';
import { expectNoRejections } from '../support/interactions.js';
import { useLanguageWorld } from '../support/language-world.js';

const languageWorld = useLanguageWorld();

describe('the doctor and the provider in the reader’s language, through the fake Discord', () => {
  it('answers /doctor in German for a German admin, in English for an English one, and in French in the French guild', async () => {
    const { world, beta, alphaServer, betaServer, ask } = await languageWorld();
    const doctorIn = async (locale: string, where = {}) => {
      const reply = await ask({ name: 'doctor', locale, member: { permissions: ADMIN }, ...where });
      return {
        title: reply.message.embeds[0]?.title,
        text: reply.message.embeds.map((e) => e.description).join('\n'),
      };
    };
    const linkOk = (locale: 'de' | 'en-US' | 'fr', serverId: string, name: string) =>
      `**${t(locale, 'doctor.area.server', { server: `${name} (${serverId})` })}**: ${t(locale, 'doctor.link.ok', { channel: '#alerts' })}`;

    const german = await doctorIn('de');
    expect(german.text).toContain(linkOk('de', alphaServer, 'Survival'));
    expect(german.text).toContain(
      `**${t('de', 'doctor.area.configuration')}**: ${t('de', 'doctor.config.ok', { source: 'poll', database: 'SQLite' })}`,
    );
    // The events finding carries a duration: written the German way (`Sek.`), not the English one.
    expect(german.text).toMatch(/\*\*Events\*\*: Feed vor \d+ Sek\. abgefragt: ok/);
    expect(german.text).not.toContain(t('en-US', 'doctor.link.ok', { channel: '#alerts' }));

    const english = await doctorIn('en-US');
    expect(english.text).toContain(linkOk('en-US', alphaServer, 'Survival'));
    expect(german.title).toBeTruthy();
    expect(german.title).not.toBe(english.title);

    // A member whose Discord speaks no language hostcord has reads the guild's: Beta is French.
    const french = await doctorIn('ja', { guildId: beta.id, channelId: beta.general });
    expect(french.text).toContain(linkOk('fr', betaServer, 'Créatif'));
    expectNoRejections(world.fake);
  });

  it('says a provider refusal, its state words and the Live usage field in French', async () => {
    const { world, beta, betaServer, ask } = await languageWorld();
    const inBeta = () => ask({ name: 'status', locale: 'fr', guildId: beta.id, channelId: beta.general });

    // The resources call is refused: /status still answers, its Live usage field says why in French.
    world.sim.fault({ path: `/servers/${betaServer}/resources`, status: 403, code: 'FORBIDDEN' });
    const partial = await inBeta();
    const fields = partial.message.embeds[0]?.fields ?? [];
    expect(fields.find((f) => f.name === t('fr', 'status.liveUsage'))?.value).toBe(
      literal(t('fr', 'status.notAvailable', { reason: t('fr', 'provider.forbidden') }), 1024),
    );
    // The provider's own state words, in French (the raw `active` stays in logs).
    expect(fields.find((f) => f.name === t('fr', 'status.status'))?.value).toBe(
      t('fr', 'provider.state.active'),
    );
    expect(fields.find((f) => f.name === t('fr', 'status.power'))?.value).toBe(
      t('fr', 'provider.state.running'),
    );

    // The server itself is refused: the whole answer is the provider's refusal, in French.
    world.sim.fault({ path: `/servers/${betaServer}`, method: 'GET', status: 404, code: 'NOT_FOUND' });
    const refused = await inBeta();
    expect(refused.text).toBe(t('fr', 'provider.notFound'));
    expect(refused.text).not.toBe(t('en-US', 'provider.notFound'));
    expectNoRejections(world.fake);
  });

  it('the longest provider sentence fits a Discord reply (2,000 characters) in every language', () => {
    const errors = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`field${i}`, ['x'.repeat(300)]]));
    const err = new HostingApiError({
      op: 'power',
      method: 'POST',
      path: '/servers/x/power',
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'bad',
      requestId: 'r'.repeat(64),
      errors,
    });
    for (const locale of LOCALES) {
      const sentence = describeHostingError(err, locale);
      expect(sentence, locale).toContain('`field4`');
      expect(sentence.length, locale).toBeLessThanOrEqual(2000);
    }
  });
});
