/**
 * The languages hostcord speaks, by Discord's locale codes (Reference › Locales), each with the name
 * its speakers use for it: `/language` shows these, not English names.
 */
export const LOCALES = ['en-US', 'de', 'fr', 'es-ES', 'pt-BR', 'pl', 'ru', 'tr', 'it'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-US';

export const LOCALE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  de: 'Deutsch',
  fr: 'Français',
  'es-ES': 'Español',
  'pt-BR': 'Português do Brasil',
  pl: 'Polski',
  ru: 'Русский',
  tr: 'Türkçe',
  it: 'Italiano',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language hostcord speaks to someone whose Discord is set to `discordLocale`: the same one,
 * else one of the same language (Discord's `en-GB` reads English, `es-419` Spanish), else none.
 */
export function supportedLocale(discordLocale: string | null | undefined): Locale | undefined {
  if (!discordLocale) return undefined;
  if (isLocale(discordLocale)) return discordLocale;
  const language = discordLocale.split('-')[0]?.toLowerCase();
  return LOCALES.find((locale) => locale.split('-')[0] === language);
}

/** The first of the candidates hostcord speaks, else English; an unknown one is no error. */
export function pickLocale(...candidates: Array<string | null | undefined>): Locale {
  for (const candidate of candidates) {
    const locale = supportedLocale(candidate);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
