import { eq, sql } from 'drizzle-orm';
import { type SqlOrDb, sqlOf } from './sqlite/sql.js';

/**
 * The language each guild chose with `/language`. The code is stored as given: src/i18n decides
 * what it means.
 */
export interface GuildLanguages {
  get(guildId: string): Promise<string | undefined>;
  /** Every guild's choice, in one read (few guilds choose: the others follow Discord's language). */
  all(): Promise<Array<{ guildId: string; locale: string }>>;
  set(guildId: string, locale: string, setBy: string, at?: number): Promise<void>;
}

export function createGuildLanguages(database: SqlOrDb): GuildLanguages {
  const store = sqlOf(database);
  const { db } = store;
  const { guildLanguages } = store.t;
  // Prepared once: every interaction in a guild reads it, to answer in the guild's language.
  const localeOf = store.prepare(
    'guild_language',
    db
      .select({ locale: guildLanguages.locale })
      .from(guildLanguages)
      .where(eq(guildLanguages.guildId, sql.placeholder('guildId'))),
  );
  return {
    get: async (guildId) => (await localeOf({ guildId }))[0]?.locale,
    all: () =>
      store.all(
        db.select({ guildId: guildLanguages.guildId, locale: guildLanguages.locale }).from(guildLanguages),
      ),
    async set(guildId, locale, setBy, at = Date.now()) {
      await store.run(
        db
          .insert(guildLanguages)
          .values({ guildId, locale, setBy, updatedAt: at })
          .onConflictDoUpdate({ target: guildLanguages.guildId, set: { locale, setBy, updatedAt: at } }),
      );
    },
  };
}
