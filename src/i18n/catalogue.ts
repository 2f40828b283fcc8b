import { LOCALES, type Locale } from './locale.js';
import type { Message } from './message.js';
import { readCommandTexts, readMessages } from './read-catalogue.js';
import type { MessageKey, ParamsArg, Translation } from './translation.js';

export type { MessageKey } from './translation.js';

/**
 * English, read from ./locales/en-US: `MessageKey` and the placeholders `t` takes are its
 * (english-keys.ts, generated from it), and test/i18n holds every other language to its keys.
 */
const ENGLISH = readMessages('en-US') as Record<MessageKey, Message>;

/** The languages other than English, each from its folder in ./locales. */
export const TRANSLATIONS = Object.fromEntries(
  LOCALES.filter((locale) => locale !== 'en-US').map((locale) => [
    locale,
    { messages: readMessages(locale) as Translation['messages'], commands: readCommandTexts(locale) },
  ]),
) as Record<Exclude<Locale, 'en-US'>, Translation>;

function messagesOf(locale: Locale): Record<MessageKey, Message> {
  return locale === 'en-US' ? ENGLISH : TRANSLATIONS[locale].messages;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

function cached<T>(cache: Map<Locale, T>, locale: Locale, make: () => T): T {
  let value = cache.get(locale);
  if (value === undefined) {
    value = make();
    cache.set(locale, value);
  }
  return value;
}

/** The text of a message for a number: the language's plural category, else its `other` form. */
function formOf(locale: Locale, message: Message, count: unknown): string {
  if (typeof message === 'string') return message;
  const rules = cached(pluralRules, locale, () => new Intl.PluralRules(locale));
  const category = typeof count === 'number' ? rules.select(count) : 'other';
  return message[category] ?? message.other;
}

/**
 * A slash command as members reading `locale` see it in their Discord: `/board create` →
 * `/tafel erstellen` (the command localizations of the language's file).
 */
export function commandIn(locale: Locale, path: string): string {
  if (locale === 'en-US') return path;
  const names = TRANSLATIONS[locale].commands.names;
  return path.replace(/[^\s/:]+/g, (word) => names[word] ?? word);
}

/**
 * The text of `key` in `locale`, its `{placeholders}` filled in (numbers written the language's
 * way; a `{command}` is a slash command, shown by its name in that language). The compiler checks
 * the key and the placeholders against the English catalogue.
 */
export function t<K extends MessageKey>(locale: Locale, key: K, ...[params]: ParamsArg<K>): string {
  const values: Record<string, string | number> = params ?? {};
  const message = messagesOf(locale)[key] ?? ENGLISH[key];
  return formOf(locale, message, values.count).replace(/\{(\w+)\}/g, (all, name: string) => {
    const value = values[name];
    if (value === undefined) return all;
    if (name === 'command' && typeof value === 'string') return commandIn(locale, value);
    return typeof value === 'number'
      ? cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value)
      : value;
  });
}

/** A message to show later, in a language known only then (a refusal thrown deep in a command). */
export interface Text {
  key: MessageKey;
  params?: Record<string, string | number>;
}

export function text<K extends MessageKey>(key: K, ...[params]: ParamsArg<K>): Text {
  return params ? { key, params } : { key };
}

export function translate(locale: Locale, message: Text): string {
  return (t as (locale: Locale, key: MessageKey, params?: Text['params']) => string)(
    locale,
    message.key,
    message.params,
  );
}
