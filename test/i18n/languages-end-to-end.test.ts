import { describe, expect, it } from 'vitest';
import { REFUSAL } from '../../src/discord/messages.js';
import { UserError } from '../../src/discord/user-error.js';
import { t } from '../../src/i18n/catalogue.js';
import { ADMIN } from '../support/bot-world.js';
import { buttonsOf, expectNoRejections } from '../support/interactions.js';
import { useLanguageWorld } from '../support/language-world.js';

const languageWorld = useLanguageWorld();
const OTHERS = ['de', 'fr', 'es-ES', 'pt-BR', 'pl', 'ru', 'tr', 'it'];

interface Node {
  name: string;
  name_localizations?: Record<string, string> | null;
  description_localizations?: Record<string, string> | null;
  options?: Node[];
  choices?: Node[];
}

/** The locales that are missing a localization, for each command, option and choice registered. */
function missing(nodes: Node[], path = '/'): string[] {
  const lacking = (at: string, what: string, given: Record<string, string> | null | undefined) =>
    OTHERS.filter((l) => !given?.[l]).map((l) => `${at} ${what} ${l}`);
  return nodes.flatMap((node) => {
    const at = `${path}${node.name}`;
    return [
      ...lacking(at, 'name', node.name_localizations),
      ...lacking(at, 'description', node.description_localizations),
      ...(node.choices ?? []).flatMap((c) => lacking(`${at} choice ${c.name}`, 'name', c.name_localizations)),
      ...missing(node.options ?? [], `${at} `),
    ];
  });
}

/** How many commands, options and choices were registered. */
function count(nodes: Node[]): number {
  return nodes.reduce((n, node) => n + 1 + (node.choices?.length ?? 0) + count(node.options ?? []), 0);
}

describe('languages, end to end through the fake Discord', () => {
  it('registers every command, option and choice with all 8 localizations, which Discord accepts', async () => {
    const { world } = await languageWorld();
    const registered = world.fake.commands.global as unknown as Node[];
    expect(count(registered)).toBeGreaterThan(90);
    expect(missing(registered)).toEqual([]);
    expectNoRejections(world.fake);
  });

  it('answers /status and a refusal in de, fr and pt-BR; ja falls back; /language needs Manage Server; a French guild speaks French without /language', async () => {
    const { world, alpha, beta, betaServer, ask } = await languageWorld();
    const fieldNames = (reply: Awaited<ReturnType<typeof ask>>) =>
      reply.message.embeds[0]?.fields?.map((f) => f.name) ?? [];
    const refresh = (reply: Awaited<ReturnType<typeof ask>>) => buttonsOf(reply.message)[0]?.label;

    for (const locale of ['de', 'fr', 'pt-BR'] as const) {
      const status = await ask({ name: 'status', locale });
      expect(fieldNames(status)).toContain(t(locale, 'status.game'));
      expect(fieldNames(status)).toContain(t(locale, 'status.address'));
      expect(refresh(status)).toBe(t(locale, 'status.refresh'));
      // Another guild's server: refused in the member's language.
      const refused = await ask({ name: 'status', locale, options: { server: betaServer } });
      expect(refused.text).toBe(new UserError(REFUSAL.notLinkedHere).in(locale));
      expect(refused.text).not.toBe(t('en-US', 'refusal.notLinkedHere'));
    }

    // A Discord language hostcord does not speak: the guild's (English here), no error.
    const japanese = await ask({ name: 'status', locale: 'ja' });
    expect(fieldNames(japanese)).toContain('Game');
    expect(refresh(japanese)).toBe('Refresh');

    // The French guild, never told with /language: its preferred_locale speaks for it.
    const inBeta = (locale: string, name = 'status') =>
      ask({ name, locale, guildId: beta.id, channelId: beta.general });
    expect(fieldNames(await inBeta('ja'))).toContain('Jeu');
    expect((await inBeta('ja', 'language')).text).toBe(
      t('fr', 'language.currentDefault', { language: 'Français' }),
    );
    // A member whose own Discord is German still reads German there.
    expect(fieldNames(await inBeta('de'))).toContain('Spiel');

    // Choosing takes Manage Server: a member is refused (in their language) and nothing changes.
    const member = await ask({ name: 'language', locale: 'de', options: { locale: 'de' } });
    expect(member.text).toBe(t('de', 'language.needsManageServer'));
    expect(fieldNames(await ask({ name: 'status', locale: 'ja' }))).toContain('Game');

    // An admin chooses German: Alpha speaks German to a `ja` member, Beta stays French.
    const chosen = await ask({ name: 'language', options: { locale: 'de' }, member: { permissions: ADMIN } });
    expect(chosen.text).toBe(t('en-US', 'language.set', { language: 'Deutsch' }));
    expect(fieldNames(await ask({ name: 'status', locale: 'ja' }))).toContain('Spiel');
    expect((await ask({ name: 'language', locale: 'ja' })).text).toBe(
      t('de', 'language.current', { language: 'Deutsch' }),
    );
    expect(fieldNames(await inBeta('ja'))).toContain('Jeu');
    expect(await world.app.store.repositories.guildLanguages.get(alpha.id)).toBe('de');
    expectNoRejections(world.fake);
  });
});
