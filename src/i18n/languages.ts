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
  const chosen = new Map<string, { locale: Locale | undefined; at: number }>();
  const listeners = new Set<LanguageChanged>();

  /** The language admins chose, if any; a stored code hostcord no longer speaks counts as none. */
  async function choiceOf(guildId: string): Promise<Locale | undefined> {
    const cached = chosen.get(guildId);
    if (cached && now() - cached.at < cacheMs) return cached.locale;
    const stored = await deps.store.get(guildId);
    const locale = isLocale(stored) ? stored : undefined;
    chosen.set(guildId, { locale, at: now() });
    return locale;
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
      chosen.set(guildId, { locale, at: now() });
      for (const listener of listeners) listener(guildId, locale);
    },
    onChange(listener: LanguageChanged): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Languages = ReturnType<typeof createLanguages>;
