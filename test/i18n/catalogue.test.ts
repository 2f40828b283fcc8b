import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { limitAnswer } from '../../src/discord/limit-answers.js';
import { AREAS } from '../../src/i18n/areas.js';
import { commandIn, TRANSLATIONS, t, text, translate } from '../../src/i18n/catalogue.js';
import {
  formatBytes as bytes,
  formatDuration as duration,
  formatSeconds,
  formatPercent as percent,
  formatUptime as uptime,
} from '../../src/i18n/format.js';
import { LOCALES, pickLocale } from '../../src/i18n/locale.js';
import type { Message } from '../../src/i18n/message.js';
import { readArea, readMessages } from '../../src/i18n/read-catalogue.js';
import { LimitReached } from '../../src/limits.js';
import { useTempDir } from '../support/temp-dir.js';

const tempDir = useTempDir();

const english = readMessages('en-US');

function placeholders(message: Message): string[] {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  return [...new Set(texts.flatMap((s) => [...(s ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)))].sort();
}

/**
 * src/i18n/english-keys.ts as it follows from the English catalogue: each key with its placeholders,
 * what `t` checks a call against (JSON gives the compiler no literal texts).
 */
function renderEnglishKeys(messages: Record<string, Message>): string {
  const member = ([key, message]: [string, Message]) => {
    const written = placeholders(message).map((name) => `{${name}}`);
    return `  '${key}': '${written.join(' ')}';`;
  };
  return [
    '// Generated from locales/en-US/*.json by `npm run i18n:keys`, which test/i18n/catalogue.test.ts',
    '// runs with -u: it fails while this file does not follow from them. Do not edit by hand.',
    '',
    '/** Every key of the English catalogue, with the placeholders in its text (./translation.ts). */',
    'export interface EnglishPlaceholders {',
    ...Object.entries(messages).map(member),
    '}',
    '',
  ].join('\n');
}

describe('the catalogue', () => {
  it('src/i18n/english-keys.ts has every English key with its placeholders (else: npm run i18n:keys)', async () => {
    await expect(renderEnglishKeys(english)).toMatchFileSnapshot('../../src/i18n/english-keys.ts');
  });

  it('every language has every key of the English catalogue, in the same area file, and no other', () => {
    for (const locale of LOCALES) {
      for (const area of AREAS) {
        const keys = Object.keys(readArea(locale, area)).sort();
        expect(keys, `${locale}/${area}.json`).toEqual(Object.keys(readArea('en-US', area)).sort());
      }
      const all = locale === 'en-US' ? english : TRANSLATIONS[locale].messages;
      expect(Object.keys(all).sort(), locale).toEqual(Object.keys(english).sort());
    }
    const areaKeys = AREAS.flatMap((area) => Object.keys(readArea('en-US', area)));
    expect(
      areaKeys.filter((key, i) => areaKeys.indexOf(key) !== i),
      'keys in two areas',
    ).toEqual([]);
  });

  it('refuses a file that is not a catalogue, naming the file and what is wrong in it', () => {
    const folder = tempDir();
    mkdirSync(join(folder, 'de'));
    const file = join(folder, 'de', 'core.json');
    writeFileSync(file, JSON.stringify({ 'refusal.powerCooldown': { onee: 'Warte', other: 'Warte' } }));
    expect(() => readArea('de', 'core', pathToFileURL(`${folder}/`))).toThrow(
      `the catalogue file ${file} cannot be used (\`npx vitest run test/i18n\` checks them all): ✖ Unrecognized key: "onee"`,
    );
  });

  it('every text has the placeholders of its English text, no more, no fewer', () => {
    const differing: string[] = [];
    for (const [locale, { messages }] of Object.entries(TRANSLATIONS)) {
      for (const [key, message] of Object.entries(messages)) {
        const want = placeholders(english[key]!);
        const got = placeholders(message);
        if (JSON.stringify(got) !== JSON.stringify(want))
          differing.push(`${locale} ${key}: {${got.join('},{')}} instead of {${want.join('},{')}}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it('a plural text has a form for every plural category of its language, a plain text none', () => {
    const missing: string[] = [];
    const all = {
      'en-US': english,
      ...Object.fromEntries(Object.entries(TRANSLATIONS).map(([l, v]) => [l, v.messages])),
    };
    for (const [locale, messages] of Object.entries(all)) {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const [key, message] of Object.entries(messages as Record<string, Message>)) {
        if (typeof english[key] === 'string') {
          if (typeof message !== 'string') missing.push(`${locale} ${key}: plural forms for a plain text`);
          continue;
        }
        if (typeof message === 'string') missing.push(`${locale} ${key}: no plural forms`);
        else for (const c of categories) if (!message[c]) missing.push(`${locale} ${key}: no "${c}" form`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('picks the plural form by Intl.PluralRules and writes numbers the language’s way', () => {
    const wait = (locale: (typeof LOCALES)[number], count: number) =>
      t(locale, 'refusal.powerCooldown', { count }).replace(/[\u00a0\u202f]/g, ' ');
    expect(wait('ru', 1)).toContain('1 секунду');
    expect(wait('ru', 3)).toContain('3 секунды');
    expect(wait('ru', 5)).toContain('5 секунд ');
    expect(wait('pl', 22)).toContain('22 sekundy');
    expect(wait('pl', 25)).toContain('25 sekund ');
    expect(wait('en-US', 1)).toContain('Wait 1 second before');
    expect(wait('en-US', 1000)).toContain('Wait 1,000 seconds');
    expect(wait('de', 1000)).toContain('Warte 1.000 Sekunden');
    expect(wait('fr', 1_000_000)).toContain('1 000 000 de secondes');
  });

  it('keys and placeholders are checked by the compiler against English', () => {
    // Never called: `npm run typecheck` fails when one of these compiles.
    const wrong = () => [
      // @ts-expect-error: no such key
      t('de', 'status.nope'),
      // @ts-expect-error: `reference` is missing
      t('de', 'refusal.failed', {}),
      // @ts-expect-error: a text without placeholders takes none
      t('de', 'status.refresh', { x: 1 }),
    ];
    expect(typeof wrong).toBe('function');
    expect(t('de', 'refusal.failed', { reference: '42' })).toContain('`42`');
  });

  it('a slash command in a text is shown by its name in the reader’s language', () => {
    expect(commandIn('de', '/board create')).toBe('/tafel erstellen');
    expect(commandIn('en-US', '/board create')).toBe('/board create');
    expect(translate('fr', text('refusal.staleButtonOf', { command: '/status' }))).toBe(
      'Ce bouton ne marche plus. Relance `/statut`.',
    );
  });
});

describe('refusals in the member’s language', () => {
  it('every limit answer has its value and the wait, written the language’s way', () => {
    const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(limitAnswer(new LimitReached('historyCooldownMs', 2000), 'de'))).toBe(
      'Limit erreicht: ein Diagramm pro Mitglied alle 3 Sekunden. Warte 2 Sekunden und frag dann noch mal.',
    );
    expect(limitAnswer(new LimitReached('boardsPerGuild'), 'pt-BR')).toMatch(/^Limite atingido: .*\(5\)/);
    for (const locale of LOCALES.filter((l) => l !== 'en-US')) {
      expect(limitAnswer(new LimitReached('shareCodesPerGuild'), locale)).not.toBe(
        limitAnswer(new LimitReached('shareCodesPerGuild')),
      );
    }
  });
});

describe('languages', () => {
  it('a Discord locale hostcord does not speak falls back to the next candidate, then English, without error', () => {
    expect(pickLocale('ja')).toBe('en-US');
    expect(pickLocale('ja', 'fr')).toBe('fr');
    expect(pickLocale(undefined, null, 'de')).toBe('de');
    // Same language, another country: Discord's en-GB and es-419.
    expect(pickLocale('en-GB', 'de')).toBe('en-US');
    expect(pickLocale('es-419')).toBe('es-ES');
  });

  it('formats numbers, sizes, percentages and durations with Intl for the language', () => {
    // Intl separates with no-break spaces, so a number never wraps away from its unit.
    const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    const formatPercent = (...a: Parameters<typeof percent>) => plain(percent(...a));
    const formatBytes = (...a: Parameters<typeof bytes>) => plain(bytes(...a));
    const formatUptime = (...a: Parameters<typeof uptime>) => plain(uptime(...a));
    const formatDuration = (...a: Parameters<typeof duration>) => plain(duration(...a));
    expect(formatPercent('de', 37.3)).toBe('37,3 %');
    expect(formatPercent('en-US', 37.3)).toBe('37.3%');
    expect(formatPercent('tr', 37.3)).toBe('%37,3');
    expect(formatBytes('de', 1.5 * 1024 ** 3)).toBe('1,5 GiB');
    expect(formatBytes('fr', 512)).toBe('512 B');
    expect(formatUptime('de', 0.9989)).toBe('99,8 %');
    expect(formatUptime('pt-BR', 1)).toBe('100%');
    expect(formatDuration('de', (3 * 3600 + 5 * 60) * 1000)).toBe('3 Std., 5 Min.');
    expect(formatDuration('ru', 2 * 86_400_000 + 3_600_000)).toBe('2 дн. 1 ч');
    expect(formatSeconds('pl', 3)).toBe('3 sekundy');
  });
});
