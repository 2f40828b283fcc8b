import { describe, expect, it } from 'vitest';
import { commands } from '../../commands/index.js';
import { TRANSLATIONS } from '../../src/i18n/catalogue.js';
import { localizeCommand } from '../../src/i18n/commands.js';
import { LOCALES } from '../../src/i18n/locale.js';

// Discord's rules for command localizations (Interactions › Application Commands): the same as for
// the English names and descriptions, per locale. Names: 1–32 characters of this pattern, lowercase
// where the script has case; descriptions and choice names 1–100 characters.
const NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const OTHERS = LOCALES.filter((l) => l !== 'en-US');

interface Node {
  name: string;
  description?: string;
  name_localizations?: Record<string, string> | null;
  description_localizations?: Record<string, string> | null;
  options?: Node[];
  choices?: Node[];
}

const bodies = commands.map((c) => localizeCommand(c.data.toJSON()) as Node);

/** Every command, option and choice with where it sits, and whether it is a choice. */
function walk(nodes: Node[], path: string, visit: (node: Node, at: string, choice: boolean) => void): void {
  for (const node of nodes) {
    const at = `${path}${node.name}`;
    visit(node, at, false);
    for (const choice of node.choices ?? []) visit(choice, `${at} choice "${choice.name}"`, true);
    walk(node.options ?? [], `${at} `, visit);
  }
}

describe('command localizations', () => {
  it('every command, option and choice has a name and description in every language, within Discord’s rules', () => {
    const problems: string[] = [];
    walk(bodies, '/', (node, at, choice) => {
      for (const locale of OTHERS) {
        const name = node.name_localizations?.[locale];
        if (name === undefined) problems.push(`${locale} ${at}: no name`);
        else if (choice) {
          if (name.length < 1 || name.length > 100)
            problems.push(`${locale} ${at}: choice name "${name}" not 1–100`);
        } else if (!NAME.test(name) || name !== name.toLowerCase()) {
          problems.push(`${locale} ${at}: name "${name}" breaks Discord's pattern or is not lowercase`);
        }
        if (choice) continue;
        const description = node.description_localizations?.[locale];
        if (description === undefined) problems.push(`${locale} ${at}: no description`);
        else if (description.length < 1 || description.length > 100)
          problems.push(`${locale} ${at}: description ${description.length} characters, not 1–100`);
      }
    });
    expect(problems).toEqual([]);
  });

  it('names are unique among siblings in every language (commands, and the options of each)', () => {
    const clashes: string[] = [];
    const check = (siblings: Node[], where: string) => {
      for (const locale of OTHERS) {
        const seen = new Map<string, string>();
        for (const node of siblings) {
          const name = node.name_localizations?.[locale] ?? node.name;
          const before = seen.get(name);
          if (before) clashes.push(`${locale} ${where}: ${before} and ${node.name} are both "${name}"`);
          seen.set(name, node.name);
        }
      }
    };
    check(bodies, '/');
    walk(bodies, '/', (node, at, choice) => {
      if (!choice && node.options) check(node.options, at);
    });
    expect(clashes).toEqual([]);
  });

  it('no language keeps a translation of a name or text no command has any more', () => {
    const names = new Set<string>();
    const texts = new Set<string>();
    walk(bodies, '/', (node, _at, choice) => {
      if (choice) texts.add(node.name);
      else names.add(node.name);
      if (node.description) texts.add(node.description);
    });
    const stale = Object.entries(TRANSLATIONS).flatMap(([locale, { commands: c }]) => [
      ...Object.keys(c.names)
        .filter((n) => !names.has(n))
        .map((n) => `${locale} name ${n}`),
      ...Object.keys(c.texts)
        .filter((t) => !texts.has(t))
        .map((t) => `${locale} text "${t}"`),
    ]);
    expect(stale).toEqual([]);
  });

  it('changes nothing of the English definition', () => {
    const strip = (node: Node): unknown => {
      const { name_localizations: _n, description_localizations: _d, ...rest } = node;
      return {
        ...rest,
        ...(node.options && { options: node.options.map(strip) }),
        ...(node.choices && { choices: node.choices.map(strip) }),
      };
    };
    expect(bodies.map(strip)).toEqual(commands.map((c) => strip(c.data.toJSON() as Node)));
  });
});
