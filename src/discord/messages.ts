import type { StorageProblem } from '../db/storage-problem.js';
import { type Text, t, text } from '../i18n/catalogue.js';

/**
 * Texts and settings that more than one part of the Discord face answers with, kept in one place so
 * the same situation always reads the same (and tests compare against the same constant).
 */

/** Nobody is ever pinged by a reply: outside text (server names, titles) may hold mentions. */
export const NO_MENTIONS = { parse: [] } as const;

/** Refusals thrown as `new UserError(…)`, shown in the member's language; the English text beside. */
export const REFUSAL = {
  notLinkedHere: text('refusal.notLinkedHere'),
  noneLinked: text('refusal.noneLinked'),
  pickOne: text('refusal.pickOne'),
} as const;

export const NOT_LINKED_HERE = t('en-US', 'refusal.notLinkedHere');
export const NONE_LINKED = t('en-US', 'refusal.noneLinked');
export const PICK_ONE = t('en-US', 'refusal.pickOne');

/** A confirmation pressed a second time (a double click, two tabs). */
export const ALREADY_ANSWERED = text('links.alreadyAnswered');

/** A button whose custom id no longer means anything (an older version, a forged or damaged id). */
export function staleButton(command?: string): Text {
  return command ? text('refusal.staleButtonOf', { command }) : text('refusal.staleButton');
}

/** A control action whose audit row could not be written: it was not sent (see audited.ts). */
export const AUDIT_UNAVAILABLE = text('links.auditUnavailable');

/**
 * The database refuses to store anything (src/db/storage-problem.ts): what is wrong, that nothing
 * was done, and what to do. Every write a command needs comes before anything it changes elsewhere.
 */
export function cannotStore(problem: StorageProblem): Text {
  return text(`storage.${problem}`);
}

/** The same in English (what tests and logs compare with). */
export const CANNOT_STORE: Record<StorageProblem, string> = {
  full: t('en-US', 'storage.full'),
  'read-only': t('en-US', 'storage.read-only'),
  failing: t('en-US', 'storage.failing'),
};
