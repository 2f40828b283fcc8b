// Discord's documented limits on message payloads (Channel › Message, Message Components, Embed Limits).
// Lengths are counted in code points, as Discord does, so an emoji counts once.
import { COMPONENTS_V2_FLAG, validateComponentsV2 } from './components-v2.js';
import type { FormError } from './errors.js';
import type { Json } from './types.js';

type Path = (string | number)[];

export const LIMITS = {
  content: 2000,
  embeds: 10,
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  author: 256,
  embedTotal: 6000,
  actionRows: 5,
  rowButtons: 5,
  customId: 100,
  buttonLabel: 80,
  selectOptions: 25,
  nonce: 25,
  choices: 25,
  choiceName: 100,
  choiceValue: 100,
} as const;

const SELECT_TYPES = new Set([3, 5, 6, 7, 8]);

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const length = (value: string): number => [...value].length;
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function tooLong(path: Path, max: number): FormError {
  return { path, code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${max} or fewer in length.` };
}

export function required(path: Path): FormError {
  return { path, code: 'BASE_TYPE_REQUIRED', message: 'This field is required' };
}

export function badLength(path: Path, min: number, max: number): FormError {
  return { path, code: 'BASE_TYPE_BAD_LENGTH', message: `Must be between ${min} and ${max} in length.` };
}

/** Checks an optional string against a maximum (and a minimum when `min` is given). */
export function checkString(errors: FormError[], value: unknown, path: Path, max: number, min = 0): void {
  if (value === undefined || value === null) {
    if (min > 0) errors.push(required(path));
    return;
  }
  const size = length(String(value));
  if (size > max || size < min) errors.push(min > 0 ? badLength(path, min, max) : tooLong(path, max));
}

/** A message needs content, an embed, a component, a file, a sticker or a poll (error 50006). */
export function isEmptyMessage(body: Json, files: number): boolean {
  const content = typeof body.content === 'string' ? body.content.trim() : '';
  return (
    content === '' &&
    asArray(body.embeds).length === 0 &&
    asArray(body.components).length === 0 &&
    asArray(body.sticker_ids).length === 0 &&
    body.poll === undefined &&
    files === 0
  );
}

/**
 * Checks a message body. `existingFlags`: the flags of the message an edit applies to (Components V2
 * stays on once set, so an edit of such a message is held to its rules).
 */
export function validateMessage(body: Json, prefix: Path = [], existingFlags = 0): FormError[] {
  const errors: FormError[] = [];
  const flags = Number(body.flags ?? 0) | (existingFlags & COMPONENTS_V2_FLAG);
  if (flags & COMPONENTS_V2_FLAG) errors.push(...validateComponentsV2(body, prefix));
  checkString(errors, body.content, [...prefix, 'content'], LIMITS.content);
  validateEmbeds(errors, body.embeds, [...prefix, 'embeds']);
  validateComponents(errors, body.components, flags, [...prefix, 'components']);
  validateAllowedMentions(errors, body.allowed_mentions, [...prefix, 'allowed_mentions']);
  if (typeof body.nonce === 'string') checkString(errors, body.nonce, [...prefix, 'nonce'], LIMITS.nonce);
  return errors;
}

function validateEmbeds(errors: FormError[], embeds: unknown, path: Path): void {
  if (embeds === undefined || embeds === null) return;
  const list = asArray(embeds);
  if (list.length > LIMITS.embeds) errors.push(tooLong(path, LIMITS.embeds));
  let total = 0;
  list.forEach((embed, index) => {
    if (isRecord(embed)) total += validateEmbed(errors, embed, [...path, index]);
  });
  // "The combined sum of characters in all title, description, field.name, field.value, footer.text,
  // and author.name fields across all embeds attached to a message must not exceed 6000 characters."
  if (total > LIMITS.embedTotal) {
    errors.push({
      path,
      code: 'MAX_EMBED_SIZE_EXCEEDED',
      message: 'Embed size exceeds maximum size of 6000',
    });
  }
}

/** Validates one embed and returns its character count toward the 6,000 total. */
function validateEmbed(errors: FormError[], embed: Json, path: Path): number {
  const footer = isRecord(embed.footer) ? embed.footer : undefined;
  const author = isRecord(embed.author) ? embed.author : undefined;
  const fields = asArray(embed.fields);
  checkString(errors, embed.title, [...path, 'title'], LIMITS.title);
  checkString(errors, embed.description, [...path, 'description'], LIMITS.description);
  checkTimestamp(errors, embed.timestamp, [...path, 'timestamp']);
  if (footer) checkString(errors, footer.text, [...path, 'footer', 'text'], LIMITS.footer, 1);
  if (author) checkString(errors, author.name, [...path, 'author', 'name'], LIMITS.author, 1);
  if (fields.length > LIMITS.fields) errors.push(tooLong([...path, 'fields'], LIMITS.fields));
  let total = [embed.title, embed.description, footer?.text, author?.name].reduce<number>(
    (sum, text) => sum + (typeof text === 'string' ? length(text) : 0),
    0,
  );
  fields.forEach((field, index) => {
    const at = [...path, 'fields', index];
    const { name, value } = isRecord(field) ? field : {};
    checkString(errors, name, [...at, 'name'], LIMITS.fieldName, 1);
    checkString(errors, value, [...at, 'value'], LIMITS.fieldValue, 1);
    total += length(String(name ?? '')) + length(String(value ?? ''));
  });
  return total;
}

// Discord parses an embed's timestamp as an ISO 8601 date-time with a four-digit year from 0001 to
// 9999 (a datetime of its server side); an expanded year (`+275760-…`) or year 0000 is refused with
// "Could not parse … Should be ISO8601." and the whole message is not created.
const ISO_TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

function checkTimestamp(errors: FormError[], value: unknown, path: Path): void {
  if (value === undefined || value === null) return;
  const match = typeof value === 'string' ? ISO_TIMESTAMP.exec(value) : null;
  if (match && Number(match[1]) >= 1 && Number.isFinite(Date.parse(String(value)))) return;
  errors.push({
    path,
    code: 'DATE_TIME_TYPE_PARSE',
    message: `Could not parse ${String(value)}. Should be ISO8601.`,
  });
}

function validateComponents(errors: FormError[], components: unknown, flags: number, path: Path): void {
  if (components === undefined || components === null) return;
  const rows = asArray(components);
  checkCustomIds(errors, rows, path);
  // Components V2 layouts nest (validateComponentsV2 checks the tree); their buttons and selects
  // are held to the same rules as in a classic action row.
  if (flags & COMPONENTS_V2_FLAG) {
    visitInteractive(rows, path, (child, at) => validateChild(errors, child, at));
    return;
  }
  if (rows.length > LIMITS.actionRows) errors.push(tooLong(path, LIMITS.actionRows));
  for (const [index, row] of rows.entries()) validateActionRow(errors, row, [...path, index]);
}

function validateActionRow(errors: FormError[], row: unknown, path: Path): void {
  if (!isRecord(row) || row.type !== 1) {
    errors.push({
      path: [...path, 'type'],
      code: 'UNION_TYPE_CHOICES',
      message: 'Value must be an action row',
    });
    return;
  }
  const children = asArray(row.components);
  const selects = children.filter((child) => isRecord(child) && SELECT_TYPES.has(Number(child.type)));
  if (children.length === 0) errors.push(badLength([...path, 'components'], 1, LIMITS.rowButtons));
  if (children.length > LIMITS.rowButtons) errors.push(tooLong([...path, 'components'], LIMITS.rowButtons));
  if (selects.length > 0 && children.length > 1) {
    errors.push({
      path: [...path, 'components'],
      code: 'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
      message: 'The specified component exceeds the maximum width',
    });
  }
  children.forEach((child, index) => {
    if (isRecord(child)) validateChild(errors, child, [...path, 'components', index]);
  });
}

function validateChild(errors: FormError[], child: Json, path: Path): void {
  if (child.type === 2) {
    checkString(errors, child.label, [...path, 'label'], LIMITS.buttonLabel);
    const isLink = child.style === 5;
    const isPremium = child.style === 6;
    if (isLink && typeof child.url !== 'string') errors.push(required([...path, 'url']));
    if (!isLink && !isPremium && typeof child.custom_id !== 'string')
      errors.push(required([...path, 'custom_id']));
    return;
  }
  if (SELECT_TYPES.has(Number(child.type))) {
    if (typeof child.custom_id !== 'string') errors.push(required([...path, 'custom_id']));
    checkString(errors, child.placeholder, [...path, 'placeholder'], 150);
    if (child.type === 3) {
      const options = asArray(child.options);
      if (options.length < 1 || options.length > LIMITS.selectOptions) {
        errors.push(badLength([...path, 'options'], 1, LIMITS.selectOptions));
      }
    }
  }
}

/** Calls `check` for every button and select anywhere in a component tree. */
function visitInteractive(node: unknown, path: Path, check: (child: Json, at: Path) => void): void {
  if (Array.isArray(node)) {
    for (const [index, child] of node.entries()) visitInteractive(child, [...path, index], check);
    return;
  }
  if (!isRecord(node)) return;
  if (node.type === 2 || SELECT_TYPES.has(Number(node.type))) check(node, path);
  if (node.components !== undefined) visitInteractive(node.components, [...path, 'components'], check);
  if (node.accessory !== undefined) visitInteractive(node.accessory, [...path, 'accessory'], check);
}

/** custom_id: at most 100 characters and unique within the message. */
function checkCustomIds(errors: FormError[], components: unknown[], path: Path): void {
  const seen = new Set<string>();
  const visit = (node: unknown, at: Path): void => {
    if (Array.isArray(node)) {
      for (const [index, child] of node.entries()) visit(child, [...at, index]);
      return;
    }
    if (!isRecord(node)) return;
    if (typeof node.custom_id === 'string') {
      checkString(errors, node.custom_id, [...at, 'custom_id'], LIMITS.customId, 1);
      if (seen.has(node.custom_id)) {
        errors.push({
          path: [...at, 'custom_id'],
          code: 'COMPONENT_CUSTOM_ID_DUPLICATED',
          message: 'Component custom id cannot be duplicated',
        });
      }
      seen.add(node.custom_id);
    }
    if (node.components !== undefined) visit(node.components, [...at, 'components']);
    if (node.accessory !== undefined) visit(node.accessory, [...at, 'accessory']);
  };
  visit(components, path);
}

// Discord refuses `parse: ['users']` together with an explicit `users` list (and the same for roles).
function validateAllowedMentions(errors: FormError[], mentions: unknown, path: Path): void {
  if (!isRecord(mentions)) return;
  const parse = asArray(mentions.parse);
  for (const kind of ['users', 'roles'] as const) {
    const list = asArray(mentions[kind]);
    if (parse.includes(kind) && list.length > 0) {
      errors.push({
        path: [...path, kind],
        code: 'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE',
        message: `parse:["${kind}"] and ${kind}: [ids] are mutually exclusive.`,
      });
    }
    if (list.length > 100) errors.push(tooLong([...path, kind], 100));
  }
}

/** Autocomplete results: at most 25 choices, names 1–100, string values ≤ 100. */
export function validateChoices(data: Json | undefined, prefix: Path = ['data']): FormError[] {
  const errors: FormError[] = [];
  const choices = asArray(data?.choices);
  if (choices.length > LIMITS.choices) errors.push(tooLong([...prefix, 'choices'], LIMITS.choices));
  choices.forEach((choice, index) => {
    const at = [...prefix, 'choices', index];
    const { name, value } = isRecord(choice) ? choice : {};
    checkString(errors, name, [...at, 'name'], LIMITS.choiceName, 1);
    if (value === undefined) errors.push(required([...at, 'value']));
    if (typeof value === 'string') checkString(errors, value, [...at, 'value'], LIMITS.choiceValue);
  });
  return errors;
}

/** Modals: title 1–45, custom_id 1–100, 1–5 top-level components. */
export function validateModal(data: Json | undefined, prefix: Path = ['data']): FormError[] {
  const errors: FormError[] = [];
  checkString(errors, data?.title, [...prefix, 'title'], 45, 1);
  checkString(errors, data?.custom_id, [...prefix, 'custom_id'], LIMITS.customId, 1);
  const components = asArray(data?.components);
  if (components.length < 1 || components.length > 5) errors.push(badLength([...prefix, 'components'], 1, 5));
  return errors;
}
