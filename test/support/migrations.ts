import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The SQLite (or PostgreSQL) migrations folder as an earlier version shipped it: copied into `dir`,
 * its journal cut before the first migration whose tag `isFirstLeftOut` picks (the migrator applies
 * only what the journal lists). Throws when no tag matches, so a renamed migration cannot make a
 * test vacuous.
 */
export function migrationsBefore(
  dir: string,
  isFirstLeftOut: (tag: string) => boolean,
  dialect: 'sqlite' | 'postgres' = 'sqlite',
): string {
  const folder = join(dir, `migrations-${dialect}`);
  cpSync(fileURLToPath(new URL(`../../migrations/${dialect}`, import.meta.url)), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex((e) => isFirstLeftOut(e.tag));
  if (cut <= 0) throw new Error('migrationsBefore: no earlier migration before the tag asked for');
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}
