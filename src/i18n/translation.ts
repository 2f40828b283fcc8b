import type { EnglishPlaceholders } from './english-keys.js';
import type { Message } from './message.js';

/** Every key of the catalogue: English defines them, every language has each one. */
export type MessageKey = keyof EnglishPlaceholders;

/** The placeholder names of a text: `'Wait {count} s on {server}'` → `'count' | 'server'`. */
type Placeholders<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

type PlaceholdersOf<K extends MessageKey> = Placeholders<EnglishPlaceholders[K]>;

/** What `t` needs for a key: its placeholders, as the English text has them (numbers for `count`). */
export type ParamsOf<K extends MessageKey> = {
  [P in PlaceholdersOf<K>]: P extends 'count' ? number : string | number;
};

/** `t(locale, key)` for a text without placeholders, `t(locale, key, params)` otherwise. */
export type ParamsArg<K extends MessageKey> = [PlaceholdersOf<K>] extends [never]
  ? []
  : [params: ParamsOf<K>];

/**
 * A command's names and descriptions in one language, keyed by their English text: a name
 * (`restart` → `neustart`) in `names`, a description or a choice's name in `texts`. The same
 * English text reads the same everywhere it appears (the `server` option of every command).
 */
export interface CommandTexts {
  names: Readonly<Record<string, string>>;
  texts: Readonly<Record<string, string>>;
}

/** One language other than English: every key of the English catalogue, and the commands. */
export interface Translation {
  messages: { readonly [K in MessageKey]: Message };
  commands: CommandTexts;
}
