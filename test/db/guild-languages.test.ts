import { describe, expect, it } from 'vitest';
import { createGuildLanguages, type GuildLanguages } from '../../src/db/guild-languages.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { createLanguages } from '../../src/i18n/languages.js';
import { useDatabases } from '../support/databases.js';

const databases = useDatabases();

describe.each([
  ['SQLite', async (): Promise<GuildLanguages> => createGuildLanguages(databases.sqlite().db)],
  [
    'PostgreSQL',
    async (): Promise<GuildLanguages> => createGuildLanguages(postgresSql((await databases.postgres()).db)),
  ],
])('guild languages on %s', (_name, open) => {
  it('stores one language per guild, replaced by the next choice', async () => {
    const store = await open();
    expect(await store.get('g-1')).toBeUndefined();
    await store.set('g-1', 'de', 'u-1', 1);
    await store.set('g-2', 'fr', 'u-2', 2);
    await store.set('g-1', 'pt-BR', 'u-3', 3);
    expect(await store.get('g-1')).toBe('pt-BR');
    expect(await store.get('g-2')).toBe('fr');
  });

  it('a guild speaks its choice, else its Discord language when hostcord speaks it, else English', async () => {
    const store = await open();
    let at = 0;
    const preferred = new Map<string, string>([
      ['french', 'fr'],
      ['japanese', 'ja'],
    ]);
    const languages = createLanguages({
      store,
      preferredLocale: (guildId) => preferred.get(guildId),
      now: () => at,
    });
    const changed: string[] = [];
    languages.onChange((guildId, locale) => changed.push(`${guildId} ${locale}`));

    expect(await languages.guildLanguage('french')).toBe('fr');
    expect(await languages.guildLanguage('japanese')).toBe('en-US');
    expect(await languages.guildLanguage('unknown', 'pl')).toBe('pl');
    // A member: their own Discord language first, when hostcord speaks it.
    expect(await languages.forReader({ locale: 'de', guildId: 'french' })).toBe('de');
    expect(await languages.forReader({ locale: 'ja', guildId: 'french' })).toBe('fr');
    expect(await languages.forReader({ locale: 'ja', guildId: null })).toBe('en-US');

    await languages.set('japanese', 'tr', 'admin');
    expect(changed).toEqual(['japanese tr']);
    expect(await languages.guildLanguage('japanese')).toBe('tr');
    expect(await languages.chosen('japanese')).toBe(true);
    expect(await languages.chosen('french')).toBe(false);

    // Another instance's choice is read once the cached one is a minute old; a code hostcord
    // no longer speaks counts as no choice.
    await store.set('french', 'it', 'elsewhere');
    expect(await languages.guildLanguage('french')).toBe('fr');
    at += 60_000;
    expect(await languages.guildLanguage('french')).toBe('it');
    await store.set('french', 'xx', 'elsewhere');
    at += 60_000;
    expect(await languages.guildLanguage('french')).toBe('fr');
    expect(changed).toEqual(['japanese tr']);
  });

  it('reads every guild’s choice at once: many guilds in a minute cost one read', async () => {
    const store = await open();
    await store.set('g-7', 'de', 'u-1', 1);
    let reads = 0;
    const counted: GuildLanguages = {
      ...store,
      all: () => {
        reads++;
        return store.all();
      },
    };
    let at = 0;
    const languages = createLanguages({ store: counted, preferredLocale: () => undefined, now: () => at });
    const asked = await Promise.all(Array.from({ length: 50 }, (_, i) => languages.guildLanguage(`g-${i}`)));
    expect(asked.filter((l) => l === 'de')).toHaveLength(1);
    expect(asked[7]).toBe('de');
    expect(reads).toBe(1);
    at += 60_000;
    expect(await languages.guildLanguage('g-8')).toBe('en-US');
    expect(reads).toBe(2);
  });
});
