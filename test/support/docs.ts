import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The operator's documentation: README.md and every Markdown file under docs/ (where parts of the
 * README may move), so the checks find a table or a paragraph wherever it stands.
 */
export function documentation(): Array<{ file: string; text: string }> {
  const files = ['README.md'];
  const walk = (folder: string) => {
    if (!existsSync(join(ROOT, folder))) return;
    for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  walk('docs');
  return files.map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());

/**
 * The rows of every Markdown table whose header row is exactly `header` (e.g. `variable | default
 * | meaning`), in whichever documentation file it stands (or in `only` that file); an error when
 * there is none.
 */
export function tableRows(header: string[], only?: string): string[][] {
  const rows: string[][] = [];
  let found = false;
  for (const { text } of documentation().filter(({ file }) => only === undefined || file === only)) {
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
      if (!lines[i]!.trim().startsWith('|') || cells(lines[i]!).join('|') !== header.join('|')) continue;
      found = true;
      for (let j = i + 2; j < lines.length && lines[j]!.trim().startsWith('|'); j++)
        rows.push(cells(lines[j]!));
    }
  }
  if (!found)
    throw new Error(`no table with the header | ${header.join(' | ')} | in ${only ?? 'the documentation'}`);
  return rows;
}

/** Every `code` span of a Markdown text (one may run over a line break), without its backticks. */
export const codeSpans = (text: string): string[] =>
  [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\s+/g, ' ').trim());

/** The paragraphs (blocks between blank lines) of the documentation that match every pattern. */
export function paragraphsWith(...patterns: RegExp[]): string[] {
  return documentation()
    .flatMap(({ text }) => text.split(/\n\s*\n/))
    .filter((p) => patterns.every((pattern) => pattern.test(p)));
}

/** The fenced code blocks of the documentation, each without its fences. */
export function codeBlocks(): string[] {
  return documentation().flatMap(({ text }) =>
    [...text.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1]!.replace(/\n$/, '')),
  );
}

/** GitHub's anchor of a heading: lower case, punctuation other than `-` removed, spaces as `-`. */
export const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

/** The anchors of a Markdown text's headings (outside fenced code). */
export function anchorsOf(text: string): Set<string> {
  const outsideCode = text.replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...outsideCode.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1]!)));
}
