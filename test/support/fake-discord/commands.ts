// Application command limits (Interactions › Application Commands): names 1–32 matching Discord's
// pattern, lowercase for slash commands; descriptions 1–100; ≤ 25 options and ≤ 25 choices; names
// unique per command type; ≤ 100 commands per type. Localizations (Reference › Locales): keys are
// Discord's locale codes; each localized name and description obeys the same rules.
import { type APIApplicationCommand, ApplicationCommandOptionType, ApplicationCommandType } from 'discord.js';
import type { FormError } from './errors.js';
import { snowflake } from './ids.js';
import { checkString, isRecord, tooLong } from './limits.js';
import type { Json } from './types.js';

type Path = (string | number)[];

const NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
// AvailableLocalesEnum of Discord's OpenAPI description.
const LOCALES = new Set(
  'ar bg cs da de el en-GB en-US es-419 es-ES fi fr he hi hr hu id it ja ko lt nl no pl pt-BR ro ru sv-SE th tr uk vi zh-CN zh-TW'.split(
    ' ',
  ),
);
const SUBCOMMANDS = new Set<number>([
  ApplicationCommandOptionType.Subcommand,
  ApplicationCommandOptionType.SubcommandGroup,
]);

export function validateCommands(commands: unknown[]): FormError[] {
  const errors: FormError[] = [];
  const seen = new Set<string>();
  const perType = new Map<number, number>();
  commands.forEach((command, index) => {
    if (!isRecord(command)) return;
    const type = Number(command.type ?? ApplicationCommandType.ChatInput);
    perType.set(type, (perType.get(type) ?? 0) + 1);
    const key = `${type}:${String(command.name)}`;
    if (seen.has(key)) {
      errors.push({
        path: [index, 'name'],
        code: 'APPLICATION_COMMANDS_DUPLICATE_NAME',
        message: `Application command names must be unique`,
      });
    }
    seen.add(key);
    errors.push(...validateCommand(command, [index]));
  });
  for (const count of perType.values()) if (count > 100) errors.push(tooLong([], 100));
  return errors;
}

export function validateCommand(command: Json, path: Path = []): FormError[] {
  const errors: FormError[] = [];
  const slash = Number(command.type ?? ApplicationCommandType.ChatInput) === ApplicationCommandType.ChatInput;
  checkName(errors, command.name, [...path, 'name'], slash);
  checkLocalized(errors, command.name_localizations, [...path, 'name_localizations'], (v, at) =>
    checkName(errors, v, at, slash),
  );
  if (slash) checkString(errors, command.description, [...path, 'description'], 100, 1);
  checkLocalized(errors, command.description_localizations, [...path, 'description_localizations'], (v, at) =>
    checkString(errors, v, at, 100, 1),
  );
  validateOptions(errors, command.options, [...path, 'options']);
  return errors;
}

function checkName(errors: FormError[], name: unknown, path: Path, lowercase: boolean): void {
  const text = typeof name === 'string' ? name : '';
  if (lowercase ? !NAME.test(text) || text !== text.toLowerCase() : text.length < 1 || text.length > 32) {
    errors.push({ path, code: 'APPLICATION_COMMAND_INVALID_NAME', message: `Command name is invalid` });
  }
}

/** A localizations object: null or absent, or Discord locale codes each mapped to a valid text. */
function checkLocalized(
  errors: FormError[],
  value: unknown,
  path: Path,
  checkOne: (text: unknown, at: Path) => void,
): void {
  if (value === undefined || value === null) return;
  if (!isRecord(value)) {
    errors.push({ path, code: 'DICT_TYPE_CONVERT', message: 'Only dictionaries may be used in a DictType' });
    return;
  }
  for (const [locale, text] of Object.entries(value)) {
    if (!LOCALES.has(locale)) {
      errors.push({
        path: [...path, locale],
        code: 'ENUM_TYPE_COERCE',
        message: `Value "${locale}" is not a valid enum value.`,
      });
    } else {
      checkOne(text, [...path, locale]);
    }
  }
}

function validateOptions(errors: FormError[], options: unknown, path: Path): void {
  if (!Array.isArray(options)) return;
  if (options.length > 25) errors.push(tooLong(path, 25));
  let optionalSeen = false;
  options.forEach((option, index) => {
    if (!isRecord(option)) return;
    const at = [...path, index];
    checkName(errors, option.name, [...at, 'name'], true);
    checkLocalized(errors, option.name_localizations, [...at, 'name_localizations'], (v, p) =>
      checkName(errors, v, p, true),
    );
    checkString(errors, option.description, [...at, 'description'], 100, 1);
    checkLocalized(errors, option.description_localizations, [...at, 'description_localizations'], (v, p) =>
      checkString(errors, v, p, 100, 1),
    );
    const choices = Array.isArray(option.choices) ? option.choices : [];
    if (choices.length > 25) errors.push(tooLong([...at, 'choices'], 25));
    choices.forEach((choice, c) => {
      checkString(errors, isRecord(choice) ? choice.name : undefined, [...at, 'choices', c, 'name'], 100, 1);
      if (!isRecord(choice)) return;
      checkLocalized(errors, choice.name_localizations, [...at, 'choices', c, 'name_localizations'], (v, p) =>
        checkString(errors, v, p, 100, 1),
      );
    });
    // Discord: required options must be listed before optional ones.
    if (option.required === true && optionalSeen) {
      errors.push({
        path: [...at, 'required'],
        code: 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID',
        message: 'Required options must be placed before non-required options',
      });
    }
    if (!SUBCOMMANDS.has(Number(option.type)) && option.required !== true) optionalSeen = true;
    validateOptions(errors, option.options, [...at, 'options']);
  });
}

/** Stores a command as Discord answers it; an overwrite keeps the id of a command with the same name. */
export function toCommand(
  input: Json,
  applicationId: string,
  guildId: string | null,
  existing: APIApplicationCommand[],
): APIApplicationCommand {
  const type = Number(input.type ?? ApplicationCommandType.ChatInput);
  const previous = existing.find((c) => c.name === input.name && c.type === type);
  return {
    default_member_permissions: null,
    nsfw: false,
    contexts: null,
    integration_types: [0],
    ...input,
    id: previous?.id ?? snowflake(),
    application_id: applicationId,
    ...(guildId ? { guild_id: guildId } : {}),
    type,
    description: typeof input.description === 'string' ? input.description : '',
    version: snowflake(),
  } as unknown as APIApplicationCommand;
}
