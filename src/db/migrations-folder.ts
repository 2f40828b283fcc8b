import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `migrations/<dialect>` at the package root, whether running from `src/` (tests) or `dist/src/`
 * (start).
 */
export function findMigrationsFolder(dialect: 'sqlite' | 'postgres'): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'migrations', dialect);
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('migrations folder not found next to the hostcord package');
    dir = parent;
  }
}
