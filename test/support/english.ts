import { type Text, translate } from '../../src/i18n/catalogue.js';

/** A table of texts (`CLAIM_REFUSAL`) as an English reader sees them: what replies are compared with. */
export function inEnglish<T extends Record<string, Text>>(texts: T): { readonly [K in keyof T]: string } {
  return Object.fromEntries(
    Object.entries(texts).map(([name, text]) => [name, translate('en-US', text)]),
  ) as {
    [K in keyof T]: string;
  };
}
