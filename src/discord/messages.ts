import type { StorageProblem } from '../db/storage-problem.js';

/**
 * Texts and settings that more than one part of the Discord face answers with, kept in one place so
 * the same situation always reads the same (and tests compare against the same constant).
 */

/** Nobody is ever pinged by a reply: outside text (server names, titles) may hold mentions. */
export const NO_MENTIONS = { parse: [] } as const;

export const NOT_LINKED_HERE =
  'That server is not linked here. Pick one from the list, or ask an admin to link it with `/link`.';
export const NONE_LINKED =
  'No game server is linked in this Discord server yet. An admin can link one with `/link`.';
export const PICK_ONE = 'Several servers are linked here: choose one with the `server` option.';

export const ALREADY_ANSWERED = 'This was already confirmed; nothing was sent again.';

/** A button whose custom id no longer means anything (an older version, a forged or damaged id). */
export function staleButton(command?: string): string {
  return `This button no longer works. Run ${command ? `\`${command}\`` : 'the command'} again.`;
}

/** A control action whose audit row could not be written: it was not sent (see audited.ts). */
export const AUDIT_UNAVAILABLE =
  'hostcord could not write this action to its audit log (its database refuses writes: the disk may be full or read-only), so nothing was sent to the server. Tell a bot admin, and try again once that is fixed.';

/**
 * The database refuses to store anything (src/db/storage-problem.ts): what is wrong, that nothing
 * was done, and what to do. Every write a command needs comes before anything it changes elsewhere.
 */
export const CANNOT_STORE: Record<StorageProblem, string> = {
  full: 'hostcord cannot store anything right now: the disk of its database is full. Nothing was done, and nothing was sent to the game server. Tell a bot admin, and try again once they have freed space.',
  'read-only':
    'hostcord cannot store anything right now: its database is read-only. Nothing was done, and nothing was sent to the game server. Tell a bot admin, and try again once it is writable again.',
  failing:
    'hostcord cannot store anything right now: its database is failing or cannot be reached. Nothing was done, and nothing was sent to the game server. Tell a bot admin, and try again later.',
};
