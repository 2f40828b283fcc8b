import { eq } from 'drizzle-orm';
import type { GuildLanguages } from './guild-languages.js';
import type { PgDb } from './postgres.js';
import { guildLanguages } from './schema-postgres.js';

/** The PostgreSQL twin of `createGuildLanguages` (guild-languages.ts). */
export function createPostgresGuildLanguages(db: PgDb): GuildLanguages {
  return {
    async get(guildId) {
      const [row] = await db
        .select({ locale: guildLanguages.locale })
        .from(guildLanguages)
        .where(eq(guildLanguages.guildId, guildId));
      return row?.locale;
    },
    async set(guildId, locale, setBy, at = Date.now()) {
      await db
        .insert(guildLanguages)
        .values({ guildId, locale, setBy, updatedAt: at })
        .onConflictDoUpdate({ target: guildLanguages.guildId, set: { locale, setBy, updatedAt: at } });
    },
  };
}
