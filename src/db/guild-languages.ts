import { eq } from 'drizzle-orm';
import type { Db } from './open.js';
import { guildLanguages } from './schema.js';

/**
 * The language each guild chose with `/language`; the same on both databases
 * (guild-languages-postgres.ts). The code is stored as given: src/i18n decides what it means.
 */
export interface GuildLanguages {
  get(guildId: string): Promise<string | undefined>;
  set(guildId: string, locale: string, setBy: string, at?: number): Promise<void>;
}

export function createGuildLanguages(db: Db): GuildLanguages {
  return {
    async get(guildId) {
      return db
        .select({ locale: guildLanguages.locale })
        .from(guildLanguages)
        .where(eq(guildLanguages.guildId, guildId))
        .get()?.locale;
    },
    async set(guildId, locale, setBy, at = Date.now()) {
      db.insert(guildLanguages)
        .values({ guildId, locale, setBy, updatedAt: at })
        .onConflictDoUpdate({ target: guildLanguages.guildId, set: { locale, setBy, updatedAt: at } })
        .run();
    },
  };
}
