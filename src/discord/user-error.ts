import { type Text, translate } from '../i18n/catalogue.js';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.js';

/** A message written for a member once their language is known. */
export type Said = Text | ((locale: Locale) => string);

/**
 * An error whose message is written for the member and shown to them (ephemeral): from the
 * catalogue, in the member's language, or a sentence as written (English, not yet in the catalogue).
 */
export class UserError extends Error {
  override readonly name = 'UserError';
  readonly said: Said | undefined;

  constructor(message: string | Said) {
    super(typeof message === 'string' ? message : sayIn(DEFAULT_LOCALE, message));
    this.said = typeof message === 'string' ? undefined : message;
  }

  /** What the member reads, in their language. */
  in(locale: Locale): string {
    return this.said ? sayIn(locale, this.said) : this.message;
  }
}

function sayIn(locale: Locale, said: Said): string {
  return typeof said === 'function' ? said(locale) : translate(locale, said);
}
