import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { TRANSLATIONS } from './catalogue.js';
import { LOCALE_NAMES } from './locale.js';
import type { CommandTexts } from './translation.js';

type CommandBody = RESTPostAPIChatInputApplicationCommandsJSONBody;
type Localizations = Record<string, string>;

/** A node of a command's definition: the command, an option or subcommand, or a choice. */
interface Node {
  name: string;
  description?: string;
  name_localizations?: Localizations | null;
  description_localizations?: Localizations | null;
  options?: Node[];
  choices?: Node[];
}

/** `/language`'s choices show each language by its own name, the same in every Discord. */
const OWN_NAMES = new Set(Object.values(LOCALE_NAMES));

function localizations(pick: (texts: CommandTexts) => string | undefined): Localizations {
  const found: Localizations = {};
  for (const [locale, translation] of Object.entries(TRANSLATIONS)) {
    const value = pick(translation.commands);
    if (value !== undefined) found[locale] = value;
  }
  return found;
}

function textOf(texts: CommandTexts, english: string): string | undefined {
  return texts.texts[english] ?? (OWN_NAMES.has(english) ? english : undefined);
}

function localizeNode(node: Node, isChoice: boolean): Node {
  if (isChoice) return { ...node, name_localizations: localizations((c) => textOf(c, node.name)) };
  const description = node.description;
  return {
    ...node,
    name_localizations: localizations((c) => c.names[node.name]),
    ...(description !== undefined && {
      description_localizations: localizations((c) => textOf(c, description)),
    }),
    ...(node.options && { options: node.options.map((option) => localizeNode(option, false)) }),
    ...(node.choices && { choices: node.choices.map((choice) => localizeNode(choice, true)) }),
  };
}

/**
 * A command's definition with `name_localizations` and `description_localizations` for every
 * language hostcord speaks, on the command and each of its options, subcommands and choices, taken
 * from each language's file (src/i18n/locales). What a file lacks is left out: Discord then shows
 * the English text, and test/i18n/commands.test.ts fails.
 */
export function localizeCommand(body: CommandBody): CommandBody {
  return localizeNode(body as Node, false) as CommandBody;
}
