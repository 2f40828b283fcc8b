/**
 * The areas of every language's catalogue, one file each (`locales/<language>/<area>.json`), the
 * same in every language; src/i18n/README.md says what each holds. A language other than English
 * has one more file, `commands.json`: its names and descriptions of the slash commands.
 */
export const AREAS = [
  'core',
  'alerts',
  'controls',
  'boards',
  'schedule',
  'links',
  'views',
  'doctor',
  'provider',
  'statuspage',
] as const;

export type Area = (typeof AREAS)[number];
