import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, problemsReport } from '../src/config.js';
import type { Command } from '../src/discord/command.js';
import { anchorsOf, codeBlocks, codeSpans, documentation, ROOT, tableRows } from './support/docs.js';

/** Every variable `loadConfig` reads: the keys of its schema object in src/config.ts. */
function configVariables(): string[] {
  const source = readFileSync(join(ROOT, 'src', 'config.ts'), 'utf8');
  const schema = source.slice(source.indexOf('const schema = z'), source.indexOf('.superRefine((env, ctx)'));
  return [...schema.matchAll(/^ {4}([A-Z][A-Z0-9_]*): /gm)].map((m) => m[1]!);
}

/** The registered name of every command a file in commands/ exports. */
async function commandNames(): Promise<string[]> {
  const names: string[] = [];
  for (const file of readdirSync(join(ROOT, 'commands')).filter((f) => f.endsWith('.ts'))) {
    const module = (await import(`../commands/${file}`)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      const command = value as Partial<Command>;
      if (command?.data && typeof command.execute === 'function') names.push(command.data.name);
    }
  }
  return [...new Set(names)].sort();
}

describe('the documentation names everything an operator sets or uses', () => {
  it('every variable of src/config.ts is in the configuration table and in .env.example', () => {
    const variables = configVariables();
    expect(variables.length).toBeGreaterThanOrEqual(15);
    const documented = new Set(
      tableRows(['variable', 'default', 'meaning'], 'README.md').flatMap((row) => codeSpans(row[0]!)),
    );
    const example = readFileSync(join(ROOT, '.env.example'), 'utf8');
    expect(variables.filter((v) => !documented.has(v))).toEqual([]);
    expect(variables.filter((v) => !new RegExp(`^#? ?${v}=`, 'm').test(example))).toEqual([]);
  });

  it('every command of commands/ is in the commands table, by its registered name', async () => {
    const names = await commandNames();
    expect(names.length).toBeGreaterThanOrEqual(15);
    const documented = new Set(
      tableRows(['command', 'who can use it by default', 'provider scopes'], 'README.md').flatMap((row) =>
        codeSpans(row[0]!)
          .filter((span) => span.startsWith('/'))
          .map((span) => span.slice(1).split(/\s/)[0]),
      ),
    );
    expect(names.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('the sample configuration error is what hostcord prints for it, line for line', () => {
    const sample = codeBlocks().find((block) => block.startsWith('hostcord cannot start:'));
    expect(sample).toBeDefined();
    let printed = '';
    try {
      // What the sample shows: a webhook secret as the token, an address copied with the API path.
      loadConfig({
        DISCORD_TOKEN: 'discord-token',
        HOSTING_API_URL: 'https://panel.example.com/api/developer/v1',
        HOSTING_TOKEN: 'zhs_pasted_in_the_wrong_place',
      });
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      printed = problemsReport(err);
    }
    expect(sample).toBe(printed.trimEnd());
  });
});

describe('the documentation holds together', () => {
  it('the README stays short: at most 300 lines, the rest in docs/', () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n').length;
    expect(lines).toBeLessThanOrEqual(300);
  });

  it('every link to a file or a heading of the documentation leads somewhere', () => {
    const broken: string[] = [];
    for (const { file, text } of documentation()) {
      const outsideCode = text.replace(/^```[\s\S]*?^```/gm, '');
      for (const [, target] of outsideCode.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        const [path, anchor] = target!.split('#') as [string, string | undefined];
        const into = path === '' ? join(ROOT, file) : join(ROOT, dirname(file), path);
        if (!existsSync(into)) broken.push(`${file}: ${target}`);
        else if (anchor && into.endsWith('.md') && !anchorsOf(readFileSync(into, 'utf8')).has(anchor))
          broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('the tree carries no unfinished merge', () => {
  it('no tracked file keeps a conflict marker', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      .filter((file) => /\.(ts|md|json|sql|yml|ya?ml|mjs|js)$/.test(file) && existsSync(join(ROOT, file)));
    expect(tracked.length).toBeGreaterThan(100);
    const marked = tracked.filter((file) => /^(<{7}|>{7}) /m.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(marked).toEqual([]);
  });
});
