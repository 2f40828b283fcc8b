import { type ButtonInteraction, ButtonStyle, type ChatInputCommandInteraction } from 'discord.js';
import { t, text } from '../i18n/catalogue.js';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.js';
import type { MakeId } from './component-id.js';
import { staleButton } from './messages.js';
import { type ButtonRow, button, buttonRow } from './render/buttons.js';
import { UserError } from './user-error.js';

/** How long Confirm and Cancel work (DESIGN: destructive actions ask, and the question expires). */
export const CONFIRM_TTL_MS = 60_000;
/** How long a carried-out confirmation is remembered, so a late second press still does nothing. */
const REMEMBER_MS = 15 * 60_000;

const EXPIRED_TEXT = text('schedule.expired', { seconds: CONFIRM_TTL_MS / 1000 });

/** The refusals of a press, in English (what tests compare with); members read their language. */
export const NOT_YOURS = t('en-US', 'schedule.notYours');
export const EXPIRED = t('en-US', 'schedule.expired', { seconds: CONFIRM_TTL_MS / 1000 });

/**
 * A pending question, carried in the buttons' signed custom ids (component-id.ts: a pressed id that
 * hostcord did not make is refused before it is read). Nothing is kept in memory until a
 * press, so the question survives a restart of the bot within its minute.
 */
export interface Confirmation {
  /** The slash command interaction that asked; idempotency keys are derived from it. */
  originId: string;
  /** The only member whose presses count. */
  userId: string;
  /** When the buttons stop working, in Unix seconds. */
  expiresAt: number;
  /** The command's own values (server id, signal, …), without `:`. */
  args: string[];
}

export type Verb = 'yes' | 'no';

/** A question asked at `now` (ms), for the member behind `interaction`. */
export function newConfirmation(
  interaction: Pick<ChatInputCommandInteraction, 'id' | 'user'>,
  now: number,
  args: string[],
): Confirmation {
  return {
    originId: interaction.id,
    userId: interaction.user.id,
    expiresAt: expiresAt(now),
    args,
  };
}

/** A fresh minute for the same question (the Try again button after an unknown outcome). */
export function renewed(confirmation: Confirmation, now: number): Confirmation {
  return { ...confirmation, expiresAt: expiresAt(now) };
}

function expiresAt(now: number): number {
  return Math.ceil((now + CONFIRM_TTL_MS) / 1000);
}

// Snowflakes and the expiry in base 36 keep `<command>:<verb>:<origin>:<user>:<expiry>:<server id>:…`
// and its MAC within 100 characters.
const toBase36 = (decimal: string) => BigInt(decimal).toString(36);

function fromBase36(text: string | undefined): bigint | undefined {
  if (!text || !/^[0-9a-z]{1,14}$/.test(text)) return undefined;
  let value = 0n;
  for (const digit of text) value = value * 36n + BigInt(Number.parseInt(digit, 36));
  return value;
}

/** `<command>:<verb>:<origin>:<user>:<expiry>:<args…>`, signed; the router hands everything after the command back. */
export function confirmationId(command: string, verb: Verb, c: Confirmation, makeId: MakeId): string {
  return makeId(command, verb, toBase36(c.originId), toBase36(c.userId), c.expiresAt.toString(36), ...c.args);
}

/** The custom id's parts after the command name, or undefined when they are not a confirmation. */
export function readConfirmation(parts: string[]): { verb: Verb; confirmation: Confirmation } | undefined {
  const [verb, origin, user, expiry, ...args] = parts;
  if (verb !== 'yes' && verb !== 'no') return undefined;
  const originId = fromBase36(origin);
  const userId = fromBase36(user);
  const expiresAt = fromBase36(expiry);
  if (originId === undefined || userId === undefined || expiresAt === undefined) return undefined;
  return {
    verb,
    confirmation: {
      originId: originId.toString(),
      userId: userId.toString(),
      expiresAt: Number(expiresAt),
      args,
    },
  };
}

/**
 * Guard for a Confirm/Cancel press at `now` (ms): only the member who asked, only within the minute.
 * Tenancy is the caller's next check (the server must still be linked where the button is pressed).
 */
export function requireConfirmation(
  interaction: ButtonInteraction,
  now: number,
  parts: string[],
): { verb: Verb; confirmation: Confirmation } {
  const read = readConfirmation(parts);
  if (!read) throw new UserError(staleButton());
  if (read.confirmation.userId !== interaction.user.id) throw new UserError(text('schedule.notYours'));
  if (now >= read.confirmation.expiresAt * 1000) throw new UserError(EXPIRED_TEXT);
  return read;
}

/** One action row: a red confirm button with the given label, and Cancel (in the reader's `locale`). */
export function confirmationRow(
  command: string,
  c: Confirmation,
  confirmLabel: string,
  makeId: MakeId,
  locale: Locale = DEFAULT_LOCALE,
): ButtonRow {
  return buttonRow(
    button(confirmationId(command, 'yes', c, makeId), confirmLabel, ButtonStyle.Danger),
    button(confirmationId(command, 'no', c, makeId), t(locale, 'schedule.cancel'), ButtonStyle.Secondary),
  );
}

/**
 * Confirmations being carried out or done, by the asking interaction's id: a second press (a double
 * click, two tabs) does nothing. After a restart this is empty, and the idempotency key derived from
 * the same interaction still keeps the provider from acting twice.
 */
export function createConfirmations(now: () => number) {
  const claimed = new Map<string, { state: ClaimState; at: number }>();

  function set(originId: string, state: ClaimState): void {
    const at = now();
    for (const [id, entry] of claimed) if (at - entry.at > REMEMBER_MS) claimed.delete(id);
    claimed.set(originId, { state, at });
  }

  return {
    /** undefined before the first press. */
    state: (originId: string): ClaimState | undefined => claimed.get(originId)?.state,
    /** A press is being carried out: later presses do nothing until it settles. */
    begin: (originId: string) => set(originId, 'running'),
    /** The outcome is known (accepted, refused, cancelled): later presses do nothing. */
    finish: (originId: string) => set(originId, 'done'),
    /** The outcome is unknown (no answer, 5xx): a press may try again with the same key. */
    release: (originId: string) => set(originId, 'unknown'),
    /** A press refused before it sent anything: back to how it stood before it. */
    restore(originId: string, state: ClaimState | undefined): void {
      if (state === undefined) claimed.delete(originId);
      else set(originId, state);
    },
  };
}

export type ClaimState = 'running' | 'done' | 'unknown';

export type Confirmations = ReturnType<typeof createConfirmations>;
