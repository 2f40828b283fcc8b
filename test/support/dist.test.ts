import { mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distOf, refreshDist } from './dist.js';
import { useTempDir } from './temp-dir.js';

const tempDir = useTempDir();

/** A tree like ours: tsconfig.build.json, two sources and a catalogue in src/, compiled once. */
async function compiledTree(): Promise<string> {
  const root = tempDir();
  writeFileSync(
    join(root, 'tsconfig.build.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2023',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        sourceMap: true,
      },
      include: ['src'],
    }),
  );
  mkdirSync(join(root, 'src', 'db'), { recursive: true });
  writeFileSync(
    join(root, 'src', 'main.ts'),
    "import { open } from './db/open.js';\nexport const answer: number = open();\n",
  );
  writeFileSync(join(root, 'src', 'db', 'open.ts'), 'export const open = (): number => 1;\n');
  writeFileSync(join(root, 'src', 'db', 'words.json'), '{ "open": "offen" }\n');
  expect(await refreshDist(root)).toBe(3);
  return root;
}

describe('dist/ for the process tests', () => {
  it('compiles every source once, as ES modules with their source maps, copies src/ JSON, then nothing while none changed', async () => {
    const root = await compiledTree();
    const main = readFileSync(distOf('src/main.ts', root), 'utf8');
    expect(main).toContain("import { open } from './db/open.js';");
    expect(main).toContain('export const answer = open();');
    const map = JSON.parse(readFileSync(`${distOf('src/main.ts', root)}.map`, 'utf8')) as {
      sources: string[];
    };
    expect(map.sources).toEqual(['../../src/main.ts']);
    expect(readFileSync(join(root, 'dist', 'src', 'db', 'words.json'), 'utf8')).toBe('{ "open": "offen" }\n');
    expect(await refreshDist(root)).toBe(0);
  });

  it('compiles again a source changed after its output, and only that one', async () => {
    const root = await compiledTree();
    const source = join(root, 'src', 'db', 'open.ts');
    writeFileSync(source, 'export const open = (): number => 2;\n');
    // An output written in the same instant as the change would look current: the change is later.
    const later = new Date(statSync(distOf('src/db/open.ts', root)).mtimeMs + 2000);
    utimesSync(source, later, later);
    const mainBefore = statSync(distOf('src/main.ts', root)).mtimeMs;
    expect(await refreshDist(root)).toBe(1);
    expect(readFileSync(distOf('src/db/open.ts', root), 'utf8')).toContain('export const open = () => 2;');
    expect(statSync(distOf('src/main.ts', root)).mtimeMs).toBe(mainBefore);
  });
});
