import type { GuildLanguages } from '../db/guild-languages.js';
import { isLocale, type Locale, pickLocale, supportedLocale } from './locale.js';

export interface LanguagesDeps {
  store: GuildLanguages;
  /** The guild's Discord language (`preferred_locale`), as the gateway last told it. */
  preferredLocale: (guildId: string) => string | null | undefined;
  /**
   * How long a guild's stored choice is trusted from memory. A change made here is seen at once;
   * one made by another instance (PostgreSQL) within this time.
   */
  cacheMs?: number;
  now?: () => number;
}

/** Who is being answered: the interaction's own locale and guild. */
export interface Reader {
  locale: string | null | undefined;
  guildId: string | null;
  /** The guild's `preferred_locale` as the interaction carries it. */
  guildLocale?: string | null | undefined;
}

export type LanguageChanged = (guildId: string, locale: Locale) => void;

const CACHE_MS = 60_000;

/**
 * Which language hostcord speaks, to whom. A guild (its public messages: alerts, boards, game
 * announcements) speaks what its admins chose with `/language`, else its Discord language when
 * hostcord speaks it, else English. A member is answered in their own Discord language when
 * hostcord speaks it, else in the guild's. A locale hostcord does not speak (`ja`) is no error:
 * the next one applies.
 */
export function createLanguages(deps: LanguagesDeps) {
  const now = deps.now ?? Date.now;
  const cacheMs = deps.cacheMs ?? CACHE_MS;
  /**
   * Every guild's choice, read at once: an alert burst across thousands of guilds then costs one
   * read a minute, not one per guild.
   */
  let chosen: { locales: Map<string, string>; at: number } | undefined;
  let reading: Promise<Map<string, string>> | undefined;
  const listeners = new Set<LanguageChanged>();

  async function choices(): Promise<Map<string, string>> {
    if (chosen && now() - chosen.at < cacheMs) return chosen.locales;
    reading ??= deps.store
      .all()
      .then((rows) => {
        const locales = new Map(rows.map((r) => [r.guildId, r.locale]));
        chosen = { locales, at: now() };
        return locales;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  /** The language admins chose, if any; a stored code hostcord no longer speaks counts as none. */
  async function choiceOf(guildId: string): Promise<Locale | undefined> {
    const stored = (await choices()).get(guildId);
    return isLocale(stored) ? stored : undefined;
  }

  async function guildLanguage(guildId: string, guildLocale?: string | null): Promise<Locale> {
    return (await choiceOf(guildId)) ?? pickLocale(deps.preferredLocale(guildId), guildLocale);
  }

  return {
    guildLanguage,
    /** Whether the guild's language was chosen with `/language` (else it follows Discord's). */
    chosen: async (guildId: string): Promise<boolean> => (await choiceOf(guildId)) !== undefined,
    /** The language of an answer to one member. */
    async forReader(reader: Reader): Promise<Locale> {
      const own = supportedLocale(reader.locale);
      if (own) return own;
      return reader.guildId ? guildLanguage(reader.guildId, reader.guildLocale) : pickLocale();
    },
    /** `/language locale:`: stored, then every listener told once (boards re-render). */
    async set(guildId: string, locale: Locale, setBy: string): Promise<void> {
      await deps.store.set(guildId, locale, setBy, now());
      (await choices()).set(guildId, locale);
      for (const listener of listeners) listener(guildId, locale);
    },
    onChange(listener: LanguageChanged): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Languages = ReturnType<typeof createLanguages>;
