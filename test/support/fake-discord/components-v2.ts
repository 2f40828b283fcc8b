// Components V2 (message flag IS_COMPONENTS_V2 = 1 << 15), as Discord checks it (Components reference,
// "Using message components"): `content`, `embeds`, `poll` and `sticker_ids` are refused; layout
// comes from components nested in containers and sections; at most 40 components in the whole tree
// (every action row, button, select, section, accessory, container and text display counts) and at
// most 4,000 characters of text display content across the message.
import type { FormError } from './errors.js';
import { badLength, checkString, isRecord, length, required } from './limits.js';
import type { Json } from './types.js';

type Path = (string | number)[];

export const COMPONENTS_V2_FLAG = 1 << 15;
export const V2_LIMITS = { components: 40, text: 4000, sectionTexts: 3 } as const;

const ACTION_ROW = 1;
const BUTTON = 2;
const STRING_SELECT = 3;
const SECTION = 9;
const TEXT_DISPLAY = 10;
const THUMBNAIL = 11;
const MEDIA_GALLERY = 12;
const FILE = 13;
const SEPARATOR = 14;
const CONTAINER = 17;
const SELECTS = new Set([STRING_SELECT, 5, 6, 7, 8]);

/** What may stand where: at the top level, inside a container, as a section's accessory. */
const TOP_LEVEL = new Set([ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER]);
const IN_CONTAINER = new Set([ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR]);
const ACCESSORIES = new Set([BUTTON, THUMBNAIL]);

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function legacyField(path: Path, field: string): FormError {
  return {
    path: [...path, field],
    code: 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
    message: `The '${field}' field cannot be used when using MessageFlags.IS_COMPONENTS_V2`,
  };
}

function wrongType(path: Path): FormError {
  return {
    path: [...path, 'type'],
    code: 'UNION_TYPE_CHOICES',
    message: 'Value of field "type" must be one of the allowed component types here',
  };
}

/** Validates a Components V2 message body (create or edit); `prefix` is where the body sits. */
export function validateComponentsV2(body: Json, prefix: Path = []): FormError[] {
  const errors: FormError[] = [];
  if (typeof body.content === 'string' && body.content !== '') errors.push(legacyField(prefix, 'content'));
  if (asArray(body.embeds).length > 0) errors.push(legacyField(prefix, 'embeds'));
  if (body.poll !== undefined && body.poll !== null) errors.push(legacyField(prefix, 'poll'));
  if (asArray(body.sticker_ids).length > 0) errors.push(legacyField(prefix, 'sticker_ids'));
  if (body.components === undefined || body.components === null) return errors;
  const path = [...prefix, 'components'];
  const tally = { components: 0, text: 0 };
  for (const [index, component] of asArray(body.components).entries()) {
    visit(errors, component, TOP_LEVEL, [...path, index], tally);
  }
  if (tally.components > V2_LIMITS.components) {
    errors.push({
      path,
      code: 'COMPONENT_MAX_TOTAL_COMPONENTS_EXCEEDED',
      message: `Total number of components cannot exceed ${V2_LIMITS.components}`,
    });
  }
  if (tally.text > V2_LIMITS.text) {
    errors.push({
      path,
      code: 'BASE_TYPE_MAX_LENGTH',
      message: `Text display content across the message must be ${V2_LIMITS.text} or fewer in length.`,
    });
  }
  return errors;
}

function visit(
  errors: FormError[],
  component: unknown,
  allowed: ReadonlySet<number>,
  path: Path,
  tally: { components: number; text: number },
): void {
  tally.components += 1;
  if (!isRecord(component) || !allowed.has(Number(component.type))) {
    errors.push(wrongType(path));
    return;
  }
  switch (Number(component.type)) {
    case TEXT_DISPLAY: {
      const content = component.content;
      if (typeof content !== 'string') errors.push(required([...path, 'content']));
      else {
        checkString(errors, content, [...path, 'content'], V2_LIMITS.text, 1);
        tally.text += length(content);
      }
      return;
    }
    case CONTAINER: {
      const children = asArray(component.components);
      if (children.length === 0) errors.push(badLength([...path, 'components'], 1, V2_LIMITS.components));
      for (const [i, child] of children.entries())
        visit(errors, child, IN_CONTAINER, [...path, 'components', i], tally);
      const accent = component.accent_color;
      if (
        accent !== undefined &&
        accent !== null &&
        !(Number.isInteger(accent) && Number(accent) >= 0 && Number(accent) <= 0xffffff)
      ) {
        errors.push({
          path: [...path, 'accent_color'],
          code: 'NUMBER_TYPE_MAX',
          message: 'int value should be less than or equal to 16777215.',
        });
      }
      return;
    }
    case SECTION: {
      const texts = asArray(component.components);
      if (texts.length < 1 || texts.length > V2_LIMITS.sectionTexts) {
        errors.push(badLength([...path, 'components'], 1, V2_LIMITS.sectionTexts));
      }
      for (const [i, child] of texts.entries()) {
        visit(errors, child, new Set([TEXT_DISPLAY]), [...path, 'components', i], tally);
      }
      if (component.accessory === undefined) errors.push(required([...path, 'accessory']));
      else visit(errors, component.accessory, ACCESSORIES, [...path, 'accessory'], tally);
      return;
    }
    case ACTION_ROW: {
      const children = asArray(component.components);
      const selects = children.filter((c) => isRecord(c) && SELECTS.has(Number(c.type)));
      if (children.length < 1 || children.length > 5) errors.push(badLength([...path, 'components'], 1, 5));
      if (selects.length > 0 && children.length > 1) {
        errors.push({
          path: [...path, 'components'],
          code: 'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
          message: 'The specified component exceeds the maximum width',
        });
      }
      for (const [i, child] of children.entries()) {
        visit(errors, child, new Set([BUTTON, ...SELECTS]), [...path, 'components', i], tally);
      }
      return;
    }
    case SEPARATOR: {
      const spacing = component.spacing;
      if (spacing !== undefined && spacing !== 1 && spacing !== 2) {
        errors.push({
          path: [...path, 'spacing'],
          code: 'BASE_TYPE_CHOICES',
          message: 'Value must be one of (1, 2).',
        });
      }
      return;
    }
    default:
      // Buttons, selects, thumbnails, galleries and files: their own fields are checked by the
      // classic validator (labels, custom ids, options) or not used by hostcord.
      return;
  }
}
