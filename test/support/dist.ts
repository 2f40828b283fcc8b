import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The compiled tree the process tests run (`node dist/src/main.js`, `node dist/scripts/doctor.js`):
 * what users start, and a fraction of tsx's start-up cost per child. vitest's global setup brings it
 * up to date first, so a stale dist/ never decides a test: every source newer than its output (or
 * without one) is compiled again, file by file, as tsc emits it (`isolatedModules`: each file
 * compiles alone), and src's JSON (the catalogues) is copied, as tsc copies it. It does not type-check; `npm run typecheck` does. On a fresh clone `npm ci` has
 * just built dist/ and nothing is recompiled.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** tsconfig.build.json's `include`: the TypeScript of these folders, and the JSON of src/. */
const SOURCES = ['src', 'commands', 'scripts'];
const DATA = 'src';

export const DIST_MAIN = distOf('src/main.ts');

/** The compiled file of a source of ours, e.g. `scripts/doctor.ts` → `<root>/dist/scripts/doctor.js`. */
export function distOf(source: string, root = ROOT): string {
  return join(root, 'dist', source.replace(/\.ts$/, '.js'));
}

/** Compiles each stale source of `root` into its dist/; returns how many it compiled. */
export async function refreshDist(root = ROOT): Promise<number> {
  const outputOf = (source: string) => distOf(relative(root, source), root);
  const files = [
    ...SOURCES.flatMap((dir) => filesIn(join(root, dir), '.ts')),
    ...filesIn(join(root, DATA), '.json'),
  ];
  const stale = files.filter((source) => {
    const output = outputOf(source);
    return !existsSync(output) || statSync(output).mtimeMs < statSync(source).mtimeMs;
  });
  if (stale.length === 0) return 0;
  // Loaded only when needed: the compiler takes a while to load.
  const { default: ts } = await import('typescript');
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.build.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.build.json could not be read');
  for (const source of stale) {
    const output = outputOf(source);
    mkdirSync(dirname(output), { recursive: true });
    if (source.endsWith('.json')) {
      copyFileSync(source, output);
      continue;
    }
    const { outputText, sourceMapText } = ts.transpileModule(readFileSync(source, 'utf8'), {
      // Every file is an ES module (package.json's "type"): NodeNext would pick CommonJS when
      // compiling one file alone, without the package.json it reads.
      compilerOptions: { ...config.options, module: ts.ModuleKind.ESNext },
      fileName: source,
    });
    writeFileSync(output, outputText);
    if (sourceMapText) writeFileSync(`${output}.map`, mapFrom(sourceMapText, source, output));
  }
  return stale.length;
}

/** The source map as tsc writes it: the source named relative to the map. */
function mapFrom(text: string, source: string, output: string): string {
  const map = JSON.parse(text) as { sources: string[] };
  map.sources = [relative(dirname(output), source)];
  return JSON.stringify(map);
}

function filesIn(dir: string, ending: '.ts' | '.json'): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesIn(path, ending);
    return entry.name.endsWith(ending) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** vitest's global setup (vitest.config.ts). */
export default async function setup(): Promise<void> {
  const compiled = await refreshDist();
  if (compiled > 0) process.stdout.write(`dist/: compiled ${compiled} changed source files\n`);
}
