import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { AREAS, type Area } from './areas.js';
import type { Locale } from './locale.js';
import type { Message } from './message.js';
import type { CommandTexts } from './translation.js';

/**
 * The catalogues are data (JSON, as translators and their tools edit them), read once at start from
 * next to this module: src/i18n/locales when run from the sources, dist/src/i18n/locales when built
 * (tsc copies them: tsconfig.build.json includes them).
 */
const LOCALES_DIR = new URL('./locales/', import.meta.url);

const text = z.string();
const pluralForms = z.strictObject({
  zero: text.optional(),
  one: text.optional(),
  two: text.optional(),
  few: text.optional(),
  many: text.optional(),
  other: text,
});
const areaSchema = z.record(z.string(), z.union([text, pluralForms]));
const commandTextsSchema = z.strictObject({
  names: z.record(z.string(), text),
  texts: z.record(z.string(), text),
});

/** One file of a language's folder, checked against its shape; an error names the file and what is wrong. */
function readFile<T>(locale: Locale, name: string, schema: z.ZodType<T>, folder: URL): T {
  const url = new URL(`${locale}/${name}.json`, folder);
  try {
    const parsed = schema.safeParse(JSON.parse(readFileSync(url, 'utf8')));
    if (parsed.success) return parsed.data;
    throw new Error(z.prettifyError(parsed.error));
  } catch (err) {
    throw new Error(
      `the catalogue file ${fileURLToPath(url)} cannot be used (\`npx vitest run test/i18n\` checks them all): ${(err as Error).message}`,
    );
  }
}

/** One area of a language (`locales/de/alerts.json`): its keys, each with its text or plural forms. */
export function readArea(locale: Locale, area: Area, folder = LOCALES_DIR): Record<string, Message> {
  return readFile(locale, area, areaSchema, folder);
}

/**
 * Every area of a language, in one object. Which keys it has is checked by test/i18n (those of
 * English, area by area); English's keys are the compiler's (`MessageKey`, src/i18n/english-keys.ts).
 */
export function readMessages(locale: Locale): Record<string, Message> {
  return Object.assign({}, ...AREAS.map((area) => readArea(locale, area)));
}

/** A language's names and descriptions of the slash commands (`locales/de/commands.json`). */
export function readCommandTexts(locale: Exclude<Locale, 'en-US'>): CommandTexts {
  return readFile(locale, 'commands', commandTextsSchema, LOCALES_DIR);
}
