import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Walks up from this module to the project's package.json, so the same code works from src/ (tsx,
// vitest) and from dist/src/ (built), without a JSON import attribute.
function readVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth++) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: unknown;
        version?: unknown;
      };
      if (pkg.name === 'hostcord' && typeof pkg.version === 'string') return pkg.version;
    } catch {
      // No package.json at this level; keep walking up.
    }
    dir = dirname(dir);
  }
  return '0.0.0';
}

export const hostcordVersion = readVersion();
export const defaultUserAgent = `hostcord/${hostcordVersion}`;
